// API messages of taxes and duties per destination (issue #40), in both languages.
export const zh = {
  admin_tax_countries_invalid: '请填写 1 到 100 个国家或地区代码（ISO 3166-1 两位字母，如 DE）',
  admin_tax_country_unknown: '未知的国家或地区代码：{country}',
  admin_tax_country_taken: '{country} 已属于另一个目的地，一个国家只能有一套税费规则',
  admin_tax_rate_invalid: '税率需为 0 到 100 之间的百分比，最多 4 位小数',
  admin_duty_rate_invalid: '关税税率需为 0 到 1000 之间的百分比，最多 4 位小数；分类需为分类编号',
  admin_duty_terms_invalid: '贸易条款需为 ddp（本店代缴）或 ddu（收件人缴纳）',
} as const;

export const en: Record<keyof typeof zh, string> = {
  admin_tax_countries_invalid: 'List 1 to 100 country codes (ISO 3166-1 two letters, e.g. DE)',
  admin_tax_country_unknown: 'Unknown country code: {country}',
  admin_tax_country_taken: '{country} already belongs to another destination; a country has one tax rule',
  admin_tax_rate_invalid: 'The tax rate must be a percentage from 0 to 100 with at most 4 decimals',
  admin_duty_rate_invalid: 'A duty rate must be a percentage from 0 to 1000 with at most 4 decimals, per category id',
  admin_duty_terms_invalid: 'Terms must be ddp (the shop pays duties) or ddu (the recipient pays)',
};
