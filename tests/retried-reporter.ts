import type { Reporter, TestModule } from 'vitest/node';

/**
 * Names every test that passed only on its second try (CI retries failed browser tests once, see vitest.config.ts),
 * so a flaky test shows in the log instead of hiding behind a green run.
 */
export default class RetriedReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const flaky: string[] = [];
    for (const m of modules)
      for (const t of m.children.allTests()) if (t.diagnostic()?.flaky) flaky.push(`${m.moduleId.split('/tests/')[1] ?? m.moduleId} > ${t.fullName}`);
    if (flaky.length) console.log(`\nPassed only on a retry (${flaky.length}):\n${flaky.map((f) => `  - ${f}`).join('\n')}\n`);
  }
}
