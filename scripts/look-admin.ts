// Screenshots of admin screens at desktop and phone width, for a person to look at:
//   node scripts/look-admin.ts <base> <email> <password> <outDir> [path ...]
// Signs in through /admin/login, then opens each path (default: every menu entry).
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [base = 'http://localhost:3100', email = '', password = '', out = '/tmp/admin-shots', ...paths] =
  process.argv.slice(2);
const targets = paths.length
  ? paths
  : [
      '/admin',
      '/admin/goods',
      '/admin/goods/new',
      '/admin/groups',
      '/admin/orders',
      '/admin/after-sales',
      '/admin/customers',
      '/admin/coupons',
      '/admin/shipping',
      '/admin/settings',
      '/admin/team',
      '/admin/audit',
    ];
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const [name, viewport] of [
  ['desk', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  for (const lang of (process.env.LANGS ?? 'zh-cn').split(',')) {
    const ctx = await browser.newContext({ viewport, locale: lang === 'en' ? 'en-US' : 'zh-CN' });
    await ctx.addCookies([{ name: 'i18n_redirected', value: lang, url: base }]);
    const page = await ctx.newPage();
    page.on('pageerror', (e) => console.log('pageerror', e.message));
    await page.goto(`${base}/admin/login`);
    await page.locator('#email').fill(email);
    await page.locator('#password').fill(password);
    await page.locator('button[type=submit]').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/admin/login'));
    for (const p of targets) {
      await page.goto(base + p);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(400);
      const file = `${out}/${name}-${lang}${p.replaceAll('/', '_')}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await ctx.close();
  }
}
await browser.close();
