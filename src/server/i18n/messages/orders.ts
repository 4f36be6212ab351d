// API messages of the orders module in both languages (merged into api-messages.ts).
export const zh = {
  order_cancelled: '取消成功',
  order_receipt_confirmed: '已确认收货',
} as const;

export const en: Record<keyof typeof zh, string> = {
  // SPEC 8: the success message of cancelling an order.
  order_cancelled: 'Canceled Successfully',
  order_receipt_confirmed: 'Receipt confirmed',
};
