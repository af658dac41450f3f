/** The local OpenID provider's clients (tests/support/oidc-provider.mjs) as the app is configured with them. */
export const TEST_OIDC_CLIENTS = {
  adfs: { clientId: 'test-adfs-client', clientSecret: 'test-adfs-secret-0123456789' },
  google: { clientId: 'test-google-client', clientSecret: 'test-google-secret-0123456789' },
  apple: { clientId: 'test-apple-client', clientSecret: 'test-apple-secret-0123456789' },
  'azure-ad': { clientId: 'test-azure-ad-client', clientSecret: 'test-azure-ad-secret-0123456789' },
} as const;

/** Facebook's client at the local OAuth 2 server (tests/support/fake-facebook.mjs), which is not OpenID Connect. */
export const TEST_FACEBOOK_CLIENT = { clientId: 'test-facebook-client', clientSecret: 'test-facebook-secret-0123456789' } as const;
