/** The local OpenID provider's clients (tests/support/oidc-provider.mjs) as the app is configured with them. */
export const TEST_OIDC_CLIENTS = {
  adfs: { clientId: 'test-adfs-client', clientSecret: 'test-adfs-secret-0123456789' },
  google: { clientId: 'test-google-client', clientSecret: 'test-google-secret-0123456789' },
} as const;
