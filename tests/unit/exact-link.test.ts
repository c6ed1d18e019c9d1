import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { flows } from '@/machines';
import { current, explorerMachine, openedChart, situationOf, type ExplorerContext, type ExplorerEvent } from '@/machines/engine/explorer';
import { CUSTOM } from '@/machines/engine/editor';
import { MAX_WALK_CHARS } from '@/machines/engine/replay';
import { defaultSetup, nestedHosts, writeSituation } from '@/machines/engine/situation';
import type { EditorValues, FlowDefinition } from '@/machines/engine/types';

/**
 * Copy link → exact situation, over thousands of random situations (issue 12.1). The page's link is
 * writeSituation(situationOf(explorer)); a fresh page reads it with the explorer's 'load' (readSituation) and
 * shows the frame at its cursor. tests/browser/links.test.ts does that in Chromium for a few positions of each flow
 * and each kind of move (the clipboard, the fresh page's markup); the many random positions are here, where each
 * costs a millisecond instead of a page load. A position counts as the same when the reader could not tell the
 * two apart: the step, its choices, the board and log (and the step before, whose changes the board rings),
 * setup, edits, edition, the open chart, Back, and the address the fresh page keeps.
 */
const POSITIONS = 400;

function rng(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0), s / 2 ** 32);
}

/** One random move a reader might make, with the weights links.test.ts gives them, plus Forward and an edition. */
function move(flow: FlowDefinition, c: ExplorerContext, r: () => number): ExplorerEvent | null {
  const choices = current(c).choices;
  const x = r();
  const setups = Object.keys(flow.setups).filter((s) => s !== CUSTOM);
  if (x < 0.04 && setups.length > 1) return { type: 'setup', setup: setups[Math.floor(r() * setups.length)] };
  if (x < 0.08 && flow.editor) {
    const fields = flow.editor.groups.flatMap((g) => g.fields);
    const f = fields[Math.floor(r() * fields.length)];
    const values: EditorValues = { ...(c.edits ?? flow.editor.values(flow.setups[c.setup])) };
    values[f.key] = f.kind === 'flag' ? r() < 0.5 : f.min + f.step * Math.floor(r() * (Math.floor((f.max - f.min) / f.step) + 1));
    return { type: 'edits', values };
  }
  const hosts = [...nestedHosts(flow).values()];
  if (x < 0.12 && hosts.length) return { type: 'chart.toggle', node: hosts[Math.floor(r() * hosts.length)] };
  if (x < 0.14 && flow.editions) {
    const ids = Object.keys(flow.editions.list);
    return { type: 'edition', edition: ids[Math.floor(r() * ids.length)] };
  }
  if (x < 0.16 && c.cursor < c.events.length) return { type: 'forward' };
  if ((x < 0.2 || choices.length === 0) && c.cursor > 0) return choices.length === 0 && r() < 0.5 ? { type: 'restart' } : { type: 'back' };
  if (choices.length === 0) return null;
  return { type: 'choose', event: choices[Math.floor(r() * choices.length)] };
}

/** What the reader sees of a position. */
function seen(c: ExplorerContext) {
  const shown = (i: number) => {
    const f = c.frames[i];
    return f && { key: f.position.key, choices: f.choices, board: f.board, log: f.log, host: f.host, taken: f.taken };
  };
  return {
    now: shown(c.cursor),
    before: c.cursor > 0 ? shown(c.cursor - 1) : null,
    back: c.cursor > 0,
    setup: c.setup,
    edits: c.edits,
    edition: c.edition,
    opened: openedChart(c),
    walk: c.events.slice(0, c.cursor),
  };
}

describe.each(Object.entries(flows))('%s', (key, flow) => {
  test(`${POSITIONS} random positions reopen exactly from their link`, { timeout: 120_000 }, () => {
    const r = rng([...key].reduce((h, ch) => h * 31 + ch.charCodeAt(0), 7));
    const fallback = { setup: defaultSetup(flow), edits: null, events: [] as string[] };
    const actor = createActor(explorerMachine, { input: { flow, situation: fallback } }).start();
    const kinds = new Map<string, number>();
    let ends = 0;
    let tooLong = 0;
    for (let i = 0; i < POSITIONS; i++) {
      const did: string[] = [];
      const steps = 1 + Math.floor(r() * 5);
      for (let k = 0; k < steps; k++) {
        const e = move(flow, actor.getSnapshot().context, r);
        if (!e) continue;
        actor.send(e);
        did.push(e.type);
        kinds.set(e.type, (kinds.get(e.type) ?? 0) + 1);
      }
      // Every seventh position runs on to an end, so end states are copied too.
      for (let k = 0; i % 7 === 6 && k < 80 && current(actor.getSnapshot().context).choices.length; k++) {
        const choices = current(actor.getSnapshot().context).choices;
        actor.send({ type: 'choose', event: choices[Math.floor(r() * choices.length)] });
      }
      const before = actor.getSnapshot().context;
      if (current(before).choices.length === 0) ends++;
      const link = writeSituation(flow, situationOf(before));
      const fresh = createActor(explorerMachine, { input: { flow, situation: fallback } }).start();
      fresh.send({ type: 'load', search: link ? `?${link}` : '', fallback });
      const after = fresh.getSnapshot().context;
      const at = `${key} #${i} after ${did.join(',')}: ?${link}`;
      if ((new URLSearchParams(link).get('walk') ?? '').length > MAX_WALK_CHARS) {
        // A walk longer than a link may carry (a looping flow walked on and on): the fresh page says so and shows
        // the part it read, a start of the same walk. The reader then starts over, so later positions are short again.
        expect(
          after.problems.map((p) => `${p.part}:${p.kind}`),
          at,
        ).toEqual(['walk:too-long']);
        expect(after.events.length, at).toBeGreaterThan(0);
        expect(after.events, at).toEqual(before.events.slice(0, after.events.length));
        tooLong++;
        fresh.stop();
        actor.send({ type: 'restart' });
        continue;
      }
      expect(after.problems, at).toEqual([]);
      // The fresh page's own address is the link itself (nothing in it was ignored or tidied).
      expect(writeSituation(flow, situationOf(after)), at).toBe(link);
      expect(seen(after), at).toEqual(seen(before));
      fresh.stop();
    }
    actor.stop();
    expect(ends, 'some positions are at an end').toBeGreaterThan(0);
    expect(tooLong, 'nearly every position fits in a link').toBeLessThan(POSITIONS / 10);
    // The moves that change more than the walk were made, where the flow has them.
    expect(kinds.get('back') ?? 0).toBeGreaterThan(0);
    if (Object.keys(flow.setups).length > 1) expect(kinds.get('setup') ?? 0).toBeGreaterThan(0);
    if (flow.editor) expect(kinds.get('edits') ?? 0).toBeGreaterThan(0);
    if (nestedHosts(flow).size) expect(kinds.get('chart.toggle') ?? 0).toBeGreaterThan(0);
    if (flow.editions) expect(kinds.get('edition') ?? 0).toBeGreaterThan(0);
  });
});
