// Screenshots of the checkout journey for a visual check (desktop and phone):
//   node scripts/look-checkout.ts <baseUrl> <databaseUrl> <outDir>
// Signs in with an email code read from the outbox table (run the server without SMTP_URL
// and with CAPTCHA=off), adds an address through the API, then walks confirm -> pay ->
// the demo gateway -> the result page; staff (ADMIN_EMAIL / ADMIN_PASSWORD in this
// script's environment and the server's) ship it; then the order, the list and the
// after-sale page.
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { launchChromium } from '../test/helpers/chromium.ts';

const [base = 'http://localhost:3000', databaseUrl = '', out = 'test-results/checkout'] = process.argv.slice(2);
const admin = { email: process.env.ADMIN_EMAIL ?? '', password: process.env.ADMIN_PASSWORD ?? '' };
mkdirSync(out, { recursive: true });
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const { rows: skus } = await db.query<{ id: number }>(
  `SELECT s.id FROM good_skus s JOIN goods g ON g.id = s.good_id WHERE g.on_shelf AND s.stock > 5 ORDER BY s.id LIMIT 2`,
);
const browser = await launchChromium();
for (const [name, viewport] of Object.entries({
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
})) {
  const context = await browser.newContext({ viewport, baseURL: base, locale: 'zh-CN' });
  const email = `look-${name}-${Date.now()}@example.com`;
  await context.request.post('/v1/user/sendCode', { data: { email } });
  const { rows } = await db.query<{ text: string }>(
    `SELECT text FROM mail_outbox WHERE "to" = $1 ORDER BY id DESC LIMIT 1`,
    [email],
  );
  const code = rows[0]?.text.match(/\b(\d{6})\b/)?.[1];
  await context.request.post('/v1/user/loginByCode', { data: { email, code } });
  const page = await context.newPage();
  const shot = async (step: string) => {
    await page.waitForLoadState('load');
    await page.waitForTimeout(1200);
    const file = `${out}/${name}-${step}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  };
  await page.goto('/');
  await page.evaluate(async () => {
    const me = await (await fetch('/v1/user/info')).json();
    localStorage.setItem('user', JSON.stringify(me.data));
  });
  await page.goto(`/order/confirm_order?items=${skus.map((s) => `${s.id}:1`).join(',')}`);
  await shot('1-confirm-empty');
  const csrf = (await context.request.get('/v1/csrf')).headers()['x-csrf-token'] ?? '';
  await context.request.post('/v1/useraddress', {
    headers: { 'x-csrf-token': csrf, origin: base },
    data: {
      country: 'US',
      province: 'California',
      city: 'San Francisco',
      address: '1 Market St, Suite 200',
      contact: 'Alex Doe',
      phone: '+14155550100',
      postal_code: '94105',
      is_default: true,
    },
  });
  await page.reload();
  await page.getByTestId('coupon-input').fill('SAVE30');
  await page.getByTestId('coupon-apply').click();
  await shot('2-confirm');
  await page.getByTestId('place-order').click();
  await page.waitForURL(/\/order\/pay/);
  await shot('3-pay');
  await page.getByTestId('pay-now').click();
  await page.waitForURL(/\/pay\/demo\//);
  await shot('4-demo');
  await page.getByTestId('demo-pay').click();
  await page.waitForURL(/\/result\/success/, { timeout: 20_000 });
  await shot('5-success');
  // Staff ship it (ADMIN_EMAIL / ADMIN_PASSWORD of the server).
  const orderId = new URL(page.url()).searchParams.get('order_id');
  const json = { 'content-type': 'application/json' };
  const login = await fetch(`${base}/v1/admin/login`, { method: 'POST', headers: json, body: JSON.stringify(admin) });
  const staffToken = ((await login.json()) as { data: { token: string } }).data.token;
  await fetch(`${base}/v1/admin/orders/${orderId}/ship`, {
    method: 'POST',
    headers: { ...json, 'staff-token': staffToken },
    body: JSON.stringify({ carrier: 'ems', tracking_no: 'EE123456789CN' }),
  });
  await page.goto(`/my/order/${orderId}`);
  await shot('6-order-shipped');
  await page.goto('/my/order');
  await shot('7-my-orders');
  await page.goto(`/my/order/${orderId}/after-sale`);
  await shot('8-after-sale');
  await context.close();
}
await browser.close();
await db.end();
