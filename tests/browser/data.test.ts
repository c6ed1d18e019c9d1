import Ajv2020 from 'ajv/dist/2020';
import { expect, test } from 'vitest';
import { getFlow } from '@/machines';
import { parseWalk, replay } from '@/machines/engine/replay';
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

test('a published flow is the chart: every arrow joins published steps or ends', async () => {
  for (const flow of ['call', 'attack-phase']) {
    const data = await get(`/data/buddyfight/flows/${flow}.json`);
    const known = new Set<string>([...data.steps.map((s: { step: string }) => s.step), ...Object.keys(data.ends).map((e) => `end:${e}`)]);
    for (const t of data.transitions) {
      for (const end of [t.from, t.to]) expect(known.has(end) || /^[\d.]+>([\d.]+|done)$/.test(end), `${flow}: ${end}`).toBe(true);
    }
  }
});

test('every published ruling round-trips through the replay function to the same answer', async () => {
  const rulings = await get('/data/buddyfight/rulings.json');
  expect(rulings.length).toBeGreaterThanOrEqual(12);
  for (const r of rulings) {
    const flow = getFlow(r.game, r.flow)!;
    const parsed = parseWalk(flow, r.replay.walk, r.replay.setup);
    expect(parsed.problem, r.id).toBeUndefined();
    const result = replay(flow, parsed.events, r.replay.setup);
    expect(result.position.key, r.id).toBe(r.outcome.stop);
    expect(result.log.map((l) => l.code), r.id).toEqual(r.outcome.log);
  }
});
