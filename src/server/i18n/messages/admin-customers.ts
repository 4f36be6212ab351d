// API messages of the admin customers screens in both languages (merged into api-messages.ts).
export const zh = {
  admin_customer_not_found: '找不到该顾客',
  admin_customer_disabled: '已停用该账号，其所有登录已失效',
  admin_customer_enabled: '已启用该账号，顾客可以重新登录',
  admin_customer_filter_invalid: '筛选条件无效',
} as const;

export const en: Record<keyof typeof zh, string> = {
  admin_customer_not_found: 'Customer not found',
  admin_customer_disabled: 'The account is disabled and signed out everywhere',
  admin_customer_enabled: 'The account is enabled; the customer can sign in again',
  admin_customer_filter_invalid: 'The filter is not valid',
};
