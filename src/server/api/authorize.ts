import 'server-only';
import type { AccountInput, ApiCall } from '@/lib/api/define';
import { may, PERSONAL_OWNER } from '@/lib/accounts/roles';
import { findActiveMembership } from '@/server/accounts/permissions';
import type { Actor } from '@/server/auth/actor';
import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/errors';

/** A call's parsed input, as its handler gets it. */
export type ParsedInput = { params: unknown; query: unknown; body: unknown };

/** The accounts a call's input names where its access says: none, one, or a list (`accountIds`). */
export function accountIdsOf(where: AccountInput, input: ParsedInput): string[] {
  const value = (input[where.in] as Record<string, unknown> | undefined)?.[where.name];
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

/**
 * The one guard (docs/decisions/0024): enforces a call's declared access after its
 * input is parsed, so a malformed request is a 400 before any 403, and no caller a 401 after
 * one. A service may check more (a weight log's own account, the role of the person invited or
 * removed, a membership re-read under a lock), never less.
 */
export async function authorize(db: Executor, call: ApiCall, actor: Actor | null, input: ParsedInput): Promise<void> {
  const access = call.access;
  if (access === 'anonymous') return;
  if (!actor) throw new AppError('unauthorized', 'No valid authentication token found');
  if (access === 'signedIn') return;
  if ('role' in access) {
    if (!actor.coalitionAdmin) throw new AppError('forbidden', access.denied);
    return;
  }
  if ('self' in access) {
    if ((input.params as Record<string, unknown> | undefined)?.[access.self] !== actor.id) throw new AppError('forbidden', access.denied);
    return;
  }
  // A person acting on themselves (leaving an organisation): the service checks the membership.
  if (access.orSelf && (input.params as Record<string, unknown> | undefined)?.[access.orSelf] === actor.id) return;
  const accountIds = accountIdsOf(access.account, input);
  // No account named: the call acts on the caller's personal account (log weight, set a goal).
  if (accountIds.length === 0) {
    if (!may(access.capability, PERSONAL_OWNER)) throw new AppError('forbidden', access.denied);
    return;
  }
  // Another person's account and one that does not exist are the same 403: ids do not leak.
  for (const accountId of accountIds) {
    if (!may(access.capability, await findActiveMembership(db, actor.id, accountId))) throw new AppError('forbidden', access.denied);
  }
}
