import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { endsSession } from '@/server/auth/session-end-headers';
import { authOptions } from '@/server/auth/options';

type Context = { params: Promise<{ nextauth: string[] }> };

// Options are built per request so that `next build` never needs the runtime secrets.
async function handler(req: NextRequest, context: Context) {
  const response: Response = await NextAuth(req, context, authOptions());
  return endsSession(req, response);
}

export { handler as GET, handler as POST };
