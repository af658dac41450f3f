import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import type { E2eLocale } from './locales';

/**
 * The product API as the signed-in person of the page (the bearer token of their session), for
 * what a spec needs to arrange or read back exactly: the browser stays the thing under test.
 */
export type SignedInApi = {
  userId: string;
  get: <T>(path: string) => Promise<T>;
  /** A GET whose status the caller decides on (arranging data that may or may not be there). */
  status: (path: string) => Promise<number>;
  /** Sends and asserts the expected status; answers the parsed body (undefined for 204). */
  send: <T = unknown>(method: 'POST' | 'PUT' | 'DELETE', path: string, expectedStatus: number, body?: unknown) => Promise<T>;
};

export type Entry = { id: string; accountId: string; weight: number; logDate: string };
export type AccountRow = { id: string; accountId: string; accountName: string; accountType: 'personal' | 'organization'; isPrimary: boolean };
export type CommunityProgress = { totalPoundsLost: number; goalPounds: number; percent: number; participants: number };

/** The API of the page's signed-in person, or of the person an APIRequestContext signed in (apiSignIn). */
export async function signedInApi(from: Page | APIRequestContext): Promise<SignedInApi> {
  const request = 'request' in from ? from.request : from;
  const session = (await (await request.get('/api/auth/session')).json()) as { accessToken?: string; user?: { id: string } };
  expect(session.accessToken, 'signed in').toEqual(expect.any(String));
  const headers = { authorization: `Bearer ${session.accessToken}` };
  return {
    userId: session.user!.id,
    async get<T>(path: string) {
      const response = await request.get(path, { headers });
      expect(response.status(), `GET ${path}`).toBe(200);
      return (await response.json()) as T;
    },
    async status(path: string) {
      return (await request.get(path, { headers })).status();
    },
    async send<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, expectedStatus: number, body?: unknown) {
      const response = await request.fetch(path, { method, headers, data: body });
      expect(response.status(), `${method} ${path}`).toBe(expectedStatus);
      return (expectedStatus === 204 ? undefined : await response.json()) as T;
    },
  };
}

/** The account id of the person's own (personal) account. */
export async function personalAccountId(api: SignedInApi): Promise<string> {
  const { accounts } = await api.get<{ accounts: AccountRow[] }>(`/api/User/${api.userId}`);
  return accounts.find((account) => account.accountType === 'personal')!.accountId;
}

/** Someone else, signed in with a password outside any page (next-auth's credentials flow, as a browser does it). */
export async function apiSignIn(baseURL: string, email: string, password: string): Promise<SignedInApi & { dispose: () => Promise<void> }> {
  const request = await playwrightRequest.newContext({ baseURL });
  const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  await request.post('/api/auth/callback/credentials', { form: { csrfToken, email, password, json: 'true' }, maxRedirects: 0 });
  return { ...(await signedInApi(request)), dispose: () => request.dispose() };
}

/** The day `offset` days from today on this machine, as the app's date fields take it. */
export function localDay(offset = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A day in the medium style the app writes dates in ("Nov 25, 2026", "25 nov 2026"). */
export function mediumDate(day: string, locale: E2eLocale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(`${day}T00:00:00`));
}

/** The community card's lines for a total (in whole pounds) and a participant count, as en-US (or es-ES) shows them, the rule last. */
export function communityCardLines(totalPoundsLost: number, participants: number, locale: E2eLocale = 'en-US'): string[] {
  const percent = Math.min(100, Math.round((totalPoundsLost / 1_000_000) * 1_000_000) / 10_000);
  const number = (value: number, digits: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  if (locale === 'es-ES') {
    // messages/es-ES.json, Community.total / percent / participants.
    return [
      `Perdido entre todos: ${number(Math.round(totalPoundsLost), 0)} de ${number(1_000_000, 0)} lb`,
      `${number(percent, percent < 0.01 ? 4 : 2)}% del objetivo de la comunidad`,
      `${number(participants, 0)} ${participants === 1 ? 'participante' : 'participantes'}`,
      'Cada persona suma lo que ha perdido desde su primer registro, nunca menos de cero; un salto imposible (una errata) no cuenta.',
    ];
  }
  return [
    `${number(Math.round(totalPoundsLost), 0)} of 1,000,000 lbs lost together`,
    `${number(percent, percent < 0.01 ? 4 : 2)}% of the community goal`,
    `${number(participants, 0)} ${participants === 1 ? 'participant' : 'participants'}`,
    'Each person adds what they lost since their first weigh-in, never less than zero. A jump no body can make (a typo) does not count.',
  ];
}
