// Every catalogue whole, base and sections, for the server (entry.server.tsx) and tests.
// The type makes each language cover every key.
import type { Locale } from '../../domain/i18n/locale.ts';
import enAddress from './catalogs/en/address.ts';
import enAfterSales from './catalogs/en/after-sales.ts';
import enAuth from './catalogs/en/auth.ts';
import enCart from './catalogs/en/cart.ts';
import enCatalog from './catalogs/en/catalog.ts';
import enCheckout from './catalogs/en/checkout.ts';
import enOrders from './catalogs/en/orders.ts';
import enTracking from './catalogs/en/tracking.ts';
import enUpload from './catalogs/en/upload.ts';
import en from './catalogs/en.ts';
import zhAddress from './catalogs/zh-cn/address.ts';
import zhAfterSales from './catalogs/zh-cn/after-sales.ts';
import zhAuth from './catalogs/zh-cn/auth.ts';
import zhCart from './catalogs/zh-cn/cart.ts';
import zhCatalog from './catalogs/zh-cn/catalog.ts';
import zhCheckout from './catalogs/zh-cn/checkout.ts';
import zhOrders from './catalogs/zh-cn/orders.ts';
import zhTracking from './catalogs/zh-cn/tracking.ts';
import zhUpload from './catalogs/zh-cn/upload.ts';
import zhCn from './catalogs/zh-cn.ts';
import type { CatalogKey } from './messages.ts';

export const allCatalogs: Record<Locale, Record<CatalogKey, string>> = {
  'zh-cn': {
    ...zhCn,
    ...zhAddress,
    ...zhAfterSales,
    ...zhAuth,
    ...zhCart,
    ...zhCatalog,
    ...zhCheckout,
    ...zhOrders,
    ...zhTracking,
    ...zhUpload,
  },
  en: {
    ...en,
    ...enAddress,
    ...enAfterSales,
    ...enAuth,
    ...enCart,
    ...enCatalog,
    ...enCheckout,
    ...enOrders,
    ...enTracking,
    ...enUpload,
  },
};
