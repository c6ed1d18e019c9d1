'use client';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ChartLayout, LaidNode } from '@/app/lib/chart-types';
import { useFlowData, useWalk } from './FlowContext';

const ZOOMS = [0.5, 0.67, 0.8, 1, 1.25, 1.5, 2];

function path(points: [number, number][]): string {
  return points.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
}

/** Draws the chart from build-time coordinates and marks the reader's place on it. */
export function Chart() {
  const data = useFlowData();
  const walk = useWalk();
  const layout: ChartLayout = data.layout;
  const box = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);

  const active = new Set(walk.frame.position.nodeIds);
  const activeLeaf = walk.frame.position.nodeIds[walk.frame.position.nodeIds.length - 1];
  const { visited, taken } = useMemo(() => {
    const visited = new Set<string>();
    const taken = new Set<string>();
    const frames = walk.frames.slice(0, walk.cursor + 1);
    frames.forEach((f, i) => {
      f.position.nodeIds.forEach((id) => visited.add(id));
      if (i === 0) return;
      const event = walk.events[i - 1];
      const before = new Set(frames[i - 1].position.nodeIds);
      const after = new Set(f.position.nodeIds);
      for (const e of layout.edges) {
        if (e.event === event && after.has(e.target) && [...before].some((b) => e.source === b)) taken.add(e.id);
      }
    });
    return { visited, taken };
  }, [walk.frames, walk.cursor, walk.events, layout.edges]);

  // Keep the active box in view inside the chart's own scroller, without moving the page.
  useEffect(() => {
    const el = box.current;
    const node = layout.nodes.find((n) => n.id === activeLeaf);
    if (!el || !node) return;
    const cx = (node.x + node.width / 2) * zoom;
    const cy = (node.y + node.height / 2) * zoom;
    const margin = 40;
    if (cy * 1 < el.scrollTop + margin || cy > el.scrollTop + el.clientHeight - margin) {
      el.scrollTo({ top: Math.max(0, cy - el.clientHeight / 2), behavior: 'smooth' });
    }
    if (cx < el.scrollLeft + margin || cx > el.scrollLeft + el.clientWidth - margin) {
      el.scrollTo({ left: Math.max(0, cx - el.clientWidth / 2), behavior: 'smooth' });
    }
  }, [activeLeaf, zoom, layout.nodes]);

  const fit = () => {
    const el = box.current;
    if (!el) return;
    const z = Math.min(1, (el.clientWidth - 8) / layout.width);
    setZoom(Math.max(0.3, z));
  };
  const step = (dir: 1 | -1) => {
    const i = ZOOMS.findIndex((z) => z >= zoom - 0.001);
    const next = ZOOMS[Math.min(ZOOMS.length - 1, Math.max(0, (i < 0 ? 3 : i) + dir))];
    setZoom(next);
  };

  const title = (n: LaidNode) => {
    if (n.step) {
      const s = data.steps.find((x) => x.key === n.step);
      return `${data.ui.step} ${n.step}: ${s?.title ?? ''}`;
    }
    return n.title;
  };

  const btn =
    'rounded border border-slate-300 px-2 py-1 text-sm hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600';

  return (
    <figure className="m-0" aria-label={data.ui.chart}>
      <div className="mb-2 flex items-center gap-2 print:hidden" role="toolbar" aria-label={data.ui.chart}>
        <button type="button" className={btn} onClick={() => step(-1)} aria-label={data.ui.zoomOut}>
          −
        </button>
        <span className="w-12 text-center text-sm tabular-nums" aria-live="off">
          {Math.round(zoom * 100)}%
        </span>
        <button type="button" className={btn} onClick={() => step(1)} aria-label={data.ui.zoomIn}>
          +
        </button>
        <button type="button" className={btn} onClick={fit}>
          {data.ui.zoomReset}
        </button>
      </div>
      <div
        ref={box}
        className="chart-scroller max-h-[55vh] lg:max-h-[75vh] overflow-auto rounded-lg border border-slate-200 bg-white p-1 dark:border-slate-700 dark:bg-slate-950 print:max-h-none print:overflow-visible"
        tabIndex={0}
        role="region"
        aria-label={`${data.ui.chart}: ${data.flowTitle}`}
      >
        <svg
          width={layout.width * zoom}
          height={layout.height * zoom}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          className="chart block"
          role="group"
          aria-label={data.flowTitle}
        >
          <defs>
            <marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M0,0 L10,5 L0,10 z" className="fill-slate-500 dark:fill-slate-400" />
            </marker>
            <marker id="arrow-taken" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M0,0 L10,5 L0,10 z" className="fill-sky-600 dark:fill-sky-400" />
            </marker>
          </defs>
          {layout.nodes
            .filter((n) => n.compound)
            .map((n) => (
              <g key={n.id} data-group={n.group} className={active.has(n.id) ? 'group-active' : undefined}>
                <rect
                  x={n.x}
                  y={n.y}
                  width={n.width}
                  height={n.height}
                  rx={10}
                  className={
                    active.has(n.id)
                      ? 'fill-sky-50 stroke-sky-400 dark:fill-sky-950/40 dark:stroke-sky-700'
                      : 'fill-slate-50 stroke-slate-300 dark:fill-slate-900 dark:stroke-slate-700'
                  }
                />
                <text x={n.x + 12} y={n.y + 22} className="fill-slate-700 text-[13px] font-semibold dark:fill-slate-200">
                  {n.title}
                </text>
              </g>
            ))}
          {layout.edges.map((e) => (
            <g key={e.id} data-edge={e.event}>
              <path
                d={path(e.points)}
                fill="none"
                markerEnd={taken.has(e.id) ? 'url(#arrow-taken)' : 'url(#arrow)'}
                className={taken.has(e.id) ? 'stroke-sky-600 dark:stroke-sky-400' : 'stroke-slate-400 dark:stroke-slate-500'}
                strokeWidth={taken.has(e.id) ? 2.2 : 1.2}
              />
              {e.label && (
                <text x={e.label.x + 4} y={e.label.y + 12} className="fill-slate-600 text-[11px] dark:fill-slate-300">
                  {e.label.lines.map((line, i) => (
                    <tspan key={i} x={e.label!.x + 4} dy={i ? 14 : 0} className={i ? 'italic' : undefined}>
                      {line}
                    </tspan>
                  ))}
                </text>
              )}
            </g>
          ))}
          {layout.nodes
            .filter((n) => !n.compound)
            .map((n) => {
              const isActive = n.id === activeLeaf;
              const wasVisited = visited.has(n.id);
              const cls = isActive
                ? 'fill-sky-600 stroke-sky-800 dark:fill-sky-500 dark:stroke-sky-300'
                : n.rulesCheck
                  ? `fill-amber-50 stroke-amber-500 dark:fill-amber-950 dark:stroke-amber-600 ${wasVisited ? 'stroke-[2.5]' : ''}`
                  : n.end
                    ? 'fill-slate-200 stroke-slate-500 dark:fill-slate-800 dark:stroke-slate-400'
                    : `fill-white stroke-slate-400 dark:fill-slate-900 dark:stroke-slate-500 ${wasVisited ? 'stroke-sky-500 stroke-[2]' : ''}`;
              const textCls = isActive ? 'fill-white' : 'fill-slate-900 dark:fill-slate-100';
              const href = n.step ? `${data.basePath}/${n.step}` : undefined;
              const body = (
                <>
                  <rect x={n.x} y={n.y} width={n.width} height={n.height} rx={n.end ? n.height / 2 : 6} className={cls} />
                  <text x={n.x + n.width / 2} y={n.y + n.height / 2 + 4.5} textAnchor="middle" className={`${textCls} text-[13px]`}>
                    {n.step ? (
                      <>
                        <tspan className="font-bold">{n.step}</tspan>
                        <tspan> {n.title.slice(n.step.length + 1)}</tspan>
                      </>
                    ) : (
                      n.title
                    )}
                  </text>
                </>
              );
              return (
                <g
                  key={n.id}
                  data-step={n.step}
                  data-end={n.end}
                  data-node={n.id}
                  aria-current={isActive ? 'step' : undefined}
                  className={isActive ? 'chart-active' : undefined}
                >
                  {href ? (
                    <a href={href} aria-label={title(n)}>
                      <title>{title(n)}</title>
                      {body}
                    </a>
                  ) : (
                    <>
                      <title>{title(n)}</title>
                      {body}
                    </>
                  )}
                </g>
              );
            })}
        </svg>
      </div>
    </figure>
  );
}
