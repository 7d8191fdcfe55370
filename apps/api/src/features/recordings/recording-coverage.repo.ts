import type {
  CoverageCount,
  CoverageLesson,
  MissingSentence,
  MissingWord,
  SpeakerCoverage,
  Viewer,
} from '@langapp/shared';
import type { Db } from '../../db/database';
import { headwordOrder } from '../../db/headword-order';

/**
 * Recording coverage (docs/decisions/033): SQL only. An entry of the lexicon (live_lexs: deleted
 * ones never count) has a recording when a playable take (.mp3, not deleted) belongs to it (by
 * id, migration 014); a sentence (sents) when a playable take has its id.
 */
const WORD_RECORDED = 'EXISTS (SELECT 1 FROM playable_word_audio a WHERE a.lex_id = l.id)';
const SENTENCE_RECORDED = 'EXISTS (SELECT 1 FROM playable_sent_audio a WHERE a.sent_id = s.id)';

/** The filters of the list: a part of speech, and the entries a lesson uses (ids as a JSON array). */
interface WordFilter {
  pos: string | null;
  ids: string | null;
  /** Who reads the list: a recorder reads at a learner's level (ADR 080), the console as a teacher. */
  viewer: Viewer;
}
interface Page {
  offset: number;
  limit: number;
}

export function createRecordingCoverageRepo(db: Db) {
  const wordsWhere = `NOT ${WORD_RECORDED} AND (@pos IS NULL OR l.pos = @pos)
    AND (@ids IS NULL OR l.id IN (SELECT value FROM json_each(@ids))) AND may_see(@viewer, l.visibility)`;
  const sentencesWhere = `NOT ${SENTENCE_RECORDED}
    AND (@ids IS NULL OR s.id IN (SELECT value FROM json_each(@ids))) AND may_see(@viewer, s.visibility)`;
  const s = {
    words: db.prepare<[], CoverageCount>(
      `SELECT COUNT(*) AS total, COALESCE(SUM(${WORD_RECORDED}), 0) AS recorded FROM live_lexs l`,
    ),
    sentences: db.prepare<[], CoverageCount>(
      `SELECT COUNT(*) AS total, COALESCE(SUM(${SENTENCE_RECORDED}), 0) AS recorded FROM sents s`,
    ),
    // Each speaker's distinct entries and sentences (two takes of one word count once).
    speakers: db.prepare<[], SpeakerCoverage>(
      `SELECT speaker, SUM(kind = 'word') AS words, SUM(kind = 'sentence') AS sentences FROM (
         SELECT DISTINCT 'word' AS kind, a.speaker, l.id FROM live_lexs l JOIN playable_word_audio a ON a.lex_id = l.id
         UNION ALL
         SELECT DISTINCT 'sentence', a.speaker, s.id FROM sents s JOIN playable_sent_audio a ON a.sent_id = s.id
       ) GROUP BY speaker ORDER BY words + sentences DESC, speaker`,
    ),
    partsOfSpeech: db
      .prepare<[], string>("SELECT DISTINCT pos FROM live_lexs WHERE pos <> '' ORDER BY pos")
      .pluck(),
    // The title is NULL until the teacher gives one: the id stands in.
    lessons: db.prepare<[], CoverageLesson>(
      'SELECT id, COALESCE(title, id) AS title FROM vocab_lessons ORDER BY date_added, id',
    ),
    lessonData: db
      .prepare<[string, Viewer], string>(
        'SELECT data FROM vocab_lessons WHERE id = ? AND may_see(?, visibility)',
      )
      .pluck(),
    missingWords: db.prepare<WordFilter & Page, MissingWord>(
      `SELECT l.id, l.lex, l.pos, l.gloss FROM live_lexs l WHERE ${wordsWhere}
       ORDER BY ${headwordOrder('l.lex')}, l.lex, l.id LIMIT @limit OFFSET @offset`,
    ),
    // The words a learner meets most first (ADR 092): each sentence linking the entry, each time a
    // published text's morpheme links it, each step of a published lesson showing it, and each
    // learner with it in their review deck count once.
    missingWordsByUse: db.prepare<WordFilter & Page, MissingWord>(
      `WITH uses (lex_id) AS (
         SELECT lex_id FROM sent_lex_links
         UNION ALL
         SELECT json_extract(m.value, '$.lexId') FROM texts t,
           json_each(CASE WHEN json_valid(t.data) THEN t.data ELSE '{}' END, '$.sents') s,
           json_each(s.value, '$.words') w, json_each(w.value, '$.morphs') m
          WHERE t.published = 1 AND t.deleted_at IS NULL
         UNION ALL
         SELECT json_extract(st.value, '$.lexId') FROM vocab_lessons v,
           json_each(CASE WHEN json_valid(v.data) THEN v.data ELSE '[]' END) st
          WHERE v.published = 1 AND json_extract(st.value, '$.kind') = 'lex'
         UNION ALL
         SELECT CAST(item_id AS INTEGER) FROM (SELECT DISTINCT user_id, item_id FROM review_cards WHERE kind = 'word')
       ), counted AS (SELECT lex_id, COUNT(*) AS n FROM uses GROUP BY lex_id)
       SELECT l.id, l.lex, l.pos, l.gloss FROM live_lexs l LEFT JOIN counted u ON u.lex_id = l.id
        WHERE ${wordsWhere}
        ORDER BY COALESCE(u.n, 0) DESC, ${headwordOrder('l.lex')}, l.lex, l.id
        LIMIT @limit OFFSET @offset`,
    ),
    missingWordsCount: db
      .prepare<WordFilter, number>(`SELECT COUNT(*) FROM live_lexs l WHERE ${wordsWhere}`)
      .pluck(),
    missingSentences: db.prepare<{ ids: string | null; viewer: Viewer } & Page, MissingSentence>(
      `SELECT s.id, s.text, s.trans FROM sents s WHERE ${sentencesWhere}
       ORDER BY s.timestamp, s.id LIMIT @limit OFFSET @offset`,
    ),
    missingSentencesCount: db
      .prepare<{ ids: string | null; viewer: Viewer }, number>(
        `SELECT COUNT(*) FROM sents s WHERE ${sentencesWhere}`,
      )
      .pluck(),
  };
  const idsParam = (ids: readonly (number | string)[] | undefined) =>
    ids === undefined ? null : JSON.stringify(ids);

  return {
    /** Entries and sentences: how many there are, how many have a recording. */
    counts: () => ({ words: s.words.get()!, sentences: s.sentences.get()! }),
    /** Per speaker, the entries and sentences they recorded (playable takes only). */
    speakers: () => s.speakers.all(),
    /** The parts of speech the lexicon uses. */
    partsOfSpeech: () => s.partsOfSpeech.all(),
    /** Every lesson with its title (the id when it has none). */
    lessons: () => s.lessons.all(),
    /** A lesson's stored steps (JSON, as saved), or undefined when there is no such lesson. */
    lessonData: (id: string, viewer: Viewer) => s.lessonData.get(id, viewer),
    /** A page of the entries without a recording (A to Z, or `byUse`); `lexIds` keeps only those entries. */
    missingWords(
      filter: { pos?: string; lexIds?: readonly number[]; viewer: Viewer; byUse?: boolean },
      page: Page,
    ) {
      const where = { pos: filter.pos ?? null, ids: idsParam(filter.lexIds), viewer: filter.viewer };
      return db.transaction(() => ({
        total: s.missingWordsCount.get(where)!,
        entries: (filter.byUse ? s.missingWordsByUse : s.missingWords).all({ ...where, ...page }),
      }))();
    },
    /** A page of the sentences without a recording; `sentIds` keeps only those sentences. */
    missingSentences(filter: { sentIds?: readonly string[]; viewer: Viewer }, page: Page) {
      const where = { ids: idsParam(filter.sentIds), viewer: filter.viewer };
      return db.transaction(() => ({
        total: s.missingSentencesCount.get(where)!,
        entries: s.missingSentences.all({ ...where, ...page }),
      }))();
    },
  };
}
