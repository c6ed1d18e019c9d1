import { wireIndex } from '@/app/lib/search/build';

// Built once at export time: the browser downloads an index, not a search engine's input.
export const dynamic = 'force-static';

export function GET() {
  return new Response(JSON.stringify(wireIndex()), { headers: { 'content-type': 'application/json; charset=utf-8' } });
}
