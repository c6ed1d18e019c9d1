'use client';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { ChartLayout, ChartLayouts, LaidNode } from '@/app/lib/chart-types';
import { useFlowData, useWalk } from './FlowContext';
import { ChartNodeBox } from './ChartNodeBox';
import { litEdges } from '@/machines/engine/chart';

const ZOOMS = [0.5, 0.67, 0.8, 1, 1.25, 1.5, 2];

const drawingRequests = new Map<string, Promise<ChartLayouts>>();
function loadDrawings(href: string): Promise<ChartLayouts> {
  if (!drawingRequests.has(href)) drawingRequests.set(href, fetch(href).then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status))))));
  return drawingRequests.get(href)!;
}

function path(points: [number, number][]): string {
  return points.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
}

/**
 * Draws the chart from build-time coordinates and marks the reader's place.
 * Nested sub-flows are folded into one box until opened; entering one opens it.
 */
export function Chart() {
  const data = useFlowData();
  const walk = useWalk();
  const box = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  const nodeIds = walk.frame.position.nodeIds;
  // Which nested chart is open is part of the reader's situation (it is in the link), so the explorer holds it.
  const opened = walk.opened !== null && Object.hasOwn(data.layouts.opened, walk.opened) ? walk.opened : null;
  const [drawings, setDrawings] = useState(data.layouts.opened);
  // Drawings the page did not ship arrive from /data/charts/ the first time one is opened.
  useEffect(() => {
    if (!opened || drawings[opened]) return;
    let alive = true;
    loadDrawings(data.layoutsHref)
      .then((all) => alive && setDrawings((d) => ({ ...all.opened, ...Object.fromEntries(Object.entries(d).filter(([, v]) => v)) })))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [opened, drawings, data.layoutsHref]);

  const layout: ChartLayout = (opened && drawings[opened]) || data.layouts.folded;
  // A box stands for its state, or for the state it copies (an end drawn beside each step that reaches it).
  const stateOf = (n: LaidNode) => n.of ?? n.id;
  const drawn = new Set(layout.nodes.map(stateOf));
  const activeLeaf = [...nodeIds].reverse().find((id) => drawn.has(id) && !layout.nodes.find((n) => stateOf(n) === id)?.compound) ?? nodeIds[0];

  const { visited, taken } = useMemo(() => {
    const visited = new Set<string>();
    const frames = walk.frames.slice(0, walk.cursor + 1);
    frames.forEach((f) => f.position.nodeIds.forEach((id) => visited.add(id)));
    // Light the arrows of the transitions the machine actually fired, never a guess from the boxes at either end.
    const taken = new Set(litEdges(layout.edges, frames.flatMap((f) => f.taken)).map((e) => e.id));
    return { visited, taken };
  }, [walk.frames, walk.cursor, layout.edges]);
  // Of an end's copies, the one the reader's arrow leads to is theirs.
  const reached = new Set(layout.edges.filter((e) => taken.has(e.id)).map((e) => e.target));
  const mine = (n: LaidNode) => !n.of || reached.has(n.id);
  const activeBox = (layout.nodes.find((n) => stateOf(n) === activeLeaf && mine(n)) ?? layout.nodes.find((n) => stateOf(n) === activeLeaf))?.id ?? activeLeaf;

  // Keep the active box in view inside the chart's own scroller, without moving the page:
  // at once when the chart opens or the reader asked for less motion, smoothly after.
  const shown = useRef(false);
  useEffect(() => {
    const el = box.current;
    const node = layout.nodes.find((n) => n.id === activeBox);
    if (!el || !node) return;
    const cx = (node.x + node.width / 2) * zoom;
    const cy = (node.y + node.height / 2) * zoom;
    const margin = 40;
    const top = cy < el.scrollTop + margin || cy > el.scrollTop + el.clientHeight - margin ? Math.max(0, cy - el.clientHeight / 2) : el.scrollTop;
    const left = cx < el.scrollLeft + margin || cx > el.scrollLeft + el.clientWidth - margin ? Math.max(0, cx - el.clientWidth / 2) : el.scrollLeft;
    const still = !shown.current || !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    shown.current = true;
    if (top !== el.scrollTop || left !== el.scrollLeft) el.scrollTo({ top, left, behavior: still ? 'auto' : 'smooth' });
  }, [activeBox, zoom, layout]);

  const fit = () => {
    const el = box.current;
    if (!el) return;
    setZoom(Math.max(0.3, Math.min(1, (el.clientWidth - 8) / layout.width)));
  };
  const zoomStep = (dir: 1 | -1) => {
    const i = ZOOMS.findIndex((z) => z >= zoom - 0.001);
    setZoom(ZOOMS[Math.min(ZOOMS.length - 1, Math.max(0, (i < 0 ? 3 : i) + dir))]);
  };
  const toggle = (id: string) => walk.toggleChart(id);

  const btn =
    'rounded border border-slate-300 px-2 py-1 text-sm hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600';

  const leaves = layout.nodes.filter((n) => !n.compound);
  const box_ = (n: LaidNode) => (
    <ChartNodeBox
      key={n.id}
      node={n}
      active={n.id === activeBox}
      visited={visited.has(stateOf(n)) && mine(n)}
      onToggle={n.flow ? () => toggle(n.id) : undefined}
      onSelect={n.step || n.end ? () => walk.goToNode(stateOf(n)) : undefined}
    />
  );
  // Nested steps are grouped under their host so tests and readers can tell "2.5 › 3.1" from the flow's own 3.1.
  const byHost = new Map<string, LaidNode[]>();
  for (const n of leaves) if (n.host) byHost.set(n.host, [...(byHost.get(n.host) ?? []), n]);
  const groups: ReactNode[] = [...byHost.entries()].map(([host, nodes]) => {
    const h = layout.nodes.find((n) => n.id === host);
    return (
      <g key={`host-${host}`} data-flow={h?.flow} data-host={h?.step}>
        {nodes.map(box_)}
      </g>
    );
  });

  // Busy while an opened chart's drawing is still on its way: the folded chart shows meanwhile.
  return (
    <figure className="m-0" aria-busy={opened && !drawings[opened] ? true : undefined} data-chart>
      <div className="mb-2 flex flex-wrap items-center gap-2 print:hidden" role="toolbar" aria-label={data.ui.chart} data-chart-opened={opened && drawings[opened] ? opened : undefined}>
        <button type="button" className={btn} onClick={() => zoomStep(-1)} aria-label={data.ui.zoomOut}>
          −
        </button>
        <span className="w-12 text-center text-sm tabular-nums">{Math.round(zoom * 100)}%</span>
        <button type="button" className={btn} onClick={() => zoomStep(1)} aria-label={data.ui.zoomIn}>
          +
        </button>
        <button type="button" className={btn} onClick={fit}>
          {data.ui.zoomReset}
        </button>
      </div>
      <div
        ref={box}
        className="chart-scroller max-h-[55vh] overflow-auto rounded-lg border border-slate-200 bg-white p-1 lg:max-h-[75vh] dark:border-slate-700 dark:bg-slate-950 print:max-h-none print:overflow-visible"
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
          data-opened={opened ?? undefined}
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
              <CompoundBox key={n.id} node={n} active={nodeIds.includes(n.id)} onToggle={n.flow ? () => toggle(n.id) : undefined} />
            ))}
          {layout.edges.map((e) => (
            <path
              key={e.id}
              data-edge={e.event}
              data-taken={taken.has(e.id) || undefined}
              data-label={e.label ? 'true' : undefined}
              d={path(e.points)}
              fill="none"
              markerEnd={taken.has(e.id) ? 'url(#arrow-taken)' : 'url(#arrow)'}
              className={taken.has(e.id) ? 'stroke-sky-600 dark:stroke-sky-400' : 'stroke-slate-400 dark:stroke-slate-500'}
              strokeWidth={taken.has(e.id) ? 2.2 : 1.2}
            />
          ))}
          {/* Labels sit on their own line (placed by ELK at build time); the background hides the line under the words. */}
          {layout.edges.map(
            (e) =>
              e.label && (
                <g key={e.id} data-edge-label={e.event} data-taken={taken.has(e.id) || undefined}>
                  <rect
                    x={e.label.x}
                    y={e.label.y}
                    width={e.label.width}
                    height={e.label.height}
                    rx={3}
                    className={
                      taken.has(e.id)
                        ? 'fill-sky-50 stroke-sky-600 dark:fill-sky-950 dark:stroke-sky-400'
                        : 'fill-white stroke-slate-300 dark:fill-slate-950 dark:stroke-slate-600'
                    }
                    strokeWidth={0.8}
                  />
                  <text x={e.label.x + e.label.width / 2} y={e.label.y + 13} textAnchor="middle" className="fill-slate-700 text-[11px] dark:fill-slate-200">
                    {e.label.lines.map((line, i) => (
                      <tspan key={i} x={e.label!.x + e.label!.width / 2} dy={i ? 14 : 0} className={i && !e.label!.list ? 'italic' : undefined}>
                        {line}
                      </tspan>
                    ))}
                  </text>
                </g>
              ),
          )}
          {leaves.filter((n) => !n.host).map(box_)}
          {groups}
        </svg>
      </div>
    </figure>
  );
}

function CompoundBox({ node: n, active, onToggle }: { node: LaidNode; active: boolean; onToggle?: () => void }) {
  const data = useFlowData();
  const onKey = (e: KeyboardEvent) => {
    if (onToggle && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      onToggle();
    }
  };
  return (
    <g data-group={n.group} data-step={n.flow ? n.step : undefined} data-opened={n.flow ? 'true' : undefined} data-active={active || undefined}>
      <rect
        x={n.x}
        y={n.y}
        width={n.width}
        height={n.height}
        rx={10}
        className={
          active
            ? 'fill-sky-50 stroke-sky-400 dark:fill-sky-950/40 dark:stroke-sky-700'
            : 'fill-slate-50 stroke-slate-300 dark:fill-slate-900 dark:stroke-slate-700'
        }
      />
      {onToggle ? (
        <g role="button" tabIndex={0} aria-expanded="true" aria-label={`${data.ui.collapse}: ${n.title}`} onClick={onToggle} onKeyDown={onKey} className="cursor-pointer" data-toggle={n.step}>
          <text x={n.label?.x ?? n.x + 12} y={(n.label?.y ?? n.y + 8) + 14} className="fill-sky-800 text-[13px] font-semibold dark:fill-sky-300">
            ▾ {n.title}
          </text>
        </g>
      ) : (
        <text x={n.label?.x ?? n.x + 12} y={(n.label?.y ?? n.y + 8) + 14} className="fill-slate-700 text-[13px] font-semibold dark:fill-slate-200">
          {n.title}
        </text>
      )}
    </g>
  );
}
