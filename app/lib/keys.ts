/**
 * The few properties of the focused element that say whether it uses a key itself. A DOM element fits as it is; a
 * plain object stands in for one in the unit tests.
 */
export interface Focused {
  tagName: string;
  /** An input's kind (checkbox, text, …); the DOM gives it in lower case, and an unknown one reads as text. */
  type?: string;
  isContentEditable?: boolean;
}

const ARROWS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];

/**
 * Inputs nobody types into, each with the keys it does use. Any other kind (text, search, number, date, …) takes
 * every key. A ticked checkbox once kept focus after the click and so swallowed the number keys (found by an
 * audit): it uses none of them.
 */
const UNTYPED: ReadonlyMap<string, readonly string[]> = new Map([
  ['checkbox', []],
  ['button', []],
  ['submit', []],
  ['reset', []],
  ['image', []],
  ['file', []],
  ['color', []],
  ['hidden', []],
  // A radio group moves its choice with the arrows; a slider with the arrows and the ends of its range.
  ['radio', ARROWS],
  ['range', [...ARROWS, 'Home', 'End', 'PageUp', 'PageDown']],
]);

/**
 * Whether the focused element uses `key` itself, so a page-wide shortcut (the explorer's 1–9, arrows and Home; the
 * search box's "/") must leave the key to it: anything typed into (a text-like input, a textarea, a select, which
 * jumps to the option typed, editable text) uses every key; a radio or slider uses only the keys that move it; a
 * checkbox, a button, a link or the page uses none.
 */
export function ownsKey(el: Focused | null | undefined, key: string): boolean {
  if (!el || typeof el.tagName !== 'string') return false;
  if (el.isContentEditable) return true;
  const tag = el.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const used = UNTYPED.get((el.type ?? 'text').toLowerCase());
  return used ? used.includes(key) : true;
}
