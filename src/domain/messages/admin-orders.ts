// API messages of the admin orders and after-sales screens in both languages (merged into api-messages.ts).
export const zh = {
  admin_orders_status_invalid: '参数 status 无效：需为订单状态码，多个用逗号分隔（如 10,20）',
  admin_orders_date_invalid: '参数 from / to 无效：需为带时区的 ISO 8601 时间（如 2026-03-01T00:00:00+08:00）',
  admin_orders_range_invalid: '开始时间不能晚于结束时间',
  admin_orders_customer_invalid: '参数 customer 无效：最多 100 个字符',
  admin_orders_order_no_invalid: '参数 order_no 无效：需为 1 到 32 位数字',
  admin_orders_cancel_paid: '订单当前状态为“{status}”：只能取消未付款的订单。已付款的订单请通过售后申请退款',
  admin_orders_cancelled: '订单已取消',
  admin_orders_note_required: '请填写备注内容',
  admin_orders_note_too_long: '备注最多 2000 个字',
  admin_orders_note_added: '备注已添加',
  admin_orders_replacement_refused: '只有已签收退货、尚未寄出换货商品的已同意换货申请才能寄出换货',
  admin_orders_replacement_shipped: '换货商品已寄出',
} as const;

export const en: Record<keyof typeof zh, string> = {
  admin_orders_status_invalid: 'Invalid status: order status codes, several separated by commas (e.g. 10,20)',
  admin_orders_date_invalid: 'Invalid from / to: an ISO 8601 date-time with a time zone (e.g. 2026-03-01T00:00:00Z)',
  admin_orders_range_invalid: 'The start of the date range must not be after its end',
  admin_orders_customer_invalid: 'Invalid customer: at most 100 characters',
  admin_orders_order_no_invalid: 'Invalid order_no: 1 to 32 digits',
  admin_orders_cancel_paid:
    'The order is {status}: only unpaid orders can be cancelled. Refund a paid order through an after-sale request',
  admin_orders_cancelled: 'Order cancelled',
  admin_orders_note_required: 'Write the note first',
  admin_orders_note_too_long: 'A note can be at most 2000 characters',
  admin_orders_note_added: 'Note added',
  admin_orders_replacement_refused:
    'A replacement can be shipped only for an approved exchange whose returned goods arrived and whose replacement has not been sent',
  admin_orders_replacement_shipped: 'Replacement shipped',
};
