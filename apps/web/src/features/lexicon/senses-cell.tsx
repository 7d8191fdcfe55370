import type { Lex } from '@langapp/shared';

/**
 * What a Part of speech or Gloss cell of a word list shows: the entry's (its first sense's), or,
 * when it has several senses, every sense's, numbered in order.
 */
export function SensesCell({ entry, field }: { entry: Lex; field: 'pos' | 'gloss' }) {
  if (!entry.senses) return entry[field];
  return (
    <ol className="ps-3 mb-0">
      {entry.senses.map((sense, index) => (
        <li key={index}>{sense[field]}</li>
      ))}
    </ol>
  );
}
