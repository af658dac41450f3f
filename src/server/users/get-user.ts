import 'server-only';
import { sql } from 'drizzle-orm';
import type { UserDetails } from '@/lib/schemas/users';
import type { Actor } from '@/server/auth/actor';
import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/errors';

/**
 * The user's own details, active accounts (personal first, then by name), the organisation chosen
 * in the profile (their self-declared, never-invited membership once approved, set once:
 * src/lib/api/calls/users.ts), their newest request to join one (findLatestJoinRequest) and the
 * address waiting for confirmation (the newest unused, unexpired change link), as the JSON text
 * of userDetailsSchema. One statement: PostgreSQL builds the answer, so a dashboard's most
 * frequent call costs one round trip and no row mapping. `now` is the app's clock,
 * which decides when a link has expired everywhere else.
 */
export async function loadUserDetailsJson(db: Executor, userId: string, now: Date = new Date()): Promise<string> {
  const instant = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
  const result = await db.execute<{ body: string }>(sql`
    SELECT (jsonb_build_object(
      'id', u.id, 'email', u.email, 'firstName', u.first_name, 'lastName', u.last_name, 'directoryManaged', u.directory_managed,
      'coalitionAdmin', u.coalition_admin, 'emailSignIn', u.password_hash IS NOT NULL,
      'displayUnit', u.display_unit, 'heightCm', u.height_cm::float8,
      'organisation', (
        SELECT jsonb_build_object('accountId', a.id, 'accountName', a.name)
        FROM user_accounts ua JOIN accounts a ON a.id = ua.account_id
        WHERE ua.user_id = u.id AND a.type = 'organization' AND ua.role = 'User' AND ua.invited_by IS NULL AND ua.invitation_date IS NULL
          AND ua.status NOT IN ('Requested', 'Declined')
        ORDER BY ua.created_at LIMIT 1),
      'joinRequest', (
        SELECT jsonb_build_object('accountId', a.id, 'accountName', a.name, 'userId', ua.user_id,
          'status', CASE ua.status WHEN 'Requested' THEN 'Requested' WHEN 'Declined' THEN 'Declined' ELSE 'Approved' END,
          'requestedAt', ${instant('ua.created_at')}, 'decidedAt', ${instant('ua.decided_at')})
        FROM user_accounts ua JOIN accounts a ON a.id = ua.account_id
        WHERE ua.user_id = u.id AND a.type = 'organization' AND ua.role = 'User' AND ua.invited_by IS NULL AND ua.invitation_date IS NULL
          AND (ua.status IN ('Requested', 'Declined') OR ua.decided_at IS NOT NULL)
        ORDER BY ua.updated_at DESC LIMIT 1),
      'accounts', coalesce((
        SELECT jsonb_agg(jsonb_build_object(
          'id', ua.id, 'accountId', a.id, 'accountName', a.name, 'accountType', a.type, 'role', ua.role,
          'isPrimary', ua.is_primary, 'invitationDate', ${instant('ua.invitation_date')}, 'userId', ua.user_id,
          'shareWeights', ua.share_weights
        ) ORDER BY a.type, a.name)
        FROM user_accounts ua JOIN accounts a ON a.id = ua.account_id
        WHERE ua.user_id = u.id AND ua.status = 'Active'), '[]'::jsonb)
    ) || coalesce((
      SELECT jsonb_build_object('pendingEmail', t.email)
      FROM email_tokens t
      WHERE t.user_id = u.id AND t.purpose = 'change_email' AND t.used_at IS NULL AND t.expires_at > ${now.toISOString()}::timestamptz
      ORDER BY t.created_at DESC LIMIT 1), '{}'::jsonb))::text AS body
    FROM users u WHERE u.id = ${userId}
  `);
  // node-postgres and PGlite both answer `{ rows }`.
  const body = (result as unknown as { rows: { body: string }[] }).rows[0]?.body;
  if (!body) throw new AppError('not_found', 'No such user');
  return body;
}

export async function loadUserDetails(db: Executor, userId: string): Promise<UserDetails> {
  return JSON.parse(await loadUserDetailsJson(db, userId)) as UserDetails;
}

/** The caller's own details: the call's guard refuses a path naming someone else. */
export async function getUserJson({ db, actor }: { db: Executor; actor: Actor }): Promise<string> {
  return loadUserDetailsJson(db, actor.id);
}
