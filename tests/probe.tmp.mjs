import { chromium } from '@playwright/test';
const base = 'http://localhost:3901';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext();
await context.addCookies([{ name: 'age_ok', value: '1', url: base }]);
const page = await context.newPage();
const scripts = new Map();
page.on('response', async (r) => {
  if (r.url().endsWith('.js')) { try { const b = await r.body(); scripts.set(r.url(), b); } catch {} }
});
const path = process.argv[2] ?? '/cannabis-seeds';
await page.goto(base + path);
await page.waitForLoadState('networkidle');
const gate = page.getByRole('button', { name: 'I am 18 or older' });
if (await gate.count()) await gate.click();
const before = new Set(scripts.keys());
const action = process.argv[3] ?? 'add';
if (action === 'add') { console.log('cards', await page.locator('.kit-card-buttons button').count()); await page.getByRole('button', { name: /Add to cart/ }).first().click(); await page.waitForTimeout(3000); }
if (action === 'scroll') { await page.mouse.wheel(0, 20000); await page.waitForTimeout(1500); await page.mouse.wheel(0, 20000); await page.waitForTimeout(3000); }
const { gzipSync } = await import('node:zlib');
let total = 0;
for (const [url, b] of scripts) if (!before.has(url)) { const g = gzipSync(b).length; total += g; console.log('lazy', (g/1024).toFixed(1), url.split('/').pop(), b.includes('BIGINT_FORMAT_RANGES') ? 'ZOD' : ''); }
console.log('lazy total KiB', (total/1024).toFixed(1));
for (const [url, b] of scripts) if (before.has(url) && b.includes('BIGINT_FORMAT_RANGES')) console.log('initial has ZOD', url);
await browser.close();
