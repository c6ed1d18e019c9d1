'use client';
import { memo, useEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import type { ChartLayout, ChartLayouts, LaidEdge, LaidNode } from '@/app/lib/chart-types';
import { PendingMark, useFlowData, useSettledWalk } from './FlowContext';
import { ChartNodeBox } from './ChartNodeBox';
import { editionQuery } from './labels';
import { litEdges } from '@/machines/engine/chart';
import { afterPaint } from '@/app/lib/after-paint';
import { printBands } from '@/app/lib/print-bands';
import { usePrinting } from './usePrinting';

const ZOOMS = [0.5, 0.67, 0.8, 1, 1.25, 1.5, 2];

/**
 * The widest drawing (in its own px, as laid out) that still prints readably. A printed chart was scaled to the page
 * width and squeezed onto one page, so a wide one printed its 13 px box text at 2 to 6 px (found by an audit): ink a
 * judge at the table cannot read. An A4 or Letter page with the browser's usual margins is about 720 CSS px wide;
 * a drawing up to 1200 px wide then prints at 0.6 or more, its text at 8 px (6 pt) or more. A narrower drawing prints at
 * its own size, at most (not blown up), running on over pages if it is tall (globals.css). A wider one is left out of
 * the print, with a line saying so: the flow page prints its numbered list of steps anyway, which says the same in text
 * at full size, and is what a judge can read from paper.
 */
const PRINT_WIDEST = 1200;

const drawingRequests = new Map<string, Promise<ChartLayouts>>();
function loadDrawings(href: string): Promise<ChartLayouts> {
  if (!drawingRequests.has(href)) {
    const request = fetch(href).then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))));
    // A failed request is forgotten, so the next ask tries again (a dropped connection must not keep a chart shut).
    request.catch(() => drawingRequests.get(href) === request && drawingRequests.delete(href));
    drawingRequests.set(href, request);
  }
  return drawingRequests.get(href)!;
}

/** Runs `fn` once the page is idle (or after `ms` where the browser cannot say); returns a cancel. */
function whenIdle(fn: () => void, ms: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: ms });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, ms);
  return () => clearTimeout(id);
}

function path(points: [number, number][]): string {
  return points.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
}

/**
 * Draws the chart from build-time coordinates and marks the reader's place.
 * Nested sub-flows are folded into one box until opened; entering one opens it.
 */
/** The chart scroller's size and scroll position, as a step's scroll needs them. */
function measure(el: HTMLElement) {
  return {
    top: el.scrollTop,
    left: el.scrollLeft,
    width: el.clientWidth,
    height: el.clientHeight,
    maxTop: el.scrollHeight - el.clientHeight,
    maxLeft: el.scrollWidth - el.clientWidth,
  };
}

export function Chart() {
  const data = useFlowData();
  // The chart follows the step a paint behind (useSettledWalk, FlowContext.tsx): the click is answered first by the
  // step panel, and relighting boxes or switching to another drawing (up to ~1,000 SVG elements) comes in the next
  // frame. That it is behind the reader's walk meanwhile is marked by PendingMark, without rendering the chart.
  const walk = useSettledWalk();
  // A box opened in a new tab (or long-pressed) keeps the reader's rules, as the step list's links do (an audit).
  const boxQuery = editionQuery(walk.edition);
  const figure = useRef<HTMLElement>(null);
  // Which nested chart is open is part of the reader's situation (it is in the link), so the explorer holds it.
  const opened = walk.opened !== null && Object.hasOwn(data.layouts.opened, walk.opened) ? walk.opened : null;
  const box = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  const nodeIds = walk.frame.position.nodeIds;
  const [drawings, setDrawings] = useState(data.layouts.opened);
  // Drawings the page did not ship come in one file per flow and language from /data/charts/. It is fetched once the
  // page is idle after loading, not when the reader first opens a nested chart: that opening then waits on no network
  // (on a phone's connection the longest part of it). Once the service worker is installed it answers from its cache.
  useEffect(() => {
    if (!Object.values(data.layouts.opened).some((v) => v === null)) return;
    return whenIdle(() => void loadDrawings(data.layoutsHref).catch(() => undefined), 3000);
  }, [data.layouts.opened, data.layoutsHref]);
  // Shown when the reader opens one (at once if the file is already here).
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

  // The drawing shown: the opened chart once its layout is here, else the folded one ('').
  const shownKey = opened && drawings[opened] ? opened : '';
  const layoutOf = (key: string): ChartLayout => (key && drawings[key]) || data.layouts.folded;
  const layout = layoutOf(shownKey);
  // A box stands for its state, or for the state it copies (an end drawn beside each step that reaches it).
  const stateOf = (n: LaidNode) => n.of ?? n.id;
  const drawn = new Set(layout.nodes.map(stateOf));
  const activeLeaf = [...nodeIds].reverse().find((id) => drawn.has(id) && !layout.nodes.find((n) => stateOf(n) === id)?.compound) ?? nodeIds[0];

  // Kept from render to render while the walk and drawing stay the same, so the memoized drawing is skipped too.
  const { visited, taken, reached } = useMemo(() => {
    const visited = new Set<string>();
    const frames = walk.frames.slice(0, walk.cursor + 1);
    frames.forEach((f) => f.position.nodeIds.forEach((id) => visited.add(id)));
    // Light the arrows of the transitions the machine actually fired, never a guess from the boxes at either end.
    const taken = new Set(
      litEdges(
        layout.edges,
        frames.flatMap((f) => f.taken),
      ).map((e) => e.id),
    );
    // Of an end's copies, the one the reader's arrow leads to is theirs.
    const reached = new Set(layout.edges.filter((e) => taken.has(e.id)).map((e) => e.target));
    return { visited, taken, reached };
  }, [walk.frames, walk.cursor, layout.edges]);
  const mine = (n: LaidNode) => !n.of || reached.has(n.id);
  const activeBox = (layout.nodes.find((n) => stateOf(n) === activeLeaf && mine(n)) ?? layout.nodes.find((n) => stateOf(n) === activeLeaf))?.id ?? activeLeaf;

  // The scroller's size and scroll position, kept up to date by its own events: a step then decides whether to
  // scroll without reading layout, which forced the browser to lay out the whole page in the middle of the step.
  const view = useRef<ReturnType<typeof measure> | null>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const read = () => (view.current = measure(el));
    // Both fire after layout, when reading it costs nothing; the observer's first report, after the next layout,
    // fills the values in (a read here would force that layout in the middle of a step that switches drawings). The
    // drawing shown is watched too: its size changes with the zoom and when a nested chart opens, and with it how
    // far the scroller can scroll.
    const resized = new ResizeObserver(read);
    resized.observe(el);
    const drawing = el.querySelector('svg.chart');
    if (drawing) resized.observe(drawing);
    el.addEventListener('scroll', read, { passive: true });
    return () => {
      resized.disconnect();
      el.removeEventListener('scroll', read);
    };
  }, [shownKey]);

  // Keep the active box in view inside the chart's own scroller, without moving the page: at once when the chart
  // opens or the reader asked for less motion, smoothly after. The scroll waits for the step's paint (afterPaint):
  // the new box is lit first, and the layout a scroll needs is then already done rather than forced mid-step.
  const shown = useRef(false);
  // The drawing shown when the view last moved: opening a nested chart the reader does not stand in shows that chart,
  // not the reader's box far from it (the view showed blank chart, the opened one off to the side; found by an audit).
  const lastShown = useRef(shownKey);
  useEffect(() => {
    const active = layout.nodes.find((n) => n.id === activeBox);
    const justOpened = shownKey !== '' && lastShown.current !== shownKey;
    lastShown.current = shownKey;
    const group = justOpened ? layout.nodes.find((n) => n.id === shownKey && n.compound) : undefined;
    const inside = (n: LaidNode, g: LaidNode) => n.x >= g.x && n.x + n.width <= g.x + g.width && n.y >= g.y && n.y + n.height <= g.y + g.height;
    // Where the opened chart starts: its lowest-numbered step (steps are numbered in the order the flow runs).
    const first =
      group &&
      layout.nodes
        .filter((n) => n.host === group.id && !n.compound && n.step)
        .sort((a, b) => a.step!.localeCompare(b.step!, 'en', { numeric: true }) || a.y - b.y)[0];
    const node = group && active && !inside(active, group) ? (first ?? group) : active;
    if (!node) return;
    return afterPaint(() => {
      const el = box.current;
      if (!el) return;
      // Read here only if the scroller has not reported yet (its observer's first report comes after a layout).
      const v = view.current ?? (view.current = measure(el));
      const cx = (node.x + node.width / 2) * zoom;
      const cy = (node.y + node.height / 2) * zoom;
      const margin = 40;
      // Horizontally, centring the box itself showed empty chart on one side of a group while cutting off its branches
      // on the other. The box's smallest group that fits the view is centred instead; where none fits, the view starts
      // at the group's left edge if the box stays well inside it.
      const groups = layout.nodes
        .filter((g) => g.compound && g.x <= node.x && g.x + g.width >= node.x + node.width && g.y <= node.y && g.y + g.height >= node.y + node.height)
        .sort((a, b) => a.width - b.width);
      const fits = groups.find((g) => g.width * zoom <= v.width - 16);
      const edge = groups[0] && groups[0].x * zoom - 8;
      // A box wider than the view (an opened chart's group) shows its start, not its empty middle.
      const wanted =
        node.width * zoom > v.width - 16
          ? node.x * zoom - 8
          : fits
            ? (fits.x + fits.width / 2) * zoom - v.width / 2
            : edge !== undefined && edge > cx - v.width / 2
              ? Math.min(edge, node.x * zoom - margin)
              : cx - v.width / 2;
      // Targets are clamped to how far the scroller goes: a box near the chart's end asked for a place past it on
      // every step, and each scrollTo made the browser lay out the page there and then.
      const clamp = (x: number, max: number) => Math.min(Math.max(0, x), Math.max(0, max));
      // A box partly outside the view moves the view: on a phone a wide box whose centre was still inside stayed cut
      // off, with its words (found by an audit).
      const [x0, x1, y0, y1] = [node.x * zoom, (node.x + node.width) * zoom, node.y * zoom, (node.y + node.height) * zoom];
      // A box taller than the view (an opened chart's group) shows its top, not its empty middle.
      const tallest = y1 - y0 > v.height - 8;
      const top = y0 < v.top + 4 || y1 > v.top + v.height - 4 ? clamp(tallest ? y0 - 8 : cy - v.height / 2, v.maxTop) : v.top;
      // When the chart first shows with the box in view but its group cut off, it is placed too. Only then: a scroll
      // right after the first paint draws the chart's visible part a second time (measured: about 50 ms of CPU a
      // flow page load, 18.0 -> 21.3-22.4 CPU s for 75 loads, when every first view scrolled).
      const cut = !!fits && (fits.x * zoom < v.left || (fits.x + fits.width) * zoom > v.left + v.width);
      const left = (!shown.current && cut) || x0 < v.left + 4 || x1 > v.left + v.width - 4 ? clamp(wanted, v.maxLeft) : v.left;
      const still = !shown.current || !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      shown.current = true;
      if (Math.abs(top - v.top) >= 1 || Math.abs(left - v.left) >= 1) el.scrollTo({ top, left, behavior: still ? 'auto' : 'smooth' });
    });
  }, [activeBox, zoom, layout, shownKey]);

  const fit = () => {
    const el = box.current;
    if (!el) return;
    // "Fit" must fit: the whole chart's shape at once is the point, even where its text is
    // too small to read (zoom in from there). The floor only stops a degenerate zero.
    setZoom(Math.max(0.05, Math.min(1, (el.clientWidth - 8) / layout.width)));
  };
  const zoomStep = (dir: 1 | -1) => {
    const i = ZOOMS.findIndex((z) => z >= zoom - 0.001);
    setZoom(ZOOMS[Math.min(ZOOMS.length - 1, Math.max(0, (i < 0 ? 3 : i) + dir))]);
  };
  // Stable from step to step (see useFlowWalk), so the memoized boxes below skip re-rendering.
  const toggle = walk.toggleChart;
  const goToNode = walk.goToNode;

  const btn =
    'rounded-control border border-line-strong px-2 py-1 text-sm hover:bg-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

  // Every drawing the reader has seen stays in the page, hidden while another is shown: going into a nested chart
  // and back out then shows a drawing that is already built, instead of taking ~1,000 SVG elements down and building
  // as many up, which made those steps the slowest of a walk. A hidden drawing is not rendered again while hidden
  // (Drawing's memo), so it costs React nothing; it is hidden with content-visibility (.chart-kept, globals.css),
  // which keeps its layout for when it is shown again (display: none would throw that away).
  const [seen, setSeen] = useState<string[]>([shownKey]);
  // Remembered from render to render as React documents for information from earlier renders: set while rendering.
  if (!seen.includes(shownKey)) setSeen([...seen, shownKey]);
  const printsTooWide = layout.width > PRINT_WIDEST;
  const printing = usePrinting();
  const printedInBands = printing && !printsTooWide;
  const live: DrawingProps = {
    layout,
    zoom,
    activeBox,
    visited,
    reached,
    taken,
    nodeIds,
    toggle,
    goToNode,
    title: data.flowTitle,
    opened,
    shown: true,
    boxQuery,
  };

  // Busy while an opened chart's drawing is still on its way: the folded chart shows meanwhile.
  return (
    // data-cursor: the walk position the drawing shows. After a step it trails the explorer's own data-cursor until the
    // render after the step's paint, and equals it once the chart has caught up (npm run bench times both).
    // data-pending: the chart does not yet show the reader's situation; unlike the cursor, it also covers opening or
    // folding a nested chart, which takes no step.
    <figure ref={figure} className="m-0" aria-busy={opened && !drawings[opened] ? true : undefined} data-chart data-cursor={walk.cursor}>
      <PendingMark target={figure} />
      <div
        className="mb-2 flex flex-wrap items-center gap-2 print:hidden"
        role="toolbar"
        aria-label={data.ui.chart}
        data-chart-opened={opened && drawings[opened] ? opened : undefined}
      >
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
      {printsTooWide && (
        <p className="m-0 hidden text-sm print:block" data-chart-print-note>
          {data.ui.chartTooWideToPrint}
        </p>
      )}
      <div
        ref={box}
        className={`chart-scroller max-h-[55vh] overflow-auto rounded-panel border border-line bg-surface p-1 lg:max-h-[75vh] print:max-h-none print:overflow-visible ${printsTooWide || printedInBands ? 'print:hidden' : ''}`}
        tabIndex={0}
        role="region"
        aria-label={`${data.ui.chart}: ${data.flowTitle}`}
      >
        {seen.map((key, i) => (
          // inert too: nothing in a hidden drawing can hold focus (useKeepFocus moves it to the drawing shown).
          <div key={key || '(folded)'} className={key === shownKey ? undefined : 'chart-kept'} inert={key !== shownKey}>
            <Drawing {...live} {...(key === shownKey ? {} : { layout: layoutOf(key), opened: key || null, shown: false })} marker={`chart-${i}`} />
          </div>
        ))}
      </div>
      {printedInBands && <PrintBands live={live} />}
    </figure>
  );
}

/**
 * The drawing on screen, printed as bands cut between its rows (print-bands.ts). Each band is a window onto a copy of
 * the drawing, so it prints with the print styles of the drawing itself (globals.css; a <use> copy did not take them,
 * its boxes printing in screen colours). The copies exist only while printing (usePrinting): on screen they would cost
 * every step. Each copy has arrowhead ids of its own: the drawing on screen is hidden from the print, and a marker in a
 * hidden drawing draws nothing.
 */
function PrintBands({ live }: { live: DrawingProps }) {
  const { layout } = live;
  return (
    <div className="hidden print:block" aria-hidden data-chart-print>
      {printBands(layout).map(([top, bottom], i) => (
        <svg
          key={top}
          viewBox={`0 ${top} ${layout.width} ${bottom - top}`}
          className="chart-band block"
          style={{ '--chart-width': `${layout.width}px`, '--chart-height': `${layout.height}px` } as CSSProperties}
        >
          <Drawing {...live} zoom={1} marker={`chart-print-${i}`} />
        </svg>
      ))}
    </div>
  );
}

interface DrawingProps {
  layout: ChartLayout;
  zoom: number;
  activeBox: string;
  /** States the walk has been in, and the copies of ends its arrows reached. */
  visited: Set<string>;
  reached: Set<string>;
  /** The arrows lit. */
  taken: Set<string>;
  nodeIds: readonly string[];
  toggle: (node: string) => void;
  goToNode: (node: string) => void;
  title: string;
  opened: string | null;
  /** The drawing on screen (class "chart"); the others are kept hidden (class "chart-hidden"). */
  shown: boolean;
  /** The rule edition in force, as its boxes' links to their step pages carry it ('' for the default). */
  boxQuery: string;
  /** Its own arrowhead ids: a marker inside a hidden drawing draws nothing, so drawings must not share them. */
  marker?: string;
}

/**
 * One drawing: the boxes, arrows and labels of one layout, with the reader's place marked. Rendered again when any
 * prop changes, except while it is hidden: it is rendered once as it hides (its class changes) and then left alone
 * until shown again, with the props of that moment.
 */
const sameDrawing = (a: DrawingProps, b: DrawingProps) =>
  (!a.shown && !b.shown) || (Object.keys(b) as (keyof DrawingProps)[]).every((k) => Object.is(a[k], b[k]));

const Drawing = memo(function Drawing({
  layout,
  zoom,
  activeBox,
  visited,
  reached,
  taken,
  nodeIds,
  toggle,
  goToNode,
  title,
  opened,
  shown,
  boxQuery,
  marker = 'chart',
}: DrawingProps) {
  const stateOf = (n: LaidNode) => n.of ?? n.id;
  const mine = (n: LaidNode) => !n.of || reached.has(n.id);
  const leaves = layout.nodes.filter((n) => !n.compound);
  // An end drawn beside every step that reaches it (13 "Game over" boxes on the attack phase) is one Tab stop, not one
  // per copy: the copy the reader's arrow leads to, or else the first. Every copy can still be clicked.
  const tabCopy = new Map<string, string>();
  for (const n of leaves) if (n.of && (!tabCopy.has(n.of) || (reached.has(n.id) && !reached.has(tabCopy.get(n.of)!)))) tabCopy.set(n.of, n.id);
  const box_ = (n: LaidNode) => (
    <ChartNodeBox
      key={n.id}
      node={n}
      active={n.id === activeBox}
      visited={visited.has(stateOf(n)) && mine(n)}
      tabStop={!n.of || tabCopy.get(n.of) === n.id}
      onToggle={n.flow ? toggle : undefined}
      onSelect={n.step || n.end ? goToNode : undefined}
      query={boxQuery}
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
  const arrow = `${marker}-arrow`;
  return (
    <svg
      width={layout.width * zoom}
      height={layout.height * zoom}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      className={shown ? 'chart block' : 'chart-hidden block'}
      // Its own size, for print (globals.css): printed no larger than drawn at 100%.
      style={{ '--chart-width': `${layout.width}px` } as CSSProperties}
      role="group"
      aria-label={title}
      data-opened={opened ?? undefined}
    >
      <defs>
        <marker id={arrow} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" className="fill-line-strong" />
        </marker>
        <marker id={`${arrow}-taken`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" className="fill-accent" />
        </marker>
      </defs>
      {layout.nodes
        .filter((n) => n.compound)
        .map((n) => (
          <CompoundBox key={n.id} node={n} active={nodeIds.includes(n.id)} onToggle={n.flow ? toggle : undefined} />
        ))}
      {layout.edges.map((e) => (
        <EdgeLine key={e.id} edge={e} taken={taken.has(e.id)} arrow={arrow} />
      ))}
      {/* Labels sit on their own line (placed by ELK at build time); the background hides the line under the words. */}
      {layout.edges.map((e) => e.label && <EdgeLabel key={e.id} edge={e} taken={taken.has(e.id)} />)}
      {leaves.filter((n) => !n.host).map(box_)}
      {groups}
    </svg>
  );
}, sameDrawing);

// Edges and labels change only when their arrow is lit or unlit: memoized, a step re-renders just those.
const EdgeLine = memo(function EdgeLine({ edge: e, taken, arrow }: { edge: LaidEdge; taken: boolean; arrow: string }) {
  return (
    <path
      data-edge={e.event}
      data-taken={taken || undefined}
      data-label={e.label ? 'true' : undefined}
      d={path(e.points)}
      fill="none"
      markerEnd={taken ? `url(#${arrow}-taken)` : `url(#${arrow})`}
      className={taken ? 'stroke-accent' : 'stroke-line-strong'}
      strokeWidth={taken ? 2.2 : 1.2}
    />
  );
});

const EdgeLabel = memo(function EdgeLabel({ edge: e, taken }: { edge: LaidEdge; taken: boolean }) {
  const label = e.label!;
  return (
    <g data-edge-label={e.event} data-taken={taken || undefined}>
      <rect
        x={label.x}
        y={label.y}
        width={label.width}
        height={label.height}
        rx={3}
        className={taken ? 'fill-accent-soft stroke-accent' : 'fill-surface stroke-line'}
        strokeWidth={0.8}
      />
      <text x={label.x + label.width / 2} y={label.y + 13} textAnchor="middle" className="fill-ink text-[11px]">
        {label.lines.map((line, i) => (
          <tspan key={i} x={label.x + label.width / 2} dy={i ? 14 : 0} className={i && !label.list ? 'italic' : undefined}>
            {line}
          </tspan>
        ))}
      </text>
    </g>
  );
});

const CompoundBox = memo(function CompoundBox({ node: n, active, onToggle }: { node: LaidNode; active: boolean; onToggle?: (node: string) => void }) {
  const data = useFlowData();
  const toggle = onToggle && (() => onToggle(n.id));
  const onKey = (e: KeyboardEvent) => {
    if (toggle && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      toggle();
    }
  };
  return (
    <g data-group={n.group} data-step={n.flow ? n.step : undefined} data-opened={n.flow ? 'true' : undefined} data-active={active || undefined}>
      <rect x={n.x} y={n.y} width={n.width} height={n.height} rx={10} className={active ? 'fill-accent-soft stroke-accent' : 'fill-sunken stroke-line'} />
      {toggle ? (
        <g
          role="button"
          tabIndex={0}
          aria-expanded="true"
          aria-label={`${data.ui.collapse}: ${n.title}`}
          onClick={toggle}
          onKeyDown={onKey}
          className="cursor-pointer"
          data-toggle={n.step}
        >
          {/* Room to tap around the words: the words alone were a target 15 px high (found by an audit). */}
          <rect
            x={(n.label?.x ?? n.x + 12) - 8}
            y={n.label?.y ?? n.y + 8}
            width={Math.min(n.width - 8, n.title.length * 8 + 40)}
            height={26}
            rx={6}
            className="fill-transparent"
            data-toggle-area
          />
          <text x={n.label?.x ?? n.x + 12} y={(n.label?.y ?? n.y + 8) + 14} className="fill-accent-ink text-[13px] font-semibold">
            ▾ {n.title}
          </text>
        </g>
      ) : (
        <text x={n.label?.x ?? n.x + 12} y={(n.label?.y ?? n.y + 8) + 14} className="fill-ink text-[13px] font-semibold">
          {n.title}
        </text>
      )}
    </g>
  );
});
