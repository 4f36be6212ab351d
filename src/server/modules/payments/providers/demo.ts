// The built-in test gateway: a hosted page (see ../demo-page.ts) with Pay and Fail.
// It moves no money; its "captures" and "refunds" succeed at once. Offered only when
// PAYMENT_DEMO allows it (default: everywhere but production).
import { randomBytes } from 'node:crypto';
import { type PaymentProvider, WebhookVerificationError } from '../provider.ts';

export function createDemoProvider(opts: { publicUrl: string }): PaymentProvider {
  return {
    name: 'demo',
    async start(input) {
      const token = `demo_${randomBytes(18).toString('base64url')}`;
      return { providerRef: token, redirectUrl: `${opts.publicUrl}/pay/demo/${token}?lang=${input.locale}` };
    },
    // The page applies Pay and Fail itself, through the same path as a webhook.
    async complete() {
      return { status: 'pending' };
    },
    async refund(input) {
      return { status: 'succeeded', refundRef: `demo_refund_${input.refundId}` };
    },
    async verifyWebhook() {
      throw new WebhookVerificationError('the demo gateway sends no webhooks');
    },
  };
}
