import { searchTexts } from '@/app/lib/search/build';

// The snippets under search results, by document id: fetched after the index, only by the search page.
export const dynamic = 'force-static';

export function GET() {
  return new Response(JSON.stringify(searchTexts()), { headers: { 'content-type': 'application/json; charset=utf-8' } });
}
