import type { ChartLayout } from '@/app/lib/chart-types';

/**
 * A flow chart's silhouette: the same build-time layout the flow page draws, reduced
 * to boxes and lines with no words, so a game card shows the shape of each flow.
 * Static SVG, no script.
 */
export function ChartThumb({ layout, className }: { layout: ChartLayout; className?: string }) {
  const pad = 8;
  return (
    <svg
      viewBox={`${-pad} ${-pad} ${layout.width + 2 * pad} ${layout.height + 2 * pad}`}
      preserveAspectRatio="xMidYMin meet"
      className={className}
      aria-hidden="true"
      focusable="false"
      data-thumb
    >
      {layout.nodes
        .filter((n) => n.compound)
        .map((n) => (
          <rect key={n.id} x={n.x} y={n.y} width={n.width} height={n.height} rx={14} className="fill-sunken stroke-line" strokeWidth={4} />
        ))}
      {layout.edges.map((e) => (
        <polyline key={e.id} points={e.points.map((p) => p.join(',')).join(' ')} fill="none" className="stroke-line-strong" strokeWidth={5} />
      ))}
      {layout.nodes
        .filter((n) => !n.compound)
        .map((n) => (
          <rect
            key={n.id}
            x={n.x}
            y={n.y}
            width={n.width}
            height={n.height}
            rx={10}
            className={n.end ? 'fill-line-strong' : n.badges?.length ? 'fill-changed-soft stroke-changed' : 'fill-accent-soft stroke-accent'}
            strokeWidth={5}
          />
        ))}
    </svg>
  );
}
