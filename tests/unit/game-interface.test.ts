import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, test, vi } from 'vitest';
import type { ChartNode } from '@/machines/engine/chart';

/**
 * The claim of README's "how it is built": a game is machines/<id>, content/<id>
 * and one line in games.ts. These tests make it checkable.
 */

// The registry the shared layer sees in this file: the real games plus a made-up one from tests/fixtures.
vi.mock('@/games', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/games')>();
  const registry = { ...real.registry, toy: { machines: () => import('../fixtures/toy/machines'), content: () => import('../fixtures/toy/content') } };
  return { registry, gameLine: (id: string) => (Object.hasOwn(registry, id) ? registry[id as keyof typeof registry] : undefined) };
});

const files = (...paths: string[]) =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...paths], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);

/** Game ids and game-shaped ideas the shared layer must not name. */
const GAME_WORDS = [
  /buddyfight/i,
  /fftcg|ff-tcg|final fantasy/i,
  /goda/i,
  /battle[ -]?guardians/i,
  /rulesCheck|rules-check|rules check/i,
  /concordance/i,
  /counterable/i,
  /\bCounter\b/,
  /【対抗】/,
  /2014/,
  /★/,
];

describe('the shared layer names no game', () => {
  // machines/engine/stack.ts names the games whose stacks it serves in a comment; it is shared code owned elsewhere.
  const shared = [
    ...files('app').filter((f) => /\.(ts|tsx|mjs)$/.test(f)),
    'content/schema.ts',
    'content/game.ts',
    'content/index.ts',
    'content/ui.ts',
    'content/pages.ts',
    'content/compare.ts',
    'machines/index.ts',
    ...files('machines/engine').filter((f) => f.endsWith('.ts') && f !== 'machines/engine/stack.ts'),
  ];
  test.each(shared)('%s', async (file) => {
    const text = readFileSync(file, 'utf8');
    // Whatever id a game is registered under counts too, so a fifth game is covered without editing this list.
    const { registry } = await import('@/games');
    const ids = Object.keys(registry)
      .filter((id) => id !== 'toy')
      .map((id) => new RegExp(`\\b${id}\\b`, 'i'));
    for (const w of [...GAME_WORDS, ...ids]) expect(text.match(w)?.[0], `${file} names ${w}`).toBeUndefined();
  });

  test('the check can fail: it finds the words in a game folder', () => {
    const text = readFileSync('content/buddyfight/index.ts', 'utf8');
    expect(GAME_WORDS.some((w) => w.test(text))).toBe(true);
  });
});

describe('a game is its two folders and one registry line', async () => {
  const { registry } = await import('@/games');
  // README's numbered list under "Adding a game: exactly these files", as path patterns with <id>.
  const readme = readFileSync('README.md', 'utf8');
  const section = readme.split('### Adding a game: exactly these files')[1]?.split(/\n(?:#|Tests for the game)/)[0] ?? '';
  const listed = [...section.matchAll(/^\d+\. (?:One line in )?`([^`]+)`/gm)].map((m) => m[1].replace(/:.*$/, ''));

  test('README lists the two folders and the registry as the files a game touches', () => {
    expect(listed).toEqual(['machines/<id>/', 'content/<id>/', 'games.ts']);
  });

  test('outside the files README lists (and tests, scripts and docs), no file names a registered game', () => {
    const ids = Object.keys(registry).filter((id) => id !== 'toy');
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const inList = (f: string, id: string) => listed.some((p) => (p.endsWith('/') ? f.startsWith(p.replace('<id>', id)) : f === p));
    const allowed = (f: string, id: string) => inList(f, id) || f.startsWith('tests/') || f.endsWith('.md') || f.startsWith('scripts/');
    const stray = files()
      .filter((f) => /\.(ts|tsx|mjs|mdx|json)$/.test(f) && !f.startsWith('out/') && f !== 'package-lock.json')
      .flatMap((f) => ids.filter((id) => !allowed(f, id) && new RegExp(`\\b${id}\\b`).test(readFileSync(f, 'utf8'))).map((id) => `${f} names ${id}`));
    expect(stray).toEqual([]);
  });

  const { games } = await import('@/content');
  const { getFlow, gameMachines } = await import('@/machines');
  test('a made-up game registered in a test registry reaches every shared consumer', async () => {
    expect(Object.keys(gameMachines)).toContain('toy');
    expect(games.toy.content.title.en).toBe('Toy game');
    const { chartModel, stepsOf, shortestWalkTo } = await import('@/machines/engine/chart');
    const flow = getFlow('toy', 'toss')!;
    expect(stepsOf(flow)).toEqual(['A', 'B']);
    expect(chartModel(flow).root.children.find((c) => c.step === 'A')?.badges).toEqual(['mark']);
    expect(shortestWalkTo(flow, 'B')?.events).toEqual(['flip']);

    const { searchDocs } = await import('@/app/lib/search/build');
    // A document's group is its page's path without the locale.
    const docs = searchDocs().filter((d) => d.group.startsWith('toy/'));
    expect(docs.map((d) => `/${d.group}`)).toEqual(expect.arrayContaining(['/toy/toss', '/toy/toss/A', '/toy/rulings/toss-q1', '/toy/terms/coin']));

    const { dataFlow, dataRulings, dataTopics, dataIndex } = await import('@/app/lib/data/published');
    expect(dataFlow('toy', 'toss').steps.map((s) => [s.step, s.badges])).toEqual([
      ['A', ['mark']],
      ['B', []],
    ]);
    expect(dataRulings('toy')[0].outcome.log).toEqual(['flipped']);
    expect(dataTopics('toy')).toEqual([expect.objectContaining({ id: 'coin', kind: 'terms', facts: { lucky: true } })]);
    expect(
      dataIndex()
        .files.filter((f) => f.game === 'toy')
        .map((f) => f.path),
    ).toContain('/data/toy/flows/toss.json');

    const { flowParams } = await import('@/app/lib/site');
    expect(flowParams()).toContainEqual({ locale: 'ja', game: 'toy', flow: 'toss' });
  }, 60_000);

  test('no game uses one id for two kinds of page (flows, topic kinds and extra pages share a URL segment)', () => {
    for (const [id, g] of Object.entries(games)) {
      const parts = [...Object.keys(g.flows), ...Object.keys(g.topicKinds), ...Object.keys(g.extras?.pages ?? {}), 'rulings'];
      expect(new Set(parts).size, id).toBe(parts.length);
    }
  });

  test('every badge on a step is named by its game, and points at a real topic', async () => {
    const { chartModel } = await import('@/machines/engine/chart');
    let seen = 0;
    for (const [id, g] of Object.entries(gameMachines)) {
      for (const [flowId, def] of Object.entries(g.flows)) {
        const walk = (n: ChartNode) => {
          for (const b of n.badges ?? []) {
            seen++;
            expect(games[id].badges, `${id}/${flowId} ${b}`).toHaveProperty(b);
          }
          n.children.forEach(walk);
        };
        walk(chartModel(def).root);
      }
      for (const b of Object.values(games[id].badges ?? {})) if (b.topic) expect(games[id].topics[b.topic.kind], b.topic.id).toHaveProperty(b.topic.id);
    }
    expect(seen).toBeGreaterThan(0);
  });
});
