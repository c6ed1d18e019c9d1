import type { FlowPageData, StepView } from '@/app/lib/page-data';
import { readKey, type Position } from '@/machines/engine/position';

/** The words for a position key: the flow's own step, or a nested sub-flow's step ("2.5>3.1") in `scope`. */
export function findStep(data: FlowPageData, key: string, scope?: string): StepView | undefined {
  const k = readKey(key);
  if (k.end !== undefined) return undefined;
  const steps = k.hosts.length && scope ? data.scopes[scope]?.steps : data.steps;
  return steps?.find((s) => s.key === k.inner);
}

/** "Step 2.3: <its title>", the end's name, or for a nested step "Step 3.1: …". */
export function positionLabel(data: FlowPageData, key: string, scope?: string): string {
  const k = readKey(key);
  if (k.end !== undefined) return `${data.ui.end}: ${data.ends[k.end] ?? k.end}`;
  return `${data.ui.step} ${k.inner}: ${findStep(data, key, scope)?.title ?? ''}`;
}

/** "Attack phase 2.5 › Play timing 3.1" for nested positions, one part per level; empty otherwise. */
export function breadcrumb(data: FlowPageData, position: Position): string {
  if (position.levels.length < 2) return '';
  return position.levels.map((l) => `${l.scope ? (data.scopes[l.scope]?.short ?? l.scope) : data.flowShort} ${l.step}`).join(' › ');
}
