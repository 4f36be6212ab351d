// One interface for every payment provider (demo, PayPal, Stripe). The payments
// service owns the records and the order's state; a provider only talks to its gateway.
// Amounts are minor units of an ISO 4217 currency; each adapter converts at its edge.

export type ProviderName = 'demo' | 'paypal' | 'stripe';

export interface StartPaymentInput {
  /** Our payments row id: idempotency keys sent to the gateway derive from it. */
  paymentId: number;
  orderNo: string;
  amount: number;
  currency: string;
  /** Shown on the gateway's page, e.g. "Order 202611220001". */
  description: string;
  /** Where the buyer comes back after approving (`{ref}` is replaced by nothing; see returnUrl). */
  returnUrl: string;
  /** Where the buyer comes back after giving up. */
  cancelUrl: string;
  locale: 'zh-cn' | 'en';
  /**
   * How the amount divides (issue #40), given when the order has taxes or duties: gateways
   * that take a breakdown show them as their own lines. The parts add up to `amount`.
   */
  breakdown?: ChargeParts;
}

/** The parts of a charge (minor units) and the words for its tax and duty lines in the buyer's language. */
export interface ChargeParts {
  items: number;
  shipping: number;
  discount: number;
  taxes: number;
  duties: number;
  /** 'VAT (19%)' */
  taxLabel: string;
  /** 'Import duties' */
  dutiesLabel: string;
  /** 'Order 2026…: goods and shipping' (the line that is neither tax nor duty) */
  goodsLabel: string;
}

export interface StartedPayment {
  /** The gateway's id for this attempt (PayPal order id, Stripe Checkout Session id, demo token). */
  providerRef: string;
  /** The hosted page the buyer is sent to. */
  redirectUrl: string;
}

export type CaptureOutcome =
  | { status: 'paid'; captureRef: string; amount: number; currency: string }
  | { status: 'pending' }
  | { status: 'failed'; reason: string };

export interface RefundInput {
  /** Our refunds row id: the gateway idempotency key derives from it. */
  refundId: number;
  captureRef: string;
  amount: number;
  currency: string;
}

export interface RefundOutcome {
  status: 'succeeded' | 'pending' | 'failed';
  refundRef?: string;
  reason?: string;
}

/** A verified webhook, reduced to what the payments service needs. */
export interface WebhookEvent {
  /** The gateway's event id (deduplication key). */
  eventId: string;
  /** paid: money captured; failed: the attempt ended unpaid; other: recorded and ignored. */
  kind: 'paid' | 'failed' | 'other';
  /** The gateway's name of the event, e.g. PAYMENT.CAPTURE.COMPLETED. */
  type: string;
  /** The attempt it is about (providerRef of StartedPayment), when it is about one. */
  providerRef?: string;
  captureRef?: string;
  amount?: number;
  currency?: string;
  payload: unknown;
}

export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received (signatures are computed over the raw bytes). */
  rawBody: string;
}

export class WebhookVerificationError extends Error {}

export interface PaymentProvider {
  readonly name: ProviderName;
  start(input: StartPaymentInput): Promise<StartedPayment>;
  /**
   * Called when the buyer returns or when status is polled: PayPal captures the
   * approved order (idempotent by PayPal-Request-Id), Stripe reads the session.
   */
  complete(providerRef: string, paymentId: number): Promise<CaptureOutcome>;
  refund(input: RefundInput): Promise<RefundOutcome>;
  /** Verifies a webhook's authenticity; throws WebhookVerificationError when it is forged. */
  verifyWebhook(req: WebhookRequest): Promise<WebhookEvent>;
}
