import { games } from '@/content';
import { filterCss } from '@/app/lib/ruling-index';
import { localeParams } from '@/app/lib/site';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return localeParams().flatMap(({ locale }) => Object.keys(games).map((game) => ({ locale, game })));
}

/** The rulings index's filter rules as a stylesheet, so filtering works with scripts off and no inline style. */
export async function GET(_req: Request, { params }: { params: Promise<{ game: string }> }) {
  const { game } = await params;
  return new Response(filterCss(game), { headers: { 'content-type': 'text/css; charset=utf-8' } });
}
