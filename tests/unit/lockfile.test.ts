import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

/**
 * `npm ci` refuses a lockfile that lacks another platform's optional package (e.g. @next/swc-darwin-arm64),
 * which happens when a dependency's version has no published binaries for every platform. This catches it
 * in the unit tests, before CI's `npm ci` does.
 */
type Entry = { version?: string; dependencies?: Record<string, string>; optionalDependencies?: Record<string, string>; peer?: boolean };
const lock: { packages: Record<string, Entry> } = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const pkg: { dependencies: Record<string, string>; devDependencies: Record<string, string> } = JSON.parse(readFileSync('package.json', 'utf8'));
const packages = new Map(Object.entries(lock.packages));

/** Node's lookup: the nearest node_modules/<name> walking up from the dependent's own folder. */
function resolve(from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const at = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages.has(at)) return at;
    if (!dir) return undefined;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut < 0 ? '' : dir.slice(0, cut);
  }
}

test('the lockfile records the same direct dependencies as package.json', () => {
  const root = packages.get('')!;
  expect({ ...root.dependencies }).toEqual(pkg.dependencies);
  expect({ ...(root as { devDependencies?: Record<string, string> }).devDependencies }).toEqual(pkg.devDependencies);
});

test("every package's optional dependencies (other platforms' binaries) are in the lockfile", () => {
  const missing: string[] = [];
  let checked = 0;
  for (const [path, entry] of packages) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      checked++;
      if (!resolve(path, name)) missing.push(`${path || '(root)'} → ${name}`);
    }
  }
  expect(checked).toBeGreaterThan(10);
  expect(missing).toEqual([]);
});
