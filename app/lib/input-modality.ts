/**
 * Whether the reader's last input was a key rather than a tap, click or pen. What follows a step depends on it: a
 * keyboard reader's focus is kept in view, and the page is not moved away from it; a reader who taps is shown what
 * their tap changed. Told apart by listening, once per page, to the keys and pointers pressed anywhere (capture, so a
 * handler that stops an event does not hide it).
 */
let keyboard = false;
let watching = false;

/** Starts listening (once per page); call before the first input matters, as a component mounts. */
export function watchInput(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('keydown', () => (keyboard = true), { capture: true, passive: true });
  window.addEventListener('pointerdown', () => (keyboard = false), { capture: true, passive: true });
}

export const lastInputWasKey = (): boolean => keyboard;
