import { games } from '@/content';
import { dataRulings, dataTopics, json } from '@/app/lib/data/published';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(games).flatMap((game) => [
    { game, file: 'rulings.json' },
    { game, file: 'topics.json' },
  ]);
}

export async function GET(_req: Request, { params }: { params: Promise<{ game: string; file: string }> }) {
  const { game, file } = await params;
  return json(file === 'rulings.json' ? dataRulings(game) : dataTopics(game));
}
