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
    error?: 'RefreshAccessTokenError';
  }
}
