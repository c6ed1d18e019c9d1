import type { ChartLayout, LaidNode } from '@/app/lib/chart-types';

/** Boxes as one path's subpaths, in whole units: at thumbnail size a unit is a small fraction of a pixel. */
const boxes = (nodes: LaidNode[]) =>
  nodes.map((n) => `M${Math.round(n.x)} ${Math.round(n.y)}h${Math.round(n.width)}v${Math.round(n.height)}h${-Math.round(n.width)}z`).join('');

/**
 * A flow chart's silhouette: the same build-time layout the flow page draws, reduced
 * to boxes and lines with no words, so a game card shows the shape of each flow.
 * Static SVG, no script. One path per kind of mark, not one element per box and line: a
 * home page shows every flow's thumbnail, and as elements they were 71 KB of its HTML and
 * as much again in the page's RSC payload, for pictures 64 px wide.
 */
export function ChartThumb({ layout, className }: { layout: ChartLayout; className?: string }) {
  const pad = 8;
  const groups = layout.nodes.filter((n) => n.compound);
  const leaves = layout.nodes.filter((n) => !n.compound);
  const kinds = [
    { nodes: leaves.filter((n) => n.end), className: 'fill-line-strong' },
    { nodes: leaves.filter((n) => !n.end && n.badges?.length), className: 'fill-changed-soft stroke-changed' },
    { nodes: leaves.filter((n) => !n.end && !n.badges?.length), className: 'fill-accent-soft stroke-accent' },
  ];
  const lines = layout.edges.map((e) => e.points.map(([x, y], i) => `${i ? 'L' : 'M'}${Math.round(x)} ${Math.round(y)}`).join('')).join('');
  return (
    <svg
      viewBox={`${-pad} ${-pad} ${layout.width + 2 * pad} ${layout.height + 2 * pad}`}
      preserveAspectRatio="xMidYMin meet"
      className={className}
      aria-hidden="true"
      focusable="false"
      data-thumb
    >
      {groups.length > 0 && <path d={boxes(groups)} className="fill-sunken stroke-line" strokeWidth={4} data-thumb-groups />}
      <path d={lines} fill="none" className="stroke-line-strong" strokeWidth={5} data-thumb-lines />
      {kinds.map((k) => k.nodes.length > 0 && <path key={k.className} d={boxes(k.nodes)} className={k.className} strokeWidth={5} data-thumb-steps />)}
    </svg>
  );
}
