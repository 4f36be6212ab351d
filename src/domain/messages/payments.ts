// API messages of payments in both languages.
export const zh = {
  pay_provider_unavailable: '该支付方式暂不可用',
  pay_deadline_passed: '订单已超过支付期限，已自动取消',
  pay_start_failed: '暂时无法发起支付，请稍后重试',
  webhook_invalid: '通知签名校验失败',
} as const;

export const en: Record<keyof typeof zh, string> = {
  pay_provider_unavailable: 'This payment method is not available',
  pay_deadline_passed: 'The payment deadline has passed and the order was cancelled',
  pay_start_failed: 'The payment could not be started, please try again',
  webhook_invalid: 'Webhook signature verification failed',
};
