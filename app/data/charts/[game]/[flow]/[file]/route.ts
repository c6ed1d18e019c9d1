import { LOCALES, games } from '@/content';
import { json } from '@/app/lib/data/published';
import { chartsFor } from '@/app/lib/flow-data';
import type { Locale } from '@/content/schema';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.entries(games).flatMap(([game, g]) => Object.keys(g.flows).flatMap((flow) => LOCALES.map((l) => ({ game, flow, file: `${l}.json` }))));
}

/** Every drawing of a flow (folded, and each nested flow opened): pages ship one, the rest load when opened. */
export async function GET(_req: Request, { params }: { params: Promise<{ game: string; flow: string; file: string }> }) {
  const { game, flow, file } = await params;
  return json(await chartsFor(game, flow, file.replace(/\.json$/, '') as Locale));
}
