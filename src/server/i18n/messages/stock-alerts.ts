// API messages of back-in-stock alerts (issue #41 item 3) in both languages (merged into api-messages.ts).
export const zh = {
  stock_alert_unavailable: '该商品已下架或不存在',
  stock_alert_in_stock: '该规格有货，可以直接购买',
  stock_alert_email_required: '请输入接收到货通知的邮箱',
  stock_alert_created: '到货后我们会邮件通知您',
} as const;

export const en: Record<keyof typeof zh, string> = {
  stock_alert_unavailable: 'This item is no longer available',
  stock_alert_in_stock: 'This variant is in stock: you can buy it now',
  stock_alert_email_required: 'Enter the email to notify',
  stock_alert_created: "We'll email you when it's back",
};
