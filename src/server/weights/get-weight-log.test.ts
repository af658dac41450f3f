import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganizationFixture } from '../../../tests/support/test-database';
import type { Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/client';
import { userAccounts } from '@/server/db/schema';
import { getWeightLog } from './get-weight-log';
import { logWeight } from './log-weight';

let db: Db;
let close: () => Promise<void>;
let alice: Actor;
let bob: Actor;
let organizationId: string;

const setAliceRole = (role: 'User' | 'OrganizationAdmin') =>
  db
    .update(userAccounts)
    .set({ role })
    .where(and(eq(userAccounts.userId, alice.id), eq(userAccounts.accountId, organizationId)));

beforeAll(async () => {
  ({ db, close, alice, bob, organizationId } = await createOrganizationFixture());
});
afterAll(() => close());

describe('getWeightLog', () => {
  it("answers one of the actor's own entries, as the list shows it", async () => {
    const { entry } = await logWeight({ db, actor: alice, input: { weight: 180.4, logDate: '2026-03-01' } });
    expect(await getWeightLog({ db, actor: alice, id: entry.id })).toEqual(entry);
  });

  it("answers not found for another person's entry and for a missing one alike", async () => {
    const { entry } = await logWeight({ db, actor: bob, input: { weight: 150, logDate: '2026-03-01' } });
    await expect(getWeightLog({ db, actor: alice, id: entry.id })).rejects.toMatchObject({ code: 'not_found', message: 'No such weight log' });
    await expect(getWeightLog({ db, actor: alice, id: '00000000-0000-4000-8000-000000000000' })).rejects.toMatchObject({
      code: 'not_found',
      message: 'No such weight log',
    });
  });

  it('answers an entry logged for an organisation while its admin, and forbidden once no longer', async () => {
    const { entry } = await logWeight({ db, actor: alice, input: { weight: 300, logDate: '2026-03-02', accountId: organizationId } });
    expect(await getWeightLog({ db, actor: alice, id: entry.id })).toMatchObject({ id: entry.id, accountId: organizationId, weight: 300 });
    await setAliceRole('User');
    await expect(getWeightLog({ db, actor: alice, id: entry.id })).rejects.toMatchObject({ code: 'forbidden' });
    await setAliceRole('OrganizationAdmin');
  });
});
