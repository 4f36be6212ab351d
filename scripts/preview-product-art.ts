// Renders the demo catalog's product pictures to PNG for a visual check, plus contact
// sheets, and prints a summary of the catalog:
//   node scripts/preview-product-art.ts [outDir] [goodKey ...]
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { DEMO_CATEGORIES, DEMO_COLLECTIONS, DEMO_GOODS } from '../src/server/db/seed/catalog-data.ts';
import { productArt, variantArt } from '../src/server/db/seed/product-art.ts';

const [out = '/tmp/art-preview', ...only] = process.argv.slice(2);
const SIZE = 600;
const TILE = 300;
const PER_SHEET = 16;

await mkdir(out, { recursive: true });
// Clear the PNGs of an earlier run (only those), so no stale pictures remain.
for (const name of await readdir(out)) if (name.endsWith('.png')) await rm(join(out, name));

const goods = only.length ? DEMO_GOODS.filter((g) => only.includes(g.key)) : DEMO_GOODS;
const files: string[] = [];
for (const good of goods) {
  const pictures = good.art.map((spec, i) => ({ name: `${good.key}-${i + 1}`, spec }));
  const colorAxis = good.axes.find((a) => a.values.some((v) => v.color));
  for (const value of colorAxis?.values ?? []) {
    if (value.color) pictures.push({ name: `${good.key}-${value.key}`, spec: variantArt(good.art[0], value.color) });
  }
  for (const { name, spec } of pictures) {
    const file = join(out, `${name}.png`);
    await sharp(Buffer.from(productArt(spec, SIZE)))
      .png()
      .toFile(file);
    files.push(file);
  }
}

// Contact sheets: 4 × 4 thumbnails each.
for (let i = 0; i < files.length; i += PER_SHEET) {
  const batch = files.slice(i, i + PER_SHEET);
  const tiles = await Promise.all(batch.map((f) => sharp(f).resize(TILE, TILE).toBuffer()));
  await sharp({
    create: { width: TILE * 4, height: TILE * Math.ceil(batch.length / 4), channels: 3, background: '#ffffff' },
  })
    .composite(tiles.map((input, j) => ({ input, left: (j % 4) * TILE, top: Math.floor(j / 4) * TILE })))
    .png()
    .toFile(join(out, `_sheet-${String(i / PER_SHEET + 1).padStart(2, '0')}.png`));
}

// Summary of the catalog.
const parents = new Set(DEMO_CATEGORIES.map((c) => c.parent).filter(Boolean));
const leaves = DEMO_CATEGORIES.filter((c) => !parents.has(c.key));
const skus = DEMO_GOODS.flatMap((g) => g.skus);
const soldOut = skus.filter((s) => s.stock === 0);
const fullySoldOut = DEMO_GOODS.filter((g) => g.skus.every((s) => s.stock === 0)).map((g) => g.key);
const partlySoldOut = DEMO_GOODS.filter((g) => g.skus.some((s) => s.stock === 0) && !fullySoldOut.includes(g.key));
const combos = (g: (typeof DEMO_GOODS)[number]) => g.axes.reduce((n, a) => n * a.values.length, 1);
const missing = DEMO_GOODS.filter((g) => g.axes.length > 0 && g.skus.length < combos(g));
const byAxes = [0, 1, 2].map((n) => DEMO_GOODS.filter((g) => g.axes.length === n).length);
const templates = new Set(DEMO_GOODS.flatMap((g) => g.art.map((a) => a.template.replace(/-closeup$/, ''))));

console.log(`pictures:   ${files.length} PNG files in ${out}`);
console.log(`goods:      ${DEMO_GOODS.length} (0/1/2 axes: ${byAxes.join('/')})`);
console.log(`categories: ${DEMO_CATEGORIES.length} (${leaves.length} leaves)`);
for (const c of DEMO_CATEGORIES.filter((x) => !x.parent)) {
  const keys = new Set([c.key, ...DEMO_CATEGORIES.filter((x) => x.parent === c.key).map((x) => x.key)]);
  console.log(`  ${c.key.padEnd(12)} ${DEMO_GOODS.filter((g) => keys.has(g.category)).length} goods`);
}
for (const c of DEMO_COLLECTIONS) {
  console.log(`collection: ${c.key} ${DEMO_GOODS.filter((g) => g.collections.includes(c.key)).length} goods`);
}
const share = ((soldOut.length / skus.length) * 100).toFixed(1);
console.log(`skus:       ${skus.length}, sold out ${soldOut.length} (${share}%)`);
console.log(`sold out:   every SKU: ${fullySoldOut.join(', ') || '-'}`);
console.log(`            some SKUs: ${partlySoldOut.map((g) => g.key).join(', ') || '-'}`);
console.log(`missing:    ${missing.map((g) => `${g.key} (${combos(g) - g.skus.length})`).join(', ') || '-'}`);
console.log(`templates:  ${[...templates].sort().join(', ')}`);

// Consistency checks on the data.
const problems: string[] = [];
const codes = new Set<string>();
const leafKeys = new Set(leaves.map((c) => c.key));
const collectionKeys = new Set(DEMO_COLLECTIONS.map((c) => c.key));
const goodKeys = new Set<string>();
for (const g of DEMO_GOODS) {
  if (goodKeys.has(g.key)) problems.push(`duplicate good ${g.key}`);
  goodKeys.add(g.key);
  if (!leafKeys.has(g.category)) problems.push(`${g.key}: category ${g.category} is not a leaf`);
  for (const c of g.collections) if (!collectionKeys.has(c)) problems.push(`${g.key}: unknown collection ${c}`);
  if (g.art.length < 2 || g.art.length > 4) problems.push(`${g.key}: ${g.art.length} pictures`);
  if (g.services.includes(3) && g.services.includes(4)) problems.push(`${g.key}: services 3 and 4`);
  if (g.axes.length === 0 && (g.skus.length !== 1 || g.skus[0].values.length)) problems.push(`${g.key}: bad SKU`);
  for (const a of g.axes) {
    if (a.key === 'color' && a.values.some((v) => !v.color)) problems.push(`${g.key}: colour value without colour`);
    for (const v of a.values) if (!/^[a-z0-9-]+$/.test(v.key)) problems.push(`${g.key}: value key ${v.key}`);
  }
  for (const s of g.skus) {
    if (codes.has(s.code)) problems.push(`duplicate SKU code ${s.code}`);
    codes.add(s.code);
    if (!/^[A-Z0-9-]+$/.test(s.code)) problems.push(`${g.key}: SKU code ${s.code}`);
    if (s.values.length !== g.axes.length) problems.push(`${g.key}: SKU ${s.code} values`);
    if (!Number.isInteger(s.price) || s.price <= 0) problems.push(`${g.key}: SKU ${s.code} price ${s.price}`);
    if (!Number.isInteger(s.stock) || s.stock < 0 || s.stock > 300) problems.push(`${g.key}: SKU ${s.code} stock`);
    s.values.forEach((v, i) => {
      if (!g.axes[i].values.some((x) => x.key === v)) problems.push(`${g.key}: SKU ${s.code} value ${v}`);
    });
  }
}
console.log(problems.length ? `problems:\n  ${problems.join('\n  ')}` : 'checks:     ok');
