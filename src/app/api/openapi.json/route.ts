import { NextResponse } from 'next/server';
import { env } from '@/env';
import { openApiDocument } from '@/server/api/openapi/document';

export const dynamic = 'force-dynamic';

/** GET /api/openapi.json: the API contract, generated from the routes' zod schemas. */
export function GET() {
  return NextResponse.json(openApiDocument(env().appUrl), { headers: { 'cache-control': 'public, max-age=300' } });
}
