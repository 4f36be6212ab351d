// Which providers this shop offers, built from configuration (demo) and settings
// (PayPal and Stripe credentials, edited in the admin area). Instances are kept while
// their credentials stay the same, so PayPal's OAuth token is reused.
import type { PaymentProviderName } from '../../../domain/orders/orders.ts';
import type { Config } from '../../config.ts';
import type { SettingsService } from '../settings/service.ts';
import type { PaymentProvider } from './provider.ts';
import { createDemoProvider } from './providers/demo.ts';
import { createPayPalProvider } from './providers/paypal.ts';
import { createStripeProvider } from './providers/stripe.ts';

const PAYPAL_LIVE = 'https://api-m.paypal.com';
const PAYPAL_SANDBOX = 'https://api-m.sandbox.paypal.com';

export function createProviderRegistry(config: Config, settings: SettingsService) {
  const demo = config.payments.demo ? createDemoProvider({ publicUrl: config.publicUrl }) : undefined;
  const cache = new Map<string, PaymentProvider>();

  function cached(key: string, build: () => PaymentProvider): PaymentProvider {
    let p = cache.get(key);
    if (!p) {
      for (const k of cache.keys()) if (k.startsWith(key.split('|')[0] as string)) cache.delete(k);
      p = build();
      cache.set(key, p);
    }
    return p;
  }

  async function available(): Promise<Map<PaymentProviderName, PaymentProvider>> {
    const s = await settings.get();
    const out = new Map<PaymentProviderName, PaymentProvider>();
    if (s.paypal_client_id && s.paypal_client_secret) {
      const apiUrl = config.payments.paypalApiUrl ?? (s.paypal_sandbox ? PAYPAL_SANDBOX : PAYPAL_LIVE);
      const key = `paypal|${apiUrl}|${s.paypal_client_id}|${s.paypal_client_secret}|${s.paypal_webhook_id}`;
      out.set(
        'paypal',
        cached(key, () =>
          createPayPalProvider({
            apiUrl,
            clientId: s.paypal_client_id,
            clientSecret: s.paypal_client_secret,
            webhookId: s.paypal_webhook_id,
          }),
        ),
      );
    }
    if (s.stripe_secret_key) {
      const apiUrl = config.payments.stripeApiUrl;
      const key = `stripe|${apiUrl}|${s.stripe_secret_key}|${s.stripe_webhook_secret}`;
      out.set(
        'stripe',
        cached(key, () =>
          createStripeProvider({ apiUrl, secretKey: s.stripe_secret_key, webhookSecret: s.stripe_webhook_secret }),
        ),
      );
    }
    if (demo) out.set('demo', demo);
    return out;
  }

  return {
    available,
    async get(name: string): Promise<PaymentProvider | undefined> {
      return (await available()).get(name as PaymentProviderName);
    },
  };
}

export type ProviderRegistry = ReturnType<typeof createProviderRegistry>;
