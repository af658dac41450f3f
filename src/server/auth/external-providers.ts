import 'server-only';
import type { Provider } from 'next-auth/providers/index';
import type { OAuthConfig } from 'next-auth/providers/oauth';
import AppleProvider from 'next-auth/providers/apple';
import AzureADProvider from 'next-auth/providers/azure-ad';
import FacebookProvider from 'next-auth/providers/facebook';
import GoogleProvider from 'next-auth/providers/google';
import { env, type ExternalProviderId, type ExternalProviderSettings } from '@/env';

/** Display names of the buttons; `adfs` is the coalition's own sign-in. */
export const PROVIDER_NAMES: Record<ExternalProviderId, string> = {
  google: 'Google',
  apple: 'Apple',
  'azure-ad': 'Microsoft',
  facebook: 'Facebook',
  adfs: 'Coalition',
};

type Claims = { sub?: string; id?: string; email?: string; name?: string; given_name?: string; family_name?: string };

/** The app's user shape from OpenID claims (or Facebook's Graph fields). */
function toUser(claims: Claims) {
  const [first = '', ...rest] = (claims.name ?? '').split(' ');
  return {
    id: String(claims.sub ?? claims.id ?? ''),
    email: (claims.email ?? '').toLowerCase(),
    firstName: claims.given_name ?? first,
    lastName: claims.family_name ?? rest.join(' '),
  };
}

/** Any OpenID Connect provider by its issuer: the discovery document gives every endpoint. */
function openIdProvider(id: ExternalProviderId, s: ExternalProviderSettings & { issuer: string }): OAuthConfig<Claims> {
  return {
    id,
    name: PROVIDER_NAMES[id],
    type: 'oauth',
    wellKnown: `${s.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
    clientId: s.clientId,
    clientSecret: s.clientSecret,
    idToken: true,
    checks: ['pkce', 'state', 'nonce'],
    authorization: { params: { scope: 'openid email profile' } },
    profile: toUser,
  };
}

function build(id: ExternalProviderId, s: ExternalProviderSettings): Provider {
  if (s.issuer) return openIdProvider(id, { ...s, issuer: s.issuer });
  const common = { clientId: s.clientId, clientSecret: s.clientSecret, profile: (p: Claims) => toUser(p) };
  switch (id) {
    case 'google':
      return GoogleProvider(common);
    case 'apple':
      return AppleProvider(common);
    case 'azure-ad':
      // Our own profile: the stock one fetches a photo from Microsoft Graph, which we do not use.
      return AzureADProvider({ ...common, tenantId: s.tenantId });
    case 'facebook':
      if (s.oauthUrl) {
        // Another host that speaks Facebook's OAuth 2 (FACEBOOK_OAUTH_URL): the same paths as Facebook's.
        const base = s.oauthUrl.replace(/\/$/, '');
        return FacebookProvider({
          ...common,
          authorization: `${base}/v11.0/dialog/oauth?scope=email`,
          token: `${base}/oauth/access_token`,
          userinfo: { url: `${base}/me`, params: { fields: 'id,name,email,picture' } },
        });
      }
      return FacebookProvider(common);
    case 'adfs':
      throw new Error('adfs needs ADFS_ISSUER');
  }
}

export function externalProviders(): Provider[] {
  return (Object.entries(env().externalProviders) as [ExternalProviderId, ExternalProviderSettings][]).map(([id, s]) => build(id, s));
}

export function enabledProviderIds(): ExternalProviderId[] {
  return Object.keys(env().externalProviders) as ExternalProviderId[];
}

const discovery = new Map<string, Promise<{ end_session_endpoint?: string }>>();

/** The OpenID provider's logout URL for adfs (RP-initiated logout), or null when it has none. */
export async function endSessionUrl(idToken: string, postLogoutRedirectUri: string): Promise<string | null> {
  const issuer = env().externalProviders.adfs?.issuer;
  if (!issuer) return null;
  const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  if (!discovery.has(url)) {
    const fetched = fetch(url, { signal: AbortSignal.timeout(5_000) }).then((r) => r.json() as Promise<{ end_session_endpoint?: string }>);
    discovery.set(url, fetched);
    fetched.catch(() => discovery.delete(url));
  }
  const { end_session_endpoint: endpoint } = await discovery.get(url)!;
  if (!endpoint) return null;
  const target = new URL(endpoint);
  target.searchParams.set('id_token_hint', idToken);
  target.searchParams.set('post_logout_redirect_uri', postLogoutRedirectUri);
  return target.toString();
}
