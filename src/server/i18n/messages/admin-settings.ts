// API messages of the admin settings screens in both languages (merged into api-messages.ts).
export const zh = {
  admin_settings_saved: '设置已保存',
  admin_settings_page_saved: '页面已保存',
  admin_settings_logo_path: 'Logo 必须是上传的图片（/uploads/…）或品牌图片（/brand/…）',
  admin_settings_title_required: '请填写中文网站标题',
  admin_settings_analytics_too_long: '统计代码最多 20000 个字符',
  admin_settings_currency: '币种必须是 CNY、USD、EUR、JPY、GBP 之一',
  admin_settings_country_list: '国家/地区列表需包含 1 到 250 个有效的两位国家代码（ISO 3166-1，如 CN、US）',
  admin_settings_client: '默认客户端必须是 1（iOS）、2（Android）、3（移动网页）或 4（桌面网页）',
  admin_settings_smtp_host: 'SMTP 服务器需为主机名或 IP 地址，例如 smtp.example.com',
  admin_settings_smtp_port: 'SMTP 端口需在 1 到 65535 之间',
  admin_settings_abandoned_cart: '购物车提醒时间需为 0 到 43200 分钟之间的整数（0 为关闭）',
  admin_settings_mail_from: '发件地址需为邮箱，或“名称 <邮箱>”的形式，例如 Shop <no-reply@example.com>',
  admin_settings_secret_spaces: '密钥中不能包含空格或换行',
  admin_settings_page_title_required: '请填写页面的中文标题',
  admin_settings_page_too_long: '页面内容每种语言最多 50000 个字符',
} as const;

export const en: Record<keyof typeof zh, string> = {
  admin_settings_saved: 'Settings saved',
  admin_settings_page_saved: 'Page saved',
  admin_settings_logo_path: 'The logo must be an uploaded image (/uploads/…) or a brand image (/brand/…)',
  admin_settings_title_required: 'Enter the site title in Chinese',
  admin_settings_analytics_too_long: 'The analytics snippet can have at most 20,000 characters',
  admin_settings_currency: 'The currency must be one of CNY, USD, EUR, JPY, GBP',
  admin_settings_country_list:
    'The country list needs 1 to 250 valid two-letter country codes (ISO 3166-1, e.g. CN, US)',
  admin_settings_client: 'The default client must be 1 (iOS), 2 (Android), 3 (mobile web) or 4 (desktop web)',
  admin_settings_smtp_host: 'The SMTP server must be a host name or IP address, e.g. smtp.example.com',
  admin_settings_smtp_port: 'The SMTP port must be between 1 and 65535',
  admin_settings_abandoned_cart:
    'The cart reminder wait must be a whole number of minutes from 0 to 43200 (0 turns it off)',
  admin_settings_mail_from: 'The From address must be an email or "Name <email>", e.g. Shop <no-reply@example.com>',
  admin_settings_secret_spaces: 'A secret cannot contain spaces or line breaks',
  admin_settings_page_title_required: 'Enter the page title in Chinese',
  admin_settings_page_too_long: 'The page content can have at most 50,000 characters per language',
};
