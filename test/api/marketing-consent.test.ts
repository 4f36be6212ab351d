// Consent to marketing mail (issue #41 item 5): unticked unless the registration says so,
// answered by GET /user/info, changed by PUT /user/consent with its time and source.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { newCustomer } from '../helpers/customers.ts';

describe('marketing consent', () => {
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  async function register(extra: Record<string, unknown>) {
    n++;
    const { id } = await t.app.deps.captcha.create('1234');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/user/registe',
      headers: { lang: 'en' },
      payload: {
        username: `consent${n}`,
        email: `consent${n}-${Date.now()}@example.com`,
        mobile: '13812345678',
        password: 'correct horse battery',
        key: id,
        dots: '1234',
        ...extra,
      },
    });
    expect(res.json().code).toBe(200);
    return res.json().data as { uid: number; marketing_consent: boolean };
  }
  const row = async (userId: number) =>
    (
      await t.database.pool.query(
        'SELECT marketing_consent, marketing_consent_at, marketing_consent_source FROM users WHERE id = $1',
        [userId],
      )
    ).rows[0];

  it('registration: unticked without the field (old payloads), given with it', async () => {
    const without = await register({});
    expect(without.marketing_consent).toBe(false);
    expect(await row(without.uid)).toMatchObject({ marketing_consent: false, marketing_consent_at: null });
    const no = await register({ marketing_consent: false });
    expect(no.marketing_consent).toBe(false);
    const yes = await register({ marketing_consent: true });
    expect(yes.marketing_consent).toBe(true);
    const r = await row(yes.uid);
    expect(r).toMatchObject({ marketing_consent: true, marketing_consent_source: 'registration' });
    expect(r.marketing_consent_at).toBeInstanceOf(Date);
  });

  it('GET /user/info answers it; PUT /user/consent gives and withdraws it, stamped once per change', async () => {
    const c = await newCustomer(t);
    const info = async () => (await t.app.inject({ url: '/v1/user/info', headers: c.headers })).json().data;
    expect((await info()).marketing_consent).toBe(false);
    const put = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: '/v1/user/consent', headers: c.headers, payload: body });
    const given = (await put({ marketing: true, source: 'checkout' })).json();
    expect(given).toMatchObject({ code: 200, data: { marketing_consent: true } });
    expect(await row(c.userId)).toMatchObject({ marketing_consent: true, marketing_consent_source: 'checkout' });
    expect((await info()).marketing_consent).toBe(true);
    // Asking again changes nothing, not even the time.
    const again = (await put({ marketing: true })).json();
    expect(again.data.marketing_consent_at).toBe(given.data.marketing_consent_at);
    const withdrawn = (await put({ marketing: false })).json();
    expect(withdrawn).toMatchObject({ code: 200, data: { marketing_consent: false } });
    expect(await row(c.userId)).toMatchObject({ marketing_consent: false, marketing_consent_source: 'account' });
    expect((await info()).marketing_consent).toBe(false);
    expect((await put({ marketing: 'yes' })).json().code).toBe(400);
  });

  it('the code sign-in (the checkout’s) gives it when ticked, and never withdraws it', async () => {
    const signIn = async (email: string, extra: Record<string, unknown>) => {
      // A fresh code each time (the resend wait is not under test here).
      await t.database.pool.query('DELETE FROM email_codes WHERE email = $1', [email]);
      await t.app.deps.emailCodes.send(email, '10.0.0.9', 'Shop', 'en', '135790');
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/user/loginByCode',
        payload: { email, code: '135790', ...extra },
      });
      expect(res.json().code).toBe(200);
      return res.json().data as { uid: number; marketing_consent: boolean };
    };
    const email = `checkout-${Date.now()}@example.com`;
    const first = await signIn(email, {});
    expect(first.marketing_consent).toBe(false);
    const ticked = await signIn(email, { marketing_consent: true, consent_source: 'checkout' });
    expect(ticked.marketing_consent).toBe(true);
    expect(await row(ticked.uid)).toMatchObject({ marketing_consent: true, marketing_consent_source: 'checkout' });
    const unticked = await signIn(email, { marketing_consent: false });
    expect(unticked.marketing_consent).toBe(true);
  });

  it('needs a signed-in customer, and the anti-forgery token with cookies', async () => {
    const anon = await t.app.inject({ method: 'PUT', url: '/v1/user/consent', payload: { marketing: true } });
    expect(anon.json().code).toBe(301);
    const c = await newCustomer(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/user/consent',
      headers: { cookie: `access_token=${c.headers.token}; access_sign=${c.headers.sign}` },
      payload: { marketing: true },
    });
    expect(res.json().code).toBe(403);
    expect(await row(c.userId)).toMatchObject({ marketing_consent: false });
  });
});
