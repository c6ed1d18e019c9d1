'use client';
import type { KeyboardEvent } from 'react';
import type { LaidNode } from '@/app/lib/chart-types';
import { useFlowData } from './FlowContext';
import { findStep } from './labels';

/** One step or end box. Steps link to their own page; a folded sub-flow box opens in place instead. */
export function ChartNodeBox({
  node: n,
  active,
  visited,
  onToggle,
  onSelect,
}: {
  node: LaidNode;
  active: boolean;
  visited: boolean;
  onToggle?: () => void;
  /** What a click does is the explorer's business (go to this step, keeping the situation); the link stays for new tabs. */
  onSelect?: () => void;
}) {
  const data = useFlowData();
  const scope = n.host ? data.layouts.folded.nodes.find((h) => h.id === n.host)?.flow : undefined;
  const words = n.step ? (n.host ? data.scopes[scope ?? '']?.steps.find((s) => s.key === n.step) : findStep(data, n.step)) : undefined;
  // A step of this flow whose outcome the rule edition changes carries a mark (the step panel says what differs).
  const differs = !!n.step && !n.host && !!data.editions && Object.hasOwn(data.editions.steps, n.step);
  const label = n.step ? `${data.ui.step} ${n.step}: ${words?.title ?? ''}${differs ? ` — ${data.ui.editionDiffers}` : ''}` : n.title;
  const cls = active
    ? 'fill-sky-600 stroke-sky-800 dark:fill-sky-500 dark:stroke-sky-300'
    : n.flow
      ? 'fill-indigo-50 stroke-indigo-500 dark:fill-indigo-950 dark:stroke-indigo-400'
      : n.badges?.length
        ? `fill-amber-50 stroke-amber-500 dark:fill-amber-950 dark:stroke-amber-600 ${visited ? 'stroke-[2.5]' : ''}`
        : n.end
          ? 'fill-slate-200 stroke-slate-500 dark:fill-slate-800 dark:stroke-slate-400'
          : `fill-white stroke-slate-400 dark:fill-slate-900 dark:stroke-slate-500 ${visited ? 'stroke-sky-500 stroke-[2]' : ''}`;
  const textCls = active ? 'fill-white' : 'fill-slate-900 dark:fill-slate-100';
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
        <path
          d={`M ${n.x + n.width - 9} ${n.y - 7} l 7 7 l -7 7 l -7 -7 z`}
          className="fill-edition stroke-surface stroke-1"
          data-edition-mark={n.step}
        />
      )}
      {n.control && (
        // The open control says what opening shows: the nested flow's name and its number of steps.
        <g data-flow-control>
          <rect x={n.x + 10} y={n.y + 36} width={n.width - 20} height={26} rx={13} className="fill-indigo-600 dark:fill-indigo-300" />
          <text x={n.x + n.width / 2} y={n.y + 53} textAnchor="middle" className="fill-white text-[12px] font-semibold dark:fill-indigo-950">
            <tspan aria-hidden="true">▸ </tspan>
            {n.control}
          </text>
        </g>
      )}
    </>
  );
  const onKey = (e: KeyboardEvent) => {
    if (onToggle && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      onToggle();
    }
  };
  const href = n.step && !n.host && !onToggle ? `${data.basePath}/${n.step}` : undefined;
  return (
    <g data-step={n.step} data-end={n.end} data-node={n.id} aria-current={active ? 'step' : undefined} className={active ? 'chart-active' : undefined}>
      {onToggle ? (
        <g role="button" tabIndex={0} aria-expanded="false" aria-label={n.control ? `${label} — ${n.control}` : `${data.ui.expand}: ${label}`} onClick={onToggle} onKeyDown={onKey} className="cursor-pointer" data-toggle={n.step}>
          <title>{label}</title>
          {body}
        </g>
      ) : href ? (
        <a
          href={href}
          aria-label={label}
          onClick={(e) => {
            if (!onSelect || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
            e.preventDefault();
            onSelect();
          }}
        >
          <title>{label}</title>
          {body}
        </a>
      ) : onSelect ? (
        <g
          role="button"
          tabIndex={0}
          aria-label={label}
          onClick={onSelect}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              onSelect();
            }
          }}
          className="cursor-pointer"
        >
          <title>{label}</title>
          {body}
        </g>
      ) : (
        <g role="img" aria-label={label}>
          <title>{label}</title>
          {body}
        </g>
      )}
    </g>
  );
}
