import 'server-only';
import { mayAssignRole } from '@/lib/accounts/roles';
import { emailSchema } from '@/lib/schemas/auth';
import type { InviteMany, InviteManyResult, InviteOutcome } from '@/lib/schemas/accounts';
import type { Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/errors';
import { limitPerPerson } from '@/server/rate-limit/rate-limit';
import { inviteMember } from './invite-member';
import { findActiveMembership } from './permissions';

/** The outcome a single invitation's refusal stands for in a list; anything else stops the list. */
const OUTCOME_OF: Partial<Record<AppError['code'], InviteOutcome>> = { user_not_found: 'userNotFound', conflict: 'alreadyMember' };

/**
 * Invites each address of a list as `inviteMember` would, one after another, and says what became
 * of each. The role is checked once, before anything is sent. Each valid address is one mail
 * of the sender's budget, as one invitation is: the call counted the first, the rest are counted
 * here, all before the first invitation, so a list the budget cannot take is refused whole (429)
 * with nothing sent. An address given twice (in any case) is answered once.
 */
export async function inviteMany({ db, actor, input }: { db: Db; actor: Actor; input: InviteMany }): Promise<InviteManyResult> {
  if (!mayAssignRole(await findActiveMembership(db, actor.id, input.accountId), input.role)) throw new AppError('forbidden', 'You may not grant this role');
  const seen = new Set<string>();
  const entries: Array<{ email: string; valid: boolean }> = [];
  for (const given of input.emails) {
    const parsed = emailSchema.safeParse(given);
    const email = parsed.success ? parsed.data : given.trim();
    if (seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    entries.push({ email, valid: parsed.success });
  }
  const valid = entries.filter((entry) => entry.valid).length;
  for (let counted = 1; counted < valid; counted += 1) await limitPerPerson('mail', actor.id);

  const results: InviteManyResult['results'] = [];
  for (const { email, valid } of entries) {
    if (!valid) {
      results.push({ email, outcome: 'invalid' });
      continue;
    }
    try {
      await inviteMember({ db, actor, input: { email, role: input.role, accountId: input.accountId } });
      results.push({ email, outcome: 'invited' });
    } catch (error) {
      const outcome = error instanceof AppError ? OUTCOME_OF[error.code] : undefined;
      if (!outcome) throw error;
      results.push({ email, outcome });
    }
  }
  return { results };
}
