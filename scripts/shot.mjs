// Takes screenshots of pages for a human to look at: node scripts/shot.mjs URL OUT.png [width] [height] [dark]
import { chromium } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const [url, out, w = '1280', h = '900', scheme = 'light'] = process.argv.slice(2);
const ctx = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'shot-')), {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
  viewport: { width: Number(w), height: Number(h) },
  colorScheme: scheme,
});
const page = await ctx.newPage();
page.on('console', (m) => m.type() === 'error' && console.log('console error:', m.text()));
page.on('pageerror', (e) => console.log('page error:', e.message));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(400);
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
await ctx.close();
