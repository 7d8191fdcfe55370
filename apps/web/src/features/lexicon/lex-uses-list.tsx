import { Link } from 'react-router-dom';
import type { LexUses } from '@langapp/shared';
import { formatPacificDateTime } from '../../lib/format-date';

/** How many places of one kind are listed (a common word may be in hundreds of sentences). */
export const USES_SHOWN = 20;

function More({ total }: { total: number }) {
  return total > USES_SHOWN ? (
    <p className="mb-2">
      Showing {USES_SHOWN} of {total}.
    </p>
  ) : null;
}

/**
 * Where an entry is used: its sentences, texts, lessons and recordings, each linked to the page
 * where the teacher can change it (sentences have no page of their own: their text is shown).
 */
export function LexUsesList({ word, uses, headingId }: { word: string; uses: LexUses; headingId: string }) {
  return (
    <div aria-labelledby={headingId} role="group">
      {uses.sentences.length > 0 && (
        <>
          <h4 className="h6">Sentences ({uses.sentences.length})</h4>
          <ul>
            {uses.sentences.slice(0, USES_SHOWN).map((s) => (
              <li key={s.id}>
                {s.text} <span className="fst-italic">({s.trans})</span>, sentence {s.id}
              </li>
            ))}
          </ul>
          <More total={uses.sentences.length} />
        </>
      )}
      {uses.texts.length > 0 && (
        <>
          <h4 className="h6">Texts ({uses.texts.length})</h4>
          <ul>
            {uses.texts.slice(0, USES_SHOWN).map((t) => (
              <li key={t.id}>
                <Link to={`/text-view?id=${t.id}`}>{t.title}</Link> ({t.links}{' '}
                {t.links === 1 ? 'link' : 'links'})
              </li>
            ))}
          </ul>
          <More total={uses.texts.length} />
        </>
      )}
      {uses.lessons.length > 0 && (
        <>
          <h4 className="h6">Lessons ({uses.lessons.length})</h4>
          <ul>
            {uses.lessons.slice(0, USES_SHOWN).map((l) => (
              <li key={l.id}>
                <Link to={`/edit-vocab-lesson?id=${encodeURIComponent(l.id)}`}>
                  {l.title === l.id ? `Lesson ${l.id}` : l.title}
                </Link>
              </li>
            ))}
          </ul>
          <More total={uses.lessons.length} />
        </>
      )}
      {uses.recordings.length > 0 && (
        <>
          <h4 className="h6">Recordings ({uses.recordings.length})</h4>
          <ul>
            {uses.recordings.slice(0, USES_SHOWN).map((r) => (
              <li key={r.filename}>
                {r.speaker}, {formatPacificDateTime(r.timestamp)} ({r.filename})
              </li>
            ))}
          </ul>
          <More total={uses.recordings.length} />
          <p>
            <Link to={`/words?lex=${encodeURIComponent(word)}`}>
              Manage the recordings of {word} on the Words page
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
