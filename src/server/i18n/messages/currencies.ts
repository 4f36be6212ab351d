// API messages of shopper currencies (issue #21): placing at a changed rate, and the
// admin's currencies, rates, rounding rules and fixed prices, in both languages.
export const zh = {
  rate_changed: '汇率刚刚有变动，请确认按新汇率计算的金额后再提交',
  rate_invalid: '汇率需为正数，最多 10 位小数',
  admin_currency_code_invalid: '币种代码需为 ISO 4217 三位大写字母代码（如 USD）',
  admin_currency_is_shop: '{code} 是本店结算币种，无需设置汇率',
  admin_currency_not_found: '未找到该币种',
  admin_currency_rounding_invalid: '取整规则无效：步长需为 1 到 1000000 的整数，尾数最多 6 位数字',
  admin_currency_feed_failed: '获取欧洲央行汇率失败：{reason}',
  admin_currency_feed_off: '未配置汇率来源（ECB_RATES_URL=off）',
  admin_currency_feed_missing: '欧洲央行汇率中没有 {code}，请手动填写汇率',
  admin_sku_price_invalid: '固定价格需为正整数（最小货币单位），且币种已启用',
  currency_not_offered: '本店不提供该币种：请从币种列表中选择',
} as const;

export const en: Record<keyof typeof zh, string> = {
  rate_changed: 'The exchange rate has just changed; please check the new total and submit again',
  rate_invalid: 'The rate must be a positive number with at most 10 decimals',
  admin_currency_code_invalid: 'The currency must be a three-letter ISO 4217 code in capitals (e.g. USD)',
  admin_currency_is_shop: '{code} is the shop currency and needs no rate',
  admin_currency_not_found: 'Currency not found',
  admin_currency_rounding_invalid:
    'Invalid rounding rule: the step must be a whole number from 1 to 1000000 and the ending at most 6 digits',
  admin_currency_feed_failed: 'Could not read the ECB reference rates: {reason}',
  admin_currency_feed_off: 'No rate feed is configured (ECB_RATES_URL=off)',
  admin_currency_feed_missing: 'The ECB reference rates have no {code}; please type its rate',
  admin_sku_price_invalid: 'A fixed price must be a positive whole number of minor units in an enabled currency',
  currency_not_offered: 'The shop does not offer this currency: please choose one from the list',
};
