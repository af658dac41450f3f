import { beforeAll, describe, expect, it } from 'vitest';
import { api, expectProblem, mailDir, newSignedInUser } from '../support/http';
import { linkIn, mailsTo } from '../support/mailbox';
import { demoOrganizationCast, memberWithRole, orgList, type Person } from './support-accounts';

/** The header badge's read: how many requests to join wait, per organisation the caller administers. */
let admin: Person;
let orgId: string;
let plainMember: Person;
let outsider: Person;

beforeAll(async () => {
  ({ admin, orgId, plainMember, outsider } = await demoOrganizationCast());
});

type Pending = Array<{ accountId: string; accountName: string; count: number }>;
const pending = async (of: Person) => {
  const answer = await api('/api/Account/pending-join-requests', { token: of.token });
  expect(answer.status).toBe(200);
  return answer.json as Pending;
};
const waitingIn = async (of: Person, accountId = orgId) => (await pending(of)).find((p) => p.accountId === accountId)?.count ?? 0;
const ask = (by: Person) => api(`/api/Account/${orgId}/join-requests`, { method: 'POST', token: by.token, body: { locale: 'en-US' } });
const decide = (userId: string, decision: string) =>
  api(`/api/Account/${orgId}/join-requests/${userId}`, { method: 'PUT', token: admin.token, body: { decision } });

describe('pending requests to join', () => {
  it('counts each waiting request for the organisation’s admins, and stops counting it once answered or withdrawn', async () => {
    const before = await waitingIn(admin);
    const first = await newSignedInUser('pending-first');
    const second = await newSignedInUser('pending-second');
    expect((await ask(first)).status).toBe(201);
    expect((await ask(second)).status).toBe(201);
    // Asking twice is one request.
    expect((await ask(second)).status).toBe(201);
    expect(await pending(admin)).toContainEqual({ accountId: orgId, accountName: 'Demo Organization', count: before + 2 });

    // A second admin of the organisation sees the same count.
    const otherAdmin = await memberWithRole(admin, orgId, 'OrganizationAdmin', 'pending-admin');
    expect(await waitingIn(otherAdmin)).toBe(before + 2);

    expect((await decide(first.id, 'Approved')).status).toBe(200);
    expect(await waitingIn(admin)).toBe(before + 1);
    expect((await api(`/api/Account/${orgId}/join-requests/${second.id}`, { method: 'DELETE', token: second.token })).status).toBe(204);
    expect(await waitingIn(admin)).toBe(before);
  });

  it('lists nothing for a plain member, the person asking, or someone without an organisation', async () => {
    const asker = await newSignedInUser('pending-asker');
    expect((await ask(asker)).status).toBe(201);
    expect(await pending(plainMember)).toEqual([]);
    expect(await pending(asker)).toEqual([]);
    expect(await pending(outsider)).toEqual([]);
    expect((await decide(asker.id, 'Declined')).status).toBe(200);
  });

  it('refuses a request without a session', async () => {
    expectProblem(await api('/api/Account/pending-join-requests'), 401);
  });
});

describe("the admins' mail", () => {
  const waitingMails = (to: Person) =>
    mailsTo(mailDir(), to.email).filter((m) => /(requests? to join Demo Organization (is|are) waiting|unirse a Demo Organization en espera)$/.test(m.subject));

  it('mails each admin once a day, listing every request waiting, when a request arrives', async () => {
    // Arrange: nothing waits in the organisation, and a fresh admin has had no such mail today.
    const members = (await orgList(admin, orgId)).json as Array<{ userId: string; status: string }>;
    for (const m of members.filter((m) => m.status === 'Requested')) expect((await decide(m.userId, 'Declined')).status).toBe(200);
    const freshAdmin = await memberWithRole(admin, orgId, 'OrganizationAdmin', 'mailed-admin');
    const first = await newSignedInUser('mailed-first');

    // Choosing the organisation on the Profile asks to join it. The mail goes before the answer,
    // so it is in the mailbox when the request is answered.
    const saved = await api(`/api/User/${first.id}/profile`, {
      method: 'PUT',
      token: first.token,
      body: { firstName: 'Ada', lastName: 'Asker', organisation: orgId, locale: 'en-US' },
    });
    expect(saved.json).toMatchObject({ joinRequest: { accountId: orgId, status: 'Requested' } });
    const mails = waitingMails(freshAdmin);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('A request to join Demo Organization is waiting');
    expect(mails[0]!.text).toContain(
      `This person asked to join Demo Organization on the Community Weight Tracker and waits for your answer:\n\n- Ada Asker <${first.email}>\n`,
    );
    expect(linkIn(mails[0]!, '/my-weight-tracker').pathname).toBe('/my-weight-tracker');

    // A second request the same day: no second mail (the badge shows it).
    const second = await newSignedInUser('mailed-second');
    expect((await ask(second)).status).toBe(201);
    expect(waitingMails(freshAdmin)).toHaveLength(1);
    expect(await waitingIn(freshAdmin)).toBe(2);
    expect((await decide(first.id, 'Declined')).status).toBe(200);
    expect((await decide(second.id, 'Declined')).status).toBe(200);
  });

  it('goes on a request asked for directly, in the language the admin chose for their mails; not to a plain member, not twice', async () => {
    const otherAdmin = await memberWithRole(admin, orgId, 'OrganizationAdmin', 'mailed-other-admin');
    const reminders = { enabled: false, days: [1], localTime: '08:00', timeZone: 'UTC', streakTime: null, weeklySummary: false, locale: 'es-ES' };
    expect((await api(`/api/User/${otherAdmin.id}/reminders`, { method: 'PUT', token: otherAdmin.token, body: reminders })).status).toBe(200);
    const before = mailsTo(mailDir(), plainMember.email).length;
    const asker = await newSignedInUser('mailed-again');
    expect((await ask(asker)).status).toBe(201);
    expect(waitingMails(otherAdmin).map((m) => m.subject)).toEqual(['Hay una solicitud para unirse a Demo Organization en espera']);
    expect(waitingMails(otherAdmin)[0]!.text).toContain(
      `Esta persona pidió unirse a Demo Organization en el Community Weight Tracker y espera tu respuesta:\n\n- Test mailed-again <${asker.email}>\n`,
    );
    expect(linkIn(waitingMails(otherAdmin)[0]!, '/es-ES/my-weight-tracker').pathname).toBe('/es-ES/my-weight-tracker');
    expect((await ask(asker)).status).toBe(201);
    expect(waitingMails(otherAdmin)).toHaveLength(1);
    expect(mailsTo(mailDir(), plainMember.email)).toHaveLength(before);
    expect(mailsTo(mailDir(), asker.email).filter((m) => /to join/.test(m.subject))).toEqual([]);
    expect((await decide(asker.id, 'Declined')).status).toBe(200);
  });
});
