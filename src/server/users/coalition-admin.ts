import 'server-only';
import { eq } from 'drizzle-orm';
import { recordAudit } from '@/server/audit/record-audit';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema';

export type CoalitionAdminChange = 'changed' | 'unchanged' | 'no_such_user';

/**
 * Makes a person the coalition's Admin, or no longer. Only the `npm run admin`
 * command calls this: no API call grants the role, so no stolen session can. Running servers see
 * the change within the actor cache's 5 seconds. Every run is in the audit record, with the
 * change and the flag in one transaction; an address that is no user is a refused attempt that
 * keeps no address.
 */
export async function setCoalitionAdmin(db: Db, email: string, admin: boolean): Promise<CoalitionAdminChange> {
  const address = email.trim().toLowerCase();
  const action = admin ? 'coalition_admin.grant' : 'coalition_admin.revoke';
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, coalitionAdmin: users.coalitionAdmin }).from(users).where(eq(users.email, address)).limit(1).for('update');
    if (!user) {
      await recordAudit(tx, { action, actor: { kind: 'command' }, detail: { reason: 'No user with this address' } }, 'refused');
      return 'no_such_user';
    }
    const change = user.coalitionAdmin === admin ? 'unchanged' : 'changed';
    if (change === 'changed') await tx.update(users).set({ coalitionAdmin: admin }).where(eq(users.id, user.id));
    await recordAudit(tx, { action, actor: { kind: 'command' }, targetUserId: user.id, detail: { change } });
    return change;
  });
}
