import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_COALITION_ADMIN } from '@/server/db/demo-accounts';
import { AUDIT_CSV_HEADER } from '@/lib/export/audit-csv';
import { signInAs, type TestActor } from '../support/actors';
import { api, expectProblem, newSignedInUser, type SignedInUser } from '../support/http';
import { demoOrganizationCast, invite, memberWithRole, type Person } from './support-accounts';
import { auditOfCommandRuns } from './audit-record-commands';

/**
 * The audit record of administrative actions: each action writes one entry (actor, action,
 * target, organisation, time, outcome), the coalition's Admin alone reads it (JSON pages and
 * CSV), a deleted person leaves no address or name in it. Entries of other files share the
 * record, so each check looks at the entries naming this file's own fresh people.
 */
type Entry = {
  id: string;
  at: string;
  action: string;
  outcome: string;
  actorKind: string;
  actorEmail: string | null;
  actorDeleted: boolean;
  targetEmail: string | null;
  targetDeleted: boolean;
  organizationId: string | null;
  organizationName: string | null;
  detail: Record<string, string>;
};

let coalitionAdmin: TestActor;
let admin: Person;
let orgId: string;
let plainMember: Person;
let outsider: Person;

const audit = (by: { token: string } | undefined, query = '') => api(`/api/Coalition/audit${query}`, { token: by?.token });

/** The newest entries (up to 100) the filters keep, as the Admin reads them. */
async function entries(query = ''): Promise<Entry[]> {
  const page = await audit(coalitionAdmin, `?pageSize=100${query ? `&${query}` : ''}`);
  expect(page.status).toBe(200);
  return page.json.entries as Entry[];
}

/** The entries naming `email` as their target. */
const about = async (email: string, query = '') => (await entries(query)).filter((e) => e.targetEmail === email);

beforeAll(async () => {
  ({ admin, orgId, plainMember, outsider } = await demoOrganizationCast());
  coalitionAdmin = await signInAs(DEMO_COALITION_ADMIN.email, DEMO_COALITION_ADMIN.password);
});

describe('who may read the audit record', () => {
  it('answers 401 signed out, 403 to an organisation admin and to a member, 200 to the coalition Admin', async () => {
    expectProblem(await audit(undefined), 401);
    expectProblem(await audit(admin), 403);
    expectProblem(await audit(plainMember), 403);
    expectProblem(await audit(admin, '?format=csv'), 403);
    const page = await audit(coalitionAdmin);
    expect(page.status).toBe(200);
    expect(page.json).toMatchObject({ page: 1, pageSize: 25, retentionDays: 2190 });
  });

  it('refuses bad filters with 400', async () => {
    expectProblem(await audit(coalitionAdmin, '?action=member.delete_everything'), 400);
    expectProblem(await audit(coalitionAdmin, '?from=2026-02-30'), 400);
    expectProblem(await audit(coalitionAdmin, '?from=2026-03-02&to=2026-03-01'), 400);
    expectProblem(await audit(coalitionAdmin, '?pageSize=101'), 400);
  });
});

describe('each administrative action writes exactly one entry', () => {
  it('an invitation, its resend and a removal name the admin, the person and the organisation', async () => {
    const person = await newSignedInUser('audit-invitee');
    expect((await invite(admin, { email: person.email, role: 'User', accountId: orgId })).status).toBe(201);
    const resend = await api('/api/Account/resend-invite', { method: 'POST', token: admin.token, body: { userId: person.id, accountId: orgId } });
    expect(resend.status).toBe(200);
    expect((await api(`/api/Account/${orgId}/users/${person.id}`, { method: 'DELETE', token: admin.token })).status).toBe(204);

    const mine = await about(person.email, `organizationId=${orgId}`);
    expect(mine.map((e) => e.action)).toEqual(['member.remove', 'member.invite_resend', 'member.invite']);
    for (const entry of mine) {
      expect(entry).toMatchObject({
        outcome: 'succeeded',
        actorKind: 'person',
        actorEmail: admin.email,
        targetDeleted: false,
        organizationId: orgId,
        organizationName: 'Demo Organization',
      });
      expect(Date.now() - Date.parse(entry.at)).toBeLessThan(10 * 60_000);
    }
    expect(mine[2]!.detail).toEqual({ role: 'User' });
    expect(mine[0]!.detail).toEqual({ role: 'User', status: 'Invited' });
  });

  it('a role change records from and to; a refused one is recorded as refused and changes nothing', async () => {
    const orgAdmin = await memberWithRole(admin, orgId, 'OrganizationAdmin', 'audit-org-admin');
    const person = await memberWithRole(admin, orgId, 'User', 'audit-role');
    const role = (by: Person, to: string) => api(`/api/Account/${orgId}/users/${person.id}/role`, { method: 'PUT', token: by.token, body: { role: to } });
    expect((await role(admin, 'OrganizationAdmin')).status).toBe(200);
    // Only an Admin grants Admin: the organisation admin's attempt is refused by the rules.
    expectProblem(await role(orgAdmin, 'Admin'), 403);

    const changes = await about(person.email, 'action=member.role_change');
    expect(changes).toHaveLength(2);
    expect(changes[0]).toMatchObject({
      outcome: 'refused',
      actorEmail: orgAdmin.email,
      detail: { to: 'Admin', reason: 'Only an Admin grants or takes away the Admin role' },
    });
    expect(changes[1]).toMatchObject({ outcome: 'succeeded', actorEmail: admin.email, detail: { from: 'User', to: 'OrganizationAdmin' } });
    const members = await api(`/api/Account/org-admins?accountIds=${orgId}`, { token: admin.token });
    expect(members.json.find((m: { userId: string }) => m.userId === person.id)?.role).toBe('OrganizationAdmin');
  });

  it('an invitation of a member is refused (409) and recorded once; one by a non-admin is refused by the guard and not recorded', async () => {
    const before = (await about(plainMember.email, 'action=member.invite&outcome=refused')).length;
    expectProblem(await invite(admin, { email: plainMember.email, role: 'User', accountId: orgId }), 409);
    expectProblem(await invite(outsider, { email: plainMember.email, role: 'User', accountId: orgId }), 403);
    const refused = await about(plainMember.email, 'action=member.invite&outcome=refused');
    expect(refused).toHaveLength(before + 1);
    expect(refused[0]).toMatchObject({ actorEmail: admin.email, detail: { role: 'User', reason: 'This person is already a member' } });
  });

  it('approving and declining requests to join are recorded as such', async () => {
    const approved = await newSignedInUser('audit-approved');
    const declined = await newSignedInUser('audit-declined');
    for (const [person, decision] of [
      [approved, 'Approved'],
      [declined, 'Declined'],
    ] as const) {
      expect((await api(`/api/Account/${orgId}/join-requests`, { method: 'POST', token: person.token, body: { locale: 'en-US' } })).status).toBe(201);
      const decided = await api(`/api/Account/${orgId}/join-requests/${person.id}`, { method: 'PUT', token: admin.token, body: { decision } });
      expect(decided.status).toBe(200);
    }
    expect((await about(approved.email)).map((e) => [e.action, e.outcome, e.actorEmail])).toEqual([['join_request.approve', 'succeeded', admin.email]]);
    expect((await about(declined.email)).map((e) => [e.action, e.outcome, e.actorEmail])).toEqual([['join_request.decline', 'succeeded', admin.email]]);
  });

  it("the coalition's outcomes CSV is recorded; its JSON view is not", async () => {
    const count = async () => (await audit(coalitionAdmin, '?action=coalition.outcomes_export&pageSize=1')).json.total as number;
    const before = await count();
    expect((await api('/api/Coalition/outcomes', { token: coalitionAdmin.token })).status).toBe(200);
    expect(await count()).toBe(before);
    expect((await api(`/api/Coalition/outcomes?format=csv&organizationId=${orgId}`, { token: coalitionAdmin.token })).status).toBe(200);
    const [newest] = await entries('action=coalition.outcomes_export');
    expect(await count()).toBe(before + 1);
    expect(newest).toMatchObject({ actorEmail: DEMO_COALITION_ADMIN.email, organizationId: orgId, targetEmail: null, detail: { format: 'csv' } });
  });
});

describe('account deletion', () => {
  it('records the deletion with nothing of the person; entries naming them as admin or as target keep no address', async () => {
    // An organisation admin who invites someone, then deletes their own account.
    // memberWithRole signs in a person newSignedInUser made: their password and names are there.
    const person = (await memberWithRole(admin, orgId, 'OrganizationAdmin', 'audit-deleted')) as SignedInUser;
    const invitee = await newSignedInUser('audit-invited-by-deleted');
    expect((await invite(person, { email: invitee.email, role: 'User', accountId: orgId })).status).toBe(201);
    const [asTarget] = await about(person.email, 'action=member.invite');
    const [asActor] = await about(invitee.email, 'action=member.invite');
    expect(asActor).toMatchObject({ actorEmail: person.email, actorDeleted: false });

    const deleted = await api(`/api/User/${person.id}`, { method: 'DELETE', token: person.token, body: { password: person.password } });
    expect(deleted.status).toBe(204);

    const [deletion] = await entries('action=account.delete');
    expect(deletion).toMatchObject({
      outcome: 'succeeded',
      actorKind: 'self',
      actorEmail: null,
      actorDeleted: false,
      targetEmail: null,
      targetDeleted: false,
      organizationId: null,
      detail: {},
    });
    const byId = new Map((await entries(`action=member.invite&organizationId=${orgId}`)).map((e) => [e.id, e]));
    expect(byId.get(asTarget!.id)).toMatchObject({ targetEmail: null, targetDeleted: true, actorEmail: admin.email, actorDeleted: false });
    expect(byId.get(asActor!.id)).toMatchObject({ actorEmail: null, actorDeleted: true, targetEmail: invitee.email });

    const csv = await audit(coalitionAdmin, '?format=csv');
    expect(csv.status).toBe(200);
    expect(csv.text).not.toContain(person.email);
    expect(csv.text).not.toContain(person.id);
    expect(csv.text).not.toContain(person.lastName);
  });
});

describe('filters and the CSV', () => {
  it('narrows by action, outcome, actor address (any case), organisation and days; pages newest first', async () => {
    const person = await newSignedInUser('audit-filters');
    expect((await invite(admin, { email: person.email, role: 'User', accountId: orgId })).status).toBe(201);
    const today = new Date().toISOString().slice(0, 10);
    const actor = encodeURIComponent(admin.email.slice(0, 8).toUpperCase());
    expect(
      await about(person.email, `action=member.invite&outcome=succeeded&actorEmail=${actor}&organizationId=${orgId}&from=${today}&to=${today}`),
    ).toHaveLength(1);
    expect(await about(person.email, 'action=member.remove')).toHaveLength(0);
    expect(await about(person.email, 'outcome=refused')).toHaveLength(0);
    expect(await about(person.email, 'actorEmail=nobody-acts-like-this')).toHaveLength(0);
    expect(await about(person.email, 'from=2001-01-01&to=2001-01-31')).toHaveLength(0);
    expect(await about(person.email, `organizationId=00000000-0000-4000-8000-000000000000`)).toHaveLength(0);

    const first = await audit(coalitionAdmin, '?pageSize=2&page=1');
    const second = await audit(coalitionAdmin, '?pageSize=2&page=2');
    expect(first.json.entries).toHaveLength(2);
    expect(first.json.total).toBeGreaterThanOrEqual(4);
    expect(Date.parse(first.json.entries[0].at)).toBeGreaterThanOrEqual(Date.parse(first.json.entries[1].at));
    expect(Date.parse(first.json.entries[1].at)).toBeGreaterThanOrEqual(Date.parse(second.json.entries[0].at));
    expect(second.json.entries.map((e: Entry) => e.id)).not.toContain(first.json.entries[0].id);
  });

  it('downloads the filtered record as CSV, one row an entry, and records the download', async () => {
    const person = await newSignedInUser('audit-csv');
    expect((await invite(admin, { email: person.email, role: 'User', accountId: orgId })).status).toBe(201);
    expect((await api(`/api/Account/${orgId}/users/${person.id}`, { method: 'DELETE', token: admin.token })).status).toBe(204);
    const query = `organizationId=${orgId}&actorEmail=${encodeURIComponent(admin.email)}`;
    const json = (await entries(query)).filter((e) => e.targetEmail === person.email);

    const csv = await audit(coalitionAdmin, `?format=csv&${query}`);
    expect(csv.status).toBe(200);
    expect(csv.contentType).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-record-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(AUDIT_CSV_HEADER.join(','));
    expect(lines.filter((line) => line.includes(person.email))).toEqual([
      `${json[0]!.at},member.remove,succeeded,person,${admin.email},false,${person.email},false,Demo Organization,role=User; status=Invited`,
      `${json[1]!.at},member.invite,succeeded,person,${admin.email},false,${person.email},false,Demo Organization,role=User`,
    ]);

    const [download] = await entries('action=audit.export');
    expect(download).toMatchObject({
      actorEmail: DEMO_COALITION_ADMIN.email,
      outcome: 'succeeded',
      organizationId: orgId,
      detail: { format: 'csv', organizationId: orgId, actorEmail: 'used' },
    });
  });
});

describe('npm run admin, the append-only table and the retention purge', () => {
  it('grants and revokes are recorded, UPDATE and DELETE are refused, and the purge removes only entries past AUDIT_RETENTION_DAYS', async () => {
    const result = await auditOfCommandRuns(inject('databaseKind') === 'postgres' ? process.env.API_TEST_DATABASE_URL : undefined);
    expect(result.runs).toEqual([
      { args: ['grant', result.memberEmail], exitCode: 0 },
      { args: ['grant', result.memberEmail], exitCode: 0 },
      { args: ['revoke', result.memberEmail], exitCode: 0 },
      { args: ['grant', 'no-such-person@example.org'], exitCode: 1 },
    ]);
    expect(result.commandEntries).toEqual([
      {
        action: 'coalition_admin.grant',
        outcome: 'succeeded',
        actor_kind: 'command',
        actor_ref: null,
        target: result.memberEmail,
        detail: { change: 'changed' },
      },
      {
        action: 'coalition_admin.grant',
        outcome: 'succeeded',
        actor_kind: 'command',
        actor_ref: null,
        target: result.memberEmail,
        detail: { change: 'unchanged' },
      },
      {
        action: 'coalition_admin.revoke',
        outcome: 'succeeded',
        actor_kind: 'command',
        actor_ref: null,
        target: result.memberEmail,
        detail: { change: 'changed' },
      },
      {
        action: 'coalition_admin.grant',
        outcome: 'refused',
        actor_kind: 'command',
        actor_ref: null,
        target: null,
        detail: { reason: 'No user with this address' },
      },
    ]);
    expect(result.refusedWrites).toEqual(['UPDATE', 'DELETE', 'TRUNCATE']);
    expect(result.afterPurge).toEqual({ oldGone: true, recentKept: true });
  }, 240_000);
});
