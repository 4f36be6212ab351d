import { describe, expect, it, vi } from 'vitest';
import {
  type CascaderNode,
  columnsOf,
  DEFAULT_KEYS,
  filterPaths,
  labelMatches,
  levelLoader,
  loadPath,
  nodesOf,
  pinyinInitials,
  readItems,
  TYPEAHEAD_MS,
  toNodes,
  typeaheadBuffer,
  typeaheadIndex,
  withChildren,
} from './cascader-model.ts';

const opts = { keys: DEFAULT_KEYS, maxLevel: 2, complete: false };

/** A fake remote: countries, provinces, cities; records what was asked. */
const remote: Record<string, Record<string, unknown>[]> = {
  '0:0': [
    { id: 'CN', name: '中国' },
    { id: 'HK', name: '香港', leaf: true },
    { id: 'XX', name: 'Closed', disabled: true },
  ],
  '1:CN': [
    { id: 'CN-GD', name: '广东省' },
    { id: 'CN-HI', name: '海南省' },
  ],
  '2:CN-GD': [
    { id: 'CN-GD-440100', name: '广州市' },
    { id: 'CN-GD-440300', name: '深圳市' },
  ],
  '2:CN-HI': [],
};

function fakeLoader() {
  const calls: string[] = [];
  const loadLevel = vi.fn(async (level: number, pid: string | number) => {
    calls.push(`${level}:${pid}`);
    const items = remote[`${level}:${pid}`];
    if (!items) throw new Error('offline');
    return toNodes(items, { ...opts, level });
  });
  return { calls, loadLevel };
}

describe('readItems', () => {
  it('reads data.records, data.list or data', () => {
    const items = [{ id: 1 }];
    expect(readItems({ records: items, total: 1 })).toEqual(items);
    expect(readItems({ list: items })).toEqual(items);
    expect(readItems(items)).toEqual(items);
    expect(readItems(null)).toEqual([]);
    expect(readItems({ list: 'nope' })).toEqual([]);
  });
});

describe('toNodes', () => {
  it('uses the configured keys, and the maximum level makes leaves', () => {
    const keys = { value: 'code', label: 'title', disabled: 'off' };
    const nodes = toNodes([{ code: 7, title: 'Seven', off: true }], { ...opts, keys, level: 2 });
    expect(nodes).toEqual([{ value: '7', label: 'Seven', disabled: true, level: 2, leaf: true, children: [] }]);
  });

  it('leaves lazy nodes open until their children load, unless the item says leaf', () => {
    const [cn, hk] = toNodes(remote['0:0'], { ...opts, level: 0 });
    expect(cn).toMatchObject({ leaf: false, children: undefined });
    expect(hk).toMatchObject({ leaf: true });
  });

  it('takes a whole tree at once: nodes without children are leaves, nothing deeper than the maximum', () => {
    const tree = toNodes(
      [
        {
          id: 'CN',
          name: '中国',
          children: [
            { id: 'CN-GD', name: '广东省', children: [{ id: 'C', name: '广州市', children: [{ id: 'deep' }] }] },
          ],
        },
        { id: 'HK', name: '香港' },
      ],
      { ...opts, level: 0, complete: true },
    );
    expect(tree[1]).toMatchObject({ leaf: true, children: [] });
    const city = tree[0].children?.[0].children?.[0];
    expect(city).toMatchObject({ value: 'C', level: 2, leaf: true, children: [] });
  });
});

describe('levelLoader', () => {
  it('reads the answer into nodes and passes level and parent id', async () => {
    const load = vi.fn(async () => ({ list: remote['1:CN'] }));
    const nodes = await levelLoader(load, { keys: DEFAULT_KEYS, maxLevel: 2, all: false })(1, 'CN');
    expect(load).toHaveBeenCalledWith({ level: 1, pid: 'CN' });
    expect(nodes?.map((n) => [n.value, n.level, n.leaf])).toEqual([
      ['CN-GD', 1, false],
      ['CN-HI', 1, false],
    ]);
  });

  it('asks nothing beyond the maximum level and swallows failures', async () => {
    const load = vi.fn(async () => {
      throw new Error('offline');
    });
    const loadLevel = levelLoader(load, { keys: DEFAULT_KEYS, maxLevel: 1, all: false });
    expect(await loadLevel(2, 'CN-GD')).toEqual([]);
    expect(load).not.toHaveBeenCalled();
    expect(await loadLevel(0, 0)).toBeUndefined();
  });
});

describe('lazy loading and paths', () => {
  it('resolves a preselected path on the first load, level by level', async () => {
    const { calls, loadLevel } = fakeLoader();
    const tree = await loadPath(undefined, ['CN', 'CN-GD', 'CN-GD-440300'], loadLevel);
    expect(calls).toEqual(['0:0', '1:CN', '2:CN-GD']);
    expect(nodesOf(tree ?? [], ['CN', 'CN-GD', 'CN-GD-440300']).map((n) => n.label)).toEqual([
      '中国',
      '广东省',
      '深圳市',
    ]);
  });

  it('turns a node whose children load empty into a leaf', async () => {
    const { loadLevel } = fakeLoader();
    const tree = await loadPath(undefined, ['CN', 'CN-HI'], loadLevel);
    expect(nodesOf(tree ?? [], ['CN', 'CN-HI'])[1]).toMatchObject({ leaf: true, children: [] });
  });

  it('asks nothing more for loaded nodes, leaves and unknown values', async () => {
    const { calls, loadLevel } = fakeLoader();
    const tree = await loadPath(undefined, ['CN'], loadLevel);
    await loadPath(tree, ['CN', 'CN-GD'], loadLevel);
    expect(calls).toEqual(['0:0', '1:CN', '2:CN-GD']);
    calls.length = 0;
    await loadPath(tree, ['HK'], loadLevel);
    await loadPath(tree, ['ZZ', 'ZZ-1'], loadLevel);
    expect(calls).toEqual([]);
  });

  it('stops quietly when a load fails', async () => {
    const failing = vi.fn(async (level: number) =>
      level === 0 ? toNodes(remote['0:0'], { ...opts, level }) : undefined,
    );
    const tree = await loadPath(undefined, ['CN', 'CN-GD'], failing);
    expect(failing).toHaveBeenCalledTimes(2);
    expect(nodesOf(tree ?? [], ['CN'])[0].children).toBeUndefined();
  });

  it('shows one column per expanded node with loaded children', async () => {
    const { loadLevel } = fakeLoader();
    const tree = (await loadPath(undefined, ['CN', 'CN-GD'], loadLevel)) ?? [];
    expect(columnsOf(tree, []).map((c) => c.length)).toEqual([3]);
    expect(columnsOf(tree, ['CN', 'CN-GD']).map((c) => c.map((n) => n.value)[0])).toEqual([
      'CN',
      'CN-GD',
      'CN-GD-440100',
    ]);
    expect(columnsOf(tree, ['HK'])).toHaveLength(1);
  });

  it('updates a copy of the tree', () => {
    const roots = toNodes(remote['0:0'], { ...opts, level: 0 });
    const next = withChildren(roots, ['CN'], []);
    expect(next[0]).toMatchObject({ leaf: true, children: [] });
    expect(roots[0].children).toBeUndefined();
  });
});

describe('filterPaths', () => {
  async function loaded(): Promise<CascaderNode[]> {
    const { loadLevel } = fakeLoader();
    const tree = await loadPath(undefined, ['CN', 'CN-GD'], loadLevel);
    return (await loadPath(tree, ['CN', 'CN-HI'], loadLevel)) ?? [];
  }

  it('finds selectable loaded paths by any part of their names, joined with " / "', async () => {
    const tree = await loaded();
    expect(filterPaths(tree, '广州').map((m) => m.label)).toEqual(['中国 / 广东省 / 广州市']);
    expect(filterPaths(tree, ' 广东 ').map((m) => m.label)).toEqual([
      '中国 / 广东省 / 广州市',
      '中国 / 广东省 / 深圳市',
    ]);
    expect(filterPaths(tree, '海南').map((m) => m.path.map((n) => n.value))).toEqual([['CN', 'CN-HI']]);
    expect(filterPaths(tree, '香').map((m) => m.label)).toEqual(['香港']);
  });

  it('skips disabled branches and ignores case and empty queries', async () => {
    const tree = await loaded();
    expect(filterPaths(tree, 'closed')).toEqual([]);
    expect(filterPaths(tree, '')).toEqual([]);
    const en = toNodes([{ id: 'US-CA', name: 'California', leaf: true }], { ...opts, level: 1 });
    expect(filterPaths(en, 'CALI', ' > ').map((m) => m.label)).toEqual(['California']);
  });
});

describe('typeahead (APG listbox)', () => {
  const en = ['Canada', 'China', 'Hong Kong', 'New Zealand', 'New York', 'Norway', 'United States'].map((label) => ({
    label,
    disabled: false,
  }));
  const zh = ['北京市', '广东省', '广西壮族自治区', '海南省', '日本', '香港', 'HK 特区'].map((label) => ({
    label,
    disabled: false,
  }));

  it('adds up keys typed within 500 ms and starts afresh after a pause', () => {
    let buffer = { text: '', at: -Infinity };
    buffer = typeaheadBuffer(buffer, 'n', 1000);
    buffer = typeaheadBuffer(buffer, 'e', 1000 + TYPEAHEAD_MS);
    expect(buffer.text).toBe('ne');
    buffer = typeaheadBuffer(buffer, 'c', 1001 + 2 * TYPEAHEAD_MS);
    expect(buffer).toEqual({ text: 'c', at: 1001 + 2 * TYPEAHEAD_MS });
  });

  it('moves to the next option starting with the typed letters, case-insensitively, wrapping', () => {
    expect(typeaheadIndex(en, 0, 'c')).toBe(1);
    expect(typeaheadIndex(en, 1, 'C')).toBe(0);
    expect(typeaheadIndex(en, 0, 'new')).toBe(3);
    expect(typeaheadIndex(en, 3, 'new y')).toBe(4);
    expect(typeaheadIndex(en, 0, 'united')).toBe(6);
    expect(typeaheadIndex(en, 0, 'ｎｏｒ')).toBe(5);
    expect(typeaheadIndex(en, 2, 'x')).toBe(-1);
  });

  it('cycles through the options of one letter when it is typed again', () => {
    expect(typeaheadIndex(en, 0, 'n')).toBe(3);
    expect(typeaheadIndex(en, 3, 'nn')).toBe(4);
    expect(typeaheadIndex(en, 4, 'nnn')).toBe(5);
    expect(typeaheadIndex(en, 5, 'nnnn')).toBe(3);
  });

  it('keeps the current option while a longer text still matches it', () => {
    expect(typeaheadIndex(en, 3, 'ne')).toBe(3);
  });

  it('skips disabled options', () => {
    const list = [
      { label: 'Cuba', disabled: true },
      { label: 'Chad', disabled: false },
    ];
    expect(typeaheadIndex(list, 1, 'c')).toBe(1);
  });

  it('matches Chinese names by their characters and by the pinyin initials of them', () => {
    expect(typeaheadIndex(zh, 0, '广')).toBe(1);
    expect(typeaheadIndex(zh, 1, '广西')).toBe(2);
    expect(typeaheadIndex(zh, 0, 'g')).toBe(1);
    expect(typeaheadIndex(zh, 1, 'gx')).toBe(2);
    expect(typeaheadIndex(zh, 0, 'h')).toBe(3);
    expect(typeaheadIndex(zh, 3, 'hk')).toBe(6);
    expect(typeaheadIndex(zh, 0, 'r')).toBe(4);
    expect(typeaheadIndex(zh, 0, 'xg')).toBe(5);
  });

  it('reads the initials of common region names', () => {
    expect(pinyinInitials('广东省')).toBe('gds');
    expect(pinyinInitials('新疆维吾尔自治区')).toBe('xjwwezzq');
    expect(pinyinInitials('澳门')).toBe('am');
    expect(pinyinInitials('Hong Kong 香港')).toBe('hong kong xg');
    expect(labelMatches('北京市', 'BJ')).toBe(true);
    expect(labelMatches('北京市', '')).toBe(false);
  });
});
