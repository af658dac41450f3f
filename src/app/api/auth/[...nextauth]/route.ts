import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { authOptions } from '@/server/auth/options';

type Context = { params: Promise<{ nextauth: string[] }> };

// Options are built per request so that `next build` never needs the runtime secrets.
function handler(req: NextRequest, context: Context) {
  return NextAuth(req, context, authOptions());
}

export { handler as GET, handler as POST };
