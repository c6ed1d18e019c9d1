import { games, type Locale } from '@/content';
import { getFlow } from '@/machines';
import { chartModel, type ChartNode } from '@/machines/engine/chart';
import type { StepMeta } from '@/machines/engine/types';
import { own } from '@/app/lib/own';

/**
 * Every step, in every flow of a game, whose machine state carries a meta
 * flag (e.g. rulesCheck), each linked. Server-rendered from the machines.
 */
export function StepsWhere({ game, locale, flag }: { game: string; locale: Locale; flag: keyof StepMeta }) {
  const g = own(games, game);
  if (!g) return null;
  const rows = Object.entries(g.flows).flatMap(([flowId, entry]) => {
    const steps: string[] = [];
    const walk = (n: ChartNode & Record<string, unknown>, nested: boolean) => {
      if (!nested && n.step && n[flag]) steps.push(n.step);
      n.children.forEach((c) => walk(c as ChartNode & Record<string, unknown>, nested || !!n.flow));
    };
    walk(chartModel(getFlow(game, flowId)!).root as ChartNode & Record<string, unknown>, false);
    return steps.length ? [{ flowId, title: entry.content.title[locale], steps, words: entry.content.steps }] : [];
  });
  return (
    <ul className="not-prose m-0 flex list-none flex-col gap-2 p-0" data-steps-where={flag}>
      {rows.map((r) => (
        <li key={r.flowId}>
          <strong>{r.title}</strong>:{' '}
          {r.steps.map((s, i) => (
            <span key={s}>
              {i ? ', ' : ''}
              <a href={`/${locale}/${game}/${r.flowId}/${s}`} className="underline" data-step-link={`${r.flowId}/${s}`}>
                {s}
              </a>
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}
