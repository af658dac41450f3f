import { createServer, type IncomingMessage, type Server } from 'node:http';
import { addDays } from '@/lib/dates';
import { addCounts, groupOutcomes, sumCounts, suppressAcrossOrganizations } from '@/lib/progress/coalition-outcomes';
import { publishProgress, type WeekGroup } from '@/lib/progress/organization-figures';
import { replacesPublication, trendAt } from '@/lib/progress/publication';
import { todayIn } from '@/lib/progress/series';
import type { OrgMember } from '@/lib/schemas/accounts';
import { COALITION_RANGE_DEFAULT_DAYS, type CoalitionOutcomes, type CommunityWeek } from '@/lib/schemas/coalition';
import type { CommunityProgress } from '@/lib/schemas/community';
import type { OrganizationProgress } from '@/lib/schemas/organization-progress';
import type { LogWeightResult } from '@/lib/schemas/weights';
import { ORG_MEMBER_LIST_MAX_AGE_MS } from '@/server/accounts/list-org-admins';
import { ttlCache } from '@/server/cache/ttl-cache';
import type { CountsBase } from '@/server/coalition/outcome-counts';
import { COMMUNITY_PROGRESS_MAX_AGE_MS } from '@/server/community/get-community-progress';
import { toMilestone } from '@/server/milestones/milestone-dto';
import type { OrganizationCount, Publication } from '@/server/weights/organization-publication';
import { toWeightLogEntry } from '@/server/weights/weight-log-dto';
import * as read from './baseline-queries';
import type { BenchDatabase } from './database';

/*
 * The floor to compare with: a bare node:http server that sends the same statements as the app
 * for each call it serves (./baseline-queries.ts), with no framework, no authentication, no
 * authorization and no validation, for the request shapes bench/lib/endpoints.ts sends. Where the
 * app keeps an answer or a count in memory, the floor keeps an equal one here (same time to live,
 * same invalidation) and runs the app's statements on a miss: the comparison is then of the work
 * per request, not of caching against none.
 */

type Answer = { status: number; body: string; headers?: Record<string, string> };
const JSON_TYPE = 'application/json; charset=utf-8';
const ok = (body: unknown, headers?: Record<string, string>): Answer => ({ status: 200, body: JSON.stringify(body), headers });

/** The app's settings these answers depend on, read as src/env.ts reads them, with its defaults. */
function appSettings() {
  const number = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
  return {
    minGroupSize: number('COALITION_MIN_GROUP_SIZE', 11),
    coalitionMaxAgeMs: number('COALITION_FIGURES_MAX_AGE_SECONDS', 60) * 1000,
    organizationMaxAgeMs: number('ORGANIZATION_PROGRESS_MAX_AGE_SECONDS', 60) * 1000,
    timeZone: process.env.COALITION_TIME_ZONE || 'UTC',
  };
}
type Settings = ReturnType<typeof appSettings>;

/** The bearer token's subject, read without verifying it: the floor authenticates nobody. */
function callerOf(req: IncomingMessage): string {
  const token = req.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
  return (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/** findPersonalAccountId: the app remembers each person's personal account for good. */
function personalAccounts(db: BenchDatabase) {
  const kept = ttlCache<string, string>({ ttlMs: Infinity, maxEntries: 50_000 });
  return async (userId: string): Promise<string | null> => {
    const cached = kept.get(userId);
    if (cached) return cached;
    const accountId = await read.readPersonalAccount(db, userId);
    if (accountId) kept.set(userId, accountId);
    return accountId;
  };
}

/** getCommunityProgress: the app answers from memory for a second and forgets on its own writes. */
function communityFloor(db: BenchDatabase) {
  const kept = ttlCache<'total', CommunityProgress>({ ttlMs: COMMUNITY_PROGRESS_MAX_AGE_MS, maxEntries: 1 });
  let changes = 0;
  return {
    changed() {
      changes += 1;
      kept.clear();
    },
    async progress(): Promise<CommunityProgress> {
      const hit = kept.get('total');
      if (hit) return hit;
      const changesBefore = changes;
      const progress = await read.readCommunityProgress(db);
      // A read that overlapped a weigh-in may hold the total from before it: answered, not kept.
      if (changes === changesBefore) kept.set('total', progress);
      return progress;
    },
  };
}

/**
 * log-weight on the personal account (the bench sends no accountId and no `ask`): as the app, one
 * read and one write with no transaction around them, and only when the person's logs changed in
 * between, both again in a transaction under the participant lock.
 */
function weighInFloor(
  db: BenchDatabase,
  personalAccountOf: (userId: string) => Promise<string | null>,
  community: ReturnType<typeof communityFloor>,
  organizations: ReturnType<typeof organizationFloor>,
) {
  return async (userId: string, input: { weight: number; logDate: string }): Promise<Answer> => {
    const personalAccountId = await personalAccountOf(userId);
    if (!personalAccountId) throw new Error(`No personal account for ${userId}`);
    // The schema's conversion to tenths: the one part of validation that changes the value.
    const log = { logDate: input.logDate, weight: Math.round(input.weight * 10) / 10 };
    const settle = async (query: typeof db.query) => {
      const written = await read.settleWeighIn(query, userId, personalAccountId, log);
      // As the app: any change moves the person's organisations' figures; the total only when it moved.
      if (written) organizations.changed(userId);
      if (written?.totalMoved) community.changed();
      return written;
    };
    let written = await settle(db.query);
    if (!written) {
      written = await db.transaction(async (query) => {
        await read.lockParticipant(query, userId);
        return settle(query);
      });
      // A read racing the commit may have kept the total from before it.
      community.changed();
    }
    if (!written?.logged) throw new Error(`The weigh-in of ${userId} was not applied`);
    const { inserted, ...entry } = written.logged;
    const result: LogWeightResult = { entry: toWeightLogEntry(entry), replaced: !inserted, milestones: written.earned.map(toMilestone) };
    return { status: inserted ? 201 : 200, body: JSON.stringify(result) };
  };
}

/**
 * listOrgAdmins: the membership version on every call, the sorted list kept while it holds (10 s
 * at most) and one read shared by the callers who miss it together, as the app. The bench asks for pages with no `email` or `search` filter.
 */
function orgAdminsFloor(db: BenchDatabase) {
  const sortedLists = ttlCache<string, { version: string; members: OrgMember[] }>({ ttlMs: ORG_MEMBER_LIST_MAX_AGE_MS, maxEntries: 32 });
  const readsInFlight = new Map<string, Promise<OrgMember[]>>();
  return async (query: URLSearchParams): Promise<Answer> => {
    const accountIds = [
      ...new Set(
        (query.get('accountIds') ?? '')
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ];
    const key = [...accountIds].sort().join(',');
    const version = await read.readMembershipVersion(db, accountIds);
    const kept = sortedLists.get(key);
    let members = kept?.version === version ? kept.members : undefined;
    if (!members) {
      const readKey = `${key}@${version}`;
      let running = readsInFlight.get(readKey);
      if (!running) {
        running = read
          .readOrgMembers(db, accountIds)
          .then((list) => (sortedLists.set(key, { version, members: list }), list))
          .finally(() => readsInFlight.delete(readKey));
        readsInFlight.set(readKey, running);
      }
      members = await running;
    }
    const page = query.get('page');
    const size = query.get('pageSize');
    const pageSize = size ? Number(size) : 10;
    const start = ((page ? Number(page) : 1) - 1) * pageSize;
    const rows = page || size ? members.slice(start, start + pageSize) : members;
    return ok(rows, { 'X-Total-Count': String(members.length), 'X-Matching-Count': String(members.length) });
  };
}

type Counted = { asOf: string; version: string; members: ReadonlySet<string>; countedAt: number; figures: OrganizationCount };
/** As get-organization-progress.ts: the organisations and publications kept, the changes remembered for counts in flight. */
const MAX_KEPT = 64;
const RECENT_CHANGES = 10_000;

function keepNewest<V>(map: Map<string, V>, key: string, value: V): V {
  map.delete(key);
  if (map.size >= MAX_KEPT) map.delete(map.keys().next().value as string);
  map.set(key, value);
  return value;
}

/**
 * getOrganizationProgress and the publication behind it (get-organization-progress.ts,
 * organization-publication.ts): the head read on every call; the count kept per organisation
 * while the day, the membership version and its members' logs hold, for 60 s at most; the
 * publication re-read only when its revision moved, replaced only after enough private changes.
 */
function organizationFloor(db: BenchDatabase, { minGroupSize, timeZone, organizationMaxAgeMs: maxAgeMs }: Settings) {
  const counted = new Map<string, Counted>();
  const counting = new Map<string, Promise<Counted>>();
  const changes = { seq: 0, recent: [] as { seq: number; userId: string }[] };
  const kept = new Map<string, { publication: Publication; compared: OrganizationCount | null }>();
  const groupsOf = new WeakMap<OrganizationCount, { publication: Publication; privateNow: number; weeks: WeekGroup[] }>();

  function changed(userId: string): void {
    changes.seq += 1;
    changes.recent.push({ seq: changes.seq, userId });
    if (changes.recent.length > RECENT_CHANGES) changes.recent.shift();
    for (const [accountId, entry] of counted) if (entry.members.has(userId)) counted.delete(accountId);
  }

  function changedSince(seq: number, members: ReadonlySet<string>): boolean {
    if (changes.seq === seq) return false;
    if ((changes.recent[0]?.seq ?? Infinity) > seq + 1) return true;
    return changes.recent.some((change) => change.seq > seq && members.has(change.userId));
  }

  /** One count at a time per organisation, version and day: callers arriving meanwhile share it. */
  function countOnce(accountId: string, today: string, version: string, now: Date): Promise<Counted> {
    const key = `${accountId}|${version}|${today}`;
    const running = counting.get(key);
    if (running) return running;
    const seq = changes.seq;
    const count = read
      .countOrganization(db, accountId, today)
      .then(({ figures, members }) => {
        const fresh = { asOf: today, version, members, countedAt: now.getTime(), figures };
        if (maxAgeMs > 0 && !changedSince(seq, members)) keepNewest(counted, accountId, fresh);
        return fresh;
      })
      .finally(() => counting.delete(key));
    counting.set(key, count);
    return count;
  }

  async function publishedProgress(accountId: string, revision: number | null, count: OrganizationCount): Promise<Publication> {
    const hit = kept.get(accountId);
    let entry = hit && revision !== null && hit.publication.revision === revision ? hit : null;
    if (!entry && revision !== null) {
      const stored = await read.readPublication(db, accountId);
      if (stored) entry = keepNewest(kept, accountId, { publication: stored, compared: null });
    }
    if (entry && entry.compared === count) return entry.publication;
    if (entry && !replacesPublication(entry.publication.fingerprints, count.fingerprints, count.known, minGroupSize)) {
      entry.compared = count;
      return entry.publication;
    }
    const published = await read.writePublication(db, accountId, entry?.publication ?? null, count);
    if (!published) throw new Error(`The progress of organisation ${accountId} was neither published nor readable`);
    return keepNewest(kept, accountId, { publication: published, compared: published.fingerprints === count.fingerprints ? count : null }).publication;
  }

  async function publication(accountId: string, now = new Date()) {
    const today = todayIn(timeZone, now);
    const { version, targetWeightLoss, revision } = await read.readOrganizationHead(db, accountId);
    const hit = counted.get(accountId);
    const fresh =
      hit && hit.asOf === today && hit.version === version && now.getTime() - hit.countedAt < maxAgeMs ? hit : await countOnce(accountId, today, version, now);
    return { publication: await publishedProgress(accountId, revision, fresh.figures), count: fresh.figures, targetWeightLoss };
  }

  async function progress(accountId: string): Promise<OrganizationProgress> {
    const { publication: published, count, targetWeightLoss } = await publication(accountId);
    let groups = groupsOf.get(count);
    if (groups?.publication !== published) {
      const privateNow = Object.keys(published.fingerprints).filter((id) => !count.sharing.has(id)).length;
      const weeks = trendAt(published.trend, read.weekEndsTo(published.asOf)).map((week) => ({
        ...week,
        privateParticipants: Math.min(week.privateParticipants, privateNow),
      }));
      groups = { publication: published, privateNow, weeks };
      groupsOf.set(count, groups);
    }
    return {
      accountId,
      asOf: published.asOf,
      timeZone,
      ...publishProgress({
        summary: { ...published.figures.summary, members: count.summary.members },
        privateParticipants: groups.privateNow,
        weeks: groups.weeks,
        targetWeightLoss,
        minGroup: minGroupSize,
      }),
    };
  }

  return { changed, publication, progress };
}

type CoalitionFigures = Pick<CoalitionOutcomes, 'scope' | 'summary' | 'cohorts' | 'organizations'>;

/** workOutFigures for everyone: each organisation's row suppressed beside everyone's and the others'. */
function everyoneFigures(base: CountsBase, minGroupSize: number): CoalitionFigures {
  const rows = suppressAcrossOrganizations(
    base.organizations.map((o) => {
      const mine = new Map(o.cohorts.map((c) => [c.weekStarting, c.counts]));
      const rest = new Map(
        base.everyone.map((c) => [c.weekStarting, mine.has(c.weekStarting) ? addCounts(c.counts, mine.get(c.weekStarting)!, -1) : c.counts]),
      );
      const own = groupOutcomes(o.cohorts, base.today, minGroupSize, rest);
      return { accountId: o.accountId, name: o.name, counts: sumCounts(o.cohorts.map((c) => c.counts)), summary: own.summary };
    }),
    sumCounts(base.everyone.map((c) => c.counts)),
    minGroupSize,
  );
  return {
    scope: null,
    ...groupOutcomes(base.everyone, base.today, minGroupSize),
    organizations: rows.map(({ accountId, name, summary }) => ({ accountId, name, summary })),
  };
}

/**
 * getCoalitionOutcomes for everyone over the default range (the bench's request: no query). The
 * app keeps the counts and each range's community weeks for 60 s and the community total for 1 s
 * in memory; the floor keeps the same, and runs the app's statements on a miss.
 */
function coalitionFloor(
  db: BenchDatabase,
  { minGroupSize, timeZone, coalitionMaxAgeMs: maxAgeMs }: Settings,
  community: ReturnType<typeof communityFloor>,
  organizations: ReturnType<typeof organizationFloor>,
) {
  const counts = ttlCache<'base', { base: CountsBase; countedAt: string }>({ ttlMs: Infinity, maxEntries: 1 });
  const communityWeeks = ttlCache<string, CommunityWeek[]>({ ttlMs: Infinity, maxEntries: 8 });
  const figuresOf = new WeakMap<CountsBase, CoalitionFigures>();

  async function countsBase(now: Date) {
    const today = todayIn(timeZone, now);
    const hit = counts.get('base', now.getTime());
    if (hit && hit.base.today === today) return hit;
    // Each organisation's row counts its published participants: publish once for those never read.
    for (const id of await read.readUnpublishedOrganizations(db)) await organizations.publication(id, now);
    const fresh = { base: await read.readCountsBase(db, today), countedAt: now.toISOString() };
    if (maxAgeMs > 0) counts.set('base', fresh, { now: now.getTime(), expiresAt: now.getTime() + maxAgeMs });
    return fresh;
  }

  async function weeksOver(from: string, to: string, today: string, now: Date): Promise<CommunityWeek[]> {
    const key = `${from}|${to}|${today}|${minGroupSize}`;
    const hit = communityWeeks.get(key, now.getTime());
    if (hit) return hit;
    const weeks = await read.countCommunityWeeks(db, from, to, today, minGroupSize);
    if (maxAgeMs > 0) communityWeeks.set(key, weeks, { now: now.getTime(), expiresAt: now.getTime() + maxAgeMs });
    return weeks;
  }

  return async (): Promise<Answer> => {
    const now = new Date();
    const { base, countedAt } = await countsBase(now);
    const total = await community.progress();
    const range = { from: addDays(base.today, -COALITION_RANGE_DEFAULT_DAYS), to: base.today };
    let figures = figuresOf.get(base);
    if (!figures) figuresOf.set(base, (figures = everyoneFigures(base, minGroupSize)));
    const outcomes: CoalitionOutcomes = {
      asOf: base.today,
      timeZone,
      countedAt,
      minGroupSize,
      communityTotal: { value: total.totalPoundsLost, suppressed: false },
      communityParticipants: { value: total.participants, suppressed: false },
      range,
      communityWeeks: await weeksOver(range.from, range.to, base.today, now),
      ...figures,
    };
    return ok(outcomes, { 'content-disposition': `attachment; filename="coalition-outcomes-${outcomes.asOf}.json"`, 'cache-control': 'no-store' });
  };
}

const UUID = '([0-9a-f-]{36})';
const USER = new RegExp(`^/api/User/${UUID}$`);
const USER_LOGS = new RegExp(`^/api/WeightLog/user/${UUID}$`);
const ORGANIZATION_PROGRESS = new RegExp(`^/api/WeightLog/organization/${UUID}/progress$`);

export function startBaseline(db: BenchDatabase, port: number): Promise<Server> {
  const settings = appSettings();
  const personalAccountOf = personalAccounts(db);
  const community = communityFloor(db);
  const organizations = organizationFloor(db, settings);
  const logWeight = weighInFloor(db, personalAccountOf, community, organizations);
  const orgAdmins = orgAdminsFloor(db);
  const coalition = coalitionFloor(db, settings, community, organizations);

  async function answer(req: IncomingMessage, url: URL): Promise<Answer | null> {
    const path = url.pathname;
    if (req.method === 'POST') return path === '/api/WeightLog/log-weight' ? logWeight(callerOf(req), JSON.parse(await bodyOf(req))) : null;
    if (req.method !== 'GET') return null;
    // The path names the caller (the app's guard makes sure of it), so no token is needed here.
    const userLogs = path.match(USER_LOGS);
    if (userLogs) {
      const accountId = await personalAccountOf(userLogs[1]!);
      return { status: 200, body: accountId ? await read.readUserLogsJson(db, userLogs[1]!, accountId) : '[]' };
    }
    if (USER.test(path)) {
      const body = await read.readUserDetailsJson(db, callerOf(req));
      return body ? { status: 200, body } : { status: 404, body: '' };
    }
    if (path === '/api/CommunityProgress') return ok(await community.progress());
    // Skipped: the guard's findActiveMembership of the caller in each account (a permission check only).
    if (path === '/api/Account/org-admins') return orgAdmins(url.searchParams);
    // Skipped: the coalition Admin flag, read with the caller's user row (authentication).
    if (path === '/api/Coalition/outcomes') return coalition();
    const progress = path.match(ORGANIZATION_PROGRESS);
    // Skipped: the guard's findActiveMembership, as for org-admins.
    if (progress) return ok(await organizations.progress(progress[1]!));
    return null;
  }

  const server = createServer(async (req, res) => {
    try {
      const reply = await answer(req, new URL(req.url ?? '/', 'http://localhost'));
      if (!reply) res.writeHead(404).end();
      else res.writeHead(reply.status, { 'content-type': JSON_TYPE, ...reply.headers }).end(reply.body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
