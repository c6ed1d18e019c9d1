import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { expect, test } from 'vitest';
import { getFlow } from '@/machines';
import { readReplay } from '@/machines/engine/replay-spec';
import { base } from './fixtures';

const get = async (path: string) => {
  const res = await fetch(`${base()}${path}`);
  expect(res.status, path).toBe(200);
  return res.json();
};

test('/data/index.json lists every published file, and each validates against its JSON Schema', async () => {
  const index = await get('/data/index.json');
  expect(index.generator).toBe('ruleflow');
  expect(index.files.length).toBeGreaterThanOrEqual(8);
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const indexSchema = await get('/data/schemas/index.schema.json');
  expect(ajv.validate(indexSchema, index), JSON.stringify(ajv.errors)).toBe(true);
  for (const file of index.files) {
    const [data, schema] = await Promise.all([get(file.path), get(file.schema)]);
    const validate = ajv.getSchema(schema.$id) ?? ajv.compile(schema);
    expect(validate(data), `${file.path}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
  }
});

// An object put where text belongs renders as "[object Object]" and builds without a warning (a citation did, on the
// concordance page). Every exported page is read once for it.
test('no exported page shows "[object Object]"', () => {
  const pages = (readdirSync('out', { recursive: true }) as string[]).filter((f) => f.endsWith('.html'));
  expect(pages.length).toBeGreaterThan(500);
  expect(pages.filter((f) => readFileSync(join('out', f), 'utf8').includes('[object Object]'))).toEqual([]);
});

test('the export ships no RSC payload files: each page carries its payload inline', async () => {
  for (const path of ['/en.txt', '/en/buddyfight/call.txt', '/en/buddyfight/attack-phase/3.2.1.txt', '/en/buddyfight/attack-phase/3.2.1/__next._full.txt']) {
    expect((await fetch(`${base()}${path}`)).status, path).toBe(404);
  }
  const html = await (await fetch(`${base()}/en/buddyfight/attack-phase/3.2.1`)).text();
  expect(html).toContain('self.__next_f.push');
});

test('a published flow is the chart: every arrow joins published steps or ends', async () => {
  for (const flow of ['call', 'attack-phase']) {
    const data = await get(`/data/buddyfight/flows/${flow}.json`);
    const known = new Set<string>([...data.steps.map((s: { step: string }) => s.step), ...Object.keys(data.ends).map((e) => `end:${e}`)]);
    for (const t of data.transitions) {
      for (const end of [t.from, t.to]) expect(known.has(end) || /^[\d.]+>([\d.]+|done)$/.test(end), `${flow}: ${end}`).toBe(true);
    }
  }
});

/**
 * Where each ruling's replay stops and log codes it must (or must not) produce, written by hand from the official
 * answers (the same positions tests/unit/rulings.test.ts asserts on the board). The published outcome is computed
 * at build time by the replay, so comparing it with another replay would prove nothing.
 */
const OUTCOMES: Record<string, { stop: string; has?: string[]; lacks?: string[] }> = {
  'call-q1': { stop: '2.4', lacks: ['buddy-gift'] },
  'call-q2': { stop: '2.2' },
  'call-q3': { stop: 'end:cancelled', has: ['call-stopped'] },
  'call-q4': { stop: '3.1' },
  'call-q5': { stop: '3.2' },
  'play-timing-q1': { stop: '3.1', has: ['non-turn-used'] },
  'play-timing-q2': { stop: '4.1' },
  'play-timing-q3': { stop: '2.1', has: ['returned', 'no-target'] },
  'attack-phase-q1': { stop: '3.3' },
  'attack-phase-q2': { stop: '3.3', lacks: ['penetrate-damage'] },
  'attack-phase-q3': { stop: '3.1.1' },
  'attack-phase-q4': { stop: '3.3' },
};

test('every published ruling has a replay a tool can parse, and the outcome the official answer gives', async () => {
  const rulings: {
    id: string;
    game: string;
    flow: string;
    replay: { walk: string; setup: string; edit?: string };
    outcome: { stop: string; log: string[] };
  }[] = await get('/data/buddyfight/rulings.json');
  const byId = new Map(rulings.map((r) => [r.id, r]));
  for (const [id, want] of Object.entries(OUTCOMES)) {
    const r = byId.get(id);
    expect(r, `${id} is not published`).toBeDefined();
    expect(r!.outcome.stop, id).toBe(want.stop);
    for (const code of want.has ?? []) expect(r!.outcome.log, id).toContain(code);
    for (const code of want.lacks ?? []) expect(r!.outcome.log, id).not.toContain(code);
  }
  const flows = new Map<string, Set<string>>();
  for (const r of rulings) {
    const flow = getFlow(r.game, r.flow);
    expect(flow, r.id).toBeDefined();
    // Read as the link it is, with the edits some rulings' boards carry.
    expect(readReplay(flow!, r.replay).problems, r.id).toEqual([]);
    // Rulings not in the table above still stop at a published step or end of their own flow.
    if (!flows.has(r.flow)) {
      const data = await get(`/data/${r.game}/flows/${r.flow}.json`);
      flows.set(r.flow, new Set([...data.steps.map((s: { step: string }) => s.step), ...Object.keys(data.ends).map((e) => `end:${e}`)]));
    }
    const stop = r.outcome.stop.split('>')[0];
    expect(flows.get(r.flow)!.has(stop), `${r.id} stops at ${r.outcome.stop}`).toBe(true);
  }
});
