import fs from 'node:fs';
import { settleSentenceIds, textDataSchema } from '@langapp/shared';
import type { ImportReport, TextData, Visibility } from '@langapp/shared';
import { describeIssues } from '../../lib/validate';
import type { Actor } from '../history/content-history';
import { exportLangs } from './flextext-export';
import { applyImport } from './import/apply';
import type { Applier } from './import/apply';
import type { ExchangeDeps } from './import/exchange-deps';
import { productGuid } from './import/flextext-guids';
import { createLinker } from './import/flextext-links';
import { levelOf, placeRow } from './import/plan';
import { readFlexText } from './import/read-flextext';
import type { FlexTextDraft } from './import/read-flextext';

// FLEx interlinear texts in (ADR 086): each text of a .flextext file read (import/read-flextext.ts),
// its morphemes linked to the dictionary (import/flextext-links.ts), matched to a text the product
// has by its FLEx guid, else by its title, and written through the one apply step (ADR 073): new,
// unchanged or changed, the visibility default for what is added, a dry run rolled back.

export interface FlexTextImportOptions {
  dryRun?: boolean;
  skipInvalid?: boolean;
  actor?: Actor;
  /** The level of the texts the import adds (ADR 062; default learners); a text updated keeps its own. */
  visibility?: Visibility;
}

/** The FLEx guid a stored text's data carries, if any. */
function storedGuid(data: string): string | undefined {
  try {
    const guid = (JSON.parse(data) as { guid?: unknown }).guid;
    return typeof guid === 'string' ? guid : undefined;
  } catch {
    return undefined;
  }
}

/** How many missing links the report names (its count counts them all). */
const MISSING_EXAMPLES = 10;

/** A stored text's data, read (undefined when it cannot be). */
function storedTextData(data: string): TextData | undefined {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return undefined;
  }
  const parsed = textDataSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Forgets the guids the product gave stored text `id` in an export (flextext-guids.ts): a phrase
 * with its sentence's guid takes that sentence's id; the guids of its place are dropped, as they are
 * not stored. Guids FLEx gave are kept.
 */
function withoutProductGuids(
  id: number,
  data: TextData,
  stored: { kept: readonly { id: number }[]; langs: TextData['langs'] | undefined },
  fallback: NonNullable<TextData['langs']>,
): TextData {
  const sentOfGuid = new Map(stored.kept.map((k) => [productGuid('phrase', id, k.id), k.id]));
  const sents = data.sents.map((s, index) => {
    const sentId = s.guid === undefined ? undefined : sentOfGuid.get(s.guid);
    if (sentId === undefined) return s;
    const { guid: _, paragraph: given, ...rest } = s;
    // The text's first sentence starts a paragraph anyway: the product's paragraph guid says no more.
    const paragraph =
      given?.guid === productGuid('paragraph', id, sentId) ? (index === 0 ? undefined : {}) : given;
    const words = rest.words.map((w, i) => {
      if (w.guid !== productGuid('word', id, sentId, i)) return w;
      const { guid: __, ...word } = w;
      return word;
    });
    return { ...rest, id: sentId, words, ...(paragraph ? { paragraph } : {}) };
  });
  const { guid, langs, ...rest } = data;
  // A text without writing systems of its own was exported in the installation's (flextext-export.ts).
  const sameLangs = !stored.langs && langs?.vern === fallback.vern && langs.analysis === fallback.analysis;
  return {
    ...rest,
    sents,
    ...(guid === undefined || guid === productGuid('text', id) ? {} : { guid }),
    ...(langs === undefined || sameLangs ? {} : { langs }),
  };
}

export function importFlexText(
  deps: ExchangeDeps,
  file: string,
  options: FlexTextImportOptions = {},
): ImportReport {
  const reading = readFlexText(fs.readFileSync(file));
  const { bundle, lexiconIo, texts } = deps.repos;
  const linker = createLinker({
    idOfGuid: lexiconIo.idOfGuid,
    sameHeadword: lexiconIo.sameHeadword,
    entry: lexiconIo.entry,
  });
  const fallbackLangs = exportLangs(deps.repos.lift);
  const links = { made: 0, missing: 0 };
  const missing: string[] = [];
  const now = deps.clock.now().toISOString();

  // The live texts by the guid the product gives each (a text of the product's own export).
  let productTexts: Map<string, number> | undefined;
  /** The stored text a draft is: by its FLEx guid, by the product's, else by its title (without another guid). */
  function storedTextOf(data: TextData) {
    if (data.guid !== undefined) {
      productTexts ??= new Map(bundle.liveTexts().map((t) => [productGuid('text', t.id), t.id]));
      const id = bundle.liveTextIdByGuid(data.guid) ?? productTexts.get(data.guid);
      if (id !== undefined) return bundle.textById(id);
    }
    for (const id of bundle.liveTextIdsTitled(data.title)) {
      const text = bundle.textById(id)!;
      const guid = (storedGuid(text.data) ?? data.guid) as string | undefined;
      if (guid === data.guid) return text;
    }
    return undefined;
  }

  function feedText(apply: Applier, draft: FlexTextDraft) {
    const stored = storedTextOf(draft.data);
    const storedData = stored ? storedTextData(stored.data) : undefined;
    const kept = storedData ? storedData.sents.map((s, i) => ({ ...s, id: s.id ?? i + 1 })) : [];
    const data =
      stored && storedData
        ? withoutProductGuids(stored.id, draft.data, { kept, langs: storedData.langs }, fallbackLangs)
        : draft.data;
    // A phrase keeps the id of the sentence with its guid: its recordings stay with it.
    const idOfGuid = new Map(kept.flatMap((k) => (k.guid ? [[k.guid, k.id] as const] : [])));
    const sents = settleSentenceIds(
      data.sents.map((s) => ({
        ...s,
        id: s.id ?? (s.guid === undefined ? undefined : idOfGuid.get(s.guid)),
      })),
      { kept, used: stored ? texts.recordedSentenceIds(stored.id) : [] },
    );
    // A link the teacher made in the app stays where the file's morpheme is the same and links none.
    const storedLinks = new Map(
      kept.flatMap((k) =>
        k.words.flatMap((w, wi) =>
          w.morphs.flatMap((m, mi) =>
            m.lexId === undefined ? [] : [[`${k.id}/${wi}/${mi}/${m.text}`, m.lexId] as const],
          ),
        ),
      ),
    );
    sents.forEach((sent, i) =>
      sent.words.forEach((word, wi) =>
        word.morphs.forEach((morph, mi) => {
          let found = linker.link(morph);
          const before = storedLinks.get(`${sent.id}/${wi}/${mi}/${morph.text}`);
          if (typeof found !== 'number' && before !== undefined && lexiconIo.entry(before)) found = before;
          if (typeof found === 'number') {
            morph.lexId = found;
            links.made += 1;
            return;
          }
          links.missing += 1;
          if (missing.length < MISSING_EXAMPLES)
            missing.push(
              `${draft.where}, sentence ${i + 1}: ${morph.text}${morph.gloss ? ` '${morph.gloss}'` : ''} (${found})`,
            );
        }),
      ),
    );
    const checked = textDataSchema.safeParse({ ...data, sents });
    if (!checked.success) return apply.reject('texts', draft.where, describeIssues(checked.error));
    const live = stored?.deleted_at === null ? stored : undefined;
    const row = {
      id: live?.id ?? bundle.maxTextId() + 1,
      title: checked.data.title,
      data: JSON.stringify(checked.data),
      // A new text is published at the import's level (the dry run's report is the teacher's review).
      published: live?.published ?? 1,
      created_at: live?.created_at ?? now,
      updated_at: now,
      visibility: levelOf(undefined, live?.visibility, apply.addedLevel),
    };
    apply.row('texts', placeRow(live, row, ['title', 'data', 'visibility']), () => {
      apply.before('text', row.id);
      bundle.upsertText(row);
    });
  }

  const report = applyImport(
    deps,
    {
      kinds: ['texts'],
      dryRun: options.dryRun,
      skipInvalid: options.skipInvalid,
      actor: options.actor,
      visibility: options.visibility,
      // A .flextext file carries no dictionary entries: the planner places none.
      planner: { rule: 'either-way', claimOnce: true },
      view: { idsWrittenAs: () => [], candidate: () => undefined },
    },
    (apply) => {
      for (const draft of reading.texts()) feedText(apply, draft);
    },
  );
  report.morphemeLinks = links;
  if (links.missing > 0)
    report.warnings = [
      ...(report.warnings ?? []),
      {
        kind: 'texts',
        reason: 'morphemes not linked to a dictionary entry',
        count: links.missing,
        where: missing,
      },
    ];
  return report;
}
