import { mintTestAccessToken } from '../../tests/support/access-token';
import type { Fixtures } from './database';
import type { Request } from './load';
import { csrfPair, signInCookies } from '../../tests/support/cookie-sign-in';
import { FLOOR_PAGE_PATH } from './pages';

/** The password `npm run seed:scale` gives every scale user. */
export const SCALE_PASSWORD = 'ScaleUser2026';

/** `connections`: this endpoint's own figure, whatever `--connections` says (the issue's load for it). */
export type Endpoint = { name: string; next: () => Request; connections?: number };

/** The coalition's dashboard and an organisation's progress answer within 100 ms (p99) at 10 connections. */
export const ISSUE_17_CONNECTIONS = 10;

export const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** The calls the bare node:http floor (bench/lib/baseline.ts) also serves, with the same SQL. */
export const FLOORED_CALLS = ['user', 'userLogs', 'logWeight', 'community', 'orgAdmins', 'coalition', 'orgProgress'] as const;
export type FlooredCall = (typeof FLOORED_CALLS)[number];

/**
 * The bearer-token calls, each as a generator of requests from randomly chosen scale users
 * (tokens minted as the app mints them): the product reads, a weigh-in, and the coalition's and
 * Scale Organization's figures as their admins. No server is needed to make them, so any setup
 * (one instance, nginx, the floor) can be driven with them.
 */
export async function tokenEndpoints(fixtures: Fixtures, orgMembers: number): Promise<Record<FlooredCall, Endpoint>> {
  const { coalitionAdmin } = fixtures;
  if (!coalitionAdmin)
    throw new Error(
      "No scale user is the coalition's Admin (the database was seeded before the seed made one): `npm run admin -- grant scale-1@scale.example.org` on it",
    );
  const tokens = await Promise.all(fixtures.users.map(async (u) => ({ ...u, token: await mintTestAccessToken(u.id, 3 * 3600) })));
  const adminToken = await mintTestAccessToken(fixtures.orgAdmin.id, 3 * 3600);
  const coalitionToken = await mintTestAccessToken(coalitionAdmin.id, 3 * 3600);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const today = () => new Date().toISOString().slice(0, 10);
  return {
    user: {
      name: 'GET /api/User/{id}',
      next: () => {
        const u = pick(tokens);
        return { path: `/api/User/${u.id}`, headers: bearer(u.token) };
      },
    },
    userLogs: {
      name: 'GET /api/WeightLog/user/{userId}',
      next: () => {
        const u = pick(tokens);
        return { path: `/api/WeightLog/user/${u.id}`, headers: bearer(u.token) };
      },
    },
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
    // The coalition's dashboard as its page asks for it (everyone), as the coalition's Admin.
    coalition: {
      name: `GET /api/Coalition/outcomes (${ISSUE_17_CONNECTIONS} connections)`,
      connections: ISSUE_17_CONNECTIONS,
      next: () => ({ path: '/api/Coalition/outcomes', headers: bearer(coalitionToken) }),
    },
    // Scale Organization's progress card, as its OrganizationAdmin.
    orgProgress: {
      name: `GET /api/WeightLog/organization/{accountId}/progress (${orgMembers.toLocaleString('en-US')} members, ${ISSUE_17_CONNECTIONS} connections)`,
      connections: ISSUE_17_CONNECTIONS,
      next: () => ({ path: `/api/WeightLog/organization/${fixtures.orgId}/progress`, headers: bearer(adminToken) }),
    },
  };
}

/**
 * Every call the issue measures: the bearer-token calls, sign-in (next-auth credentials, with a
 * csrf pair from this server) and the dashboard HTML as a signed-in scale user, whose cookies
 * come along as `pageCookie` for the page figures.
 */
export async function benchEndpoints(baseUrl: string, fixtures: Fixtures, orgMembers: number) {
  const csrf = await csrfPair(baseUrl);
  const pageCookie = await signInCookies(baseUrl, fixtures.users[0]!.email, SCALE_PASSWORD);
  return {
    ...(await tokenEndpoints(fixtures, orgMembers)),
    signIn: {
      name: 'sign-in (credentials)',
      next: () => ({
        method: 'POST' as const,
        path: '/api/auth/callback/credentials',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: csrf.cookie },
        body: new URLSearchParams({ csrfToken: csrf.csrfToken, email: pick(fixtures.users).email, password: SCALE_PASSWORD, json: 'true' }).toString(),
      }),
    } satisfies Endpoint,
    // The bench build's empty page: the HTML floor the dashboard's is measured against.
    emptyPage: { name: `GET ${FLOOR_PAGE_PATH} (empty page HTML)`, next: () => ({ path: FLOOR_PAGE_PATH }) } satisfies Endpoint,
    dashboard: { name: 'GET /my-weight-tracker (HTML)', next: () => ({ path: '/my-weight-tracker', headers: { cookie: pageCookie } }) } satisfies Endpoint,
    pageCookie,
  };
}
