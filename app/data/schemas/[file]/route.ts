import { z } from 'zod';
import { SCHEMAS, json } from '@/app/lib/data/published';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(SCHEMAS).map((name) => ({ file: `${name}.schema.json` }));
}

/** JSON Schemas generated from the same zod schemas the site and tests use. */
export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const name = file.replace(/\.schema\.json$/, '') as keyof typeof SCHEMAS;
  return json({ $id: `/data/schemas/${file}`, ...z.toJSONSchema(SCHEMAS[name]) });
}
