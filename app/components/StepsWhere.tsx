import { gameOf, type Locale } from '@/content';
import { getFlow } from '@/machines';
import { chartModel, type ChartNode } from '@/machines/engine/chart';

/**
 * Every step, in every flow of a game, that carries a badge (machine meta
 * `badges`, named by the game's content), each linked. Server-rendered from the machines.
 */
export function StepsWhere({ game, locale, badge }: { game: string; locale: Locale; badge: string }) {
  const g = gameOf(game);
  if (!g) return null;
  const rows = Object.entries(g.flows).flatMap(([flowId, entry]) => {
    const steps: string[] = [];
    const walk = (n: ChartNode, nested: boolean) => {
      if (!nested && n.step && n.badges?.includes(badge)) steps.push(n.step);
      n.children.forEach((c) => walk(c, nested || !!n.flow));
    };
    walk(chartModel(getFlow(game, flowId)!).root, false);
    return steps.length ? [{ flowId, title: entry.content.title[locale], steps }] : [];
  });
  return (
    <ul className="not-prose m-0 flex list-none flex-col gap-2 p-0" data-steps-where={badge}>
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
