import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, e2eEmail } from '../support/e2e-mail';
import { signedInApi } from './support/api';
import { hydratedControl } from './support/shell';
import { signInAtProvider } from './support/sign-in';

/**
 * Apple, Microsoft and Facebook sign-in, each through the real protocol
 * against a local server — Apple and Microsoft at the local OpenID provider with the claims each
 * really puts in its id token (tests/support/oidc-provider.mjs), Facebook at a local OAuth 2
 * server with a Graph `/me` (tests/support/fake-facebook.mjs). Per provider: how its profile
 * becomes the person's names and email, and the linking rules (SPEC §2, §3, §8).
 */

type UserDetails = { email: string; firstName: string; lastName: string; directoryManaged: boolean };
type Session = { user: { firstName: string; lastName: string; accountLinkingRequired: boolean; provider?: { provider: string } } };

/** The local Facebook login dialog: the test says who signs in (email) and their Facebook name. */
async function atFacebook(page: Page, email: string, name: string) {
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/v11\.0\/dialog\/oauth\?/);
  const dialog = page.getByRole('form', { name: 'Log in to Facebook' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

const local = (email: string) => email.split('@')[0]!;

const PROVIDERS = [
  {
    id: 'apple',
    name: 'Apple',
    signIn: (page: Page, email: string) => signInAtProvider(page, email),
    // Apple's id token carries no names (they come once, in the first authorization's form post).
    expected: (email: string) => ({ email, firstName: '', lastName: '' }),
    // The OpenID provider remembers the person: linking again needs no login.
    signInAgain: async () => {},
  },
  {
    id: 'azure-ad',
    name: 'Microsoft',
    signIn: (page: Page, email: string) => signInAtProvider(page, email),
    // Microsoft's display name (no given/family name claims): first word, then the rest.
    expected: (email: string) => ({ email, firstName: local(email), lastName: 'Microsoft Example' }),
    signInAgain: async () => {},
  },
  {
    id: 'facebook',
    name: 'Facebook',
    // The address is typed in capitals: the app keeps it lower-case.
    signIn: (page: Page, email: string) => atFacebook(page, email.toUpperCase(), `${local(email)} Van Der Berg`),
    // Graph /me: id, name (first word, then the rest) and email.
    expected: (email: string) => ({ email, firstName: local(email), lastName: 'Van Der Berg' }),
    // Facebook's dialog asks again (this stand-in keeps no session).
    signInAgain: (page: Page, email: string) => atFacebook(page, email, `${local(email)} Van Der Berg`),
  },
] as const;

/** Clears the session and signs in again with the provider alone, as `email`, up to the dashboard. */
async function signOutAndInAgain(page: Page, provider: (typeof PROVIDERS)[number], email: string) {
  await page.context().clearCookies({ domain: 'localhost' });
  await page.goto('/login');
  await page.getByRole('button', { name: `Continue with ${provider.name}` }).click();
  await provider.signInAgain(page, email);
  await expect(page).toHaveURL(/\/my-weight-tracker$/);
}

const providerRow = (page: Page, name: string) => page.getByRole('list', { name: 'Sign-in providers' }).getByRole('listitem').filter({ hasText: name });

for (const provider of PROVIDERS) {
  test(`${provider.name}: a new person is created from the provider's profile and can sign in again as the same person`, async ({ page }) => {
    const email = e2eEmail(`new-${provider.id}`);
    await page.goto('/login');
    await page.getByRole('button', { name: `Continue with ${provider.name}` }).click();
    await provider.signIn(page, email);
    await expect(page).toHaveURL(/\/my-weight-tracker$/);

    const expected = provider.expected(email);
    const api = await signedInApi(page);
    const first = await api.get<UserDetails>(`/api/User/${api.userId}`);
    expect(first).toMatchObject({ ...expected, directoryManaged: false });
    const session = await api.get<Session>('/api/auth/session');
    expect(session.user).toMatchObject({ firstName: expected.firstName, lastName: expected.lastName, accountLinkingRequired: false });
    expect(session.user.provider?.provider).toBe(provider.id);

    // The profile screen shows what the provider said; it is the person's to change (not directory-managed).
    await page.goto('/account/profile');
    const form = page.getByRole('form', { name: 'Profile' });
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue(expected.email);
    await expect(form.getByLabel('First name', { exact: true })).toHaveValue(expected.firstName);
    await expect(form.getByLabel('Last name', { exact: true })).toHaveValue(expected.lastName);
    await expect(form.getByLabel('First name', { exact: true })).toBeEditable();

    // Linked, and as the only way in it cannot be unlinked.
    await page.goto('/link-accounts');
    await expect(providerRow(page, provider.name)).toContainText('Linked');
    await (await hydratedControl(providerRow(page, provider.name).getByRole('button', { name: `Unlink ${provider.name}` }))).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('This is your only way to sign in, so it cannot be unlinked.');
    await expect(providerRow(page, provider.name)).toContainText('Linked');

    // Signing out and in again with the provider is the same person, not a second one.
    await signOutAndInAgain(page, provider, email);
    const again = await signedInApi(page);
    expect(again.userId).toBe(api.userId);
    expect(await again.get<UserDetails>(`/api/User/${again.userId}`)).toEqual(first);
  });

  test(`${provider.name} with an existing email: linking waits for the password, then unlink and link again`, async ({ page }) => {
    const email = e2eEmail(`link-${provider.id}`);
    await createVerifiedAccount(page, email, 'LinkPass2026', { firstName: 'Pat', lastName: 'Linker' });

    await page.goto('/login');
    await page.getByRole('button', { name: `Continue with ${provider.name}` }).click();
    await provider.signIn(page, email);
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await expect(signIn.getByRole('alert')).toHaveText('There is already an account with this email. Log in with your email and password to link it');
    // Not signed in: the session only says that linking is required.
    const waiting = await (await page.request.get('/api/auth/session')).json();
    expect(waiting.user).toMatchObject({ accountLinkingRequired: true, firstName: '', lastName: '' });
    expect(waiting.accessToken).toBe('');

    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel('Password').fill('LinkPass2026');
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/my-weight-tracker$/);

    // Linking keeps the person's own names: the provider's profile does not overwrite them.
    const api = await signedInApi(page);
    expect(await api.get<UserDetails>(`/api/User/${api.userId}`)).toMatchObject({ email, firstName: 'Pat', lastName: 'Linker', directoryManaged: false });

    await page.goto('/link-accounts');
    await expect(providerRow(page, provider.name)).toContainText('Linked');
    await (await hydratedControl(providerRow(page, provider.name).getByRole('button', { name: `Unlink ${provider.name}` }))).click();
    await expect(page.getByText(`${provider.name} account unlinked`)).toBeVisible();
    await expect(providerRow(page, provider.name)).toContainText('Not linked');

    // Linking from this screen is a provider sign-in while signed in: back here, linked again.
    await providerRow(page, provider.name)
      .getByRole('button', { name: `Link ${provider.name}` })
      .click();
    await provider.signInAgain(page, email);
    await expect(page).toHaveURL(/\/link-accounts$/);
    await expect(providerRow(page, provider.name)).toContainText('Linked');

    // And the provider alone now signs this person in.
    await signOutAndInAgain(page, provider, email);
    expect((await signedInApi(page)).userId).toBe(api.userId);
  });
}
