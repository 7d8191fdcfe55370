import { XMLValidator } from 'fast-xml-parser';
import { InvalidError } from '../../lib/domain-errors';

// The XML under the LIFT exchange (ADR 049): a LIFT file is read one child of <lift> at a time (a
// 20,000-entry file is never held as one tree), each child parsed in document order, and written
// back in one canonical form: no whitespace between elements, attributes in their order, the
// content of <text> as it was. What the import keeps verbatim is kept in that form, and what the
// export generates is written in it, so the two compare as strings.

/**
 * An element, `{ name: children, ':@': attributes }`, or a text, `{ '#text': text }` (the shape of
 * fast-xml-parser's `preserveOrder`).
 */
export type XmlNode = Record<string, unknown> & { ':@'?: Record<string, string> };

/** The element's name ('#text' for a text). */
export function nameOf(node: XmlNode): string {
  for (const key of Object.keys(node)) if (key !== ':@') return key;
  return '';
}

/** The element's children, in order. */
export const childrenOf = (node: XmlNode): XmlNode[] => {
  const value = node[nameOf(node)];
  return Array.isArray(value) ? (value as XmlNode[]) : [];
};

/** The element's attribute `name`, if it has it. */
export const attrOf = (node: XmlNode, name: string): string | undefined => node[':@']?.[name];

/** The child elements named `name`. */
export const childrenNamed = (node: XmlNode, name: string): XmlNode[] =>
  childrenOf(node).filter((c) => nameOf(c) === name);

export const escapeText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    // Characters XML 1.0 cannot carry at all.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');

const escapeAttr = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** Elements whose text is content (mixed with <span>): their whitespace is kept. */
const MIXED = new Set(['text', 'span']);

/** The node in canonical form (see above). */
export function xmlOf(node: XmlNode, mixed = false): string {
  const name = nameOf(node);
  if (name === '#text') {
    const text = String(node['#text']);
    return mixed || text.trim() !== '' ? escapeText(text) : '';
  }
  const inner = childrenOf(node)
    .map((c) => xmlOf(c, MIXED.has(name)))
    .join('');
  return element(name, node[':@'] ?? {}, inner);
}

/** An element in canonical form; undefined attributes are left out, an empty one closes itself. */
export function element(name: string, attrs: Record<string, string | undefined>, inner = ''): string {
  const attributes = Object.entries(attrs)
    .filter((a): a is [string, string] => a[1] !== undefined)
    .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
    .join('');
  return inner === '' ? `<${name}${attributes}/>` : `<${name}${attributes}>${inner}</${name}>`;
}

/** A LIFT form: `<form lang><text>…</text></form>`. */
export const formXml = (lang: string, text: string) =>
  element('form', { lang }, element('text', {}, escapeText(text)));

/** The plain text of a <text> element: <span> markup dropped, spaces around it trimmed. */
export function plainText(node: XmlNode | undefined): string {
  if (!node) return '';
  const flat = (n: XmlNode): string =>
    nameOf(n) === '#text' ? String(n['#text']) : childrenOf(n).map(flat).join('');
  return flat(node).trim();
}

/** One child of the document's root element, parsed. */
export interface XmlPiece {
  name: string;
  /** Where it starts in the file (1-based). */
  line: number;
  node: XmlNode;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
/** Text with its character and entity references decoded (an unknown one is left as written). */
function decode(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return ENTITIES[ref] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const NAME = /[^\s/>]+/y;
const SPACE = /\s*/y;
const ATTRIBUTE = /\s*([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;

/**
 * A small parser for a document already checked well-formed: the element whose start tag begins at
 * `lt`, with its attributes and children (comments and processing instructions dropped, CDATA as
 * text, whitespace between elements dropped except in mixed content), and where it ends.
 */
function parseElement(xml: string, lt: number): { node: XmlNode; end: number } {
  NAME.lastIndex = lt + 1;
  const name = NAME.exec(xml)![0];
  let i = NAME.lastIndex;
  const attrs: Record<string, string> = {};
  for (;;) {
    ATTRIBUTE.lastIndex = i;
    const a = ATTRIBUTE.exec(xml);
    if (!a) break;
    attrs[a[1]!] = decode(a[2] ?? a[3] ?? '');
    i = ATTRIBUTE.lastIndex;
  }
  const gt = xml.indexOf('>', i);
  const node: XmlNode = { [name]: [] };
  if (Object.keys(attrs).length > 0) node[':@'] = attrs;
  if (xml[gt - 1] === '/') return { node, end: gt + 1 };
  const children = node[name] as XmlNode[];
  const mixed = MIXED.has(name);
  i = gt + 1;
  for (;;) {
    const next = xml.indexOf('<', i);
    if (next > i) {
      // Whitespace between elements is dropped without being copied out.
      SPACE.lastIndex = i;
      SPACE.test(xml);
      if (mixed || SPACE.lastIndex < next) children.push({ '#text': decode(xml.slice(i, next)) });
    }
    if (xml.startsWith('</', next)) return { node, end: xml.indexOf('>', next) + 1 };
    if (xml.startsWith('<!--', next)) i = xml.indexOf('-->', next) + 3;
    else if (xml.startsWith('<![CDATA[', next)) {
      const close = xml.indexOf(']]>', next);
      if (close > next + 9) children.push({ '#text': xml.slice(next + 9, close) });
      i = close + 3;
    } else if (xml.startsWith('<?', next)) i = xml.indexOf('?>', next) + 2;
    else {
      const child = parseElement(xml, next);
      children.push(child.node);
      i = child.end;
    }
  }
}

/**
 * Reads a LIFT document: checks it is well-formed XML with a <lift> root (else an InvalidError
 * naming the line), then gives the root's attributes and a reader of its children, each parsed
 * as it is asked for (so a large file is never one tree in memory).
 */
export function readXmlDocument(text: string): {
  rootAttrs: Record<string, string>;
  children: () => Generator<XmlPiece>;
} {
  const xml = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    throw new InvalidError(
      `The LIFT file is not well-formed XML: ${valid.err.msg} (line ${valid.err.line}).`,
    );
  const root = rootStart(xml);
  if (root === undefined || !/^<lift[\s/>]/.test(xml.slice(root, root + 6)))
    throw new InvalidError('The file is not LIFT: it has no <lift> element.');
  const rootTag = parseElement(xml.slice(root, xml.indexOf('>', root) + 1).replace(/\/?>$/, '/>'), 0);
  return {
    rootAttrs: rootTag.node[':@'] ?? {},
    *children() {
      let line = 1;
      let counted = 0;
      const lineAt = (pos: number) => {
        for (let n = xml.indexOf('\n', counted); n !== -1 && n < pos; n = xml.indexOf('\n', n + 1)) line++;
        counted = pos;
        return line;
      };
      let i = xml.indexOf('>', root) + 1;
      if (xml[i - 2] === '/') return;
      for (;;) {
        const next = xml.indexOf('<', i);
        if (next === -1 || xml.startsWith('</', next)) return;
        if (xml.startsWith('<!--', next)) i = xml.indexOf('-->', next) + 3;
        else if (xml.startsWith('<![CDATA[', next)) i = xml.indexOf(']]>', next) + 3;
        else if (xml.startsWith('<?', next)) i = xml.indexOf('?>', next) + 2;
        else {
          const { node, end } = parseElement(xml, next);
          yield { name: nameOf(node), line: lineAt(next), node };
          i = end;
        }
      }
    },
  };
}

/** Where the root element's start tag begins: past the declaration, comments and a doctype. */
function rootStart(xml: string): number | undefined {
  let i = 0;
  for (;;) {
    const lt = xml.indexOf('<', i);
    if (lt === -1) return undefined;
    if (xml.startsWith('<?', lt)) i = xml.indexOf('?>', lt) + 2;
    else if (xml.startsWith('<!--', lt)) i = xml.indexOf('-->', lt) + 3;
    else if (xml.startsWith('<!', lt)) i = xml.indexOf('>', lt) + 1;
    else return lt;
  }
}
