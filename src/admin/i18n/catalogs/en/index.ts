// The admin catalog (en): one section per screen, `t('goods.title')`.
import afterSales from './after-sales.ts';
import audit from './audit.ts';
import common from './common.ts';
import currencies from './currencies.ts';
import customers from './customers.ts';
import dashboard from './dashboard.ts';
import goods from './goods.ts';
import groups from './groups.ts';
import layout from './layout.ts';
import mail from './mail.ts';
import marketing from './marketing.ts';
import orders from './orders.ts';
import search from './search.ts';
import settings from './settings.ts';
import taxes from './taxes.ts';
import team from './team.ts';

export default {
  common,
  layout,
  dashboard,
  goods,
  groups,
  search,
  orders,
  afterSales,
  customers,
  marketing,
  settings,
  currencies,
  taxes,
  team,
  audit,
  mail,
};
