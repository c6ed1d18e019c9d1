import { expect, test } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { getFlow } from '@/machines';
import type { StepMeta } from '@/machines/engine/types';
import { DOCUMENT_STEPS as DOCUMENT } from '../shared/buddyfight-steps';

/** Steps a chart carries itself: a host of a nested chart counts, the nested chart's own steps do not. */
function ownSteps(node: AnyStateNode, out: string[] = []): string[] {
  const meta: StepMeta = node.meta ?? {};
  if (meta.step) out.push(meta.step);
  if (meta.flow) return out;
  for (const child of Object.values(node.states ?? {})) ownSteps(child, out);
  return out;
}

const byNumber = (a: string, b: string) => {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < Math.max(x.length, y.length); i++) if ((x[i] ?? -1) !== (y[i] ?? -1)) return (x[i] ?? -1) - (y[i] ?? -1);
  return 0;
};

for (const [id, steps] of Object.entries(DOCUMENT)) {
  test(`${id}: the chart's numbered steps are exactly the document's`, () => {
    const flow = getFlow('buddyfight', id)!;
    const own = [...new Set(ownSteps(flow.machine.root))].sort(byNumber);
    expect(own).toEqual([...steps].sort(byNumber));
  });
}

test('the document lists 88 procedure steps across the five flows', () => {
  expect(Object.values(DOCUMENT).flat()).toHaveLength(88);
});
