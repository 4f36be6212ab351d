// API messages of payments in both languages.
export const zh = {
  pay_provider_unavailable: '该支付方式暂不可用',
  pay_deadline_passed: '订单已超过支付期限，已自动取消',
  pay_start_failed: '暂时无法发起支付，请稍后重试',
  webhook_invalid: '通知签名校验失败',
  demo_page_title: '演示支付',
  demo_page_note: '这是测试收银台，不会产生真实扣款。',
  demo_page_merchant: '商户',
  demo_page_order: '订单号',
  demo_page_amount: '支付金额',
  demo_page_pay: '确认支付',
  demo_page_fail: '模拟支付失败',
  demo_page_paid: '该笔支付已结束。',
  demo_page_back: '返回商店',
  pay_order_description: '订单 {no}',
} as const;

export const en: Record<keyof typeof zh, string> = {
  pay_provider_unavailable: 'This payment method is not available',
  pay_deadline_passed: 'The payment deadline has passed and the order was cancelled',
  pay_start_failed: 'The payment could not be started, please try again',
  webhook_invalid: 'Webhook signature verification failed',
  demo_page_title: 'Demo payment',
  demo_page_note: 'This is a test checkout: no money moves.',
  demo_page_merchant: 'Merchant',
  demo_page_order: 'Order number',
  demo_page_amount: 'Amount',
  demo_page_pay: 'Pay now',
  demo_page_fail: 'Simulate a failed payment',
  demo_page_paid: 'This payment has already ended.',
  demo_page_back: 'Back to the shop',
  pay_order_description: 'Order {no}',
};
