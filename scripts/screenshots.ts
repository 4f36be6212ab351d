// Takes desktop and phone screenshots of storefront pages for a visual check:
//   node scripts/screenshots.ts [baseUrl] [outDir] [path ...]
import { mkdirSync } from 'node:fs';
import { launchChromium } from '../test/helpers/chromium.ts';

const [base = 'http://localhost:3000', out = 'test-results/screens', ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ['/', '/en', '/faq', '/en/our-story', '/no-such-page'];
const viewports = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };

mkdirSync(out, { recursive: true });
const browser = await launchChromium();
for (const [name, viewport] of Object.entries(viewports)) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  for (const path of pages) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const file = `${out}/${name}${path.replace(/[^\w]+/g, '_') || '_'}.png`;
    await page.screenshot({ path: file, fullPage: name === 'phone' });
    console.log(file);
  }
  await context.close();
}
await browser.close();
