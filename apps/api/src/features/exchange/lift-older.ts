import { InvalidError } from '../../lib/domain-errors';
import { attrOf, childrenOf, nameOf } from './lift-xml';
import type { XmlNode } from './lift-xml';

// LIFT files older than 0.13 (issue 36, ADR 068). Versions 0.10 to 0.12 have 0.13's shape for
// everything the import reads, and are read as they are. FieldWorks 1.2 wrote version 0.02: the
// lexical unit is <lex>, the part of speech <grammi>, a gloss holds its forms, a definition is
// <def>, an example's sentence is <source> and its translation <trans>, a form may hold its text
// without <text>. Each entry of such a file is rewritten in 0.13's names before it is read, so it
// arrives whole and the export writes it as valid 0.13. Any other version is refused in one line.

/** How a file of `version` is read: as it is, rewritten from 0.02, or not at all (a line saying why). */
export type LiftShape = 'current' | 'v0.02';

/** The oldest and newest versions read as 0.13. */
const CURRENT = { oldest: [0, 10], newest: [0, 13] } as const;

const parts = (version: string) => version.split('.').map(Number);
const before = (a: readonly number[], b: readonly number[]) =>
  a[0]! < b[0]! || (a[0] === b[0] && a[1]! < b[1]!);

/** The shape of a LIFT file by its root's version (none: 0.13), or an InvalidError of one line. */
export function liftShapeOf(version: string | undefined): LiftShape {
  const v = version?.trim();
  if (!v) return 'current';
  if (/^0\.0?2$/.test(v)) return 'v0.02';
  const n = parts(v);
  if (/^\d+\.\d+$/.test(v) && !before(n, CURRENT.oldest) && !before(CURRENT.newest, n)) return 'current';
  throw new InvalidError(
    `This is a LIFT file of version ${v}, which the import does not read (it reads 0.02 and 0.10 to 0.13): open it in FieldWorks or WeSay and export it again as LIFT 0.13.`,
  );
}

const el = (name: string, attrs: Record<string, string> | undefined, children: XmlNode[]): XmlNode => {
  const node: XmlNode = { [name]: children };
  if (attrs && Object.keys(attrs).length > 0) node[':@'] = attrs;
  return node;
};
const isText = (n: XmlNode) => nameOf(n) === '#text';
const elements = (n: XmlNode) => childrenOf(n).filter((c) => !isText(c));
const named = (n: XmlNode, ...names: string[]) => elements(n).filter((c) => names.includes(nameOf(c)));

/** A 0.13 <form>: its <text> as it is, or the form's own text (and spans) put in one. */
function form(node: XmlNode): XmlNode {
  const inner = childrenOf(node);
  const own = inner.filter((c) => nameOf(c) !== 'annotation' && nameOf(c) !== 'text');
  const textEl = named(node, 'text')[0] ?? el('text', undefined, own);
  return el('form', node[':@'], [textEl, ...named(node, 'annotation')]);
}

/** A multitext element (forms) under its 0.13 name. */
const multitext = (node: XmlNode, name = nameOf(node), attrs = node[':@']) =>
  el(name, attrs, named(node, 'form').map(form));

/**
 * The <gloss> elements of a 0.02 gloss: one per form (0.13 gives a gloss one language), or the
 * gloss itself where it has a lang and its text.
 */
function glosses(node: XmlNode): XmlNode[] {
  const forms = named(node, 'form');
  if (forms.length > 0)
    return forms.map((f) => el('gloss', { lang: attrOf(f, 'lang') ?? '' }, [form(f)].flatMap(childrenOf)));
  return [el('gloss', node[':@'], [el('text', undefined, childrenOf(node).filter(isText))])];
}

/** A child 0.13 has no name for (a custom field FieldWorks 1.2 wrote as an element): a <field> of its type. */
const field = (node: XmlNode): XmlNode =>
  el('field', { type: nameOf(node) }, named(node, 'form').length > 0 ? named(node, 'form').map(form) : []);

function example(node: XmlNode): XmlNode {
  const children: XmlNode[] = [];
  for (const c of elements(node)) {
    const name = nameOf(c);
    if (name === 'source') children.push(...named(c, 'form').map(form));
    else if (name === 'form') children.push(form(c));
    else if (name === 'trans' || name === 'translation') children.push(multitext(c, 'translation'));
    else if (name === 'note' || name === 'trait' || name === 'field') children.push(upgradeKept(c));
    else children.push(field(c));
  }
  return el('example', node[':@'], children);
}

function sense(node: XmlNode): XmlNode {
  const children: XmlNode[] = [];
  for (const c of elements(node)) {
    const name = nameOf(c);
    if (name === 'grammi' || name === 'grammatical-info') {
      const value = attrOf(c, 'value') ?? attrOf(c, 'type');
      if (value) children.push(el('grammatical-info', { value }, []));
    } else if (name === 'gloss') children.push(...glosses(c));
    else if (name === 'def' || name === 'definition') children.push(multitext(c, 'definition'));
    else if (name === 'example') children.push(example(c));
    else if (name === 'sense' || name === 'subsense') children.push(rename(sense(c), 'subsense'));
    else if (name === 'note' || name === 'trait' || name === 'field') children.push(upgradeKept(c));
    else children.push(field(c));
  }
  return el('sense', node[':@'], children);
}

const rename = (node: XmlNode, name: string): XmlNode => el(name, node[':@'], childrenOf(node));

/** An element 0.13 also has (note, trait, field): its forms given a <text>. */
function upgradeKept(node: XmlNode): XmlNode {
  if (nameOf(node) === 'trait') return el('trait', node[':@'], []);
  return el(
    nameOf(node),
    node[':@'],
    elements(node).map((c) => (nameOf(c) === 'form' ? form(c) : c)),
  );
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A 0.02 <entry> in 0.13's names (see the top of this file). */
export function upgradeEntry(node: XmlNode): XmlNode {
  const attrs = { ...node[':@'] };
  // FieldWorks 1.2 wrote the entry's guid as its id.
  if (!attrs.guid && attrs.id && GUID.test(attrs.id.trim())) attrs.guid = attrs.id.trim();
  const children: XmlNode[] = [];
  // WeSay's reader of these files also took forms right under <entry> as the lexical unit.
  const bare = named(node, 'form');
  if (bare.length > 0 && named(node, 'lex', 'lexical-unit').length === 0)
    children.push(el('lexical-unit', undefined, bare.map(form)));
  for (const c of elements(node)) {
    const name = nameOf(c);
    if (name === 'lex' || name === 'lexical-unit') children.push(multitext(c, 'lexical-unit'));
    else if (name === 'cit' || name === 'citation') children.push(multitext(c, 'citation'));
    else if (name === 'sense') children.push(sense(c));
    else if (name === 'note' || name === 'trait' || name === 'field') children.push(upgradeKept(c));
    else if (name === 'form') continue;
    else children.push(field(c));
  }
  return el('entry', attrs, children);
}
