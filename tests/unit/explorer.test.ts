import { describe, expect, test } from 'vitest';
import { createActor, transition, type AnyStateNode, type SnapshotFrom } from 'xstate';
import { metaOf } from '@/machines/engine/nodes';
import { getAdjacencyMap } from 'xstate/graph';
import { flows, getFlow } from '@/machines';
import { current, explorerMachine, frameAhead, prefetch, situationOf, type ExplorerEvent } from '@/machines/engine/explorer';
import { followLoneChoices } from '@/machines/engine/lone-choices';
import { blockedChoices, replay } from '@/machines/engine/replay';
import { defaultSetup, readSituation, writeSituation } from '@/machines/engine/situation';
import type { FlowDefinition, LogEntry } from '@/machines/engine/types';

type Snap = SnapshotFrom<typeof explorerMachine>;
const empty = (flow: FlowDefinition) => ({ setup: defaultSetup(flow), edits: null, events: [] as string[] });

/** What the explorer shows, as a key: graph vertices are situations the reader can tell apart. */
const key = (s: Snap) =>
  JSON.stringify([
    s.value,
    s.context.setup,
    s.context.events,
    s.context.cursor,
    s.context.problems.length,
    s.context.opened ?? '-',
    s.context.notice?.kind ?? '',
  ]);

/**
 * The reader's moves, bounded so the graph stays finite: choices while the walk
 * is short, Back/Forward/Restart, every setup, and a few bad links.
 */
function moves(flow: FlowDefinition, depth: number) {
  return (s: Snap): ExplorerEvent[] => {
    const out: ExplorerEvent[] = [{ type: 'back' }, { type: 'forward' }, { type: 'restart' }];
    if (s.context.events.length < depth) for (const event of current(s.context).choices) out.push({ type: 'choose', event });
    if (s.context.cursor === 0) {
      for (const id of Object.keys(flow.setups)) out.push({ type: 'setup', setup: id });
      out.push({ type: 'load', search: '?walk=nope', fallback: empty(flow) });
      out.push({ type: 'load', search: '?setup=__proto__', fallback: empty(flow) });
    }
    return out;
  };
}

function graph(flow: FlowDefinition, depth: number) {
  return getAdjacencyMap(explorerMachine, {
    input: { flow },
    serializeState: key as never,
    events: moves(flow, depth) as never,
  } as never) as unknown as Record<string, { state: Snap; transitions: Record<string, { event: ExplorerEvent; state: Snap }> }>;
}

// Each check replays every vertex's whole walk: seconds on a busy 2-core machine for the larger charts.
describe.each(Object.entries(flows))('explorer on %s (xstate/graph)', { timeout: 60_000 }, (_, flow) => {
  const map = graph(flow, 3);
  const vertices = Object.values(map);

  test('the graph is explored', () => {
    expect(vertices.length).toBeGreaterThan(5);
  });

  test('every frame is the pure replay of its prefix of the walk', () => {
    for (const { state } of vertices) {
      const c = state.context;
      expect(c.cursor).toBeGreaterThanOrEqual(0);
      expect(c.cursor).toBeLessThanOrEqual(c.events.length);
      expect(c.frames.length).toBe(c.events.length + 1);
      for (let i = 0; i <= c.events.length; i++) {
        const pure = replay(flow, c.events.slice(0, i), c.setup);
        expect(c.frames[i].position.key).toBe(pure.position.key);
        expect(c.frames[i].choices).toEqual(pure.choices);
      }
    }
  });

  test('a problem shown from a link goes away on the reader’s next step, Back, Forward or Restart', () => {
    let checked = 0;
    for (const { state, transitions } of vertices) {
      if (state.context.problems.length === 0) continue;
      for (const t of Object.values(transitions)) {
        if (t.event.type === 'load') continue;
        // Back at the start and Forward at the end are disabled: nothing happens, so nothing is cleared.
        if (t.event.type === 'back' && state.context.cursor === 0) continue;
        if (t.event.type === 'forward' && state.context.cursor === state.context.events.length) continue;
        expect(t.state.context.problems, `${t.event.type} after a bad link`).toEqual([]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  // Tried from every vertex rather than added to the moves: each skip's long walk and its Back variants tripled the
  // vertices (and the replays of every prefix above).
  test('a skip from anywhere takes each lone choice from the cursor, as choosing them one by one would, and stops where the step has a real choice', () => {
    let skipped = 0;
    // The walk up to the cursor says where a skip goes: many vertices share it (another Forward, a problem, a chart).
    const compared = new Set<string>();
    for (const { state } of vertices) {
      const c = state.context;
      const after = (transition(explorerMachine, state, { type: 'skip' })[0] as Snap).context;
      const here = current(c);
      if (here.choices.length !== 1) {
        // Nothing to skip: the walk is left as it was.
        expect([after.events, after.cursor]).toEqual([c.events, c.cursor]);
        continue;
      }
      const run = followLoneChoices(flow, here.snapshot).events;
      expect(run.length).toBeGreaterThan(0);
      expect(after.cursor).toBe(c.cursor + run.length);
      expect(after.events.slice(0, after.cursor)).toEqual([...c.events.slice(0, c.cursor), ...run]);
      // Where it stopped offers no choice or several (no flow here loops for the cap's 60 events).
      expect(current(after).choices.length).not.toBe(1);
      // A link's problem goes, as on any step.
      expect(after.problems).toEqual([]);
      skipped++;
      const walk = JSON.stringify([c.setup, c.events.slice(0, c.cursor)]);
      if (compared.has(walk)) continue;
      compared.add(walk);
      // The same place and frames as choosing each event in turn, each frame the pure replay of its prefix.
      let one = state;
      for (const event of run) one = transition(explorerMachine, one, { type: 'choose', event })[0] as Snap;
      expect(one.context.events).toEqual(after.events);
      expect(after.frames.map((f) => f.position.key)).toEqual(one.context.frames.map((f) => f.position.key));
      const pure = replay(flow, after.events.slice(0, after.cursor), after.setup);
      expect(current(after).position.key).toBe(pure.position.key);
      expect(current(after).choices).toEqual(pure.choices);
    }
    expect(skipped).toBeGreaterThan(0);
  });

  test('every situation survives its own link', () => {
    for (const { state } of vertices) {
      const here = situationOf(state.context);
      const query = writeSituation(flow, here);
      const back = readSituation(flow, new URLSearchParams(query), empty(flow));
      expect(back.problems).toEqual([]);
      expect(back.situation.setup).toBe(here.setup);
      expect(back.situation.events).toEqual(here.events);
    }
  });
});

describe('continue to the next choice (skip)', () => {
  const flow = getFlow('buddyfight', 'attack-phase')!;
  // Read off the chart by hand: 1.1, 1.1.1, 1.1.2, 1.2 go on with next; 1.3's play timing (rules check, the turn
  // fighter passes, the other passes, its end); 1.4's rules check; then 2.1 offers attack or no attack.
  const TO_2_1 = ['next', 'next', 'next', 'next', 'next', 'turn-passes', 'pass', 'next', 'next'];

  test("from the attack phase's start one skip takes the nine events to 2.1; Back steps back one at a time", () => {
    const actor = createActor(explorerMachine, { input: { flow } }).start();
    actor.send({ type: 'skip' });
    let c = actor.getSnapshot().context;
    expect(c.events).toEqual(TO_2_1);
    expect(c.cursor).toBe(9);
    expect(current(c).position.key).toBe('2.1');
    expect(current(c).choices).toEqual(['attack', 'no-attack']);
    // Every step passed is a frame of its own, replayed purely.
    expect(c.frames.map((f) => f.position.key)).toEqual(['1.1', '1.1.1', '1.1.2', '1.2', '1.3>1.1', '1.3>2.1', '1.3>6.1', '1.3>10.1', '1.4', '2.1']);
    actor.send({ type: 'back' });
    c = actor.getSnapshot().context;
    expect([c.cursor, current(c).position.key]).toEqual([8, '1.4']);
    // A skip from there goes the way the walk already went, and keeps it.
    actor.send({ type: 'skip' });
    c = actor.getSnapshot().context;
    expect([c.cursor, current(c).position.key, c.events]).toEqual([9, '2.1', TO_2_1]);
  });

  test('at a step with two choices, or at the end, a skip does nothing', () => {
    const actor = createActor(explorerMachine, { input: { flow, situation: { setup: defaultSetup(flow), edits: null, events: TO_2_1 } } }).start();
    const before = actor.getSnapshot().context;
    actor.send({ type: 'skip' });
    expect(actor.getSnapshot().context.events).toBe(before.events);
    expect(actor.getSnapshot().context.cursor).toBe(9);
    const PT = ['next', 'turn-passes', 'pass', 'next'];
    const ended = [...TO_2_1, 'no-attack', ...PT, 'next', 'end-attacks', 'next'];
    const done = createActor(explorerMachine, { input: { flow, situation: { setup: defaultSetup(flow), edits: null, events: ended } } }).start();
    expect(current(done.getSnapshot().context).position.key).toBe('end:ended');
    done.send({ type: 'skip' });
    expect(done.getSnapshot().context.cursor).toBe(ended.length);
  });
});

describe('the walk-ignored banner (confirmed bug)', () => {
  const flow = getFlow('buddyfight', 'call')!;
  test('names the step the walk stopped at, and goes when the reader steps on', () => {
    const actor = createActor(explorerMachine, { input: { flow } }).start();
    const first = replay(flow, [], defaultSetup(flow)).choices[0];
    actor.send({ type: 'load', search: `?walk=${first}.not-a-choice`, fallback: empty(flow) });
    const problems = actor.getSnapshot().context.problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ part: 'walk', kind: 'unknown', token: 'not-a-choice' });
    // The step named is where the walk stopped, not wherever the reader is later.
    expect(problems[0].part === 'walk' && problems[0].kind !== 'repeated' && problems[0].at).toBe(current(actor.getSnapshot().context).position.key);
    actor.send({ type: 'choose', event: current(actor.getSnapshot().context).choices[0] });
    expect(actor.getSnapshot().context.problems).toEqual([]);
  });

  test('each bad part of a link is its own problem, naming that part', () => {
    // A flow with its editor taken away: which real flows still lack one keeps changing as editors are added.
    const pt = { ...getFlow('fftcg', 'interrupt')!, editor: undefined };
    const actor = createActor(explorerMachine, { input: { flow: pt } }).start();
    actor.send({ type: 'load', search: '?setup=constructor&edit=attacker.center.power-9000&walk=zzz', fallback: empty(pt) });
    const parts = actor.getSnapshot().context.problems.map((p) => `${p.part}:${p.kind}`);
    expect(parts).toEqual(['setup:unknown-setup', 'edit:no-editor', 'walk:unknown']);
  });
});

describe('frames kept per prefix equal the pure replay (step latency cache)', () => {
  const flow = getFlow('buddyfight', 'attack-phase')!;
  test('10 random walks of up to 40 steps, with Back, Forward, chart clicks and choices replayed ahead (prefetch)', () => {
    let s = 12345;
    const r = () => ((s = (s * 1103515245 + 12345) >>> 0), s / 2 ** 32);
    const nodes = [...new Set(flow.machine.root.states ? Object.values(flow.machine.root.states).map((n) => n.id) : [])];
    let compared = 0;
    let ready = 0;
    for (let w = 0; w < 10; w++) {
      const setups = Object.keys(flow.setups);
      const actor = createActor(explorerMachine, { input: { flow, situation: { setup: setups[w % setups.length], edits: null, events: [] } } }).start();
      for (let i = 0; i < 60 && actor.getSnapshot().context.events.length < 40; i++) {
        const c = actor.getSnapshot().context;
        // As the page does once a step is painted, about every other step.
        const prefetched = r() < 0.5;
        if (prefetched) prefetch(c);
        const x = r();
        const choices = current(c).choices;
        let found: ReturnType<typeof frameAhead> = undefined;
        if (x < 0.1) actor.send({ type: 'back' });
        else if (x < 0.15) actor.send({ type: 'forward' });
        else if (x < 0.16 && nodes.length) actor.send({ type: 'go.node', node: nodes[Math.floor(r() * nodes.length)] });
        else if (choices.length) {
          const event = choices[Math.floor(r() * choices.length)];
          found = frameAhead(current(c), event);
          if (prefetched) expect(found, `${event} replayed ahead`).toBeDefined();
          actor.send({ type: 'choose', event });
        } else actor.send({ type: 'back' });
        const after = actor.getSnapshot().context;
        // A choice found ready is the frame the step shows, not replayed again (and below, equal to the pure replay).
        if (found) {
          expect(current(after)).toBe(found);
          ready++;
        }
        const pure = replay<{ log: LogEntry[] }>(flow, after.events.slice(0, after.cursor), after.setup);
        expect(current(after).position.key).toBe(pure.position.key);
        expect(current(after).board).toEqual(flow.view(pure.board));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(200);
    expect(ready).toBeGreaterThan(50);
  }, 120_000);
});

describe('chart clicks keep the situation (issue 12.3)', () => {
  const flow = getFlow('buddyfight', 'call')!;
  const nodeAt = (step: string) => {
    const found: string[] = [];
    const visit = (n: AnyStateNode) => {
      if (metaOf(n).step === step) found.push(n.id);
      for (const c of Object.values(n.states) as AnyStateNode[]) visit(c);
    };
    visit(flow.machine.root);
    return found[0];
  };
  const at = (search: string) => {
    const actor = createActor(explorerMachine, { input: { flow } }).start();
    actor.send({ type: 'load', search, fallback: empty(flow) });
    return actor;
  };
  const stepOf = (a: ReturnType<typeof at>) => current(a.getSnapshot().context).position.key;

  test('a box on the walk goes back to it and keeps the rest for Forward (a Buddy Call with a Counter stays one)', () => {
    const a = at('?walk=buddy-call.pay.counter-used');
    const before = a.getSnapshot().context.events;
    a.send({ type: 'go.node', node: nodeAt('1.4') });
    const c = a.getSnapshot().context;
    expect(stepOf(a)).toBe('1.4');
    expect(c.notice?.kind).toBe('went-back');
    expect(c.events).toEqual(before);
    a.send({ type: 'forward' });
    expect(current(a.getSnapshot().context).board).toEqual(current(at('?walk=buddy-call.pay').getSnapshot().context).board);
  });

  // Found by an audit: in the size-3 situation a click on 3.3 called the monster to the left, onto a size 1 monster,
  // where the step's default and the situation's own words call it to the center.
  test('a box reached by two ways as short takes the step defaults (the center at 1.2)', () => {
    const a = at('?setup=size-3-call');
    a.send({ type: 'go.node', node: nodeAt('3.3') });
    const c = a.getSnapshot().context;
    expect(stepOf(a)).toBe('3.3');
    expect(c.events).toContain('center');
    expect(c.events).not.toContain('left');
  });

  // Found by an audit: /call/3.3?setup=size-3-call stopped at 1.3, its built-in walk (a Buddy Call, for the default
  // setup) not open to a card that is no buddy, and said the link's walk led there though it had none.
  test("a step's own page opened with another setup goes to its step in that setup", () => {
    const fallback = { setup: 'buddy', edits: null, events: ['buddy-call', 'pay', 'pass', 'next', 'next', 'next', 'next', 'next'] };
    const a = createActor(explorerMachine, { input: { flow } }).start();
    a.send({ type: 'load', search: '?setup=size-3-call', fallback, focus: '3.3' });
    const c = a.getSnapshot().context;
    expect(c.setup).toBe('size-3-call');
    expect(stepOf(a)).toBe('3.3');
    expect(c.events).toContain('center');
    expect(c.problems).toEqual([]);
    // A walk in the link is the reader's, and is kept as given.
    const b = createActor(explorerMachine, { input: { flow } }).start();
    b.send({ type: 'load', search: '?setup=size-3-call&walk=next', fallback, focus: '3.3' });
    expect(current(b.getSnapshot().context).position.key).not.toBe('3.3');
  });

  // Found by an audit: /en/buddyfight/attack-phase?step=2.5 (a flow page naming a step, as the offline worker writes for
  // a step's page) opened at the flow's first step and said a walk "in its address" led there, though it had none.
  test('a flow page whose link names a step and no walk goes to that step; an empty walk is the start', () => {
    const a = createActor(explorerMachine, { input: { flow } }).start();
    a.send({ type: 'load', search: '?step=3.3', fallback: empty(flow), focus: '3.3' });
    expect(stepOf(a)).toBe('3.3');
    expect(a.getSnapshot().context.problems).toEqual([]);
    const b = createActor(explorerMachine, { input: { flow } }).start();
    b.send({ type: 'load', search: '?step=3.3&walk=', fallback: empty(flow), focus: '3.3' });
    expect(b.getSnapshot().context.events).toEqual([]);
  });

  test('a box ahead goes on from where the reader is', () => {
    const a = at('?walk=buddy-call');
    const before = a.getSnapshot().context.events;
    a.send({ type: 'go.node', node: nodeAt('3.1') });
    const c = a.getSnapshot().context;
    expect(stepOf(a)).toBe('3.1');
    expect(c.notice?.kind).toBe('went-on');
    expect(c.events.slice(0, before.length)).toEqual(before);
  });

  test('a box off every way on keeps the longest part of the walk that leads there, and says the board changed', () => {
    const a = at('?walk=next.center.normal-call');
    a.send({ type: 'go.node', node: nodeAt('1.5') });
    const c = a.getSnapshot().context;
    expect(stepOf(a)).toBe('1.5');
    expect(c.notice).toMatchObject({ kind: 'rewound', kept: 2 });
    // The reader's chosen area (center) is kept; a fresh shortest route would have taken the left one.
    expect(c.events.slice(0, 2)).toEqual(['next', 'center']);
  });
});

describe('a walk written from the kept snapshots is the walk written by replay (step latency)', () => {
  test.each(Object.keys(flows))('%s: 30 random walks', { timeout: 60_000 }, (id) => {
    const flow = flows[id];
    let s = 99;
    const r = () => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0), s / 2 ** 32);
    let compared = 0;
    for (let w = 0; w < 30; w++) {
      const setups = Object.keys(flow.setups);
      const actor = createActor(explorerMachine, { input: { flow, situation: { setup: setups[w % setups.length], edits: null, events: [] } } }).start();
      for (let i = 0; i < 25 && current(actor.getSnapshot().context).choices.length; i++) {
        const choices = current(actor.getSnapshot().context).choices;
        actor.send({ type: 'choose', event: choices[Math.floor(r() * choices.length)] });
      }
      if (r() < 0.3) actor.send({ type: 'back' });
      const here = situationOf(actor.getSnapshot().context);
      expect(here.snapshots).toHaveLength(here.events.length + 1);
      expect(writeSituation(flow, here)).toBe(writeSituation(flow, { ...here, snapshots: undefined }));
      compared++;
    }
    expect(compared).toBe(30);
  });
});

describe("a new setup or new numbers keep the walk as far as it still applies (found by a judge's audit)", () => {
  /** A seeded walk of up to n choices from the flow's first setup. */
  const walkOf = (flow: FlowDefinition, seed: number, n: number) => {
    const actor = createActor(explorerMachine, { input: { flow } }).start();
    let x = seed;
    for (let i = 0; i < n; i++) {
      const choices = current(actor.getSnapshot().context).choices;
      if (!choices.length) break;
      x = (x * 1103515245 + 12345) % 2147483648;
      actor.send({ type: 'choose', event: choices[x % choices.length] });
    }
    return actor;
  };
  const edited = Object.entries(flows).filter(([, flow]) => flow.editor);

  test.each(edited)("%s: the preset's own numbers, applied mid-walk, keep every step and say so", (_, flow) => {
    for (const seed of [1, 2, 3]) {
      const actor = walkOf(flow, seed, 12);
      const before = actor.getSnapshot().context;
      if (before.cursor === 0) continue;
      actor.send({ type: 'edits', values: flow.editor!.values(flow.setups[before.setup]) });
      const after = actor.getSnapshot().context;
      expect(after.events).toEqual(before.events);
      expect(after.cursor).toBe(before.cursor);
      expect(current(after).position.key).toBe(current(before).position.key);
      expect(after.notice).toMatchObject({ kind: 'resituated', kept: before.cursor, steps: before.cursor });
    }
  });

  test.each(Object.entries(flows))('%s: after another setup, the walk kept is a prefix of the old one and the pure replay of it', (_, flow) => {
    const setups = Object.keys(flow.setups);
    for (const seed of [4, 5]) {
      const actor = walkOf(flow, seed, 15);
      const before = actor.getSnapshot().context;
      for (const setup of setups) {
        actor.send({ type: 'setup', setup });
        const after = actor.getSnapshot().context;
        expect(after.setup).toBe(setup);
        expect(after.events).toEqual(before.events.slice(0, after.events.length));
        expect(after.cursor).toBeLessThanOrEqual(before.cursor);
        const pure = replay(flow, after.events.slice(0, after.cursor), setup);
        expect(current(after).position.key).toBe(pure.position.key);
        expect(current(after).choices).toEqual(pure.choices);
        if (before.cursor > 0) expect(after.notice).toMatchObject({ kind: 'resituated', kept: after.cursor, steps: before.cursor });
        // The walk is the one taken before the change, each time: back to the setup it was taken under.
        actor.send({ type: 'setup', setup: before.setup });
        actor.send({ type: 'load', search: '', fallback: { setup: before.setup, edits: null, events: before.events } });
      }
    }
  });
});

test('going through the setups one after another, as the arrow keys on the list do, gives the whole walk back at the first', () => {
  const flow = getFlow('buddyfight', 'attack-phase')!;
  const actor = createActor(explorerMachine, { input: { flow } }).start();
  const walk = 'attack.pick-center.target-center.next.next.next.turn-passes.pass.next.next';
  actor.send({ type: 'load', search: `?setup=basic&walk=${walk}`, fallback: empty(flow) });
  const before = actor.getSnapshot().context;
  expect(before.cursor).toBeGreaterThan(5);
  let cut = false;
  for (const setup of Object.keys(flow.setups)) {
    actor.send({ type: 'setup', setup });
    cut ||= actor.getSnapshot().context.cursor < before.cursor;
  }
  // The premise: some setup on the way cut the walk short.
  expect(cut).toBe(true);
  actor.send({ type: 'setup', setup: 'basic' });
  const after = actor.getSnapshot().context;
  expect(after.events).toEqual(before.events);
  expect(after.cursor).toBe(before.cursor);
  expect(after.notice).toMatchObject({ kind: 'resituated', kept: before.cursor, steps: before.cursor });
  // A step of the reader's own ends the hold: the walk is then the one on the board.
  actor.send({ type: 'back' });
  expect(actor.getSnapshot().context.held).toBeNull();
});

describe('choices a step has but cannot offer now (blockedChoices)', () => {
  test.each(Object.entries(flows))('%s: never one that is open, and each with the guards of its transitions', (_, flow) => {
    for (const seed of [7, 8, 9]) {
      const actor = createActor(explorerMachine, { input: { flow } }).start();
      let x = seed;
      for (let i = 0; i < 25; i++) {
        const frame = current(actor.getSnapshot().context);
        for (const b of blockedChoices(frame.snapshot)) {
          expect(frame.choices).not.toContain(b.event);
          expect(b.guards.length).toBeGreaterThan(0);
        }
        if (!frame.choices.length) break;
        x = (x * 1103515245 + 12345) % 2147483648;
        actor.send({ type: 'choose', event: frame.choices[x % frame.choices.length] });
      }
    }
  });

  test("the attack phase's 2.1 with nothing to use: using a card is shut by the one guard that asks for something to use", () => {
    const flow = getFlow('buddyfight', 'attack-phase')!;
    const actor = createActor(explorerMachine, { input: { flow } }).start();
    actor.send({ type: 'load', search: '?setup=basic&walk=attack.pick-center.target-center.next.next.next', fallback: empty(flow) });
    const frame = current(actor.getSnapshot().context);
    expect(frame.position.key).toBe('2.5>2.1');
    expect(blockedChoices(frame.snapshot)).toContainEqual({ event: 'turn-uses', guards: ['turnCanUse'] });
  });

  test('a numbered variant of a choice ("use the 3rd card") is not listed as shut: it says only that there are fewer to pick from', () => {
    const flow = getFlow('buddyfight', 'attack-phase')!;
    const actor = createActor(explorerMachine, { input: { flow } }).start();
    actor.send({ type: 'load', search: '?setup=basic&walk=attack.pick-center.target-center.next.next.next', fallback: empty(flow) });
    const shut = blockedChoices(current(actor.getSnapshot().context).snapshot).map((b) => b.event);
    expect(shut).toContain('turn-uses');
    expect(shut.filter((e) => /-\d$/.test(e))).toEqual([]);
  });
});
