// Generates a large catalog in SQL (generate_series): `count` goods x 5 SKUs over ten
// categories, with bilingual names, realistic prices, and search documents built by the
// server's own tokenizer.
import type pg from 'pg';
import { refreshSearchIndex } from '../src/server/db/search-index.ts';

export async function generateCatalog(pool: pg.Pool, count: number) {
  await pool.query(`
    INSERT INTO good_groups (type, name, sort)
    SELECT 1, jsonb_build_object('zh-cn', '批量分类' || n, 'en', 'Bulk category ' || n), 100 + n
    FROM generate_series(1, 10) AS n`);
  await pool.query(
    `
    WITH cats AS (SELECT array_agg(id ORDER BY id) AS ids FROM good_groups WHERE type = 1 AND sort >= 100),
    src AS (
      SELECT n, (1000 + (n * 7919) % 90000) AS base_price,
             (ARRAY['茶叶','瓷杯','丝巾','衬衫','笔记本','零食','台灯','花瓶'])[1 + n % 8] AS zh,
             (ARRAY['Tea','Porcelain cup','Silk scarf','Shirt','Notebook','Snack box','Desk lamp','Vase'])[1 + n % 8] AS en
      FROM generate_series(1, $1::int) AS n
    )
    INSERT INTO goods (category_id, name, description, images, property, services, sort, sales, price_min, price_max,
                       search, created_at)
    SELECT cats.ids[1 + n % 10],
           jsonb_build_object('zh-cn', '精选' || zh || ' ' || n || '号', 'en', 'Select ' || en || ' No. ' || n),
           jsonb_build_object('zh-cn', zh || '的详细介绍。', 'en', 'Details of the ' || lower(en) || '.'),
           '[]'::jsonb,
           '[{"key":"size","name":{"zh-cn":"规格","en":"Size"},"values":[
              {"key":"a","name":{"zh-cn":"A","en":"A"}},{"key":"b","name":{"zh-cn":"B","en":"B"}},
              {"key":"c","name":{"zh-cn":"C","en":"C"}},{"key":"d","name":{"zh-cn":"D","en":"D"}},
              {"key":"e","name":{"zh-cn":"E","en":"E"}}]}]'::jsonb,
           '{1,2}', n % 97, (n * 31) % 5000, base_price, base_price + 400,
           to_tsvector('simple', lower(en) || ' ' || n),
           now() - (n || ' minutes')::interval
    FROM src, cats`,
    [count],
  );
  await pool.query(`
    INSERT INTO good_skus (good_id, code, options, price, stock)
    SELECT g.id, 'BULK-' || g.id || '-' || k, jsonb_build_object('size', k), g.price_min + i * 100, (g.id * i) % 50
    FROM goods g
    CROSS JOIN LATERAL (VALUES (0, 'a'), (1, 'b'), (2, 'c'), (3, 'd'), (4, 'e')) AS v(i, k)
    WHERE g.images = '[]'::jsonb`);
  // The documents as the server builds them (tokenizer in TypeScript): search is measured too.
  const client = await pool.connect();
  try {
    await refreshSearchIndex(client, { force: true });
  } finally {
    client.release();
  }
}
