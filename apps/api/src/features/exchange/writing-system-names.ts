import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// The names of writing systems, for a report a teacher reads (issue 36, ADR 068): the name a file's
// own writing-system definitions give (the LDML files FieldWorks and WeSay keep in a
// WritingSystems folder beside the LIFT file), else one made from the IANA language subtag
// registry (the language-subtag-registry package): "bth-fonipa" is "Biatah (International Phonetic
// Alphabet)", "qaa-x-sample" "Private use (sample)". A code neither names has no name: the report
// shows the code alone.

interface RegistryRecord {
  Type: string;
  Subtag?: string;
  Description?: string[];
}

type Registry = Record<'language' | 'script' | 'region' | 'variant', Map<string, string>>;
let registry: Registry | undefined;

/** The registry's first description of every language, script, region and variant subtag, read once. */
function loadRegistry(): Registry {
  if (registry) return registry;
  const records = createRequire(import.meta.url)(
    'language-subtag-registry/data/json/registry.json',
  ) as RegistryRecord[];
  const maps: Registry = { language: new Map(), script: new Map(), region: new Map(), variant: new Map() };
  for (const r of records) {
    const map = maps[r.Type as keyof Registry] as Map<string, string> | undefined;
    if (map && r.Subtag && r.Description?.[0]) map.set(r.Subtag.toLowerCase(), r.Description[0]);
  }
  return (registry = maps);
}

/** qaa to qtz: the registry's range for languages of private use. */
const PRIVATE_LANGUAGE = /^q[a-t][a-z]$/;

/** A name for `code` from the subtag registry, or undefined when its language is not one the registry names. */
export function registryName(code: string): string | undefined {
  const subtags = code.split('-').filter(Boolean);
  const reg = loadRegistry();
  const first = subtags[0]?.toLowerCase();
  if (!first) return undefined;
  const privateAt = subtags.findIndex((s) => s.toLowerCase() === 'x');
  const privateUse = privateAt === -1 ? [] : subtags.slice(privateAt + 1);
  const described = privateAt === -1 ? subtags.slice(1) : subtags.slice(1, privateAt);
  let language: string | undefined;
  if (first === 'x') language = 'Private use';
  else if (PRIVATE_LANGUAGE.test(first)) language = 'Private use';
  else language = reg.language.get(first);
  if (!language) return undefined;
  const details: string[] = [];
  for (const subtag of first === 'x' ? [] : described) {
    const s = subtag.toLowerCase();
    // An audio writing system (FieldWorks' "-Zxxx-x-audio") says "audio" below, not "Code for unwritten documents".
    if (s === 'zxxx' && privateUse.some((p) => p.toLowerCase() === 'audio')) continue;
    const name =
      s.length === 4 && /^[a-z]+$/.test(s)
        ? reg.script.get(s)
        : /^([a-z]{2}|\d{3})$/.test(s)
          ? reg.region.get(s)
          : reg.variant.get(s);
    details.push(name ?? subtag);
  }
  details.push(...privateUse);
  return details.length > 0 ? `${language} (${details.join(', ')})` : language;
}

/**
 * The names a LIFT file's own writing-system definitions give, by code: the LDML files in a
 * WritingSystems folder beside it (or beside it directly), each named after its code, holding the
 * language's name as WeSay and FieldWorks write it (palaso:languageName, or a <language> of
 * localeDisplayNames naming the code).
 */
export function fileWritingSystemNames(liftFile: string): Map<string, string> {
  const names = new Map<string, string>();
  const dir = path.dirname(liftFile);
  let folders: string[];
  try {
    folders = [
      dir,
      ...fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory() && e.name.toLowerCase() === 'writingsystems')
        .map((e) => path.join(dir, e.name)),
    ];
  } catch {
    return names;
  }
  for (const folder of folders) {
    for (const name of fs.readdirSync(folder)) {
      if (!name.toLowerCase().endsWith('.ldml')) continue;
      const code = name.slice(0, -'.ldml'.length);
      const file = path.join(folder, name);
      // A definition is small; one that is not is not a writing system's.
      if (fs.statSync(file).size > 1024 * 1024) continue;
      const xml = fs.readFileSync(file, 'utf8');
      const found =
        /<palaso:languageName\s+value="([^"]+)"/.exec(xml)?.[1] ??
        new RegExp(`<language\\s+type="${code.replace(/[^\w-]/g, '')}"\\s*>([^<]+)</language>`).exec(
          xml,
        )?.[1];
      const value = found && decodeEntities(found).trim();
      if (value) names.set(code, value);
    }
  }
  return names;
}

const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The name of each code: the file's own, else the registry's; codes neither names are left out. */
export function writingSystemNames(codes: Iterable<string>, own: ReadonlyMap<string, string>) {
  const names = new Map<string, string>();
  const ownLower = new Map([...own].map(([k, v]) => [k.toLowerCase(), v]));
  for (const code of codes) {
    const name = ownLower.get(code.toLowerCase()) ?? registryName(code);
    if (name) names.set(code, name);
  }
  return names;
}
