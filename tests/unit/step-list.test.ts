import { expect, test } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { getFlow } from '@/machines';
import type { StepMeta } from '@/machines/engine/types';

/**
 * The numbered steps of the detailed rules (000), section by section, typed in
 * from the document. A chart that drops a step or invents one fails here.
 * ④ 3.1 (continuous abilities) is a standing rule with no procedure, so no chart
 * carries it; the rules-check sandbox numbers its checks after 002 and is not listed.
 */
const DOCUMENT: Record<string, string[]> = {
  call: ['1.1', '1.2', '1.3', '1.4', '1.5', '1.6', '1.7', '2.1', '2.2', '2.3', '2.4', '3.1', '3.2', '3.3'],
  'play-timing': [
    '1.1',
    '2.1',
    '2.2',
    '2.3',
    '3.1',
    '3.2',
    '3.3',
    '4.1',
    '4.2',
    '5.1',
    '5.2',
    '6.1',
    '6.2',
    '6.3',
    '7.1',
    '7.2',
    '7.3',
    '8.1',
    '8.2',
    '9.1',
    '9.2',
    '10.1',
  ],
  'attack-phase': [
    '1.1',
    '1.1.1',
    '1.1.2',
    '1.2',
    '1.3',
    '1.4',
    '2.1',
    '2.1.1',
    '2.1.2',
    '2.1.3',
    '2.2',
    '2.3',
    '2.4',
    '2.5',
    '2.6',
    '3.1',
    '3.1.1',
    '3.1.2',
    '3.2',
    '3.2.1',
    '3.2.2',
    '3.3',
    '3.4',
    '3.5',
    '4.1',
    '4.2',
    '4.3',
    '4.4',
    '5.1',
  ],
  'act-ability': ['1.1', '1.1.1', '1.2', '1.2.1', '1.2.2', '1.2.3', '1.2.4', '1.3', '1.3.1', '1.3.2', '1.4'],
  'auto-ability': ['2.1', '2.1.1', '2.1.2', '2.2', '2.2.1', '2.2.2', '2.2.3', '2.2.4', '2.3', '2.3.1', '2.3.2', '2.4'],
};

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
