import { games } from '@/content';
import { dataFlow, json } from '@/app/lib/data/published';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.entries(games).flatMap(([game, g]) => Object.keys(g.flows).map((flow) => ({ game, file: `${flow}.json` })));
}

export async function GET(_req: Request, { params }: { params: Promise<{ game: string; file: string }> }) {
  const { game, file } = await params;
  return json(dataFlow(game, file.replace(/\.json$/, '')));
}
