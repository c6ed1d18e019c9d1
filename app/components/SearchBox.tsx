'use client';
import { useEffect, useRef } from 'react';

/** The site-wide search field. Works as a plain form without JavaScript; "/" focuses it. */
export function SearchBox({ locale, label, placeholder }: { locale: string; label: string; placeholder: string }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey) return;
      if (t && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName))) return;
      e.preventDefault();
      input.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <form role="search" action={`/${locale}/search`} method="get" className="min-w-0 flex-1 sm:max-w-xs" data-search-form>
      <label className="sr-only" htmlFor="site-search">
        {label}
      </label>
      <input
        ref={input}
        id="site-search"
        name="q"
        type="search"
        placeholder={placeholder}
        aria-keyshortcuts="/"
        className="w-full rounded-chip border border-line bg-surface px-2 py-1 text-sm"
        data-search-input
      />
    </form>
  );
}
