// The XML under the LIFT exchange (ADR 049): a LIFT file is read one child of <lift> at a time (a
// 20,000-entry file is never held as one tree), each child parsed in document order, and written
// back in one canonical form: no whitespace between elements, attributes in their order, the
// content of <text> as it was. What the import keeps verbatim is kept in that form, and what the
// export generates is written in it, so the two compare as strings. The reader is lift-xml-read.ts.

/**
 * An element, `{ name: children, ':@': attributes }`, or a text, `{ '#text': text }` (the shape of
 * fast-xml-parser's `preserveOrder`).
 */
export type XmlNode = Record<string, unknown> & { ':@'?: Record<string, string> };

/** The element's name ('#text' for a text). */
export function nameOf(node: XmlNode): string {
  // for...in rather than Object.keys: it allocates nothing, and this runs for every node.
  for (const key in node) if (key !== ':@') return key;
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
export function childrenNamed(node: XmlNode, name: string): XmlNode[] {
  const named: XmlNode[] = [];
  for (const child of childrenOf(node)) if (Object.hasOwn(child, name)) named.push(child);
  return named;
}

// Characters XML 1.0 cannot carry at all, and those to escape.
// eslint-disable-next-line no-control-regex
const NOT_IN_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
// eslint-disable-next-line no-control-regex
const TO_ESCAPE = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;

export const escapeText = (text: string) =>
  TO_ESCAPE.test(text)
    ? text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(NOT_IN_XML, '')
    : text;

const escapeAttr = (text: string) => (TO_ESCAPE.test(text) ? escapeText(text).replace(/"/g, '&quot;') : text);

/** Elements whose text is content (mixed with <span>): their whitespace is kept. */
export const MIXED = new Set(['text', 'span']);

/** The node in canonical form (see above). */
export function xmlOf(node: XmlNode, mixed = false): string {
  const name = nameOf(node);
  if (name === '#text') {
    const text = String(node['#text']);
    return mixed || text.trim() !== '' ? escapeText(text) : '';
  }
  const inMixed = MIXED.has(name);
  let inner = '';
  for (const child of childrenOf(node)) inner += xmlOf(child, inMixed);
  return element(name, node[':@'], inner);
}

/** An element in canonical form; undefined attributes are left out, an empty one closes itself. */
export function element(
  name: string,
  attrs: Record<string, string | undefined> | undefined,
  inner = '',
): string {
  let xml = `<${name}`;
  for (const key in attrs) {
    const value = attrs[key];
    if (value !== undefined) xml += ` ${key}="${escapeAttr(value)}"`;
  }
  return inner === '' ? `${xml}/>` : `${xml}>${inner}</${name}>`;
}

/** A LIFT form: `<form lang><text>…</text></form>`. */
export const formXml = (lang: string, text: string) =>
  element('form', { lang }, element('text', {}, escapeText(text)));

/** The plain text of a <text> element: <span> markup dropped, spaces around it trimmed. */
export function plainText(node: XmlNode | undefined): string {
  if (!node) return '';
  return flatText(node).trim();
}
const flatText = (n: XmlNode): string =>
  nameOf(n) === '#text' ? String(n['#text']) : childrenOf(n).map(flatText).join('');
