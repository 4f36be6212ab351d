// API messages of the cart module in both languages (merged into api-messages.ts).
export const zh = {
  cart_sku_id_invalid: '参数 sku_id 无效：需为正整数',
  cart_sku_ids_invalid: '参数 sku_ids 无效：需为 1 到 100 个 SKU 编号',
  cart_quantity_invalid: '参数 quantity 无效：需为 1 到 999 的整数',
  cart_selected_invalid: '参数 selected 无效：需为 true 或 false',
  cart_update_empty: '请提供 quantity 或 selected',
  cart_items_invalid: '参数 items 无效：格式为“SKU编号:数量”，以逗号分隔，最多 100 项（如 12:1,34:2）',
  cart_merge_too_many: '参数 lines 无效：最多 100 项',
  cart_sku_unavailable: '该商品已下架或不存在',
  cart_sold_out: '该商品已售罄',
  cart_stock_left: '数量超过库存：仅剩 {stock} 件',
  cart_stock_left_in_cart: '数量超过库存：仅剩 {stock} 件，购物车中已有 {in_cart} 件',
  cart_line_max: '每件商品最多 999 件，购物车中已有 {in_cart} 件',
  cart_full: '购物车最多容纳 100 种商品，请先删除一些',
  cart_line_missing: '购物车中没有该商品',
} as const;

export const en: Record<keyof typeof zh, string> = {
  cart_sku_id_invalid: 'Invalid sku_id: a positive whole number is required',
  cart_sku_ids_invalid: 'Invalid sku_ids: give 1 to 100 SKU ids',
  cart_quantity_invalid: 'Invalid quantity: enter a whole number from 1 to 999',
  cart_selected_invalid: 'Invalid selected: true or false is required',
  cart_update_empty: 'Send quantity or selected',
  cart_items_invalid: 'Invalid items: use skuId:quantity pairs separated by commas, at most 100 (e.g. 12:1,34:2)',
  cart_merge_too_many: 'Invalid lines: at most 100 lines',
  cart_sku_unavailable: 'This item is no longer available',
  cart_sold_out: 'This item is sold out',
  cart_stock_left: 'The quantity is more than the stock: only {stock} left',
  cart_stock_left_in_cart: 'The quantity is more than the stock: only {stock} left and {in_cart} already in your cart',
  cart_line_max: 'At most 999 of one item; {in_cart} already in your cart',
  cart_full: 'Your cart holds at most 100 different items; please remove some first',
  cart_line_missing: 'This item is not in your cart',
};
