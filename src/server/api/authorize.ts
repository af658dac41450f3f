import 'server-only';
import type { AccountInput, ApiCall } from '@/lib/api/define';
import { may } from '@/lib/accounts/roles';
import { findActiveMembership } from '@/server/accounts/permissions';
import type { Actor } from '@/server/auth/actor';
import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/errors';

type Input = { params: unknown; query: unknown; body: unknown };

function accountIdsOf(where: AccountInput, input: Input): string[] {
  const value = (input[where.in] as Record<string, unknown> | undefined)?.[where.name];
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

/**
 * The one guard (issue 13): enforces a call's declared access after its input is parsed. A
 * service may check more (a weight log's own account, a membership locked in a transaction),
 * never less.
 */
export async function authorize(db: Executor, call: ApiCall, actor: Actor | null, input: Input): Promise<void> {
  const access = call.access;
  if (access === 'anonymous' || access === 'signedIn') return;
  if (!actor) throw new AppError('unauthorized', 'No valid authentication token found');
  if ('self' in access) {
    if ((input.params as Record<string, unknown>)[access.self] !== actor.id) throw new AppError('forbidden', access.denied);
    return;
  }
  // No account named: the call acts on the caller's personal account, which its owner administers.
  for (const accountId of accountIdsOf(access.account, input)) {
    if (!may(access.capability, await findActiveMembership(db, actor.id, accountId))) throw new AppError('forbidden', access.denied);
  }
}
