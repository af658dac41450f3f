import { NextResponse } from 'next/server';
import { orgAdminsQuerySchema } from '@/lib/schemas/accounts';
import { apiRoute } from '@/server/api/handler';
import { listOrgAdmins } from '@/server/accounts/list-org-admins';

export const GET = apiRoute({ query: orgAdminsQuerySchema }, async ({ db, actor, query }) => {
  const { rows, total, matching } = await listOrgAdmins({ db, actor, input: query });
  return NextResponse.json(rows, { headers: { 'X-Total-Count': String(total), 'X-Matching-Count': String(matching) } });
});
