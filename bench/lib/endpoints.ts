import { mintTestAccessToken } from '../../tests/support/access-token';
import type { Fixtures } from './database';
import type { Request } from './load';
import { csrfPair, signInCookies } from './session';

/** The password `npm run seed:scale` gives every scale user. */
export const SCALE_PASSWORD = 'ScaleUser2026';

export type Endpoint = { name: string; next: () => Request };

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

/**
 * The calls the issue measures, each as a generator of requests from randomly chosen scale
 * users (bearer tokens minted as the app mints them): sign-in, the four product reads, a
 * weigh-in, and the dashboard HTML. `orgMembers` only names the admin-list row.
 */
export async function benchEndpoints(baseUrl: string, fixtures: Fixtures, orgMembers: number): Promise<Record<
  'signIn' | 'user' | 'userLogs' | 'logWeight' | 'community' | 'orgAdmins' | 'dashboard',
  Endpoint
>> {
  const tokens = await Promise.all(fixtures.users.map(async (u) => ({ ...u, token: await mintTestAccessToken(u.id, 3 * 3600) })));
  const adminToken = await mintTestAccessToken(fixtures.orgAdmin.id, 3 * 3600);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const today = () => new Date().toISOString().slice(0, 10);
  const csrf = await csrfPair(baseUrl);
  const pageCookie = await signInCookies(baseUrl, fixtures.users[0]!.email, SCALE_PASSWORD);
  return {
    signIn: {
      name: 'sign-in (credentials)',
      next: () => ({
        method: 'POST',
        path: '/api/auth/callback/credentials',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: csrf.cookie },
        body: new URLSearchParams({ csrfToken: csrf.csrfToken, email: pick(fixtures.users).email, password: SCALE_PASSWORD, json: 'true' }).toString(),
      }),
    },
    user: { name: 'GET /api/User/{id}', next: () => { const u = pick(tokens); return { path: `/api/User/${u.id}`, headers: bearer(u.token) }; } },
    userLogs: { name: 'GET /api/WeightLog/user/{userId}', next: () => { const u = pick(tokens); return { path: `/api/WeightLog/user/${u.id}`, headers: bearer(u.token) }; } },
    logWeight: {
      name: 'POST /api/WeightLog/log-weight',
      next: () => {
        const u = pick(tokens);
        const body = JSON.stringify({ weight: 150 + Math.round(Math.random() * 1000) / 10, logDate: today() });
        return { method: 'POST', path: '/api/WeightLog/log-weight', headers: { ...bearer(u.token), 'content-type': 'application/json' }, body };
      },
    },
    community: { name: 'GET /api/CommunityProgress', next: () => ({ path: '/api/CommunityProgress', headers: bearer(pick(tokens).token) }) },
    // The Organization Management screen's call: one page of ten, on a random page.
    orgAdmins: {
      name: `GET /api/Account/org-admins (page of 10 of ${orgMembers.toLocaleString('en-US')} members)`,
      next: () => ({
        path: `/api/Account/org-admins?accountIds=${fixtures.orgId}&page=${1 + Math.floor(Math.random() * Math.max(1, orgMembers / 10))}&pageSize=10`,
        headers: bearer(adminToken),
      }),
    },
    dashboard: { name: 'GET /my-weight-tracker (HTML)', next: () => ({ path: '/my-weight-tracker', headers: { cookie: pageCookie } }) },
  };
}
