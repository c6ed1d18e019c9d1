'use client';
import { memo, type KeyboardEvent } from 'react';
import type { LaidNode } from '@/app/lib/chart-types';
import { useFlowData } from './FlowContext';
import { findStep } from './labels';

/**
 * One step or end box. Steps link to their own page; a folded sub-flow box opens in place instead.
 * Memoized: its props are the box, two flags and the explorer's stable actions, so a step re-renders only the
 * boxes whose highlight changed, not the hundreds of the chart.
 */
export const ChartNodeBox = memo(function ChartNodeBox({
  node: n,
  active,
  visited,
  tabStop = true,
  onToggle,
  onSelect,
  query = '',
}: {
  node: LaidNode;
  active: boolean;
  visited: boolean;
  /** False for all but one copy of an end drawn several times: the others are left out of the Tab order. */
  tabStop?: boolean;
  /** Opens this box's nested chart (given the box's id). */
  onToggle?: (node: string) => void;
  /** What a click does is the explorer's business (go to this step, keeping the situation); the link stays for new tabs. Given the box's state id. */
  onSelect?: (node: string) => void;
  /** Kept on the box's link to its step's page: the rule edition in force (the step list's links keep it too). */
  query?: string;
}) {
  const toggle = onToggle && (() => onToggle(n.id));
  // A copy of an end (drawn beside each step reaching it) goes to the state it copies.
  const select = onSelect && (() => onSelect(n.of ?? n.id));
  const data = useFlowData();
  const scope = n.host ? data.layouts.folded.nodes.find((h) => h.id === n.host)?.flow : undefined;
  const words = n.step ? (n.host ? data.scopes[scope ?? '']?.steps.find((s) => s.key === n.step) : findStep(data, n.step)) : undefined;
  // A step of this flow whose outcome the rule edition changes carries a mark (the step panel says what differs).
  const differs = !!n.step && !n.host && !!data.editions && Object.hasOwn(data.editions.steps, n.step);
  const label = n.step ? `${data.ui.step} ${n.step}: ${words?.title ?? ''}${differs ? ` — ${data.ui.editionDiffers}` : ''}` : n.title;
  const cls = active
    ? 'fill-accent stroke-accent-ink'
    : n.flow
      ? 'fill-nest-soft stroke-nest'
      : n.badges?.length
        ? `fill-warn-soft stroke-warn-line ${visited ? 'stroke-[2.5]' : ''}`
        : n.end
          ? 'fill-sunken stroke-line-strong'
          : `fill-surface ${visited ? 'stroke-accent stroke-[2]' : 'stroke-line-strong'}`;
  const textCls = active ? 'fill-on-accent' : 'fill-ink';
  const body = (
    <>
      <rect x={n.x} y={n.y} width={n.width} height={n.height} rx={n.end ? n.height / 2 : 6} className={cls} />
      <text x={n.x + n.width / 2} y={n.control ? n.y + 22 : n.y + n.height / 2 + 4.5} textAnchor="middle" className={`${textCls} text-[13px]`}>
        {n.step ? (
          <>
            <tspan className="font-bold">{n.step}</tspan>
            <tspan> {n.title.slice(n.step.length + 1)}</tspan>
          </>
        ) : (
          n.title
        )}
      </text>
      {differs && (
        <path d={`M ${n.x + n.width - 9} ${n.y - 7} l 7 7 l -7 7 l -7 -7 z`} className="fill-edition stroke-surface stroke-1" data-edition-mark={n.step} />
      )}
      {n.control && (
        // The open control says what opening shows: the nested flow's name and its number of steps.
        <g data-flow-control>
          <rect x={n.x + 10} y={n.y + 36} width={n.width - 20} height={26} rx={13} className="fill-nest-strong" />
          <text x={n.x + n.width / 2} y={n.y + 53} textAnchor="middle" className="fill-on-nest text-[12px] font-semibold">
            <tspan aria-hidden="true">▸ </tspan>
            {n.control}
          </text>
        </g>
      )}
    </>
  );
  const onKey = (e: KeyboardEvent) => {
    if (toggle && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      toggle();
    }
  };
  const href = n.step && !n.host && !toggle ? `${data.basePath}/${n.step}${query}` : undefined;
  const current = active ? 'step' : undefined;
  return (
    // The reader's box is marked twice: data-current on the box's group, for styles and tests, and aria-current on the
    // element inside it that has a role (link, button or image). A group with no role is left out of the accessibility
    // tree, and the aria-current it carried with it: screen readers never heard which box was the current one.
    <g data-step={n.step} data-end={n.end} data-node={n.id} data-current={current} className={active ? 'chart-active' : undefined}>
      {toggle ? (
        <g
          role="button"
          tabIndex={0}
          aria-current={current}
          aria-expanded="false"
          aria-label={n.control ? `${label} — ${n.control}` : `${data.ui.expand}: ${label}`}
          onClick={toggle}
          onKeyDown={onKey}
          className="cursor-pointer"
          data-toggle={n.step}
        >
          <title>{label}</title>
          {body}
        </g>
      ) : href ? (
        <a
          href={href}
          aria-current={current}
          aria-label={label}
          onClick={(e) => {
            if (!select || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
            e.preventDefault();
            select();
          }}
          // Space on a box does what Enter does, as on the boxes that are buttons: it scrolled the chart, carrying
          // the focused box out of view (found by an audit).
          onKeyDown={(e) => {
            if (!select || e.key !== ' ') return;
            e.preventDefault();
            select();
          }}
        >
          <title>{label}</title>
          {body}
        </a>
      ) : select ? (
        <g
          role="button"
          tabIndex={tabStop ? 0 : -1}
          aria-current={current}
          aria-label={label}
          onClick={select}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              select();
            }
          }}
          className="cursor-pointer"
        >
          <title>{label}</title>
          {body}
        </g>
      ) : (
        <g role="img" aria-current={current} aria-label={label}>
          <title>{label}</title>
          {body}
        </g>
      )}
    </g>
  );
});
