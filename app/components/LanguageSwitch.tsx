'use client';
import { usePathname } from 'next/navigation';

/**
 * Links to the same page in the other language and carries the current
 * ?walk= along, read at click time because stepping rewrites the query.
 */
export function LanguageSwitch({ from, to, label, name }: { from: string; to: string; label: string; name: string }) {
  const pathname = usePathname() ?? `/${from}`;
  const target = pathname.replace(new RegExp(`^/${from}(?=/|$)`), `/${to}`);
  return (
    <a
      href={target}
      hrefLang={to}
      lang={to}
      aria-label={label}
      data-language-switch
      className="rounded-chip border border-line px-2 py-1 text-sm hover:bg-sunken"
      onClick={(e) => {
        e.preventDefault();
        window.location.assign(target + window.location.search + window.location.hash);
      }}
    >
      {name}
    </a>
  );
}
