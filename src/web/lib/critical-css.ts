// Each page inlines only the stylesheet's rules it can use (issue #20: pages were 102 KB,
// 62 KB of them the whole Tailwind output inlined in every page). A rule is kept when
// every class its selector names is in the page's markup (one selector of a list is
// enough); rules that name no class (the reset, the theme's variables, @property,
// @keyframes) are always kept. Nothing the markup can show is lost, with or without
// scripts: states (`:hover`, `[aria-expanded]`, `group-*`) are rules of classes that are
// there. What the scripts render later (a dialog, a menu's items) may use other classes:
// the whole stylesheet is linked before the page hydrates (entry.client.tsx,
// lib/defer-hydration.ts). Rules keep their order, so the whole stylesheet, arriving
// later, changes nothing the subset already styles.
//
// The stylesheet is parsed once; a page costs a scan of its class attributes and a walk
// over ~1,000 rules.

/** A rule or group of the stylesheet: kept always, kept with its classes, or a group of rules. */
type Part =
  | { kind: 'text'; text: string }
  | { kind: 'rule'; text: string; selectors: string[][] }
  | { kind: 'group'; open: string; parts: Part[] };

/** Group at-rules whose rules are judged one by one; other at-rules are kept whole. */
const GROUPS = /^@(?:media|supports|layer|container|scope|starting-style)\b/;

/** A function giving the subset of `css` a page whose markup has `classes` needs. */
export function criticalCss(css: string): (classes: ReadonlySet<string>) => string {
  const parts = parse(css);
  return (classes) => write(parts, classes);
}

/** The class names in the markup's class attributes (as React writes them). */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of decodeEntities(match[1]!).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

function write(parts: Part[], classes: ReadonlySet<string>): string {
  let out = '';
  for (const part of parts) {
    if (part.kind === 'text') out += part.text;
    else if (part.kind === 'rule') {
      if (part.selectors.some((names) => names.every((n) => classes.has(n)))) out += part.text;
    } else {
      const inner = write(part.parts, classes);
      if (inner) out += `${part.open}{${inner}}`;
    }
  }
  return out;
}

/** The parts of a block of CSS, from `i` up to its closing brace (or the end). */
function parse(css: string): Part[] {
  let i = 0;
  const block = (): Part[] => {
    const parts: Part[] = [];
    while (i < css.length) {
      while (/\s/.test(css[i] ?? '')) i++;
      if (i >= css.length) break;
      if (css[i] === '}') {
        i++;
        break;
      }
      if (css.startsWith('/*', i)) {
        const end = css.indexOf('*/', i + 2);
        const to = end < 0 ? css.length : end + 2;
        parts.push({ kind: 'text', text: css.slice(i, to) });
        i = to;
        continue;
      }
      const start = i;
      i = skipTo(css, i, '{;');
      const prelude = css.slice(start, i).trim();
      if (css[i] === ';' || i >= css.length) {
        i++;
        parts.push({ kind: 'text', text: `${prelude};` });
        continue;
      }
      i++; // past '{'
      if (prelude.startsWith('@') && GROUPS.test(prelude)) {
        parts.push({ kind: 'group', open: prelude, parts: block() });
        continue;
      }
      const bodyStart = i;
      i = closingBrace(css, i);
      const text = `${prelude}{${css.slice(bodyStart, i)}}`;
      i++;
      if (prelude.startsWith('@')) parts.push({ kind: 'text', text });
      else {
        const selectors = splitTopLevel(prelude).map(classesIn);
        // A selector naming no class may match anything: the rule is always kept.
        if (selectors.some((names) => names.length === 0)) parts.push({ kind: 'text', text });
        else parts.push({ kind: 'rule', text, selectors });
      }
    }
    return parts;
  };
  return block();
}

/** The index of the first of `stops` at depth 0 from `i`, outside strings and escapes. */
function skipTo(css: string, i: number, stops: string): number {
  let depth = 0;
  while (i < css.length) {
    const c = css[i]!;
    if (c === '\\') i += 2;
    else if (c === '"' || c === "'") i = endOfString(css, i);
    else {
      if (depth === 0 && stops.includes(c)) return i;
      if (c === '(' || c === '[') depth++;
      else if (c === ')' || c === ']') depth--;
      i++;
    }
  }
  return i;
}

/** The index of the brace closing the block that starts at `i`. */
function closingBrace(css: string, i: number): number {
  let depth = 1;
  while (i < css.length) {
    const c = css[i]!;
    if (c === '\\') i += 2;
    else if (c === '"' || c === "'") i = endOfString(css, i);
    else {
      if (c === '{') depth++;
      else if (c === '}' && --depth === 0) return i;
      i++;
    }
  }
  return i;
}

function endOfString(css: string, i: number): number {
  const quote = css[i];
  i++;
  while (i < css.length && css[i] !== quote) i += css[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** A selector list's selectors (commas inside parentheses belong to them). */
function splitTopLevel(selectorList: string): string[] {
  const out: string[] = [];
  let start = 0;
  let i = 0;
  while (i <= selectorList.length) {
    const at = skipTo(selectorList, i, ',');
    out.push(selectorList.slice(start, at));
    start = i = at + 1;
  }
  return out;
}

/**
 * The classes an element must have somewhere on the page for the selector to match:
 * those outside `:not()` (a class it excludes is no condition) and outside attribute
 * selectors and strings (`[href$=".pdf"]`), unescaped (`.md\:flex` is `md:flex`).
 */
function classesIn(selector: string): string[] {
  const names: string[] = [];
  let i = 0;
  while (i < selector.length) {
    const c = selector[i]!;
    if (c === '\\') i += 2;
    else if (c === '"' || c === "'") i = endOfString(selector, i);
    else if (c === '[') i = skipTo(selector, i + 1, ']') + 1;
    else if (selector.startsWith(':not(', i)) i = skipTo(selector, i + 5, ')') + 1;
    else if (c === '.') {
      const match = /^(?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-]|[^\p{ASCII}])+/u.exec(selector.slice(i + 1));
      if (match) names.push(unescapeIdent(match[0]));
      i += 1 + (match?.[0].length ?? 0);
    } else i++;
  }
  return names;
}

function unescapeIdent(ident: string): string {
  return ident.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : char!,
  );
}

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(amp|quot|lt|gt|apos));/gi, (_, hex, dec, name: string | undefined) => {
    if (hex) return String.fromCodePoint(Number.parseInt(hex, 16));
    if (dec) return String.fromCodePoint(Number(dec));
    return { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" }[name!.toLowerCase() as 'amp'];
  });
}
