// UI text of the catalogue pages (home, categories, content pages) and lists, English (must cover every zh-cn key).
import type zh from '../zh-cn/catalog.ts';

const en: Record<keyof typeof zh, string> = {
  'home.welcome': 'Welcome',
  'home.tagline': 'Curated goods, shipped to your door',
  'home.styleSelection': 'Style selection',
  'home.collections': 'Collections',
  'page.updated': 'Updated {date}',
  'policy.rates': 'Rates by destination',
  'policy.destination': 'Destination',
  'policy.firstItem': 'First item',
  'policy.additionalItem': 'Each additional item',
  'policy.freeFrom': 'Free from',
  'policy.free': 'Free',
  'policy.always': 'Always free',
  'policy.ratesNote':
    'Goods subtotal after discounts counts towards free shipping; goods marked "free shipping" carry no fee. The confirm-order page shows the exact fee.',
  'sort.label': 'Sort by',
  'sort.default': 'Featured',
  'sort.newest': 'Newest',
  'sort.price_asc': 'Price: low to high',
  'sort.price_desc': 'Price: high to low',
  'sort.sales': 'Best selling',
  'category.all': 'All',
  'category.empty': 'No goods in this category yet.',
  'category.count': '{total} items',
  'pager.label': 'Pagination',
  'pager.total': '{total} in total',
  'pager.prev': 'Previous page',
  'pager.next': 'Next page',
  'pager.page': 'Page {page}',
  'pager.pageSize': 'Per page',
  'home.explore': 'More to explore',
  'home.viewAll': 'View all',
  'list.loading': 'Loading…',
  'list.noMore': 'That is everything',
  'list.retry': 'Loading failed, tap to retry',
};

export default en;
