// The remote cascader's pure parts (SPEC 3, 4 and 9): reading a loader's answer into
// nodes, lazy loading level by level (or everything at once from the root), resolving
// a preselected path, and filtering the loaded options. The component renders them.

/** SPEC 9: maximum level 2, filter debounce 300 ms, separator ' / '. */
export const CASCADER = { maxLevel: 2, debounceMs: 300, separator: ' / ' } as const;

/** Which item fields hold the id, the name and the disabled flag (SPEC 3: id, name, disabled). */
export interface CascaderKeys {
  value: string;
  label: string;
  disabled: string;
}
export const DEFAULT_KEYS: CascaderKeys = { value: 'id', label: 'name', disabled: 'disabled' };

export interface CascaderNode {
  value: string;
  label: string;
  disabled: boolean;
  level: number;
  /** Known to have no children: said so by the item, at the maximum level, or loaded empty. */
  leaf: boolean;
  /** Undefined until loaded. */
  children?: CascaderNode[];
}

/** Called with the level wanted and the parent's id (root: level 0, id 0); answers the API's data. */
export type CascaderLoader = (params: { level: number; pid: string | number }) => Promise<unknown>;

/** The list in an answer: data.records, data.list or data itself (SPEC 3). */
export function readItems(data: unknown): Record<string, unknown>[] {
  const box = data as { records?: unknown; list?: unknown } | null;
  const list = Array.isArray(box?.records) ? box.records : Array.isArray(box?.list) ? box.list : data;
  return Array.isArray(list) ? list.filter((item) => item && typeof item === 'object') : [];
}

/**
 * Items of one level as nodes. With `complete` (everything loaded at once) an item
 * without children is a leaf; lazily, only the item's own `leaf` flag or the maximum
 * level says so before its children are asked for.
 */
export function toNodes(
  items: Record<string, unknown>[],
  opts: { keys: CascaderKeys; level: number; maxLevel: number; complete: boolean },
): CascaderNode[] {
  const { keys, level, maxLevel, complete } = opts;
  return items.map((item) => {
    const atMax = level >= maxLevel;
    const nested = Array.isArray(item.children) && !atMax ? (item.children as Record<string, unknown>[]) : undefined;
    const children = nested ? toNodes(nested, { ...opts, level: level + 1 }) : complete || atMax ? [] : undefined;
    const value = String(item[keys.value]);
    return {
      value,
      label: String(item[keys.label] ?? value),
      disabled: item[keys.disabled] === true,
      level,
      leaf: atMax || item.leaf === true || children?.length === 0,
      children,
    };
  });
}

/**
 * The loader as the cascader uses it: one level's nodes, nothing asked beyond the
 * maximum level, and undefined when the load failed (SPEC 8: swallowed, loading stops).
 */
export function levelLoader(
  load: CascaderLoader,
  opts: { keys: CascaderKeys; maxLevel: number; all: boolean },
): (level: number, pid: string | number) => Promise<CascaderNode[] | undefined> {
  return async (level, pid) => {
    if (level > opts.maxLevel) return [];
    try {
      const items = readItems(await load({ level, pid }));
      return toNodes(items, { keys: opts.keys, level, maxLevel: opts.maxLevel, complete: opts.all });
    } catch {
      return undefined;
    }
  };
}

/** The nodes along a path of values, as far as they are loaded. */
export function nodesOf(roots: CascaderNode[], path: readonly string[]): CascaderNode[] {
  const out: CascaderNode[] = [];
  let level: CascaderNode[] | undefined = roots;
  for (const value of path) {
    const node: CascaderNode | undefined = level?.find((n) => n.value === value);
    if (!node) break;
    out.push(node);
    level = node.children;
  }
  return out;
}

/** A copy of the tree with the children of the node at `path` set (none: it becomes a leaf). */
export function withChildren(roots: CascaderNode[], path: readonly string[], children: CascaderNode[]): CascaderNode[] {
  if (path.length === 0) return children;
  const [head, ...rest] = path;
  return roots.map((node) => {
    if (node.value !== head) return node;
    if (rest.length > 0) return { ...node, children: withChildren(node.children ?? [], rest, children) };
    return { ...node, children, leaf: node.leaf || children.length === 0 };
  });
}

/** The columns shown for an expanded path: the roots, then the children of each node on it. */
export function columnsOf(roots: CascaderNode[], expanded: readonly string[]): CascaderNode[][] {
  const columns = [roots];
  for (const node of nodesOf(roots, expanded)) {
    if (!node.children || node.leaf) break;
    columns.push(node.children);
  }
  return columns;
}

export interface PathMatch {
  path: CascaderNode[];
  label: string;
}

/** Selectable (leaf, nothing disabled on the way) loaded paths whose joined names contain the query. */
export function filterPaths(roots: CascaderNode[], query: string, separator: string = CASCADER.separator): PathMatch[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const out: PathMatch[] = [];
  const walk = (nodes: CascaderNode[], trail: CascaderNode[]) => {
    for (const node of nodes) {
      if (node.disabled) continue;
      const path = [...trail, node];
      if (node.leaf) {
        const label = path.map((n) => n.label).join(separator);
        if (label.toLowerCase().includes(needle)) out.push({ path, label });
      } else if (node.children) {
        walk(node.children, path);
      }
    }
  };
  walk(roots, []);
  return out;
}

/**
 * Loads what is missing to show `path`: the roots when absent, then the children of
 * each node on the path, so a preselected value resolves on the first load. Stops at
 * the first value not found; a failed load stops it too (SPEC 8: failures are swallowed).
 */
export async function loadPath(
  roots: CascaderNode[] | undefined,
  path: readonly string[],
  loadLevel: (level: number, pid: string | number) => Promise<CascaderNode[] | undefined>,
): Promise<CascaderNode[] | undefined> {
  let tree = roots ?? (await loadLevel(0, 0));
  if (!tree) return undefined;
  for (let depth = 0; depth < path.length; depth++) {
    const node = nodesOf(tree, path.slice(0, depth + 1))[depth];
    if (!node) break;
    if (node.leaf || node.children) continue;
    const children = await loadLevel(node.level + 1, node.value);
    if (!children) break;
    tree = withChildren(tree, path.slice(0, depth + 1), children);
  }
  return tree;
}

/** WAI-ARIA APG typeahead: keys typed within this many ms add up to one search. */
export const TYPEAHEAD_MS = 500;

/** Accumulates typed characters: a pause longer than TYPEAHEAD_MS starts a new search. */
export function typeaheadBuffer(
  previous: { text: string; at: number },
  key: string,
  now: number,
): { text: string; at: number } {
  return { text: now - previous.at > TYPEAHEAD_MS ? key : previous.text + key, at: now };
}

/** Case- and width-insensitive form of a label for matching ("Ｎｅｗ" as "new"). */
function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase().trim();
}

/**
 * First letters of the pinyin of a Chinese name ("广东省" → "gds"), other characters
 * kept as they are, folded. Uses the browser's (and Node's) Chinese collation instead of
 * a pinyin table: a character sorts between the first characters of two initials. It
 * knows one reading per character (重庆 reads "z"), which is fine for jumping.
 */
const PINYIN_BOUNDS = '吖丷嚓咑妸发旮哈丌咔垃呣拏喔妑七呥仨他屲夕丫帀';
const PINYIN_LETTERS = 'abcdefghjklmnopqrstwxyz';
let collator: Intl.Collator | undefined;

export function pinyinInitials(label: string): string {
  collator ??= new Intl.Collator('zh-Hans-CN-u-co-pinyin');
  let out = '';
  for (const ch of fold(label)) {
    if (!/\p{Script=Han}/u.test(ch)) {
      out += ch;
      continue;
    }
    let letter = '';
    for (let i = PINYIN_BOUNDS.length - 1; i >= 0; i--) {
      if (collator.compare(ch, PINYIN_BOUNDS[i]) >= 0) {
        letter = PINYIN_LETTERS[i];
        break;
      }
    }
    out += letter || ch;
  }
  return out;
}

/** Whether a label starts with the typed text: as written, or by the pinyin initials of its Chinese. */
export function labelMatches(label: string, typed: string): boolean {
  const needle = fold(typed);
  if (!needle) return false;
  const folded = fold(label);
  if (folded.startsWith(needle)) return true;
  return /^[a-z]+$/.test(needle) && /\p{Script=Han}/u.test(folded) && pinyinInitials(folded).startsWith(needle);
}

/**
 * The option typeahead moves to (APG listbox): the next enabled option, after the
 * current one, whose label starts with the typed text, wrapping around. Typing the same
 * character again cycles through the options starting with it; a longer text stays on
 * the current option while it still matches. -1: no match, the highlight stays.
 */
export function typeaheadIndex(
  options: readonly Pick<CascaderNode, 'label' | 'disabled'>[],
  current: number,
  typed: string,
): number {
  const chars = [...typed];
  const repeated = chars.length > 1 && chars.every((c) => c === chars[0]);
  const needle = repeated ? chars[0] : typed;
  const start = chars.length === 1 || repeated ? current + 1 : current;
  for (let step = 0; step < options.length; step++) {
    const i = (((start + step) % options.length) + options.length) % options.length;
    const option = options[i];
    if (!option.disabled && labelMatches(option.label, needle)) return i;
  }
  return -1;
}
