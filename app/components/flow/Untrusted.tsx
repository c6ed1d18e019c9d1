import { Fragment, type ReactNode } from 'react';

/** Longest stretch of untrusted text shown; the rest is cut with an ellipsis. */
export const UNTRUSTED_MAX = 32;

export function shorten(text: string, max = UNTRUSTED_MAX): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

/**
 * Text that came from a link, shown so it cannot disturb the sentence around
 * it: bidi-isolated (a right-to-left override stays inside) and shortened (a
 * long token cannot widen the page).
 */
export function Untrusted({ text }: { text: string }) {
  return (
    <bdi className="[unicode-bidi:isolate] font-mono [overflow-wrap:anywhere]" data-untrusted title={text.length > UNTRUSTED_MAX ? undefined : text}>
      {shorten(text)}
    </bdi>
  );
}

/** Fills {name} slots of a content template with nodes (fill() in app/lib/text.ts does the same for plain strings). */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode {
  const parts = template.split(/\{(\w+)\}/g);
  return parts.map((part, i) => <Fragment key={i}>{i % 2 ? (Object.hasOwn(values, part) ? values[part] : '') : part}</Fragment>);
}
