import type { RecordedEntry } from '../../api/recordings';

/** The entry a word's audio modal records: the homograph number and gloss tell homographs apart. */
export interface AudioEntry extends RecordedEntry {
  homograph?: number | null | undefined;
  gloss?: string | undefined;
}

/** 'tahak 2 (to flow)' for a homograph, 'tahak' for a word no other entry is written as. */
export const audioEntryName = ({ lex, homograph, gloss }: AudioEntry) =>
  homograph ? `${lex} ${homograph}${gloss ? ` (${gloss})` : ''}` : lex;
