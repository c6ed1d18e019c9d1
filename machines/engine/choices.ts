/**
 * Numbered variants of one choice, where a player picks among several things of one kind ("use the 2nd card in
 * hand"): `event`, `event-2`, `event-3`. The chart draws a variant that shares its ends with the plain choice as that
 * choice's own arrow (chart.ts: collapse), so the naming both sides rely on lives here.
 */
export const variantEvent = (event: string, index: number) => (index ? `${event}-${index + 1}` : event);

/** The plain choice a numbered variant belongs to ('turn-uses' for 'turn-uses-2'), or undefined for any other event. */
export const variantBase = (event: string) => /^(.+)-\d$/.exec(event)?.[1];

/** The transitions for `event` and its variants, the `index`-th made by `make` (0: the plain choice). */
export function numberedChoices<C>(event: string, make: (index: number) => C, count = 3): Record<string, C> {
  return Object.fromEntries(Array.from({ length: count }, (_, index) => [variantEvent(event, index), make(index)]));
}
