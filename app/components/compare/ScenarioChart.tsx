'use client';
import { Board } from '@/app/components/flow/Board';
import { Chart } from '@/app/components/flow/Chart';
import { useFlowData, useWalk } from '@/app/components/flow/FlowContext';
import { positionLabel } from '@/app/components/flow/labels';

/**
 * A small steppable copy of a flow's explorer for one worked scenario: the same
 * chart and board, moved only through the scenario's own events. It lives inside
 * an embedded FlowProvider, so several can share a page without touching the URL.
 */
export function ScenarioChart({ labels }: { labels: { previous: string; next: string; start: string; of: string } }) {
  const data = useFlowData();
  const walk = useWalk();
  const total = walk.events.length;
  const taken = walk.cursor > 0 ? walk.events[walk.cursor - 1] : undefined;
  const button = 'min-h-10 rounded-control border border-line-strong bg-surface px-3 py-1 disabled:opacity-40';
  return (
    <div className="not-prose flex min-w-0 flex-col gap-2" data-flow-id={`${data.game}/${data.flow}`} data-scenario-chart={data.game}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <button type="button" className={button} onClick={() => walk.go(0)} disabled={walk.cursor === 0} data-scenario-start>
          « {labels.start}
        </button>
        <button type="button" className={button} onClick={walk.back} disabled={walk.cursor === 0} data-scenario-previous>
          ◀ {labels.previous}
        </button>
        <button type="button" className={button} onClick={walk.forward} disabled={walk.cursor >= total} data-scenario-next>
          {labels.next} ▶
        </button>
        <span className="text-muted" data-scenario-count>
          {walk.cursor} {labels.of} {total}
        </span>
      </div>
      <p className="m-0 text-sm" aria-live="polite" data-scenario-at={walk.frame.position.key}>
        {taken && <span className="text-muted">{data.events[taken] ?? taken} → </span>}
        <strong>{positionLabel(data, walk.frame.position.key, walk.frame.position.scope)}</strong>
      </p>
      <Chart />
      <Board />
    </div>
  );
}
