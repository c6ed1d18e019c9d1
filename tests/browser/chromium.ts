import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Flags that keep Debian's Chromium quiet on a machine with no outside network.
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A fresh Chromium with its own user-data-dir, as the machine notes require. Service workers are blocked unless a
 * test asks for them: otherwise every test file's browser precaches the whole export (about 14 MB) in the
 * background while it tests, which on a 2-core machine starves page loads, and pages would be answered from
 * that cache instead of the server under test. offline.test.ts and deploy.test.ts test the worker itself.
 */
export async function launch({ serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {}): Promise<{
  context: BrowserContext;
  close: () => Promise<void>;
}> {
  const dir = mkdtempSync(join(tmpdir(), 'ruleflow-chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: { width: 1280, height: 900 },
    serviceWorkers,
  });
  return { context, close: () => context.close() };
}

export type { Browser };
