import { describe, expect, it } from 'vitest';
import { pagePolicy, paymentPageOrigins } from './security-headers.ts';

const formAction = (policy: string) => policy.split('; ').find((d) => d.startsWith('form-action'));

describe("a page's form-action", () => {
  it("allows the shop and the payment providers' hosted pages (the pay form redirects there)", () => {
    const targets = paymentPageOrigins({ paypal: 'https://api-m.paypal.com', stripe: 'https://api.stripe.com' });
    const policy = pagePolicy('n', { secure: true, google: false, analyticsCode: '', formTargets: targets });
    expect(formAction(policy)).toBe(
      "form-action 'self' https://www.paypal.com https://www.sandbox.paypal.com https://checkout.stripe.com",
    );
  });

  it("adds a configured API's own origin (a local fake serves its hosted page there), once", () => {
    expect(paymentPageOrigins({ paypal: 'http://127.0.0.1:4010/v2', stripe: 'http://127.0.0.1:4010' })).toEqual([
      'https://www.paypal.com',
      'https://www.sandbox.paypal.com',
      'https://checkout.stripe.com',
      'http://127.0.0.1:4010',
    ]);
  });

  it('stays the shop alone without targets', () => {
    expect(formAction(pagePolicy('n', { secure: false, google: false, analyticsCode: '' }))).toBe("form-action 'self'");
  });
});
