import 'server-only';
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { env } from '@/env';
import { getDb } from '@/server/db/client';
import { refreshSessionTokens, startSessionTokens } from './session-tokens';
import { verifyCredentials } from './verify-credentials';

export function authOptions(): NextAuthOptions {
  return {
    secret: env().nextAuthSecret,
    session: { strategy: 'jwt', maxAge: Math.floor(env().refreshTokenLifetimeMs / 1000) },
    pages: { signIn: '/login', error: '/login' },
    providers: [
      CredentialsProvider({
        id: 'credentials',
        name: 'Email and password',
        credentials: { email: { label: 'Email', type: 'email' }, password: { label: 'Password', type: 'password' } },
        async authorize(credentials) {
          const user = await verifyCredentials(await getDb(), credentials);
          return user ? { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName } : null;
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          return {
            ...token,
            sub: user.id,
            firstName: user.firstName,
            lastName: user.lastName,
            accountLinkingRequired: false,
            ...(await startSessionTokens(await getDb(), user.id)),
          };
        }
        return refreshSessionTokens(await getDb(), token);
      },
      async session({ session, token }) {
        return {
          expires: session.expires,
          accessToken: token.accessToken,
          accessTokenExpires: token.accessTokenExpires,
          ...(token.error ? { error: token.error } : {}),
          user: {
            id: token.sub ?? '',
            email: token.email ?? '',
            firstName: token.firstName,
            lastName: token.lastName,
            accountLinkingRequired: token.accountLinkingRequired,
          },
        };
      },
    },
  };
}
