import type { FlowPageData, StepView } from '@/app/lib/page-data';
import type { Position } from '@/machines/engine/replay';

/** The words for a position key: the flow's own step, or a nested sub-flow's step ("2.5>3.1"). */
export function findStep(data: FlowPageData, key: string, scope?: string): StepView | undefined {
  if (key.startsWith('end:')) return undefined;
  const parts = key.split('>');
  const inner = parts[parts.length - 1];
  if (parts.length > 1 && scope) return data.scopes[scope]?.steps.find((s) => s.key === inner);
  return data.steps.find((s) => s.key === inner);
}

/** "Step 2.3: Counter resolves", the end's name, or for a nested step "Step 3.1: …". */
export function positionLabel(data: FlowPageData, key: string, scope?: string): string {
  if (key.startsWith('end:')) return `${data.ui.end}: ${data.ends[key.slice(4)] ?? key.slice(4)}`;
  const s = findStep(data, key, scope);
  const inner = key.split('>').pop();
  return `${data.ui.step} ${inner}: ${s?.title ?? ''}`;
}

/** "Attack phase 2.5 › Play timing 3.1" for nested positions; empty otherwise. */
export function breadcrumb(data: FlowPageData, position: Position): string {
  const parts = position.key.split('>');
  if (parts.length < 2 || !position.scope) return '';
  const hosts = parts.slice(0, -1).map((h) => `${data.flowShort} ${h}`);
  return [...hosts, `${data.scopes[position.scope]?.short ?? position.scope} ${parts[parts.length - 1]}`].join(' › ');
}
