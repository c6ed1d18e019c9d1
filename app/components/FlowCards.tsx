import type { ChartLayout } from '@/app/lib/chart-types';
import type { Locale } from '@/content/schema';
import { ChartThumb } from './ChartThumb';

export interface FlowCard {
  flow: string;
  title: string;
  summary: string;
  thumb: ChartLayout;
}

/**
 * A game's flows as cards, each with its chart's silhouette: the same cards on the home page and on the game's own
 * page, so a reader recognises a flow by its shape wherever they meet it.
 */
export function FlowCards({ locale, game, cards }: { locale: Locale; game: string; cards: FlowCard[] }) {
  return (
    <ul className="m-0 grid list-none grid-cols-1 gap-3 p-0 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((c) => (
        <li key={c.flow} className="min-w-0">
          <a
            href={`/${locale}/${game}/${c.flow}`}
            className="group flex h-full gap-3 rounded-panel border border-line bg-surface p-3 text-ink hover:border-accent hover:no-underline"
            data-flow-card={c.flow}
          >
            <ChartThumb layout={c.thumb} className="h-20 w-16 shrink-0 rounded-chip bg-canvas" />
            <span className="flex min-w-0 flex-col gap-1">
              <span className="font-semibold text-link group-hover:underline">{c.title}</span>
              <span className="text-sm text-muted">{c.summary}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
