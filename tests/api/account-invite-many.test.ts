import { beforeAll, describe, expect, it } from 'vitest';
import { api, expectProblem, newSignedInUser, outboxFor, uniqueEmail } from '../support/http';
import { demoOrganizationCast, invitations, type Person } from './support-accounts';

let admin: Person;
let orgId: string;
let plainMember: Person;
let outsider: Person;

beforeAll(async () => {
  ({ admin, orgId, plainMember, outsider } = await demoOrganizationCast());
});

const inviteMany = (by: Person | undefined, body: unknown) => api('/api/Account/invite-many', { method: 'POST', token: by?.token, body });

describe('POST /api/Account/invite-many', () => {
  it('invites each address as a single invitation would, and says what became of each, in order', async () => {
    const newcomer = await newSignedInUser('many-newcomer');
    const stranger = uniqueEmail('many-stranger');
    const mailsBefore = (await outboxFor(newcomer.email)).length;
    const result = await inviteMany(admin, {
      accountId: orgId,
      role: 'User',
      emails: [` ${newcomer.email.toUpperCase()} `, admin.email, stranger, 'not-an-address', newcomer.email, plainMember.email],
    });
    expect(result.status).toBe(200);
    expect(result.json).toEqual({
      results: [
        { email: newcomer.email, outcome: 'invited' },
        { email: admin.email, outcome: 'alreadyMember' },
        { email: stranger, outcome: 'userNotFound' },
        { email: 'not-an-address', outcome: 'invalid' },
        { email: plainMember.email, outcome: 'alreadyMember' },
      ],
    });
    expect((await invitations(newcomer)).json).toEqual([expect.objectContaining({ accountId: orgId, accountName: 'Demo Organization', role: 'User' })]);
    expect(await outboxFor(newcomer.email)).toHaveLength(mailsBefore + 1);
    // The stranger is mailed to create an account first, as a single invitation does.
    await expect.poll(async () => (await outboxFor(stranger)).length).toBe(1);
  });

  it('refuses a plain member, an outsider and no token, sending nothing', async () => {
    const newcomer = await newSignedInUser('many-refused');
    const body = { accountId: orgId, role: 'User', emails: [newcomer.email] };
    const mailsBefore = (await outboxFor(newcomer.email)).length;
    expectProblem(await inviteMany(plainMember, body), 403);
    expectProblem(await inviteMany(outsider, body), 403);
    expectProblem(await inviteMany(undefined, body), 401);
    expect((await invitations(newcomer)).json).toEqual([]);
    expect(await outboxFor(newcomer.email)).toHaveLength(mailsBefore);
  });

  it('refuses the Admin role from an OrganizationAdmin before anything is sent', async () => {
    const newcomer = await newSignedInUser('many-admin-role');
    const result = await inviteMany(admin, { accountId: orgId, role: 'Admin', emails: [newcomer.email] });
    expectProblem(result, 403);
    expect((await invitations(newcomer)).json).toEqual([]);
  });

  it('answers 400 for no addresses, more than 50, no list and no organisation', async () => {
    const empty = await inviteMany(admin, { accountId: orgId, emails: [] });
    expectProblem(empty, 400);
    expect(empty.json.errors).toEqual({ emails: expect.objectContaining({ key: 'emailRequired' }) });
    const many = Array.from({ length: 51 }, (_, i) => uniqueEmail(`many-${i}`));
    expectProblem(await inviteMany(admin, { accountId: orgId, emails: many }), 400);
    expect(await outboxFor(many[0]!)).toHaveLength(0);
    expectProblem(await inviteMany(admin, { accountId: orgId, emails: 'a@example.org' }), 400);
    expectProblem(await inviteMany(admin, { emails: ['a@example.org'] }), 400);
  });
});
