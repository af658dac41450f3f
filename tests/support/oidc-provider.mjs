// A real OpenID provider for the end-to-end tests (the `oidc-provider` package) on 127.0.0.1.
// Its development login form accepts any login and password; the login is the person's email,
// so a test chooses who signs in. One client per app provider that points here (adfs, google, apple, azure-ad).
// Run: node tests/support/oidc-provider.mjs PORT APP_URL[,APP_URL…]
import { fileURLToPath } from 'node:url';
import Provider from 'oidc-provider';
import { exitWithParent } from './exit-with-parent.mjs';

// Keep in step with tests/support/oidc-clients.ts (what the app is configured with).
const TEST_OIDC_CLIENTS = {
  adfs: { clientId: 'test-adfs-client', clientSecret: 'test-adfs-secret-0123456789' },
  google: { clientId: 'test-google-client', clientSecret: 'test-google-secret-0123456789' },
  apple: { clientId: 'test-apple-client', clientSecret: 'test-apple-secret-0123456789' },
  'azure-ad': { clientId: 'test-azure-ad-client', clientSecret: 'test-azure-ad-secret-0123456789' },
};

/**
 * The claims each provider really puts in its id token, for the person whose login is `email`:
 * Apple gives no names in the id token (only the first authorization's form post has them);
 * Microsoft gives a display name and preferred_username, given/family names only as optional claims.
 */
const CLAIMS_BY_CLIENT = {
  [TEST_OIDC_CLIENTS.apple.clientId]: (email) => ({ sub: `apple-${email}`, email, email_verified: true, is_private_email: false }),
  [TEST_OIDC_CLIENTS['azure-ad'].clientId]: (email) => ({
    sub: `azure-${email}`,
    email,
    preferred_username: email,
    name: `${email.split('@')[0]} Microsoft Example`,
  }),
};

export function startOidcProvider({ port, appUrl }) {
  const issuer = `http://127.0.0.1:${port}`;
  const appUrls = String(appUrl).split(',');
  const provider = new Provider(issuer, {
    clients: Object.entries(TEST_OIDC_CLIENTS).map(([id, c]) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      // One registration per app (comma-separated `appUrl`): the e2e run has one app per viewport.
      redirect_uris: appUrls.map((url) => `${url}/api/auth/callback/${id}`),
      post_logout_redirect_uris: appUrls.map((url) => `${url}/`),
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    async findAccount(ctx, id) {
      const local = id.split('@')[0] ?? id;
      const byClient = CLAIMS_BY_CLIENT[ctx.oidc.client?.clientId ?? ''];
      return {
        accountId: id,
        claims: () => (byClient ? byClient(id) : { sub: `sub-${id}`, email: id, email_verified: true, given_name: local, family_name: 'Directory' }),
      };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified', 'is_private_email'],
      profile: ['given_name', 'family_name', 'name', 'preferred_username'],
    },
    // next-auth reads the profile from the id token: put the granted claims there.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    cookies: { keys: ['test-oidc-cookie-key-0123456789'] },
    // First-party clients only: no consent screen (the oidc-provider "skip consent" recipe).
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  return new Promise((resolve) => {
    const server = provider.listen(port, '127.0.0.1', () => resolve({ issuer, close: () => new Promise((done) => server.close(done)) }));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  exitWithParent();
  const [port, appUrl] = process.argv.slice(2);
  const { issuer } = await startOidcProvider({ port: Number(port), appUrl });
  console.log(`OpenID provider at ${issuer}`);
}
