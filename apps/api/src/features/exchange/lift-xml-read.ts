import { InvalidError } from '../../lib/domain-errors';
import { MIXED, nameOf } from './lift-xml';
import type { XmlNode } from './lift-xml';

// The reader under the LIFT exchange (ADR 049): a LIFT file's bytes read one child of <lift> at a
// time, each parsed into the nodes lift-xml.ts writes back in canonical form.

/** One child of the document's root element, parsed. */
export interface XmlPiece {
  name: string;
  /** Where it starts in the file (1-based). */
  line: number;
  node: XmlNode;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
/** Text with its character and entity references decoded (an unknown named one is left as written). */
function decode(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return ENTITIES[ref] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const BARE_AMPERSAND = /&(?!#x[0-9a-f]+;|#[0-9]+;|[a-z_][\w.-]*;)/i;

// The parser reads character codes rather than running regular expressions on the tags: a file of
// 20,000 entries has about a million of them, and each match would allocate.
const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d;
/** A character that may start an XML name: a letter, "_", ":" or any character past Latin-1's symbols. */
const isNameStart = (c: number) =>
  (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x5f || c === 0x3a || c >= 0xc0;
/** Past the whitespace from `i`. */
function pastSpace(xml: string, i: number): number {
  while (i < xml.length && isSpace(xml.charCodeAt(i))) i++;
  return i;
}
/** Past the name that starts at `i` (ended by whitespace, ">", "/", "=" or the text's end). */
function pastName(xml: string, i: number): number {
  for (; i < xml.length; i++) {
    const c = xml.charCodeAt(i);
    if (isSpace(c) || c === 0x3e || c === 0x2f || c === 0x3d) break;
  }
  return i;
}

/** What makes a piece of the file not well-formed XML, and where in the text parsed. */
class NotWellFormed extends Error {
  constructor(
    readonly pos: number,
    readonly what: string,
  ) {
    super(what);
  }
}

/** The text between `from` and `to`, decoded; a "&" that starts no reference is refused. */
function textAt(xml: string, from: number, to: number): string {
  const raw = xml.slice(from, to);
  const bare = raw.includes('&') ? BARE_AMPERSAND.exec(raw) : null;
  if (bare) throw new NotWellFormed(from + bare.index, 'an "&" that starts no character or entity reference');
  return decode(raw);
}

/** A comment, CDATA section or processing instruction at `lt`: where it ends (and the CDATA's text); else undefined. */
function otherMarkup(xml: string, lt: number): { end: number; cdata?: string } | undefined {
  const second = xml.charCodeAt(lt + 1);
  if (second !== 0x21 && second !== 0x3f) return undefined;
  for (const [open, close, what] of OTHER_MARKUP_TEXT) {
    if (!xml.startsWith(open, lt)) continue;
    const at = xml.indexOf(close, lt + open.length);
    if (at === -1) throw new NotWellFormed(lt, `${what} that is not closed`);
    return {
      end: at + close.length,
      cdata: open === '<![CDATA[' ? xml.slice(lt + open.length, at) : undefined,
    };
  }
  return undefined;
}
const OTHER_MARKUP_TEXT = [
  ['<!--', '-->', 'a comment'],
  ['<![CDATA[', ']]>', 'a CDATA section'],
  ['<?', '?>', 'a processing instruction'],
] as const;

const badAttribute = (pos: number, name: string) =>
  new NotWellFormed(pos, `a malformed attribute or an unclosed tag in <${name}>`);

/** The start tag at `lt`: its name, attributes, where it ends and whether it closes itself. */
function startTag(xml: string, lt: number) {
  if (!isNameStart(xml.charCodeAt(lt + 1))) throw new NotWellFormed(lt, 'a "<" that starts no element');
  let i = pastName(xml, lt + 1);
  const name = xml.slice(lt + 1, i);
  let attrs: Record<string, string> | undefined;
  for (;;) {
    const spaced = pastSpace(xml, i);
    const c = xml.charCodeAt(spaced);
    if (c === 0x3e) return { name, attrs, end: spaced + 1, empty: false };
    if (c === 0x2f && xml.charCodeAt(spaced + 1) === 0x3e)
      return { name, attrs, end: spaced + 2, empty: true };
    if (spaced === i || !isNameStart(c)) throw badAttribute(spaced, name);
    const nameEnd = pastName(xml, spaced);
    const attr = xml.slice(spaced, nameEnd);
    const eq = pastSpace(xml, nameEnd);
    if (xml.charCodeAt(eq) !== 0x3d) throw badAttribute(spaced, name);
    const open = pastSpace(xml, eq + 1);
    const quote = xml[open];
    if (quote !== '"' && quote !== "'") throw badAttribute(spaced, name);
    const close = xml.indexOf(quote, open + 1);
    if (close === -1) throw badAttribute(spaced, name);
    let value = xml.slice(open + 1, close);
    if (value.includes('<')) throw badAttribute(spaced, name);
    attrs ??= {};
    if (attr in attrs) throw new NotWellFormed(spaced, `<${name}> has the attribute ${attr} twice`);
    if (value.includes('&') && BARE_AMPERSAND.test(value))
      throw new NotWellFormed(spaced, 'an "&" that starts no character or entity reference');
    // An attribute's line breaks and tabs are spaces (XML's attribute-value normalisation).
    if (/[\t\n\r]/.test(value)) value = value.replace(/[\t\n\r]/g, ' ');
    attrs[attr] = decode(value);
    i = close + 1;
  }
}

/** The end tag at `lt`, which must close <name>: where it ends. */
function endTag(xml: string, lt: number, name: string): number {
  const end = pastSpace(xml, lt + 2 + name.length);
  if (!xml.startsWith(name, lt + 2) || xml.charCodeAt(end) !== 0x3e) {
    const found = xml.slice(lt + 2, pastName(xml, lt + 2));
    throw new NotWellFormed(lt, `</${found}> where <${name}> should be closed`);
  }
  return end + 1;
}

/**
 * The element whose start tag begins at `lt`, with its attributes and children (comments and
 * processing instructions dropped, CDATA as text, whitespace between elements dropped except in
 * mixed content), and where it ends. What is not well-formed is an InvalidError naming its line.
 */
function parseElement(xml: string, lt: number): { node: XmlNode; end: number } {
  const tag = startTag(xml, lt);
  const { name } = tag;
  const node: XmlNode = { [name]: [] };
  if (tag.attrs) node[':@'] = tag.attrs;
  if (tag.empty) return { node, end: tag.end };
  const children = node[name] as XmlNode[];
  const mixed = MIXED.has(name);
  let i = tag.end;
  for (;;) {
    const next = xml.indexOf('<', i);
    if (next === -1) throw new NotWellFormed(lt, `<${name}> is not closed`);
    // Whitespace between elements is dropped without being copied out.
    if (next > i && (mixed || pastSpace(xml, i) < next)) children.push({ '#text': textAt(xml, i, next) });
    const second = xml.charCodeAt(next + 1);
    if (second === 0x2f) return { node, end: endTag(xml, next, name) };
    const other = second === 0x21 || second === 0x3f ? otherMarkup(xml, next) : undefined;
    if (other) {
      if (other.cdata) children.push({ '#text': other.cdata });
      i = other.end;
    } else if (second === 0x21) throw new NotWellFormed(next, `a declaration inside <${name}>`);
    else {
      const child = parseElement(xml, next);
      children.push(child.node);
      i = child.end;
    }
  }
}

/** After the root element, only comments, processing instructions and whitespace may come. */
function checkEnd(xml: string, from: number): void {
  let i = from;
  for (;;) {
    const lt = xml.indexOf('<', i);
    if (xml.slice(i, lt === -1 ? undefined : lt).trim() !== '')
      throw new NotWellFormed(i, 'text after the root element');
    if (lt === -1) return;
    const other = otherMarkup(xml, lt);
    if (!other) throw new NotWellFormed(lt, 'a second root element');
    i = other.end;
  }
}

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const NEWLINE = 0x0a;

/** The end of the tag that starts at byte `lt` (its ">"), past quoted attribute values; -1 if none. */
function tagEnd(bytes: Buffer, lt: number): number {
  let quote = 0;
  for (let i = lt + 1; i < bytes.length; i++) {
    const c = bytes[i]!;
    if (quote) {
      if (c === quote) quote = 0;
    } else if (c === 0x22 || c === 0x27) quote = c;
    else if (c === GT) return i;
  }
  return -1;
}

/** Past a comment, CDATA section or processing instruction at byte `lt`; undefined if it is none; -1 if it is not closed. */
function pastOtherMarkup(bytes: Buffer, lt: number): number | undefined {
  const second = bytes[lt + 1];
  // Most tags are elements: only "<!" and "<?" are looked at further.
  if (second !== 0x21 && second !== 0x3f) return undefined;
  for (const [open, close] of OTHER_MARKUP) {
    if (!bytes.subarray(lt, lt + open.length).equals(open)) continue;
    const at = bytes.indexOf(close, lt + open.length);
    return at === -1 ? -1 : at + close.length;
  }
  return undefined;
}
const OTHER_MARKUP = [
  ['<!--', '-->'],
  ['<![CDATA[', ']]>'],
  ['<?', '?>'],
].map(([open, close]) => [Buffer.from(open!), Buffer.from(close!)] as const);

/**
 * Reads a LIFT document from its bytes (UTF-8): its <lift> root's attributes, and a reader of the
 * root's children, each found by its tags, decoded and parsed as it is asked for, so the file is
 * held as its bytes alone, never as one string or one tree. What is not well-formed XML is an
 * InvalidError naming the line, met when the reader reaches it: the import reads every child once
 * before it writes anything.
 */
export function readXmlDocument(
  bytes: Buffer,
  /** The root element's name and the format's name in messages (a FLEx interlinear file's is <document>). */
  root: { name: string; format: string } = { name: 'lift', format: 'LIFT' },
): {
  rootAttrs: Record<string, string>;
  children: () => Generator<XmlPiece>;
} {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const lineOf = (pos: number) => {
    let line = 1;
    for (let n = bytes.indexOf(NEWLINE, bom); n !== -1 && n < pos; n = bytes.indexOf(NEWLINE, n + 1)) line++;
    return line;
  };
  const notWellFormed = (pos: number, what: string) =>
    new InvalidError(`The ${root.format} file is not well-formed XML: ${what} (line ${lineOf(pos)}).`);
  /** Parses the text of bytes `from` to `to` with `parse`; where it is not well-formed, says the line. */
  const parsed = <T>(from: number, to: number, parse: (text: string) => T): T => {
    const text = bytes.toString('utf8', from, to);
    try {
      return parse(text);
    } catch (err) {
      if (!(err instanceof NotWellFormed)) throw err;
      throw notWellFormed(from + Buffer.byteLength(text.slice(0, err.pos)), err.what);
    }
  };

  // The prolog (declaration, comments, processing instructions, a doctype), then the root's start tag.
  const noRoot = () => new InvalidError(`The file is not ${root.format}: it has no <${root.name}> element.`);
  let start = bom;
  for (;;) {
    const lt = bytes.indexOf(LT, start);
    if (lt === -1) throw noRoot();
    if (bytes.toString('utf8', start, lt).trim() !== '')
      throw notWellFormed(start, 'text before the first element');
    const past = pastOtherMarkup(bytes, lt);
    if (past === -1) throw notWellFormed(lt, 'a comment or processing instruction that is not closed');
    if (past !== undefined) start = past;
    else if (bytes[lt + 1] === 0x21) {
      // A doctype, with its internal subset in brackets if it has one.
      const gt = bytes.indexOf(GT, lt);
      const bracket = bytes.indexOf(0x5b, lt);
      const end = bracket !== -1 && bracket < gt ? bytes.indexOf(GT, bytes.indexOf(0x5d, bracket)) : gt;
      if (end === -1) throw notWellFormed(lt, 'a declaration that is not closed');
      start = end + 1;
    } else {
      start = lt;
      break;
    }
  }
  const rootEnd = tagEnd(bytes, start);
  if (rootEnd === -1) throw notWellFormed(start, 'a tag that is not closed');
  const tag = parsed(start, rootEnd + 1, (text) => startTag(text, 0));
  if (tag.name !== root.name) throw noRoot();

  /** Where the element starting at byte `lt` ends, by its tags (comments and CDATA passed over). */
  const elementEnd = (lt: number): number => {
    let depth = 0;
    for (let i = lt; ;) {
      const past = pastOtherMarkup(bytes, i);
      if (past === -1)
        throw notWellFormed(i, 'a comment, CDATA section or processing instruction that is not closed');
      if (past !== undefined) i = past;
      else {
        const gt = tagEnd(bytes, i);
        if (gt === -1) throw notWellFormed(i, 'a tag that is not closed');
        if (bytes[i + 1] === SLASH) depth--;
        else if (bytes[gt - 1] !== SLASH) depth++;
        if (depth === 0) return gt + 1;
        i = gt + 1;
      }
      const next = bytes.indexOf(LT, i);
      if (next === -1) throw notWellFormed(lt, 'an element that is not closed');
      i = next;
    }
  };

  return {
    rootAttrs: tag.attrs ?? {},
    *children() {
      let line = 1;
      let counted = bom;
      const lineAt = (pos: number) => {
        for (let n = bytes.indexOf(NEWLINE, counted); n !== -1 && n < pos; n = bytes.indexOf(NEWLINE, n + 1))
          line++;
        counted = pos;
        return line;
      };
      let i = rootEnd + 1;
      const afterRoot = (from: number) => parsed(from, bytes.length, (text) => checkEnd(text, 0));
      if (tag.empty) return afterRoot(i);
      for (;;) {
        const next = bytes.indexOf(LT, i);
        if (next === -1) throw notWellFormed(start, `<${root.name}> is not closed`);
        if (bytes[next + 1] === SLASH) {
          const end = tagEnd(bytes, next);
          if (end === -1) throw notWellFormed(next, 'a tag that is not closed');
          parsed(next, end + 1, (text) => endTag(text, 0, root.name));
          return afterRoot(end + 1);
        }
        const past = pastOtherMarkup(bytes, next);
        if (past === -1) throw notWellFormed(next, 'a comment or processing instruction that is not closed');
        if (past !== undefined) {
          i = past;
          continue;
        }
        const end = elementEnd(next);
        const node = parsed(next, end, (text) => {
          const element = parseElement(text, 0);
          if (element.end !== text.length) throw new NotWellFormed(element.end, 'tags that do not nest');
          return element.node;
        });
        yield { name: nameOf(node), line: lineAt(next), node };
        i = end;
      }
    },
  };
}
