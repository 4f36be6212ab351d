// Storefront routes (SPEC 2). Every page exists unprefixed (zh-cn) and under /en via
// the optional segment `en?`.
import { type RouteConfig, route } from '@react-router/dev/routes';
import { CONTENT_PAGES } from '../domain/site/content-pages.ts';

export default [
  route('en?', 'routes/home.tsx', { id: 'home' }),
  ...CONTENT_PAGES.map((p) => route(`en?${p.path}`, 'routes/content-page.tsx', { id: `page-${p.slug}` })),
  route('en?/product/cate/:id', 'routes/category.tsx', { id: 'category' }),
  route('en?/product/:id', 'routes/product.tsx', { id: 'product' }),
  route('en?/search', 'routes/search.tsx', { id: 'search' }),
  route('en?/my/address', 'routes/my-address.tsx', { id: 'my-address' }),
  route('en?/my/order', 'routes/my-orders.tsx', { id: 'my-orders' }),
  route('en?/my/order/:id', 'routes/my-order.tsx', { id: 'my-order' }),
  route('en?/my/order/:id/after-sale', 'routes/after-sale.tsx', { id: 'after-sale' }),
  route('en?/cart', 'routes/cart.tsx', { id: 'cart' }),
  route('en?/order/confirm_order', 'routes/confirm-order.tsx', { id: 'confirm-order' }),
  route('en?/order/pay', 'routes/pay.tsx', { id: 'pay' }),
  route('en?/result/success', 'routes/result.tsx', { id: 'result-success' }),
  route('en?/result/fail', 'routes/result.tsx', { id: 'result-fail' }),
  route('en?/404', 'routes/not-found.tsx', { id: 'not-found' }),
  route('en?/login', 'routes/login.tsx', { id: 'login' }),
  route('currency', 'routes/currency.ts', { id: 'currency' }),
  route('token_url', 'routes/token-url.tsx', { id: 'token-url' }),
  route('sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap' }),
  route('robots.txt', 'routes/robots.ts', { id: 'robots' }),
  route('*', 'routes/catch-all.tsx', { id: 'catch-all' }),
] satisfies RouteConfig;
