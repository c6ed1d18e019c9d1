import { describe, expect, test } from 'vitest';
import { getFlow } from '@/machines';
import { parseWalk, replay } from '@/machines/engine/replay';
import { readReplay, replaySpec } from '@/machines/engine/replay-spec';
import { readSituation, runnable, writeSituation, type Situation } from '@/machines/engine/situation';
import { changedSteps, defaultEdition, withEdition } from '@/machines/engine/edition';
import type { Table } from '@/machines/buddyfight/table';
import { games } from '@/content';
import { EditionsContent, Ruling } from '@/content/schema';
import { editionAnswers } from './edition-answers';
import type { LogEntry } from '@/machines/engine/types';
import type { CallBoard } from '@/machines/buddyfight/call';
import { chartModel, type ChartNode } from '@/machines/engine/chart';

const attack = getFlow('buddyfight', 'attack-phase')!;
const call = getFlow('buddyfight', 'call')!;
const empty = (): Situation => ({ setup: 'center-hits', edits: null, events: [] });

/** Replays a link's query the way the page does, and returns the board at the end of the walk. */
function boardOf(query: string) {
  const { situation, problems } = readSituation(attack, new URLSearchParams(query), empty());
  const run = runnable(attack, situation);
  return { board: replay(run.flow, situation.events, run.runAs).board as Table, situation, problems };
}

// Attacker defense 4000 against a Counterattack monster of power 4000: 000 ③ 3.2.2 reads "power or less", 002 No.2 Step 9 "less than".
const TO_3_2_2 = `attack.pick-center.target-center${'.next'.repeat(9)}`;
const TIE = `setup=counterattack-tie&walk=${TO_3_2_2}`;
const attackerOnField = (t: Table) => t.turn.field.center.some((u) => u.uid === 't-center');

describe('rule editions (attack phase)', () => {
  test('the default edition is the Japanese rules (000), and the presets are its boards as they are', () => {
    expect(defaultEdition(attack)).toBe('jp');
    expect(withEdition(attack, 'jp')).toBe(attack);
    expect(withEdition(attack, null)).toBe(attack);
  });

  test('Counterattack at a tie: destroyed under 000 (default), survives under en-2014 — computed on the board', () => {
    const jp = boardOf(TIE);
    const en = boardOf(`${TIE}&edition=en-2014`);
    expect(jp.problems).toEqual([]);
    expect(en.problems).toEqual([]);
    // The walk reaches past 3.2.2 in both, so the two boards differ only by the rule.
    expect(jp.situation.events).toEqual(en.situation.events);
    expect(replay(runnable(attack, en.situation).flow, en.situation.events, 'counterattack-tie').position.key).toBe('3.2.2');
    expect(jp.board.log.some((l) => l.step === '3.2.2' && l.code === 'counterattack')).toBe(true);
    expect(attackerOnField(jp.board)).toBe(false);
    expect(jp.board.turn.drop.map((c) => c.uid)).toContain('t-center');
    expect(en.board.log.some((l) => l.code === 'counterattack')).toBe(false);
    expect(attackerOnField(en.board)).toBe(true);
    // Writing the default out by name gives the default.
    expect(attackerOnField(boardOf(`${TIE}&edition=jp`).board)).toBe(false);
  });

  test('an edited board keeps the edition (edits are applied first, then the edition)', () => {
    // The basic preset's Counterattack monster has power 4000; make the attacker's defense 4000 too.
    const q = `setup=basic&edit=attacker.center.defense-4000~attacker.center.power-3000~attacker.center.penetrate-0&walk=${TO_3_2_2}`;
    expect(attackerOnField(boardOf(q).board)).toBe(false);
    expect(attackerOnField(boardOf(`${q}&edition=en-2014`).board)).toBe(true);
  });

  test('the edition round-trips through the link; the default is left out', () => {
    const { situation } = boardOf(`${TIE}&edition=en-2014`);
    const q = writeSituation(attack, situation);
    expect(new URLSearchParams(q).get('edition')).toBe('en-2014');
    expect(readSituation(attack, new URLSearchParams(q), empty()).situation.edition).toBe('en-2014');
    expect(new URLSearchParams(writeSituation(attack, { ...situation, edition: 'jp' })).has('edition')).toBe(false);
  });

  test.each(['nonsense', '__proto__', 'constructor', 'toString', 'hasOwnProperty', ''])(
    'edition=%j is ignored and reported, the rest of the link still applies',
    (bad) => {
      const { situation, problems, board } = boardOf(`${TIE}&edition=${encodeURIComponent(bad)}`);
      expect(problems).toEqual([{ part: 'edition', kind: 'unknown-edition', token: bad }]);
      expect(situation.edition ?? null).toBe(null);
      expect(attackerOnField(board)).toBe(false);
    },
  );

  test('a flow without editions reports the parameter as not applying', () => {
    const act = getFlow('buddyfight', 'act-ability')!;
    const { problems } = readSituation(act, new URLSearchParams('edition=en-2014'), { setup: 'targets', edits: null, events: [] });
    expect(problems).toEqual([{ part: 'edition', kind: 'no-editions', token: 'en-2014' }]);
  });

  test('the steps an edition changes are declared: Counterattack at 3.2.2', () => {
    expect([...changedSteps(attack, 'en-2014').keys()]).toEqual(['3.2.2']);
    expect(changedSteps(attack, 'jp').size).toBe(0);
    // The declared step exists on the chart.
    expect(parseWalk(attack, 'attack.pick-center.target-center', 'counterattack-tie').problem).toBeUndefined();
  });
});

describe('edition words and edition-dependent rulings', () => {
  for (const [gameId, game] of Object.entries(games)) {
    const flows = Object.entries(game.flows).map(([id, entry]) => ({ id, entry, def: getFlow(gameId, id)! }));
    const declared = flows.filter((f) => f.def.editions);
    if (!declared.length && !game.editions) continue;

    test(`${gameId}: the edition words pass the schema and name exactly the editions and options the machines declare`, () => {
      const words = EditionsContent.parse(game.editions);
      for (const f of declared) {
        expect(Object.keys(words.editions)).toEqual(Object.keys(f.def.editions!.list));
        for (const option of Object.keys(f.def.editions!.steps)) {
          expect(Object.hasOwn(words.options, option), `${option} has words`).toBe(true);
          // Every option is cited on every edition's side.
          expect(Object.keys(words.options[option].readings).sort()).toEqual(Object.keys(words.editions).sort());
        }
      }
    });

    test(`${gameId}: each option's example reaches a step the option changes, and the editions' boards differ there`, () => {
      const words = EditionsContent.parse(game.editions);
      for (const [option, o] of Object.entries(words.options)) {
        const def = getFlow(gameId, o.example.flow)!;
        const steps = def.editions!.steps[option];
        const ids = Object.keys(def.editions!.list);
        const runs = ids.map((edition) => {
          const run = runnable(def, { setup: o.example.setup, edits: null, edition });
          const parsed = parseWalk(run.flow, o.example.walk, run.runAs);
          expect(parsed.problem).toBeUndefined();
          return replay<{ log: LogEntry[] }>(run.flow, parsed.events, run.runAs);
        });
        expect(steps).toContain(o.example.step);
        for (const r of runs) expect(r.position.key).toBe(o.example.step);
        expect(JSON.stringify(runs[0].board.log)).not.toBe(JSON.stringify(runs[1].board.log));
      }
    });

    for (const { id: flowId, entry, def } of flows) {
      for (const ruling of entry.rulings.filter((r) => r.editions)) {
        test.each(ruling.editions!.map((e) => [e.edition] as const))(`${ruling.id} under %s replays to that edition's answer`, (edition) => {
          expect(def.editions, `${flowId} declares editions`).toBeDefined();
          expect(Object.hasOwn(def.editions!.list, edition)).toBe(true);
          // The ruling's edits apply under every edition, as a link's do.
          expect(readReplay(def, ruling.replay, edition).problems).toEqual([]);
          const check = editionAnswers[ruling.id]?.[edition];
          expect(check, `no assertion for ${ruling.id} under ${edition}`).toBeTypeOf('function');
          check(replaySpec(def, ruling.replay, edition));
        });
      }
    }
  }

  test('the schema refuses an edition-dependent ruling that covers fewer than two editions', () => {
    const ruling = games.buddyfight.flows['attack-phase'].rulings.find((r) => r.editions)!;
    expect(Ruling.safeParse({ ...ruling, editions: ruling.editions!.slice(0, 1) }).success).toBe(false);
    expect(EditionsContent.safeParse({ ...games.buddyfight.editions, extra: 1 }).success).toBe(false);
  });
});

describe('rule editions (the ★rules check★ sandbox)', () => {
  const sandbox = getFlow('buddyfight', 'rules-check')!;
  const check = (edition: string, setup: string) => {
    const { situation, problems } = readSituation(sandbox, new URLSearchParams(`setup=${setup}&edition=${edition}&walk=run-check.run-check.run-check`), {
      setup,
      edits: null,
      events: [],
    });
    expect(problems).toEqual([]);
    const run = runnable(sandbox, situation);
    return replay<{ turn: { field: Record<string, { uid: string }[]>; drop: { uid: string }[] } }>(run.flow, situation.events, run.runAs);
  };

  test('a lone size-4 monster stays under 000 (the one placed last never goes) and goes under 002', () => {
    const jp = check('jp', 'size-4-alone');
    expect(jp.board.turn.field.center.map((c) => c.uid)).toEqual(['a']);
    expect(jp.log.filter((l) => l.code === 'rules-check-size')).toEqual([]);
    const en = check('en-2014', 'size-4-alone');
    expect(en.board.turn.field.center).toEqual([]);
    expect(en.board.turn.drop.map((c) => c.uid)).toEqual(['a']);
    expect(en.log.find((l) => l.code === 'rules-check-size')?.step).toBe('3');
  });

  test('the sandbox marks its size step as changed by the edition', () => {
    expect([...changedSteps(sandbox, 'en-2014').keys()]).toEqual(['3']);
  });
});

describe('rule editions (the call flow)', () => {
  // To 3.3: announce, call to the center, no Buddy Call, pay, the check at 1.7, the opponent passes, 2.2, 2.4, 3.1, 3.2.
  const TO_3_3 = 'next.center.next.pay.next.next.pass.next.next.next.next';
  const callAt = (edition: string, more = '') => {
    const { situation, problems } = readSituation(call, new URLSearchParams(`setup=size-3-call&edition=${edition}&walk=${TO_3_3}${more}`), {
      setup: 'size-3-call',
      edits: null,
      events: [],
    });
    expect(problems).toEqual([]);
    const run = runnable(call, situation);
    return replay<CallBoard>(run.flow, situation.events, run.runAs);
  };
  const uids = (cs: { uid: string }[]) => cs.map((c) => c.uid).sort();

  test('the call flow has the editions; the checks that can find the field over size 3 are marked', () => {
    expect(defaultEdition(call)).toBe('jp');
    expect([...changedSteps(call, 'en-2014').keys()]).toEqual(['1.7', '3.3']);
  });

  // A size 3 monster (h1) called to the center, beside size 1s on the left (f1) and right (f2): size 5 at 3.3.
  test('000: the monster just called is never the one sent, so both size 1s go (000 ★ルール処理★, third item)', () => {
    const r = callAt('jp');
    expect(r.position.key).toBe('3.3');
    expect(r.board.side.field.center.map((c) => c.uid)).toEqual(['h1']);
    expect(r.board.side.field.left).toEqual([]);
    expect(r.board.side.field.right).toEqual([]);
    // The gauge card paid at 1.6 is there too.
    expect(uids(r.board.side.drop)).toEqual(['f1', 'f2', 'gauge-2']);
  });

  test('002: no monster is spared, so the owner picks at 3.3 among all three; sending the size 3 alone keeps both size 1s (002 No.1 Step 9, item 3)', () => {
    const r = callAt('en-2014');
    expect(r.position.key).toBe('3.3');
    // Nothing has gone for size yet: the check waits on its owner.
    expect(uids(r.board.side.drop)).toEqual(['gauge-2']);
    expect([...r.choices].sort()).toEqual(['size-drop-center', 'size-drop-left', 'size-drop-right']);
    const sent = callAt('en-2014', '.size-drop-center');
    expect(sent.position.key).toBe('3.3');
    expect(sent.board.side.field.center).toEqual([]);
    expect(sent.board.side.field.left.map((c) => c.uid)).toEqual(['f1']);
    expect(sent.board.side.field.right.map((c) => c.uid)).toEqual(['f2']);
    expect(uids(sent.board.side.drop)).toEqual(['gauge-2', 'h1']);
    expect(sent.log.filter((l) => l.code === 'rules-check-size').map((l) => l.step)).toEqual(['3.3']);
    expect(sent.choices).toEqual(['next']);
  });

  test('an edited board over size 3 before the call differs at 1.7 (sizes 1, 1, 3 placed in that order)', () => {
    const q = 'setup=buddy&edit=field.left.on-1~field.left.size-1~field.center.on-1~field.center.size-1~field.right.on-1~field.right.size-3';
    const at = (edition: string, more = '') => {
      const { situation, problems } = readSituation(call, new URLSearchParams(`${q}&edition=${edition}&walk=next.left.normal-call.pay.next${more}`), {
        setup: 'buddy',
        edits: null,
        events: [],
      });
      expect(problems).toEqual([]);
      const run = runnable(call, situation);
      return replay<CallBoard>(run.flow, situation.events, run.runAs);
    };
    const jp = at('jp');
    expect(jp.position.key).toBe('1.7');
    // 000 spares the right one, placed last: the two size 1s must both go, so nobody is asked.
    expect(jp.board.side.field.right.map((c) => c.size)).toEqual([3]);
    expect(uids(jp.board.side.drop)).toEqual(['f-center', 'f-left', 'gauge-2']);
    expect(jp.choices).toEqual(['next']);
    // 002 spares none: the owner picks, and may send the size 3 alone.
    const en = at('en-2014');
    expect([...en.choices].sort()).toEqual(['size-drop-center', 'size-drop-left', 'size-drop-right']);
    expect(uids(en.board.side.drop)).toEqual(['gauge-2']);
    const alone = at('en-2014', '.size-drop-right');
    expect(alone.position.key).toBe('1.7');
    expect(alone.board.side.field.right).toEqual([]);
    expect(alone.board.side.field.left.map((c) => c.size)).toEqual([1]);
    expect(uids(alone.board.side.drop)).toEqual(['f-right', 'gauge-2']);
    expect(alone.choices).toEqual(['next']);
  });
});

describe('a step that differs by edition says so in its main text', () => {
  // The main text and its source stay the same under every edition (the page picks no text by edition); where the
  // editions part ways, the text names both readings, and the edition box beside it says which one is in force.
  const model = (flow: string) => {
    const out: { step: string; badges: string[] }[] = [];
    const visit = (n: ChartNode) => {
      if (n.step) out.push({ step: n.step, badges: n.badges ?? [] });
      if (!n.flow) n.children.forEach(visit);
    };
    visit(chartModel(getFlow('buddyfight', flow)!).root);
    return out;
  };
  const bf = games.buddyfight.flows;
  const withEditions = Object.keys(bf).filter((id) => getFlow('buddyfight', id)!.editions);

  test('the flows with an edition switch', () => {
    expect(withEditions.sort()).toEqual(['attack-phase', 'call', 'play-timing', 'rules-check']);
  });

  for (const flow of withEditions) {
    const def = getFlow('buddyfight', flow)!;
    const marked = new Set(Object.values(def.editions!.steps).flat());
    // Every step an edition can change, and every full ★rules check★ (its size item is one edition's rule); the
    // sandbox's first two steps are its loss and area checks alone, which the editions state alike.
    const full = flow !== 'rules-check';
    const steps = model(flow).filter((s) => marked.has(s.step) || (full && s.badges.includes('rules-check')));
    test.each(steps.map((s) => [s.step]))(`${flow} %s names both editions' readings`, (step) => {
      const text = bf[flow].content.steps[step].text;
      expect(text.en).toMatch(/Japanese rules/);
      expect(text.en).toMatch(/2014 English rules/);
      expect(text.ja).toMatch(/日本語版/);
      expect(text.ja).toMatch(/2014年の英語版/);
    });
  }
});

describe("a step's first sentence holds under the default edition", () => {
  // A page's description and a search snippet may show only the first sentence, so it must give the default
  // edition's rule; 000 ③ 3.2.2 destroys an attacker whose defense is at or below the Counterattack card's power.
  test('attack-phase 3.2.2 leads with "at or below" (以下), not the 2014 English "lower than"', () => {
    const text = games.buddyfight.flows['attack-phase'].content.steps['3.2.2'].text;
    const en = text.en.split('. ')[0];
    const ja = text.ja.split('。')[0];
    expect(en).toContain('at or below');
    expect(en).not.toMatch(/lower than|less than/);
    expect(ja).toContain('攻撃力以下');
    expect(ja).not.toContain('より低い');
  });
});
