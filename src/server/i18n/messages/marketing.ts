// API messages and page words of marketing mail (issue #41): consent, unsubscribing,
// cart reminders, in both languages.
export const zh = {
  unsubscribe_link_invalid: '退订链接无效或已损坏',
  unsubscribe_page_title: '退订邮件',
  unsubscribe_page_marketing:
    '点击下方按钮后，您将不再收到本店的优惠、到货与购物车提醒邮件。订单与账户相关的邮件不受影响。',
  unsubscribe_page_stock_alerts: '点击下方按钮后，该邮箱将不再收到到货通知。',
  unsubscribe_page_button: '退订',
  unsubscribe_page_done: '已退订',
  unsubscribe_page_done_note: '您不会再收到此类邮件。订单与账户相关的邮件不受影响。',
  unsubscribe_page_again: '改变主意了？登录后可在“我的订单”页重新订阅。',
  unsubscribe_page_invalid: '该退订链接无效。请使用邮件中的完整链接。',
  unsubscribe_page_back: '返回商店',
} as const;

export const en: Record<keyof typeof zh, string> = {
  unsubscribe_link_invalid: 'This unsubscribe link is not valid or was damaged',
  unsubscribe_page_title: 'Unsubscribe',
  unsubscribe_page_marketing:
    'Press the button below to stop offers, restock news and cart reminders from this shop. Mail about your orders and account is not affected.',
  unsubscribe_page_stock_alerts: 'Press the button below to stop restock alerts to this address.',
  unsubscribe_page_button: 'Unsubscribe',
  unsubscribe_page_done: 'You are unsubscribed',
  unsubscribe_page_done_note: 'You will not get this mail again. Mail about your orders and account is not affected.',
  unsubscribe_page_again: 'Changed your mind? Sign in and subscribe again on the My orders page.',
  unsubscribe_page_invalid: 'This unsubscribe link is not valid. Use the whole link from the mail.',
  unsubscribe_page_back: 'Back to the shop',
};
