import 'next-auth';
import 'next-auth/jwt';

declare module 'next-auth' {
  interface User {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
  }

  /** SPEC §3 Session. */
  interface Session {
    accessToken: string;
    accessTokenExpires: number;
    error?: 'RefreshAccessTokenError';
    user: {
      id: string;
      email: string;
      firstName: string;
      lastName: string;
      accountLinkingRequired: boolean;
      provider?: { provider: string; accessToken?: string; idToken?: string };
    };
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    firstName: string;
    lastName: string;
    accountLinkingRequired: boolean;
    accessToken: string;
    accessTokenExpires: number;
    refreshToken?: string;
    lastRefreshAt?: number;
    /** When this session signed in (ms): every access token of it carries it as `auth_time`. */
    signedInAt?: number;
    error?: 'RefreshAccessTokenError';
    /** The external provider of this sign-in; adfs keeps its id token for the federated sign-out. */
    provider?: { provider: string; idToken?: string };
    /** An external identity waiting for the password sign-in that links it (accountLinkingRequired). */
    pendingLink?: { provider: string; providerAccountId: string; email: string; firstName: string; lastName: string };
  }
}
