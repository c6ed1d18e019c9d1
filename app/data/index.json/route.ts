import { dataIndex, json } from '@/app/lib/data/published';

export const dynamic = 'force-static';

export function GET() {
  return json(dataIndex());
}
