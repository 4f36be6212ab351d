import { describe, expect, it } from 'vitest';
import { DEMO_GOODS } from '../../server/db/seed/catalog-data.ts';
import {
  type Axis,
  checkMatrix,
  comboKey,
  comboLabel,
  GOOD_IMAGE_PATTERN,
  newOptionKey,
  type Options,
  optionCombos,
  priceRange,
  regenerateMatrix,
  SKU_CODE_PATTERN,
  sortByMatrix,
  suggestSkuCode,
} from './goods.ts';

const t = (zh: string, en: string) => ({ 'zh-cn': zh, en });
const color: Axis = {
  key: 'color',
  name: t('颜色', 'Colour'),
  values: [
    { key: 'red', name: t('红色', 'Red') },
    { key: 'blue', name: t('蓝色', 'Blue') },
  ],
};
const size: Axis = {
  key: 'size',
  name: t('尺码', 'Size'),
  values: [
    { key: 's', name: t('S', 'S') },
    { key: 'm', name: t('M', 'M') },
    { key: 'l', name: t('L', 'L') },
  ],
};
const rows = (axes: Axis[]) => optionCombos(axes).map((options, i) => ({ options, code: `C${i}` }));

describe('optionCombos', () => {
  it('has one empty combination without axes', () => {
    expect(optionCombos([])).toEqual([{}]);
  });
  it('is the product of the axes, the first axis outermost', () => {
    expect(optionCombos([color, size])).toEqual([
      { color: 'red', size: 's' },
      { color: 'red', size: 'm' },
      { color: 'red', size: 'l' },
      { color: 'blue', size: 's' },
      { color: 'blue', size: 'm' },
      { color: 'blue', size: 'l' },
    ]);
  });
  it('is empty when an axis has no values', () => {
    expect(optionCombos([color, { ...size, values: [] }])).toEqual([]);
  });
});

describe('comboKey and comboLabel', () => {
  it('follow the axes, whatever the key order of the options', () => {
    expect(comboKey([color, size], { size: 'm', color: 'red' })).toBe('color=red|size=m');
    expect(comboLabel([color, size], { size: 'm', color: 'red' }, 'zh-cn')).toBe('红色 / M');
    expect(comboLabel([color, size], { size: 'm', color: 'blue' }, 'en')).toBe('Blue / M');
    expect(comboLabel([], {}, 'en')).toBe('');
  });
});

describe('checkMatrix', () => {
  it('accepts the full matrix, and one SKU without axes', () => {
    expect(checkMatrix([color, size], rows([color, size]))).toBeUndefined();
    expect(checkMatrix([], [{ options: {}, code: 'A' }])).toBeUndefined();
  });
  it('accepts every demo good of the seed', () => {
    for (const good of DEMO_GOODS) {
      const skus: { code: string; options: Options; offered?: boolean }[] = good.skus.map((s) => ({
        code: s.code,
        options: Object.fromEntries(good.axes.map((a, i) => [a.key, s.values[i]])),
      }));
      // A combination the demo does not sell (pink / 560 ml) is listed as not offered.
      const listed = new Set(skus.map((s) => comboKey(good.axes, s.options)));
      for (const options of optionCombos(good.axes)) {
        if (!listed.has(comboKey(good.axes, options))) skus.push({ code: '', options, offered: false });
      }
      expect(checkMatrix(good.axes, skus), good.key).toBeUndefined();
      for (const s of good.skus) expect(SKU_CODE_PATTERN.test(s.code), s.code).toBe(true);
    }
  });
  it('finds a missing combination and names it', () => {
    const skus = rows([color, size]).slice(0, 5);
    expect(checkMatrix([color, size], skus, 'en')).toMatchObject({
      key: 'admin_goods_sku_combo_missing',
      params: { sku: 'Blue / L' },
    });
    expect(checkMatrix([], [])).toMatchObject({ key: 'admin_goods_sku_combo_missing' });
  });
  it('finds a combination given twice', () => {
    const skus = [...rows([color]), { options: { color: 'red' }, code: 'X' }];
    expect(checkMatrix([color], skus, 'zh-cn')).toMatchObject({
      key: 'admin_goods_sku_combo_duplicate',
      params: { sku: '红色' },
      field: ['skus', 2, 'options'],
    });
  });
  it('refuses options that do not match the axes', () => {
    const unknownValue = [{ options: { color: 'green' }, code: 'A' }];
    const missingAxis = [{ options: { color: 'red' }, code: 'A' }];
    const extraAxis = [{ options: { color: 'red', size: 's', fit: 'x' }, code: 'A' }];
    expect(checkMatrix([color], unknownValue)?.key).toBe('admin_goods_sku_options_mismatch');
    expect(checkMatrix([color, size], missingAxis)?.key).toBe('admin_goods_sku_options_mismatch');
    expect(checkMatrix([color, size], extraAxis)).toMatchObject({
      key: 'admin_goods_sku_options_mismatch',
      params: { row: 1 },
    });
  });
  it('takes combinations that are not offered, but wants one offered', () => {
    const skus = rows([color, size]).map((r, i) => ({ ...r, code: i === 0 ? 'ONLY' : '', offered: i === 0 }));
    expect(checkMatrix([color, size], skus)).toBeUndefined();
    expect(
      checkMatrix(
        [color, size],
        skus.map((s) => ({ ...s, offered: false })),
      )?.key,
    ).toBe('admin_goods_sku_none_offered');
  });
  it('refuses a SKU code twice', () => {
    const skus = rows([color]).map((r) => ({ ...r, code: 'SAME' }));
    expect(checkMatrix([color], skus)).toMatchObject({
      key: 'admin_goods_sku_code_duplicate',
      params: { code: 'SAME' },
      field: ['skus', 1, 'code'],
    });
  });
  it('checks the axes: names, keys, values', () => {
    expect(checkMatrix([{ ...color, name: t('', 'Colour') }], [])?.key).toBe('admin_goods_axis_name_required');
    expect(checkMatrix([{ ...color, key: 'Bad Key' }], [])?.key).toBe('admin_goods_axis_key_invalid');
    expect(checkMatrix([color, { ...size, key: 'color' }], [])?.key).toBe('admin_goods_axis_duplicate');
    expect(checkMatrix([{ ...color, values: [] }], [])).toMatchObject({
      key: 'admin_goods_axis_values_required',
      params: { axis: 'Colour' },
    });
    const dup = { ...color, values: [...color.values, { key: 'red', name: t('大红', 'Scarlet') }] };
    expect(checkMatrix([dup], [])).toMatchObject({
      key: 'admin_goods_value_duplicate',
      field: ['property', 0, 'values', 2, 'key'],
    });
    const nameless = { ...color, values: [{ key: 'red', name: t(' ', 'Red') }] };
    expect(checkMatrix([nameless], [])?.key).toBe('admin_goods_value_name_required');
  });
  it('refuses more combinations than the limit', () => {
    const big = (key: string): Axis => ({
      key,
      name: t(key, key),
      values: Array.from({ length: 20 }, (_, i) => ({ key: `v${i}`, name: t(`${i}`, `${i}`) })),
    });
    expect(checkMatrix([big('a'), big('b')], [])?.key).toBe('admin_goods_skus_too_many');
  });
});

describe('regenerateMatrix', () => {
  type Row = { id?: number; options: Options; price: number; stock: number; code: string; image?: string };
  const make = (options: Options, like?: Row): Row => ({ options, price: like?.price ?? 0, stock: 0, code: '' });

  it('keeps rows whose combination stays and adds the new ones', () => {
    const old: Row[] = [
      { id: 1, options: { color: 'red' }, price: 100, stock: 5, code: 'R' },
      { id: 2, options: { color: 'blue' }, price: 200, stock: 6, code: 'B' },
    ];
    const green = { ...color, values: [...color.values, { key: 'green', name: t('绿色', 'Green') }] };
    const out = regenerateMatrix([green], old, make);
    expect(out.slice(0, 2)).toEqual(old);
    expect(out[2]).toMatchObject({ options: { color: 'green' }, stock: 0, code: '' });
    expect(out[2].id).toBeUndefined();
  });

  it('when an axis is added, the old row becomes the first matching combination; the others copy its price', () => {
    const old: Row[] = [
      { id: 1, options: { color: 'red' }, price: 100, stock: 5, code: 'R' },
      { id: 2, options: { color: 'blue' }, price: 200, stock: 6, code: 'B' },
    ];
    const two: Axis = { ...size, values: size.values.slice(0, 2) };
    const out = regenerateMatrix([color, two], old, make);
    expect(out).toEqual([
      { id: 1, options: { color: 'red', size: 's' }, price: 100, stock: 5, code: 'R' },
      { options: { color: 'red', size: 'm' }, price: 100, stock: 0, code: '' },
      { id: 2, options: { color: 'blue', size: 's' }, price: 200, stock: 6, code: 'B' },
      { options: { color: 'blue', size: 'm' }, price: 200, stock: 0, code: '' },
    ]);
  });

  it('when an axis is removed, each remaining combination keeps its first row', () => {
    const old: Row[] = optionCombos([color, size]).map((options, i) => ({
      id: i + 1,
      options,
      price: 100 * (i + 1),
      stock: i,
      code: `C${i}`,
    }));
    const out = regenerateMatrix([color], old, make);
    expect(out).toEqual([
      { id: 1, options: { color: 'red' }, price: 100, stock: 0, code: 'C0' },
      { id: 4, options: { color: 'blue' }, price: 400, stock: 3, code: 'C3' },
    ]);
  });

  it('drops the rows of a removed value', () => {
    const old: Row[] = optionCombos([color]).map((options, i) => ({
      id: i + 1,
      options,
      price: 1,
      stock: 1,
      code: `C${i}`,
    }));
    const onlyBlue = { ...color, values: color.values.slice(1) };
    expect(regenerateMatrix([onlyBlue], old, make).map((r) => r.id)).toEqual([2]);
  });

  it('sortByMatrix orders rows like the matrix', () => {
    const shuffled = [{ options: { color: 'blue' } }, { options: { color: 'red' } }];
    expect(sortByMatrix([color], shuffled).map((r) => r.options.color)).toEqual(['red', 'blue']);
  });
});

describe('helpers', () => {
  it('newOptionKey makes unique keys from the English name', () => {
    expect(newOptionKey(t('红色', 'Dark Red!'), [])).toBe('dark-red');
    expect(newOptionKey(t('红色', 'Red'), ['red'])).toBe('red-1');
    expect(newOptionKey(t('红色', ''), ['v1'])).toBe('v2');
    expect(newOptionKey(t('颜色', ''), [], 'axis')).toBe('axis1');
  });
  it('suggestSkuCode joins the base and the value keys', () => {
    expect(suggestSkuCode('tee', [color, size], { color: 'red', size: 'm' })).toBe('TEE-RED-M');
    expect(suggestSkuCode('', [], {})).toBe('');
    expect(SKU_CODE_PATTERN.test(suggestSkuCode('My Tee', [color], { color: 'blue' }))).toBe(true);
  });
  it('priceRange', () => {
    expect(priceRange([{ price: 300 }, { price: 100 }, { price: 200 }])).toEqual({ min: 100, max: 300 });
    expect(priceRange([])).toEqual({ min: 0, max: 0 });
  });
  it('GOOD_IMAGE_PATTERN takes uploads only', () => {
    expect(GOOD_IMAGE_PATTERN.test('/uploads/u/2026/03/abc.webp')).toBe(true);
    expect(GOOD_IMAGE_PATTERN.test('/uploads/demo/west-lake-longjing-1.webp')).toBe(true);
    expect(GOOD_IMAGE_PATTERN.test('https://evil.example/x.webp')).toBe(false);
    expect(GOOD_IMAGE_PATTERN.test('/uploads/../secret.webp')).toBe(false);
    expect(GOOD_IMAGE_PATTERN.test('/uploads/a.webp?x=1')).toBe(false);
  });
});
