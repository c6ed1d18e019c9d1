'use client';
import { useId } from 'react';
import type { BoardSection, BoardSide, CardView } from '@/machines/engine/types';
import { useFlowData, useSettledWalk } from './FlowContext';
import { outcome, sentenceGap } from './labels';

type Words = ReturnType<typeof useFlowData>['board'];
type Slot = Extract<BoardSection, { kind: 'slots' }>['slots'][number];

/**
 * Any game's board, drawn from the flow's generic board view. A view with sides is
 * drawn as a table: the opponent on top facing the turn player at the bottom, each
 * with a row of slots and compact counters, and a pile between them for what waits
 * to resolve. Everything that changed at the last step is ringed, and one line says
 * what happened.
 */
export function Board() {
  const data = useFlowData();
  const walk = useSettledWalk();
  const { ui, board: words, cards } = data;
  // Several boards may share a page (embedded scenarios): each needs its own title id and name.
  const titleId = useId();
  const view = walk.frame.board;
  const prev = walk.previous?.board.sections;
  const before = new Map((prev ?? []).map((s) => [s.key, s]));
  const changed = (s: BoardSection) => prev !== undefined && JSON.stringify(before.get(s.key)) !== JSON.stringify(s);
  const slotChanged = (s: BoardSection, slot: Slot) => {
    if (prev === undefined) return false;
    const old = before.get(s.key);
    const was = old?.kind === 'slots' ? old.slots.find((x) => x.key === slot.key) : undefined;
    return JSON.stringify(was) !== JSON.stringify(slot);
  };
  const happened = outcome(data, walk.frame, walk.previous);
  const ctx: Ctx = { words, cards, ui, changed, slotChanged };

  const sides = view.sides ?? [];
  const sideKeys = new Set(sides.map((s) => s.key));
  const onSide = (side: BoardSide) => view.sections.filter((s) => s.side === side.key && !s.pile);
  const pile = view.sections.filter((s) => s.pile);
  const table = view.sections.filter((s) => !s.pile && !(s.side && sideKeys.has(s.side)));
  const ordered = [...sides].sort((a, b) => (a.role === b.role ? 0 : a.role === 'opponent' ? -1 : 1));

  return (
    <section
      aria-labelledby={titleId}
      className="scroll-mt-2 rounded-panel border border-line bg-surface p-1.5 sm:p-3"
      data-board
      data-table={sides.length > 0 || undefined}
    >
      <h3 id={titleId} className="mt-0 mb-1 text-meta font-semibold tracking-wide text-muted uppercase">
        {ui.board}
        {data.embedded && <span className="sr-only"> — {data.flowTitle}</span>}
      </h3>
      {happened.length > 0 && (
        <div className="mb-2 rounded-chip border-l-4 border-changed bg-changed-soft px-2 py-1 text-sm text-changed-ink" data-happened>
          <span className="font-semibold">{ui.happened}: </span>
          <ul className="m-0 inline list-none p-0" data-log>
            {happened.map((h, i) => (
              <li key={i} className="inline" data-log-code={h.code}>
                {h.text}
                {i < happened.length - 1 ? sentenceGap(ui.sentenceEnd) : null}
              </li>
            ))}
          </ul>
        </div>
      )}
      {sides.length === 0 ? (
        <Sections sections={view.sections} ctx={ctx} />
      ) : (
        <div className="flex flex-col gap-2">
          {ordered.map((side, i) => (
            <div key={side.key} className="contents">
              {i > 0 && <Middle pile={pile} table={table} ctx={ctx} />}
              <SideBlock side={side} sections={onSide(side)} ctx={ctx} only={sides.length === 1} />
            </div>
          ))}
          {/* A one-sided board (one player acting) still shows its pile and the table's state, below the player. */}
          {sides.length === 1 && <Middle pile={pile} table={table} ctx={ctx} />}
        </div>
      )}
    </section>
  );
}

interface Ctx {
  words: Words;
  cards: Record<string, string>;
  ui: ReturnType<typeof useFlowData>['ui'];
  changed: (s: BoardSection) => boolean;
  slotChanged: (s: BoardSection, slot: Slot) => boolean;
}

/** A section's label: on a side, the side already says whose it is, so a short name ("life") is used when content has one. */
function label(s: BoardSection, words: Words) {
  const short = s.side && s.key.startsWith(`${s.side}.`) ? words.sections[s.key.slice(s.side.length + 1)] : undefined;
  return { text: short ?? words.sections[s.key] ?? s.key, full: words.sections[s.key] ?? s.key };
}

const ring = (on: boolean) => (on ? 'ring-2 ring-changed ring-offset-1 ring-offset-surface' : '');

function SideBlock({ side, sections, ctx, only }: { side: BoardSide; sections: BoardSection[]; ctx: Ctx; only: boolean }) {
  const opponent = side.role === 'opponent';
  const counters = sections.filter((s) => s.kind === 'number' || s.kind === 'flag' || (s.kind === 'cards' && s.compact));
  const rows = sections.filter((s) => s.kind === 'slots');
  const lists = sections.filter((s) => s.kind === 'cards' && !s.compact);
  const head = (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <h4 className="m-0 text-sm font-semibold">{ctx.words.sections[side.key] ?? side.key}</h4>
      <Counters sections={counters} ctx={ctx} />
    </div>
  );
  // The opponent's row is mirrored, as it is seen across the table; their name and counters sit at the far edge.
  const body = [...rows.map((s) => <SlotRow key={s.key} s={s} ctx={ctx} mirrored={opponent} />), ...lists.map((s) => <CardList key={s.key} s={s} ctx={ctx} />)];
  return (
    <div
      className={`flex flex-col gap-2 rounded-panel border p-1 sm:p-2 ${opponent ? 'border-line bg-sunken' : only ? 'border-line' : 'border-accent/40 bg-accent-soft/50'}`}
      data-side={side.key}
      data-role={side.role}
    >
      {opponent ? (
        <>
          {head}
          {[...body].reverse()}
        </>
      ) : (
        <>
          {body}
          {head}
        </>
      )}
    </div>
  );
}

/** Between the players: what waits to resolve (a pile), then the table's own state (the attack, a target …). */
function Middle({ pile, table, ctx }: { pile: BoardSection[]; table: BoardSection[]; ctx: Ctx }) {
  // An empty pile is not drawn: the middle of the table stays clear until something waits to resolve.
  pile = pile.filter((s) => s.kind !== 'cards' || s.cards.length > 0);
  if (!pile.length && !table.length) return null;
  const waiting = pile.flatMap((s) => (s.kind === 'cards' ? s.cards.map((c) => ({ s, c })) : []));
  return (
    <div className="flex flex-col gap-1 px-1" data-middle>
      {pile.length > 0 && (
        <div className="flex flex-wrap items-start gap-2" data-pile={waiting.length}>
          {pile.map((s) => (
            <div key={s.key} data-board-section={s.key} data-changed={ctx.changed(s) || undefined} className={`min-w-0 rounded-chip ${ring(ctx.changed(s))}`}>
              <dl className="m-0">
                <dt className="text-tiny text-muted">{label(s, ctx.words).full}</dt>
                <dd className="m-0">
                  {s.kind === 'cards' && s.cards.length > 0 ? (
                    <ul className="m-0 flex list-none flex-col p-0">
                      {s.cards.map((c, i) => (
                        // Stacked a little, like cards put on top of each other.
                        <li key={i} className={`min-w-0 ${i ? '-mt-1 ml-1' : ''}`}>
                          <Card c={c} ctx={ctx} />
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <span className="text-sm text-muted">{ctx.ui.boardEmpty}</span>
                  )}
                </dd>
              </dl>
            </div>
          ))}
        </div>
      )}
      {table.length > 0 && <Sections sections={table} ctx={ctx} />}
    </div>
  );
}

/** Numbers, states and compact zones as small chips: "Life 10", "Drop 2 ▸". */
function Counters({ sections, ctx }: { sections: BoardSection[]; ctx: Ctx }) {
  if (!sections.length) return null;
  return (
    <dl className="m-0 flex flex-wrap gap-1">
      {sections.map((s) => {
        const l = label(s, ctx.words);
        const chip = `inline-flex items-baseline gap-1 rounded-chip border border-line bg-surface px-1.5 py-0.5 text-sm ${ring(ctx.changed(s))}`;
        if (s.kind === 'cards') {
          return (
            <div key={s.key} data-board-section={s.key} data-changed={ctx.changed(s) || undefined} className="min-w-0">
              <dt className="sr-only">{l.full}</dt>
              <dd className="m-0" data-value={String(s.cards.length)}>
                <details className="group">
                  <summary className={`${chip} cursor-pointer list-none`} title={l.full}>
                    <span className="text-muted">{l.text}</span> <b className="tabular-nums">{s.cards.length}</b>
                    <span aria-hidden className="text-tiny text-muted group-open:rotate-90">
                      ▸
                    </span>
                  </summary>
                  {s.cards.length ? (
                    <ul className="m-0 mt-1 flex list-none flex-col gap-1 p-0">
                      {s.cards.map((c, i) => (
                        <li key={i} className="min-w-0">
                          <Card c={c} ctx={ctx} />
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="m-0 mt-1 text-sm text-muted">{ctx.ui.boardEmpty}</p>
                  )}
                </details>
              </dd>
            </div>
          );
        }
        const value = s.kind === 'number' ? String(s.value) : s.kind === 'flag' ? s.value : '';
        const shown = s.kind === 'flag' ? (ctx.words.values[`${s.key}.${s.value}`] ?? s.value) : value;
        return (
          <div key={s.key} data-board-section={s.key} data-changed={ctx.changed(s) || undefined} className={chip} title={l.full}>
            <dt className="text-muted">
              <span aria-hidden>{l.text}</span>
              <span className="sr-only">{l.full}</span>
            </dt>
            <dd className={`m-0 ${s.kind === 'number' ? 'font-semibold tabular-nums' : ''}`} data-value={value}>
              {shown}
              {ctx.changed(s) && <span className="sr-only"> ({ctx.ui.boardChanged})</span>}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** A row of areas, left to right as the player sees them, with any extra slot (an item) beside them. */
function SlotRow({ s, ctx, mirrored }: { s: BoardSection; ctx: Ctx; mirrored: boolean }) {
  if (s.kind !== 'slots') return null;
  const slots = mirrored ? [...s.slots].reverse() : s.slots;
  const l = label(s, ctx.words);
  return (
    // Named as a group, not a heading: the player's name sits below their row, and a heading there would skip a level.
    <div data-board-section={s.key} data-changed={ctx.changed(s) || undefined} role="group" aria-label={l.full}>
      {/* An area holding cards gets twice an empty one's width: on a phone four equal areas broke card names and
          keywords mid-word ("Opponen t's", "Countera ttack"; found by an audit). */}
      <div className="flex gap-1" data-slot-row>
        {slots.map((slot) => {
          const moved = ctx.slotChanged(s, slot);
          return (
            <div
              key={slot.key}
              data-slot={slot.key}
              data-marked={slot.marked || undefined}
              data-changed={moved || undefined}
              className={`flex min-h-16 min-w-0 ${slot.cards.length ? 'flex-[2_1_0%]' : 'flex-[1_1_0%]'} flex-col gap-1 rounded-chip border p-0.5 sm:p-1 ${slot.marked ? 'border-2 border-accent bg-accent-soft' : 'border-dashed border-line-strong'} ${ring(moved)}`}
            >
              <div className="text-tiny font-medium text-muted">
                {ctx.words.values[`${s.key}.${slot.key}`] ?? slot.key}
                {/* The mark says what it means to a screen reader and on hover (an audit found "◆" unexplained). */}
                {slot.marked && (
                  <span title={ctx.ui.slotMarked}>
                    {' '}
                    <span aria-hidden="true">◆</span>
                    <span className="sr-only">({ctx.ui.slotMarked})</span>
                  </span>
                )}
              </div>
              {slot.cards.length ? (
                <ul className="m-0 flex list-none flex-col gap-1 p-0">
                  {slot.cards.map((c, i) => (
                    <li key={i} className="min-w-0">
                      <Card c={c} ctx={ctx} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}

function CardList({ s, ctx }: { s: BoardSection; ctx: Ctx }) {
  if (s.kind !== 'cards') return null;
  const l = label(s, ctx.words);
  return (
    <div data-board-section={s.key} data-changed={ctx.changed(s) || undefined} className={`min-w-0 rounded-chip ${ring(ctx.changed(s))}`}>
      <dl className="m-0">
        <dt className="text-tiny text-muted">{l.text}</dt>
        <dd className="m-0">
          {s.cards.length ? (
            <ul className="m-0 flex list-none flex-wrap gap-1 p-0">
              {s.cards.map((c, i) => (
                <li key={i} className="max-w-full min-w-0">
                  <Card c={c} ctx={ctx} />
                </li>
              ))}
            </ul>
          ) : (
            <span className="text-sm text-muted">{ctx.ui.boardEmpty}</span>
          )}
        </dd>
      </dl>
    </div>
  );
}

/** A card: its name, its numbers and its tags, all wrapping inside the box however narrow the slot. */
function Card({ c, ctx }: { c: CardView; ctx: Ctx }) {
  return (
    <div
      className="min-w-0 rounded-chip border border-line bg-surface px-1 py-0.5 text-tiny shadow-sm hyphens-auto [line-break:strict] [overflow-wrap:anywhere] [word-break:auto-phrase] sm:px-1.5"
      data-card={c.card}
    >
      <div className="text-xs leading-tight font-semibold">{ctx.cards[c.card] ?? c.card}</div>
      {c.stats && (
        <div className="mt-0.5 flex flex-wrap gap-x-1.5 tabular-nums text-muted" data-stats>
          {Object.entries(c.stats).map(([k, v]) => (
            <span key={k}>
              {ctx.words.values[`stat.${k}`] ?? k} <b className="font-semibold text-ink">{v}</b>
            </span>
          ))}
        </div>
      )}
      {c.tags && c.tags.length > 0 && (
        <div className="mt-0.5 flex flex-wrap gap-0.5">
          {c.tags.map((t) => (
            <span key={t} className="rounded-sm bg-sunken px-1 text-ink">
              {ctx.words.tags[t] ?? t}
            </span>
          ))}
        </div>
      )}
    </div>
  );
}

/** A board without sides: each section as a labelled row, in the order the flow gives. */
function Sections({ sections, ctx }: { sections: BoardSection[]; ctx: Ctx }) {
  const chips = sections.filter((s) => s.kind === 'number' || s.kind === 'flag' || (s.kind === 'cards' && s.compact));
  return (
    <div className="flex flex-col gap-2">
      {sections.map((s) =>
        s.kind === 'slots' ? (
          <SlotRow key={s.key} s={s} ctx={ctx} mirrored={false} />
        ) : s.kind === 'cards' && !s.compact ? (
          <CardList key={s.key} s={s} ctx={ctx} />
        ) : null,
      )}
      <StateList sections={chips} ctx={ctx} />
    </div>
  );
}

/** The table's own state as label: value lines (these carry sentences, so they get room rather than a chip). */
function StateList({ sections, ctx }: { sections: BoardSection[]; ctx: Ctx }) {
  if (!sections.length) return null;
  return (
    <dl className="m-0 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
      {sections.map((s) => {
        const l = label(s, ctx.words);
        const value = s.kind === 'number' ? String(s.value) : s.kind === 'flag' ? s.value : s.kind === 'cards' ? String(s.cards.length) : '';
        const shown = s.kind === 'flag' ? (ctx.words.values[`${s.key}.${s.value}`] ?? s.value) : value;
        return (
          <div key={s.key} className={`contents`} data-board-section={s.key} data-changed={ctx.changed(s) || undefined}>
            <dt className="text-muted">{l.full}</dt>
            <dd className={`m-0 min-w-0 rounded-sm px-0.5 ${ctx.changed(s) ? 'bg-changed-soft font-semibold text-changed-ink' : ''}`} data-value={value}>
              {shown}
              {ctx.changed(s) && <span className="sr-only"> ({ctx.ui.boardChanged})</span>}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
