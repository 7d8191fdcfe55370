import { writingSystemLabel } from '@langapp/shared';
import type { ImportReport, PossibleDuplicate } from '@langapp/shared';

/** Senses as a line shows them: "(n) 'river'; (v) 'to flow'" (a sense without pos shows its gloss only). */
const sensesText = (senses: PossibleDuplicate['senses']) =>
  senses.map((s) => `${s.pos ? `(${s.pos}) ` : ''}'${s.gloss}'`).join('; ');

/** One possible duplicate, the entries written alike and the decision, on one line (ADR 050). */
function describeDuplicate(d: PossibleDuplicate): string {
  const entries = d.entries.map(
    (e) =>
      `entry ${e.id} ${e.lex}${e.homograph === null ? '' : ` (homograph ${e.homograph})`}: ${sensesText(e.senses)}`,
  );
  return [
    `possible duplicate ${d.where}: ${d.lex} ${sensesText(d.senses)}`,
    ...entries,
    `decision: ${d.decision ?? 'undecided'}`,
  ].join(' | ');
}

/**
 * The report as the CLI prints it on stdout, in the words of the Import page (ADR 068): one line a
 * kind the format carries, what a dry run would add, change and remove, or what the import added,
 * changed and removed; the writing systems a LIFT import read, by name with their codes; the
 * rejections' count; the lexicon's rows by group and one line a possible duplicate.
 */
export function describeImportReport(report: ImportReport): string[] {
  const ws = report.writingSystems;
  const rows = report.lexiconRows;
  const undecided = rows?.possibleDuplicates.filter((d) => d.decision === null).length ?? 0;
  const [add, change, remove] = report.dryRun
    ? ['would add', 'would change', 'would remove']
    : ['added', 'changed', 'removed'];
  const label = (code: string) => writingSystemLabel(code, ws?.details);
  return [
    ...report.kinds.map(
      (k) =>
        `${k}: ${add} ${report.added[k]}, ${change} ${report.updated[k]}, unchanged ${report.unchanged[k]}` +
        (report.removed?.[k] ? `, ${remove} ${report.removed[k]}` : ''),
    ),
    ...(ws
      ? [
          `writing systems: headwords ${label(ws.headwords)}, glosses and definitions ${label(ws.glosses)}` +
            (ws.others.length > 0 ? `; also in the file: ${ws.others.map(label).join(', ')}` : ''),
        ]
      : []),
    ...(report.morphemeLinks
      ? [`morpheme links: made ${report.morphemeLinks.made}, missing ${report.morphemeLinks.missing}`]
      : []),
    `rejected: ${report.rejected.length}`,
    ...(report.elan ? describeElan(report.elan) : []),
    ...(rows
      ? [
          `lexicon rows: new ${rows.new.total}, changed ${rows.changed.total}, unchanged ${rows.unchanged.total}, possible duplicates ${rows.possibleDuplicates.length}${undecided ? ` (${undecided} undecided)` : ''}`,
          ...rows.possibleDuplicates.map(describeDuplicate),
        ]
      : []),
  ];
}

/** The report's warnings as the CLI prints them on stderr, one line each. */
export function describeImportWarnings(report: ImportReport): string[] {
  return (report.warnings ?? []).map(
    (w) =>
      `warning ${w.kind}: ${w.count} ${w.reason}, e.g. ${w.where.join('; ')}${w.count > w.where.length ? '; …' : ''}`,
  );
}

/** An ELAN import's tiers, the ones read, and what became of the sentences and the media (ADR 087). */
function describeElan(elan: NonNullable<ImportReport['elan']>): string[] {
  const c = elan.chosen;
  return [
    ...elan.tiers.map(
      (t) =>
        `tier ${t.id}: ${t.annotations} annotation${t.annotations === 1 ? '' : 's'}, type ${t.linguisticType}` +
        `${t.timeAlignable ? ', time-aligned' : ''}${t.stereotype ? `, ${t.stereotype}` : ''}` +
        `${t.parent ? `, under ${t.parent}` : ''}${t.participant ? `, speaker ${t.participant}` : ''}`,
    ),
    c
      ? `read: transcription ${c.transcription}, translation ${c.translation ?? '(none)'}, words ${c.words ?? '(none)'}`
      : 'read: no tier',
    `text ${elan.title}: ${elan.sentences} sentence${elan.sentences === 1 ? '' : 's'}` +
      `${elan.untimed ? `, ${elan.untimed} without a time` : ''}${elan.empty ? `, ${elan.empty} empty left out` : ''}; ` +
      `recording: ${elan.media ?? 'none beside the file'}`,
    ...(elan.timing
      ? [
          `timed text ${elan.timing.textId}: ${elan.timing.matched} sentences matched`,
          ...elan.timing.mismatches,
        ]
      : []),
  ];
}
