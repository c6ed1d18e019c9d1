import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { games, LOCALES } from '@/content';
import { FlowContent, GameContent, Ruling, Term } from '@/content/schema';
import { gameMachines, getFlow, flows } from '@/machines';
import { chartModel, stepsOf, endsOf } from '@/machines/engine/chart';
import type { LogEntry } from '@/machines/engine/types';
import { reachable } from './helpers';
import { readReplay } from '@/machines/engine/replay-spec';
import { decodeEdits, encodeEdits } from '@/machines/engine/editor';

/** Everything a flow can put on screen, gathered from every reachable situation. */
function vocabulary(gameId: string, flowId: string) {
  const flow = getFlow(gameId, flowId)!;
  const out = { sections: new Set<string>(), values: new Set<string>(), tags: new Set<string>(), log: new Set<string>(), cards: new Set<string>() };
  for (const setup of Object.keys(flow.setups)) {
    for (const v of Object.values(reachable(flow, setup))) {
      const ctx = v.state.context as { log: LogEntry[] };
      for (const l of ctx.log) {
        out.log.add(l.code);
        // Some codes carry numbers ("8000/6000") rather than a card id.
        if (l.card && !/\d/.test(l.card)) out.cards.add(l.card);
      }
      const view = flow.view(ctx);
      // A table's sides are named by content too, and each section sits on a side the view declares.
      for (const side of view.sides ?? []) out.sections.add(side.key);
      for (const s of view.sections) {
        if (s.side && !view.sides?.some((x) => x.key === s.side)) out.sections.add(`undeclared side ${s.side} of ${s.key}`);
        out.sections.add(s.key);
        const cards = s.kind === 'cards' ? s.cards : s.kind === 'slots' ? s.slots.flatMap((x) => x.cards) : [];
        if (s.kind === 'flag') out.values.add(`${s.key}.${s.value}`);
        if (s.kind === 'slots') s.slots.forEach((x) => out.values.add(`${s.key}.${x.key}`));
        for (const c of cards) {
          out.cards.add(c.card);
          c.tags?.forEach((t) => out.tags.add(t));
          Object.keys(c.stats ?? {}).forEach((k) => out.values.add(`stat.${k}`));
        }
      }
    }
  }
  return out;
}

test('every machine flow has content, and every content flow has a machine', () => {
  const contentFlows = Object.entries(games).flatMap(([g, x]) => Object.keys(x.flows).map((f) => `${g}/${f}`));
  expect(contentFlows.sort()).toEqual(Object.keys(flows).sort());
});

for (const [gameId, game] of Object.entries(games)) {
  describe(gameId, () => {
    test('game content matches the schema', () => {
      expect(() => GameContent.parse(game.content)).not.toThrow();
      expect(Object.keys(game.flows)).toEqual(Object.keys(gameMachines[gameId].flows));
      // Plain glossary words: both languages, and no alias claimed by two words or by a topic in the same language
      // (one word may go by the same letters in both, as "SF" does).
      const aliases = new Set<string>();
      for (const t of [...Object.values(game.terms ?? {}), ...Object.values(game.topics).flatMap((k) => Object.values(k))]) {
        for (const locale of ['ja', 'en'] as const) {
          for (const a of t.aliases[locale]) {
            expect(aliases.has(`${locale}:${a}`), `alias ${a} used twice`).toBe(false);
            aliases.add(`${locale}:${a}`);
          }
        }
      }
      for (const t of Object.values(game.terms ?? {})) expect(() => Term.parse(t)).not.toThrow();
      // The suggested order for new players names real flows, each once.
      const learn = (game.content.learn ?? []).map((l) => l.flow);
      for (const f of learn) expect(Object.keys(game.flows), f).toContain(f);
      expect(new Set(learn).size).toBe(learn.length);
    });

    for (const [flowId, entry] of Object.entries(game.flows)) {
      describe(flowId, () => {
        const flow = getFlow(gameId, flowId)!;
        const c = entry.content;

        test('flow content matches the schema (both languages, no empty text)', () => {
          const r = FlowContent.safeParse(c);
          expect(r.success, r.error?.message).toBe(true);
        });

        test('every machine step has content, and no content names a step the machine lacks', () => {
          const steps = stepsOf(flow);
          expect(Object.keys(c.steps).sort()).toEqual([...steps].sort());
          for (const s of steps) {
            expect(c.steps[s].source.ref).toBe(s);
            for (const l of LOCALES) {
              expect(c.steps[s].title[l].trim(), `${s} ${l}`).not.toBe('');
              expect(c.steps[s].text[l].trim(), `${s} ${l}`).not.toBe('');
            }
          }
        });

        test('every end, group, event, guard and setup has words', () => {
          const model = chartModel(flow);
          for (const e of endsOf(flow)) expect(c.ends, e).toHaveProperty(e);
          const groups: string[] = [];
          const walk = (n: typeof model.root) => {
            if (n.group) groups.push(n.group);
            n.children.forEach(walk);
          };
          walk(model.root);
          for (const g of groups) expect(c.groups, g).toHaveProperty(g);
          for (const e of model.edges) {
            // Edges inside a nested sub-flow take their words from that flow's content.
            const words = e.scope ? games[gameId].flows[e.scope].content : c;
            if (e.event.startsWith('xstate.')) continue;
            expect(words.events, e.event).toHaveProperty(e.event);
            if (e.guard) expect(words.guards, e.guard).toHaveProperty(e.guard);
          }
          expect(Object.keys(c.setups).sort()).toEqual(Object.keys(flow.setups).sort());
        });

        test('every board label, value, tag, log line and card the flow can show has words', () => {
          const v = vocabulary(gameId, flowId);
          for (const k of v.sections) expect(c.board.sections, k).toHaveProperty(k);
          for (const k of v.values) expect(Object.keys(c.board.values), k).toContain(k);
          for (const k of v.tags) expect(c.board.tags, k).toHaveProperty(k);
          for (const k of v.log) expect(c.board.log, k).toHaveProperty(k);
          for (const k of v.cards) expect(game.content.cards, k).toHaveProperty(k);
          // Walks every reachable situation of every setup: seconds on a shared, loaded machine.
        }, 60_000);

        test('rulings match the schema, cite a known source and point at real steps', () => {
          const steps = new Set(stepsOf(flow));
          const ids = new Set<string>();
          for (const raw of entry.rulings) {
            const r = Ruling.parse(raw);
            expect(ids.has(r.id), `duplicate ${r.id}`).toBe(false);
            ids.add(r.id);
            expect(r.flow).toBe(flowId);
            expect(game.content.sources, r.source.doc).toHaveProperty(r.source.doc);
            for (const s of r.steps) expect(steps.has(s), `${r.id} → ${s}`).toBe(true);
            for (const card of r.cards) expect(game.content.cards, card).toHaveProperty(card);
            // The replay read as the link it is: its setup, edits and walk each apply with no problem, with the engine's
            // own decoder (a ruling's edit= that a link would report as bad is bad here too).
            expect(readReplay(flow, r.replay).problems, r.id).toEqual([]);
            // An edit is written as a link writes it: every part changes the preset, in the editor's order.
            if (r.replay.edit) expect(encodeEdits(flow, r.replay.setup, decodeEdits(flow, r.replay.setup, r.replay.edit).values), r.id).toBe(r.replay.edit);
          }
        });
      });
    }
  });
}

test("each game's step ids take its own form, where it declares one", () => {
  for (const [gameId, game] of Object.entries(games)) {
    if (!game.stepPattern) continue;
    for (const flowId of Object.keys(game.flows)) for (const s of stepsOf(getFlow(gameId, flowId)!)) expect(s, `${gameId}/${flowId}`).toMatch(game.stepPattern);
  }
});

test('the schema rejects a step missing a language', () => {
  const bad = { title: { ja: 'x' }, text: { ja: 'y', en: 'z' }, source: { doc: '000', section: '①', ref: '1.1' } };
  expect(FlowContent.shape.steps.safeParse({ '1.1': bad }).success).toBe(false);
});

test('a web source must give its address; a rules document may leave it out (issue 9)', async () => {
  const { SourceDoc, Source } = await import('@/content/schema');
  const page = { kind: 'wiki', title: { ja: 'p', en: 'p' }, language: 'en', covers: { ja: 'c', en: 'c' }, web: { by: 'community' } };
  expect(SourceDoc.safeParse(page).success).toBe(false);
  expect(SourceDoc.safeParse({ ...page, url: 'https://example.org/wiki/Destroy' }).success).toBe(true);
  expect(SourceDoc.safeParse({ ...page, web: { by: 'anyone' }, url: 'https://example.org/' }).success).toBe(false);
  expect(Source.safeParse({ doc: 'w01', section: 's', ref: 'r' }).success).toBe(true);
  expect(Source.safeParse({ doc: 'web', section: 's', ref: 'r' }).success).toBe(false);
});

test('every web source is cited by at least one ruling, and every ruling citing one links a page', () => {
  for (const [gameId, game] of Object.entries(games)) {
    const cited = new Set(Object.values(game.flows).flatMap((f) => f.rulings.map((r) => r.source.doc)));
    for (const [doc, s] of Object.entries(game.content.sources)) if (s.web) expect(cited, `${gameId} ${doc}`).toContain(doc);
  }
});

describe('topics (keywords and other rules)', async () => {
  const { Topics } = await import('@/content/schema');
  const { parseWalk } = await import('@/machines/engine/replay');
  for (const [gameId, game] of Object.entries(games)) {
    test(`${gameId}: topics match the schema, name real steps, and their replays apply`, () => {
      const r = Topics.safeParse(game.topics);
      expect(r.success, r.error?.message).toBe(true);
      for (const kind of Object.keys(game.topics)) expect(game.topicKinds, `undeclared topic kind ${kind}`).toHaveProperty(kind);
      for (const [kind, kindWords] of Object.entries(game.topicKinds)) {
        const named = Object.keys(kindWords.facts ?? {});
        for (const [id, t] of Object.entries(game.topics[kind] ?? {})) {
          for (const s of t.steps) expect(stepsOf(getFlow(gameId, s.flow)!), `${id} → ${s.flow} ${s.step}`).toContain(s.step);
          if (t.replay) expect(parseWalk(getFlow(gameId, t.replay.flow)!, t.replay.walk, t.replay.setup).problem, id).toBeUndefined();
          if (t.flow) expect(game.flows, id).toHaveProperty(t.flow);
          // Every fact a topic states is one its kind names, and it states all of them.
          expect(Object.keys(t.facts ?? {}).sort(), id).toEqual(named.sort());
        }
      }
    });
  }
  test('the seven keywords of ④ each have a page', () => {
    expect(Object.keys(games.buddyfight.topics.keywords).sort()).toEqual(
      ['counterattack', 'double-attack', 'equip-change', 'lifelink', 'move', 'penetrate', 'soulguard'].sort(),
    );
  });
  test('the Double Attack page says where the source points and where the flow acts', () => {
    const t = games.buddyfight.topics.keywords['double-attack'];
    expect(t.steps).toEqual([{ flow: 'attack-phase', step: '4.1' }]);
    expect(t.note?.en).toMatch(/4\.2/);
  });
});

describe('JP ↔ EN concordance', async () => {
  const { concordanceData } = await import('@/content/buddyfight/extras');
  for (const [gameId, game] of Object.entries({ buddyfight: { ...games.buddyfight, concordance: concordanceData } })) {
    test(`${gameId}: every JP step in the concordance exists in the machines`, () => {
      const c = game.concordance;
      for (const [flow, rows] of Object.entries(c.flows)) {
        const steps = stepsOf(getFlow(gameId, flow)!);
        for (const r of rows) for (const s of r.jp) expect(steps, `${flow} ${s}`).toContain(s);
      }
    });
    test(`${gameId}: every flagged difference names existing steps and rulings`, () => {
      const c = game.concordance;
      const rulings = new Set(Object.values(game.flows).flatMap((f) => f.rulings.map((r) => r.id)));
      expect(c.differences.length).toBeGreaterThan(0);
      for (const d of c.differences) {
        const steps = stepsOf(getFlow(gameId, d.flow)!);
        for (const s of d.steps) expect(steps, `${d.flow} ${s}`).toContain(s);
        for (const r of d.rulings) expect(rulings.has(r), r).toBe(true);
      }
      const kinds = new Set(c.differences.map((d) => d.kind));
      for (const k of ['only-jp', 'wording', 'rules-check', 'qa-numbering']) expect(kinds, k).toContain(k);
    });
  }
});

test('every flow has an MDX page in both languages, where content/pages.ts looks for it', () => {
  for (const key of Object.keys(flows)) {
    const [game, flow] = key.split('/');
    for (const l of LOCALES) expect(existsSync(join('content', game, flow, `${l}.mdx`)), `${key} ${l}`).toBe(true);
  }
  // And no page without a flow: a folder holding an MDX page is a flow of its game.
  for (const game of Object.keys(games))
    for (const d of readdirSync(join('content', game), { withFileTypes: true }))
      if (d.isDirectory() && existsSync(join('content', game, d.name, 'en.mdx'))) expect(Object.keys(flows)).toContain(`${game}/${d.name}`);
});

test('Japanese questions, answers, readings and presets name no card in English', () => {
  // Two capitalised English words in a row ("Duel Sieger", "Frozen Stars") are an English card name left in the
  // Japanese text. A card whose Japanese name is unknown is described instead, and the ruling's reading says the name
  // is unconfirmed. (A ruling's note may quote an English document, and is left out.)
  const english = /[A-Z][a-z]+[ ,]+[A-Z][a-z]+/;
  const found: string[] = [];
  for (const [gameId, game] of Object.entries(games))
    for (const [flowId, entry] of Object.entries(game.flows)) {
      for (const r of entry.rulings)
        for (const t of [r.question.ja, r.answer.ja, r.reading?.ja ?? '']) if (english.test(t)) found.push(`${gameId} ${r.id}: ${t}`);
      for (const [id, s] of Object.entries(entry.content.setups))
        for (const t of [s.title.ja, s.text.ja]) if (english.test(t)) found.push(`${gameId} ${flowId} preset ${id}: ${t}`);
    }
  expect(found).toEqual([]);
});

test("no step title repeats its own number: the page already shows 'Step 1: <title>'", () => {
  // The ★rules check★ sandbox once read "Step 1: Check 1: losing".
  const doubled: string[] = [];
  for (const [gameId, game] of Object.entries(games))
    for (const [flowId, entry] of Object.entries(game.flows))
      for (const [step, s] of Object.entries(entry.content.steps))
        for (const t of [s.title.en, s.title.ja])
          if (new RegExp(`^\\S+\\s?${step.replace(/\./g, '\\.')}[:：]`).test(t)) doubled.push(`${gameId}/${flowId} ${step}: ${t}`);
  expect(doubled).toEqual([]);
});

test('the attack-phase page names the presets Q4 replays by their titles in the Situation menu', async () => {
  // The help once said "Q4 uses the basic battle", a name the menu never shows (it says "A link attack against Counterattack").
  const entry = games.buddyfight.flows['attack-phase'];
  for (const id of ['attack-phase-q4', 'attack-phase-q4-seal']) {
    const setup = entry.rulings.find((r) => r.id === id)!.replay.setup;
    const title = entry.content.setups[setup].title;
    expect(readFileSync(join('content/buddyfight/attack-phase/en.mdx'), 'utf8'), id).toContain(`"${title.en}"`);
    expect(readFileSync(join('content/buddyfight/attack-phase/ja.mdx'), 'utf8'), id).toContain(`「${title.ja}」`);
  }
});
