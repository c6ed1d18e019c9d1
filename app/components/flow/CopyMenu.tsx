'use client';
import { useEffect, useRef, useState } from 'react';
import { useFlowData } from './FlowContext';
import { MAX_WALK_CHARS } from '@/machines/engine/replay';
import { keepInWindow } from '@/app/lib/keep-in-window';
import { pushedBelow, scrollMotion } from '@/app/lib/in-view';

/**
 * "Copy link" offers two links and says which is which: the exact situation
 * (every choice, the setup, edits and open chart; it reopens this very board)
 * and, where the step has a page of its own, that page (reached by the
 * shortest route, so its board may differ). Shown at every position, ends too.
 */
export function CopyMenu({
  className,
  exact,
  exactTooLong,
  step,
  onCopy,
}: {
  className: string;
  exact: () => string;
  /**
   * The exact link cannot carry the whole walk: the menu says so before the reader sends it. Asked when the menu is
   * open, not on every step (it serializes the walk).
   */
  exactTooLong: () => boolean;
  /** The step page's path, or null at an end or inside a nested chart. */
  step: string | null;
  onCopy(href: string, which: string): void;
}) {
  const { ui, locale } = useFlowData();
  const menu = useRef<HTMLDetailsElement>(null);
  // The menu closes once a link is copied and on Escape, focus back on its button, and when focus leaves it (it
  // stayed open over the board, found by an audit).
  const close = (refocus: boolean) => {
    if (!menu.current?.open) return;
    menu.current.removeAttribute('open');
    if (refocus) menu.current.querySelector('summary')?.focus();
  };
  const pick = (href: string, which: string) => {
    onCopy(href, which);
    close(true);
  };
  const list = useRef<HTMLDivElement>(null);
  // Opened, the menu is nudged back inside the window: from a button near the right edge (the step panel's last
  // control on a laptop) it ran past the screen and cut its own words off.
  // Opened from a button near the window's bottom (a phone, where the step panel's buttons end the first screen),
  // it opened below the fold, its second link hidden (found by an audit): it is then scrolled up into view.
  const fit = () => {
    if (!list.current || !menu.current?.open) return;
    keepInWindow(list.current);
    if (pushedBelow(list.current.getBoundingClientRect(), window.innerHeight)) list.current.scrollIntoView({ block: 'nearest', behavior: scrollMotion() });
  };
  const [tooLong, setTooLong] = useState(false);
  const onToggle = () => {
    if (menu.current?.open) setTooLong(exactTooLong());
    fit();
  };
  // A step taken with the menu open (a number key) may make the walk too long, or short enough again.
  useEffect(() => {
    if (menu.current?.open) setTooLong(exactTooLong());
  }, [exactTooLong]);
  const item = 'flex w-full flex-col items-start gap-0.5 rounded px-2 py-2 text-left hover:bg-sunken focus-visible:outline-2 focus-visible:outline-accent';
  return (
    <details
      ref={menu}
      className="relative"
      data-copy-menu
      onToggle={onToggle}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !menu.current?.open) return;
        e.preventDefault();
        close(true);
      }}
      onBlur={(e) => {
        // Only when focus went to another control (Tab): Safari gives a clicked button no focus, so a click on the
        // menu's own item blurs with no target, and closing then would swallow the click.
        const to = e.relatedTarget as Node | null;
        if (to && !menu.current?.contains(to)) close(false);
      }}
    >
      <summary className={`${className} cursor-pointer list-none`} data-copy-link>
        {ui.copyMenu}
      </summary>
      <div
        ref={list}
        className="absolute z-20 mt-1 flex w-72 max-w-[calc(100vw-2rem)] flex-col gap-1 rounded-control border border-line-strong bg-surface p-1 text-sm shadow-lg"
      >
        <button type="button" className={item} data-copy-exact onClick={() => pick(exact(), ui.copyExact)}>
          <span className="font-medium">{ui.copyExact}</span>
          <span className="text-xs text-muted">{ui.copyExactHint}</span>
          {tooLong && (
            <span className="rounded-chip bg-warn-soft px-1 text-xs text-warn-ink" data-copy-too-long>
              {ui.copyExactTooLong.replace('{n}', MAX_WALK_CHARS.toLocaleString(locale))}
            </span>
          )}
        </button>
        {step && (
          <button type="button" className={item} data-copy-step onClick={() => pick(new URL(step, window.location.origin).toString(), ui.copyStep)}>
            <span className="font-medium">{ui.copyStep}</span>
            <span className="text-xs text-muted">{ui.copyStepHint}</span>
          </button>
        )}
      </div>
    </details>
  );
}
