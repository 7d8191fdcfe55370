import fs from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';

// FieldWorks' ranges (ADR 073): the lists a LIFT file's values come from. FieldWorks writes them in
// a .lift-ranges file beside the .lift (its header names it: <range id="grammatical-info"
// href="file://.../name.lift-ranges"/>, a path on the machine that wrote it), or inside the header.
// Read here: the parts of speech, the elements of the grammatical-info range. No SQL.

/** The range whose elements are the parts of speech (a sense's grammatical-info value is one's id). */
const PARTS_OF_SPEECH = 'grammatical-info';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => ['range', 'range-element'].includes(name),
});

type Node = Record<string, unknown>;
const list = (value: unknown): Node[] => (Array.isArray(value) ? (value as Node[]) : []);

/** The ids of the elements of range `id` in a document that holds <range> elements somewhere below `root`. */
function elementsOf(root: Node | undefined, id: string): string[] {
  const ranges = list(root?.range).filter((r) => r.id === id);
  return ranges.flatMap((r) =>
    list(r['range-element']).flatMap((e) =>
      typeof e.id === 'string' && e.id.trim() !== '' ? [e.id.trim().normalize('NFC')] : [],
    ),
  );
}

/** The .lift-ranges file for `liftFile`: the one of its name beside it, else the one its header names, else the only one there. */
function rangesFileOf(liftFile: string, header: string | undefined): string | undefined {
  const dir = path.dirname(liftFile);
  const named = [`${path.basename(liftFile, path.extname(liftFile))}.lift-ranges`];
  const href = header && /<range\b[^>]*\bhref="([^"]+)"/.exec(header)?.[1];
  if (href) named.push(path.basename(href.replace(/\\/g, '/')));
  for (const name of named) {
    const file = path.join(dir, name);
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  const all = fs.readdirSync(dir).filter((n) => n.toLowerCase().endsWith('.lift-ranges'));
  return all.length === 1 ? path.join(dir, all[0]!) : undefined;
}

/**
 * The parts of speech FieldWorks' ranges list for `liftFile`: those of the .lift-ranges file
 * beside it and those its header (`header`, the <header> element as read) holds, each once, in
 * their order. A ranges file that cannot be read as XML is no error: the import reads the entries
 * without it; `unreadable` names the file and the fault, for the report's warning.
 */
export function readLiftPartsOfSpeech(
  liftFile: string,
  header: string | undefined,
): { values: string[]; unreadable?: string } {
  const values: string[] = [];
  let problem: string | undefined;
  if (header) {
    const doc = parser.parse(header) as Node;
    values.push(...elementsOf((doc.header as Node | undefined)?.ranges as Node | undefined, PARTS_OF_SPEECH));
  }
  const file = rangesFileOf(liftFile, header);
  if (file) {
    try {
      const doc = parser.parse(fs.readFileSync(file, 'utf8'), true) as Node;
      values.push(...elementsOf(doc['lift-ranges'] as Node | undefined, PARTS_OF_SPEECH));
    } catch (err) {
      problem = `${path.basename(file)}: ${(err as Error).message.split('\n')[0]}`;
    }
  }
  return { values: [...new Set(values)], ...(problem ? { unreadable: problem } : {}) };
}
