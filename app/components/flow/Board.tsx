'use client';
import type { BoardSection, CardView } from '@/machines/engine/types';
import { fill } from '@/app/lib/text';
import { useFlowData, useWalk } from './FlowContext';

/** Any game's board, drawn from the flow's generic board view. Changes since the last step are marked. */
export function Board() {
  const data = useFlowData();
  const walk = useWalk();
  const { ui, board: words, cards } = data;
  const before = new Map((walk.previous?.board.sections ?? []).map((s) => [s.key, JSON.stringify(s)]));
  const changed = (s: BoardSection) => walk.previous !== null && before.get(s.key) !== JSON.stringify(s);

  const card = (c: CardView, i: number) => (
    <li key={i} className="inline-flex min-w-0 flex-wrap items-center gap-1 rounded border border-slate-300 bg-white px-2 py-0.5 text-sm break-words dark:border-slate-600 dark:bg-slate-900">
      <span>{cards[c.card] ?? c.card}</span>
      {c.stats && (
        <span className="text-xs tabular-nums text-slate-700 dark:text-slate-300" data-stats>
          {Object.entries(c.stats)
            .map(([k, v]) => `${words.values[`stat.${k}`] ?? k} ${v}`)
            .join(' · ')}
        </span>
      )}
      {c.tags?.map((t) => (
        <span key={t} className="rounded bg-slate-200 px-1 text-xs text-slate-800 dark:bg-slate-700 dark:text-slate-100">
          {words.tags[t] ?? t}
        </span>
      ))}
    </li>
  );
  const cardList = (list: CardView[]) =>
    list.length ? <ul className="m-0 flex list-none flex-wrap gap-1 p-0">{list.map(card)}</ul> : <span className="text-slate-600 dark:text-slate-400">{ui.boardEmpty}</span>;

  const value = (s: BoardSection) => {
    switch (s.kind) {
      case 'number':
        return <span className="text-lg font-semibold tabular-nums">{s.value}</span>;
      case 'flag':
        return <span>{words.values[`${s.key}.${s.value}`] ?? s.value}</span>;
      case 'cards':
        return cardList(s.cards);
      case 'slots':
        return (
          <div className={`grid gap-1 ${s.slots.length > 3 ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-3'}`}>
            {s.slots.map((slot) => (
              <div
                key={slot.key}
                data-slot={slot.key}
                data-marked={slot.marked || undefined}
                className={`min-h-14 rounded border p-1 text-xs ${slot.marked ? 'border-sky-600 border-2 bg-sky-50 dark:bg-sky-950/50' : 'border-dashed border-slate-400 dark:border-slate-600'}`}
              >
                <div className="mb-1 font-medium text-slate-700 dark:text-slate-300">
                  {words.values[`${s.key}.${slot.key}`] ?? slot.key}
                  {slot.marked ? ' ◆' : ''}
                </div>
                {slot.cards.length ? <ul className="m-0 flex list-none flex-col gap-1 p-0">{slot.cards.map(card)}</ul> : null}
              </div>
            ))}
          </div>
        );
    }
  };

  const happened = walk.frame.log.slice(walk.previous?.log.length ?? walk.frame.log.length);

  return (
    <section aria-labelledby="board-title" className="rounded-lg border border-slate-200 p-3 dark:border-slate-700" data-board>
      <h3 id="board-title" className="mt-0 mb-2 text-base font-semibold">
        {ui.board}
      </h3>
      <dl className="m-0 grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] items-start gap-x-3 gap-y-2">
        {walk.frame.board.sections.map((s) => (
          <div key={s.key} className="contents" data-board-section={s.key} data-changed={changed(s) || undefined}>
            <dt className={`text-sm text-slate-700 dark:text-slate-300 ${s.kind === 'slots' ? 'col-span-2' : ''}`}>
              {words.sections[s.key] ?? s.key}
              {changed(s) && <span className="ml-1 rounded bg-amber-200 px-1 text-xs text-amber-950">{ui.boardChanged}</span>}
            </dt>
            <dd className={`m-0 min-w-0 ${s.kind === 'slots' ? 'col-span-2' : ''}`} data-value={s.kind === 'number' || s.kind === 'flag' ? String(s.value) : undefined}>
              {value(s)}
            </dd>
          </div>
        ))}
      </dl>
      {happened.length > 0 && (
        <div className="mt-3 border-t border-slate-200 pt-2 dark:border-slate-700">
          <h4 className="m-0 text-sm font-semibold">{ui.happened}</h4>
          <ul className="m-0 mt-1 list-disc pl-5 text-sm" data-log>
            {happened.map((h, i) => (
              <li key={i} data-log-code={h.code}>
                {fill(words.log[h.code] ?? h.code, { card: h.card ? (cards[h.card] ?? h.card) : '' })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
