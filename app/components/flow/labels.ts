import type { FlowPageData } from '@/app/lib/page-data';

/** "Step 2.3: Counter resolves" or the end's name, for headings and announcements. */
export function positionLabel(data: FlowPageData, key: string): string {
  if (key.startsWith('end:')) return `${data.ui.end}: ${data.ends[key.slice(4)] ?? key.slice(4)}`;
  const s = data.steps.find((x) => x.key === key);
  return `${data.ui.step} ${key}: ${s?.title ?? ''}`;
}
