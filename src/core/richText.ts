import { cleanText } from './text';

/**
 * The one rule for the designer's rich text (question titles, notes, option names, welcome and end texts): the
 * server applies it when a text is saved and again when a release is served, the runner once more right before
 * it sets the HTML (a release kept on the device may predate a server fix). Pure string work, no DOM: it runs
 * in Node without jsdom and costs the runner about 2 KB gzip, where DOMPurify would be ~8 KB and need a DOM on
 * the server. The designer's editor produces a small, known set of inline and block tags, so an allow-list over
 * tokens is both enough and auditable. Its output is rebuilt, not filtered: every `<` in it opens a tag from the
 * list below with escaped attributes, so a browser cannot parse it differently from what was checked. Everything
 * not on the list is escaped (so it shows as text) or dropped with its content (script, style and similar).
 *
 * Kept: the tags below with the attributes listed for them; `style` only with the CSS properties listed and
 * values without url(), expression() or escapes; links and images only with http(s), relative or our
 * /api/files/ addresses, and every link with rel="noopener noreferrer" (a designer's link opened in a new tab
 * gets no handle on the survey's window). Entities are kept; a stray `<` or `>` becomes an entity.
 */
const ALLOWED_TAGS: Record<string, readonly string[]> = {
  p: ['style'],
  div: ['style'],
  span: ['style'],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  sub: [],
  sup: [],
  ol: [],
  ul: [],
  li: ['style'],
  h1: ['style'],
  h2: ['style'],
  h3: ['style'],
  h4: ['style'],
  blockquote: [],
  font: ['color', 'size'],
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height', 'style'],
};
const VOID_TAGS = new Set(['br', 'img']);
/** Dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'textarea',
  'title',
]);
const ALLOWED_CSS = new Set([
  'color',
  'background-color',
  'font-size',
  'font-weight',
  'font-style',
  'font-family',
  'text-align',
  'text-decoration',
  'line-height',
  'width',
  'height',
  'max-width',
  'margin',
  'padding',
]);

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<\/?([A-Za-z][A-Za-z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>|<[!?][^>]*>?|<\/?[A-Za-z][^>]*$|<|>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

export function sanitizeRichText(html: string): string {
  let out = '';
  let last = 0;
  /** Name of the element whose content is being dropped, and how deep it nests. */
  let dropping: { name: string; depth: number } | null = null;
  for (const match of html.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (!dropping) out += html.slice(last, index);
    last = index + match[0].length;
    const whole = match[0];
    const name = match[1]?.toLowerCase();
    const closing = whole.startsWith('</');
    if (dropping) {
      if (name === dropping.name) dropping.depth += closing ? -1 : 1;
      if (dropping.depth === 0) dropping = null;
      continue;
    }
    if (!name) {
      // A comment, a doctype or a lone angle bracket: comments go, brackets become text.
      if (whole === '<') out += '&lt;';
      else if (whole === '>') out += '&gt;';
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing && !whole.endsWith('/>')) dropping = { name, depth: 1 };
      continue;
    }
    const allowed = ALLOWED_TAGS[name];
    if (!allowed) continue;
    if (closing) {
      if (!VOID_TAGS.has(name)) out += `</${name}>`;
      continue;
    }
    const rel = name === 'a' ? ' rel="noopener noreferrer"' : '';
    out += `<${name}${cleanAttributes(name, match[2] ?? '', allowed)}${rel}>`;
  }
  if (!dropping) out += html.slice(last);
  return out;
}

function cleanAttributes(tag: string, source: string, allowed: readonly string[]): string {
  let out = '';
  for (const match of source.matchAll(ATTRIBUTE)) {
    const attribute = match[1]?.toLowerCase() ?? '';
    if (!allowed.includes(attribute)) continue;
    // Cleaned again: a reference such as &#1; decodes to a control character no database should hold.
    const raw = cleanText(decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
    const value = cleanValue(tag, attribute, raw);
    if (value === null) continue;
    out += ` ${attribute}="${escapeAttribute(value)}"`;
  }
  return out;
}

function cleanValue(tag: string, attribute: string, value: string): string | null {
  switch (attribute) {
    case 'href':
    case 'src':
      return isSafeUrl(value, tag === 'img') ? value.trim() : null;
    case 'style':
      return cleanStyle(value);
    case 'target':
      return value === '_blank' ? value : null;
    case 'width':
    case 'height':
    case 'size':
      return /^\d{1,4}(%|px)?$/.test(value.trim()) ? value.trim() : null;
    case 'color':
      return /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{1,20})$/.test(value.trim()) ? value.trim() : null;
    default:
      return value;
  }
}

function isSafeUrl(value: string, image: boolean): boolean {
  // Control characters and whitespace inside a scheme are how "java\nscript:" slips through filters.
  const compact = [...value]
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code > 0x20 && code !== 0x7f;
    })
    .join('')
    .toLowerCase();
  if (compact.startsWith('http://') || compact.startsWith('https://')) return true;
  if (image && compact.startsWith('data:image/') && !compact.startsWith('data:image/svg')) return true;
  // Relative addresses (our /api/files/…): no scheme at all before the first slash, ? or #.
  return !/^[^/?#]*:/.test(compact);
}

function cleanStyle(style: string): string | null {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!ALLOWED_CSS.has(property) || value === '') continue;
    if (/url\s*\(|expression|javascript:|\\|[<>"]|@import/i.test(value)) continue;
    kept.push(`${property}: ${value}`);
  }
  return kept.length ? kept.join('; ') : null;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => characterOf(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => characterOf(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * The character a numeric reference names, as HTML decodes it: a number that is no code point (too large —
 * 400 digits parse to Infinity —, NUL, or a surrogate half, which no text can hold alone) becomes U+FFFD
 * instead of throwing in String.fromCodePoint.
 */
function characterOf(code: number): string {
  const valid = Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
  return valid ? String.fromCodePoint(code) : '\uFFFD';
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Sanitises when there is a value; null and undefined pass through. */
export function sanitizeOptional<T extends string | null | undefined>(html: T): T {
  return (typeof html === 'string' ? sanitizeRichText(html) : html) as T;
}
