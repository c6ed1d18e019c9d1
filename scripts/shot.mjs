// Takes screenshots of pages for a human to look at: node scripts/shot.mjs URL OUT.png [width] [height] [dark]
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';
const [url, out, w = '1280', h = '900', scheme = 'light'] = process.argv.slice(2);
const profile = mkdtempSync(join(tmpdir(), 'shot-'));
const ctx = await chromium.launchPersistentContext(profile, {
  executablePath: '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
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
rmSync(profile, { recursive: true, force: true });
