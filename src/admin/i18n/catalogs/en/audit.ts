import type zh from '../zh-cn/audit.ts';

// Admin screen texts: audit (en).
export default {
  title: 'Audit log',
  time: 'Time',
  staff: 'Staff',
  action: 'Action',
  actionPrefix: 'Action (prefix)',
  actionPrefixHelp: 'e.g. order. matches every order action, good.update only edits of goods',
  entity: 'Record',
  field: 'Field',
  before: 'Before',
  after: 'After',
  changed: 'Changed',
  noDetails: 'No before / after recorded',
  entity_good: 'Good',
  entity_order: 'Order',
  entity_after_sale: 'After-sale',
  entity_customer: 'Customer',
  entity_group: 'Group',
  entity_coupon: 'Coupon',
  entity_shipping_rule: 'Shipping rule',
  entity_staff: 'Staff',
  entity_settings: 'Settings',
  entity_page: 'Content page',
} satisfies Record<keyof typeof zh, string>;
