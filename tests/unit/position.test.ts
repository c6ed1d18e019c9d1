import { expect, test } from 'vitest';
import { createMachine } from 'xstate';
import { breadcrumb, findStep, positionLabel, spoken } from '@/app/components/flow/labels';
import type { FlowPageData } from '@/app/lib/page-data';
import { isNested, positionKey, readKey } from '@/machines/engine/position';
import { replay } from '@/machines/engine/replay';
import type { FlowDefinition } from '@/machines/engine/types';

// Three flows nested in one chart: outer step 4 hosts "middle", whose 2.5 hosts "inner".
const machine = createMachine({
  id: 'deep',
  initial: 's4',
  states: {
    s4: {
      meta: { step: '4', flow: 'middle' },
      initial: 's2_5',
      states: {
        s2_5: {
          meta: { step: '2.5', flow: 'inner' },
          initial: 's3_1',
          states: {
            s3_1: { meta: { step: '3.1' }, on: { next: 's3_2' } },
            s3_2: { meta: { step: '3.2' }, on: { next: 'out' } },
            out: { type: 'final' },
          },
          onDone: 's2_6',
        },
        s2_6: { meta: { step: '2.6' }, on: { next: 'out' } },
        out: { type: 'final' },
      },
      onDone: 'done',
    },
    done: { type: 'final', meta: { end: 'complete' } },
  },
});
const deep: FlowDefinition = { game: 'fixture', id: 'deep', machine, setups: { only: { log: [] } }, view: () => ({ sections: [] }) };

test('a position three levels deep has one key, built in one place, and its levels name their flows', () => {
  const r = replay(deep, []);
  expect(r.position.key).toBe('4>2.5>3.1');
  expect(r.position.levels).toEqual([{ step: '4' }, { step: '2.5', scope: 'middle' }, { step: '3.1', scope: 'inner' }]);
  expect(r.position.scope).toBe('inner');
  expect(replay(deep, ['next', 'next']).position.key).toBe('4>2.6');
  expect(replay(deep, ['next', 'next', 'next']).position).toMatchObject({ key: 'end:complete', levels: [], ended: true });
});

test('keys read back into their parts', () => {
  expect(readKey(positionKey(['4', '2.5'], '3.1'))).toEqual({ hosts: ['4', '2.5'], inner: '3.1' });
  expect(readKey('1.4')).toEqual({ hosts: [], inner: '1.4' });
  expect(readKey('end:complete')).toEqual({ end: 'complete' });
  expect([isNested('2.5>3.1'), isNested('2.5'), isNested('end:x')]).toEqual([true, false, false]);
});

test('labels and breadcrumbs come from the levels, at any depth', () => {
  const steps = (keys: string[], prefix: string) => keys.map((key) => ({ key, title: `${prefix} ${key}`, text: '', source: '', badges: [] }));
  const data = {
    flowShort: 'Outer',
    steps: steps(['4'], 'outer'),
    ends: { complete: 'Done' },
    scopes: { middle: { short: 'Middle', steps: steps(['2.5', '2.6'], 'middle') }, inner: { short: 'Inner', steps: steps(['3.1', '3.2'], 'inner') } },
    ui: { step: 'Step', end: 'End' },
  } as unknown as FlowPageData;
  const p = replay(deep, []).position;
  expect(breadcrumb(data, p)).toBe('Outer 4 › Middle 2.5 › Inner 3.1');
  expect(positionLabel(data, p.key, p.scope)).toBe('Step 3.1: inner 3.1');
  expect(findStep(data, '4')?.title).toBe('outer 4');
  expect(positionLabel(data, 'end:complete')).toBe('End: Done');
  expect(breadcrumb(data, replay(deep, ['next', 'next', 'next']).position)).toBe('');
});

test('nothing outside machines/engine/position.ts builds or splits keys by hand', async () => {
  const { readFileSync, readdirSync } = await import('node:fs');
  const { join } = await import('node:path');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(join(dir, d.name)) : /\.tsx?$/.test(d.name) ? [join(dir, d.name)] : []));
  const offenders = ['app', 'machines', 'content']
    .flatMap(files)
    .filter((f) => f !== join('machines', 'engine', 'position.ts'))
    .filter((f) => /split\(\s*'>'\s*\)|\.join\(\s*'>'\s*\)|\}>\$\{|includes\(\s*'>'\s*\)/.test(readFileSync(f, 'utf8')));
  expect(offenders).toEqual([]);
});

test('the spoken announcement ends each sentence once, in both languages', () => {
  // Before, lines of what a choice did, which end with their own stop, were joined with another: "… step).. Life check".
  expect(spoken(['Step 3.1: Appear step', 'X was summoned (appear step).', 'Life check: LP 3000.'], '. ')).toBe(
    'Step 3.1: Appear step. X was summoned (appear step). Life check: LP 3000.',
  );
  expect(spoken(['3.1 アピアステップ', '召喚しました。', null, '負けです。'], '。')).toBe('3.1 アピアステップ。召喚しました。負けです。');
  expect(spoken(['Only one'], '. ')).toBe('Only one');
});
