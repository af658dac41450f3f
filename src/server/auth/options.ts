import 'server-only';
import type { NextAuthOptions } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import CredentialsProvider from 'next-auth/providers/credentials';
import { env } from '@/env';
import { sameOriginUrl } from '@/lib/callback-url';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import { clientIp } from '@/server/rate-limit/rate-limit';
import { currentSessionToken } from './current-session';
import { externalProviders } from './external-providers';
import { linkIdentity, resolveExternalSignIn } from './external-sign-in';
import { revokeRefreshTokenFamily } from './refresh-tokens';
import { refreshSessionTokens, startSessionTokens } from './session-tokens';
import { verifyCredentials } from './verify-credentials';

type SignedIn = { id: string; firstName: string; lastName: string };

async function sessionFor(token: JWT, user: SignedIn, provider?: JWT['provider']): Promise<JWT> {
  return {
    email: token.email,
    sub: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    accountLinkingRequired: false,
    ...(provider ? { provider } : {}),
    ...(await startSessionTokens(await getDb(), user.id)),
  };
}

/** A password sign-in completes a link the browser was waiting for, when the emails agree. */
async function completePendingLink(user: { id: string; email: string }): Promise<void> {
  const pending = (await currentSessionToken())?.pendingLink;
  if (pending && pending.email === user.email) await linkIdentity(await getDb(), user.id, pending);
}

/** A session cookie of a sign-in that was signed out: not an error, the answer is "signed out". */
class SignedOutSession extends Error {
  override name = 'SignedOutSession';
}

export function authOptions(): NextAuthOptions {
  return {
    logger: {
      error(code, metadata) {
        if (metadata instanceof SignedOutSession) return;
        logger.error({ code, err: metadata }, `next-auth: ${code}`);
      },
    },
    secret: env().nextAuthSecret,
    session: { strategy: 'jwt', maxAge: Math.floor(env().refreshTokenLifetimeMs / 1000) },
    pages: { signIn: '/login', error: '/login' },
    providers: [
      CredentialsProvider({
        id: 'credentials',
        name: 'Email and password',
        credentials: { email: { label: 'Email', type: 'email' }, password: { label: 'Password', type: 'password' } },
        // Throws SignInError: next-auth hands its code to the client as `error`.
        async authorize(credentials, req) {
          const user = await verifyCredentials(await getDb(), credentials, clientIp(req?.headers));
          await completePendingLink(user);
          return user;
        },
      }),
      ...externalProviders(),
    ],
    events: {
      // next-auth's own POST /api/auth/signout only clears the cookie: a copy of it could go on
      // refreshing for the refresh token's lifetime. Its family is revoked here (finding 9).
      async signOut({ token }) {
        if (!token?.refreshToken) return;
        try {
          await revokeRefreshTokenFamily(await getDb(), token.refreshToken);
        } catch (error) {
          logger.error({ err: error }, 'sign-out could not revoke the refresh token');
        }
      },
    },
    callbacks: {
      async jwt({ token, user, account }) {
        if (user && account?.type === 'oauth') {
          const current = await currentSessionToken();
          const signedInId = current?.sub && !current.accountLinkingRequired && !current.error ? current.sub : null;
          const profile = {
            provider: account.provider,
            providerAccountId: account.providerAccountId,
            email: (user.email ?? '').toLowerCase(),
            firstName: user.firstName ?? '',
            lastName: user.lastName ?? '',
          };
          const result = await resolveExternalSignIn(await getDb(), profile, signedInId);
          if (result.kind === 'failed') throw new Error('OAuthCallback');
          // Linking from the Link external accounts screen keeps the current sign-in as it is.
          if (signedInId && current) return current;
          if (result.kind === 'linkRequired') {
            return {
              email: profile.email,
              firstName: '',
              lastName: '',
              accountLinkingRequired: true,
              pendingLink: profile,
              accessToken: '',
              accessTokenExpires: 0,
            };
          }
          return sessionFor(token, result.user, { provider: account.provider, idToken: account.id_token });
        }
        if (user) return sessionFor(token, user);
        // Waiting to link: nothing to refresh until the password sign-in.
        if (token.accountLinkingRequired) return token;
        const session = await refreshSessionTokens(await getDb(), token);
        // next-auth answers a throw from here with no session, and clears the cookie.
        if (!session) throw new SignedOutSession();
        return session;
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
            ...(token.provider ? { provider: token.provider } : {}),
          },
        };
      },
      // Where next-auth sends the browser after sign-in or sign-out: the one same-origin rule.
      async redirect({ url, baseUrl }) {
        return sameOriginUrl(url, baseUrl);
      },
    },
  };
}
