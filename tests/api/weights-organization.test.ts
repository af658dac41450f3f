import { beforeAll, describe, expect, it } from 'vitest';
import { api, expectProblem, newSignedInUser, signIn } from '../support/http';

type Caller = { id: string; token: string };

let admin: Caller;
let member: Caller;
let stranger: Caller;
let otherAdmin: Caller;
let organizationId: string;

async function demo(email: string, password: string): Promise<Caller> {
  const { session } = await signIn(email, password);
  return { id: session.user!.id, token: session.accessToken! };
}

beforeAll(async () => {
  [admin, member, stranger, otherAdmin] = await Promise.all([
    demo('admin@demo.example.org', 'DemoAdmin2026'),
    demo('member@demo.example.org', 'DemoMember2026'),
    newSignedInUser('org-stranger'),
    demo('library.admin@demo.example.org', 'DemoLibrary2026'), // admin of another organisation
  ]);
  const details = await api(`/api/User/${admin.id}`, { token: admin.token });
  const organization = (details.json.accounts as { accountId: string; accountType: string }[]).find((a) => a.accountType === 'organization');
  organizationId = organization!.accountId;
});

const orgLogs = (who: Caller | undefined, accountId = organizationId) => api(`/api/WeightLog/organization/${accountId}`, { token: who?.token });

describe("an organisation's logs and goal", () => {
  it("lets its admin log for it and read its logs, newest first; the admin's personal history stays apart", async () => {
    const logged = await api('/api/WeightLog/log-weight', {
      method: 'POST',
      token: admin.token,
      body: { weight: 420, logDate: '2026-06-01', accountId: organizationId },
    });
    expect([200, 201]).toContain(logged.status);
    await api('/api/WeightLog/log-weight', { method: 'POST', token: admin.token, body: { weight: 415, logDate: '2026-06-08', accountId: organizationId } });
    const read = await orgLogs(admin);
    expect(read.status).toBe(200);
    const dates = (read.json as { logDate: string }[]).map((e) => e.logDate);
    expect(dates).toEqual([...dates].sort().reverse());
    // Other suites log for the demo organisation too: look at this test's days only.
    expect(read.json.filter((e: { logDate: string }) => e.logDate.startsWith('2026-06-0'))).toEqual([
      expect.objectContaining({ logDate: '2026-06-08', weight: 415, accountId: organizationId }),
      expect.objectContaining({ logDate: '2026-06-01', weight: 420, accountId: organizationId }),
    ]);
    const personal = (await api(`/api/WeightLog/user/${admin.id}`, { token: admin.token })).json as { accountId: string }[];
    expect(personal.some((e) => e.accountId === organizationId)).toBe(false);
  });

  it('lets its admin edit and delete the entries they logged for it', async () => {
    const entry = (await orgLogs(admin)).json.find((e: { logDate: string }) => e.logDate === '2026-06-08');
    const edited = await api(`/api/WeightLog/${entry.id}`, { method: 'PUT', token: admin.token, body: { weight: 414 } });
    expect(edited.json).toMatchObject({ weight: 414, accountId: organizationId });
    expectProblem(await api(`/api/WeightLog/${entry.id}`, { method: 'DELETE', token: member.token }), 404);
    expect((await api(`/api/WeightLog/${entry.id}`, { method: 'DELETE', token: admin.token })).status).toBe(204);
  });

  it('answers 403 to anyone else, and to an account that does not exist, and 401 without a token', async () => {
    expectProblem(await orgLogs(member), 403);
    expectProblem(await orgLogs(stranger), 403);
    expectProblem(await orgLogs(otherAdmin), 403);
    expectProblem(await orgLogs(admin, '00000000-0000-4000-8000-000000000000'), 403);
    expectProblem(await orgLogs(undefined), 401);
    expectProblem(await api('/api/WeightLog/organization/not-an-id', { token: admin.token }), 400);
    expectProblem(
      await api('/api/WeightLog/log-weight', { method: 'POST', token: member.token, body: { weight: 150, logDate: '2026-06-02', accountId: organizationId } }),
      403,
    );
  });

  it('sets a target weight loss for admins only, one per organisation', async () => {
    expectProblem(await api('/api/WeightLossGoal', { method: 'POST', token: member.token, body: { accountId: organizationId, targetWeightLoss: 10 } }), 403);
    expectProblem(await api('/api/WeightLossGoal', { method: 'POST', token: admin.token, body: { accountId: organizationId, goalWeight: 150 } }), 400);
    const first = await api('/api/WeightLossGoal', { method: 'POST', token: admin.token, body: { accountId: organizationId, targetWeightLoss: 750 } });
    expect([200, 201]).toContain(first.status);
    const second = await api('/api/WeightLossGoal', { method: 'POST', token: admin.token, body: { accountId: organizationId, targetWeightLoss: 800 } });
    expect(second.status).toBe(200);
    expect(second.json).toMatchObject({
      replaced: true,
      goal: { id: first.json.goal.id, accountType: 'organization', targetWeightLoss: 800, goalWeight: null },
    });
    expect((await api(`/api/WeightLossGoal/${organizationId}`, { token: admin.token })).json).toMatchObject({ targetWeightLoss: 800 });
    expectProblem(await api(`/api/WeightLossGoal/${organizationId}`, { token: member.token }), 403);
    expectProblem(await api(`/api/WeightLossGoal/${organizationId}`, { method: 'DELETE', token: stranger.token }), 403);
    expectProblem(await api(`/api/WeightLossGoal/${organizationId}`, { method: 'DELETE', token: otherAdmin.token }), 403);
    expectProblem(await api('/api/WeightLossGoal', { method: 'POST', token: otherAdmin.token, body: { accountId: organizationId, targetWeightLoss: 1 } }), 403);
    expect((await api(`/api/WeightLossGoal/${organizationId}`, { token: admin.token })).json.targetWeightLoss).toBe(800);
    expect((await api(`/api/WeightLossGoal/${organizationId}`, { method: 'DELETE', token: admin.token })).status).toBe(204);
    const noGoal = await api(`/api/WeightLossGoal/${organizationId}`, { token: admin.token });
    expect([noGoal.status, noGoal.json]).toEqual([200, null]);
  });

  it('does not count organisation entries toward the community total', async () => {
    const before = (await api('/api/CommunityProgress', { token: admin.token })).json;
    await api('/api/WeightLog/log-weight', { method: 'POST', token: admin.token, body: { weight: 300, logDate: '2026-07-01', accountId: organizationId } });
    await api('/api/WeightLog/log-weight', { method: 'POST', token: admin.token, body: { weight: 200, logDate: '2026-07-02', accountId: organizationId } });
    expect((await api('/api/CommunityProgress', { token: admin.token })).json).toEqual(before);
  });
});
