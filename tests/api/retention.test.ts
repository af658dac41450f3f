import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_COALITION_ADMIN } from '@/server/db/demo-accounts';
import { signInAs } from '../support/actors';
import { api, expectProblem, newVerifiedUser, pointAtServer, signIn } from '../support/http';
import { linkIn, mailsTo, waitForMail } from '../support/mailbox';
import { freePort, removeDir, startOwnServer, tempDataDir, type OwnServer } from '../support/own-server';
import { ownPostgresDatabase } from '../support/own-postgres-database';
// @ts-expect-error -- a plain ES module shared with Playwright's web servers
import { startSmtpSink } from '../support/smtp-sink.mjs';

/**
 * The inactivity rule (INACTIVE_ACCOUNT_MONTHS) end to end: a server of this file's own, whose
 * queue sweeps at each start; between starts the test moves people's last activity back in
 * time in the database, as the months would. On PGlite the server is stopped for that (the
 * data directory is one process's); on PostgreSQL a database of this file's own is used.
 */
const onPostgres = inject('databaseKind') === 'postgres';
const MONTHS = 12;
const DAY_MS = 24 * 60 * 60 * 1000;
const longDate = (moment: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(moment);

describe('accounts unused for INACTIVE_ACCOUNT_MONTHS', { timeout: 240_000 }, () => {
  const dataDir = tempDataDir();
  const mailDir = mkdtempSync(path.join(tmpdir(), 'cwt-retention-mail-'));
  let smtp: { url: string; close: () => Promise<void> };
  let server: OwnServer | undefined;
  let databaseUrl: string | undefined;
  let database: Awaited<ReturnType<typeof ownPostgresDatabase>> | undefined;

  const start = async () => {
    server = await startOwnServer({
      port: await freePort(),
      dataDir,
      databaseUrl,
      // Reminders off: the rule runs on the job queue by its own setting, not the reminders'.
      env: { SMTP_URL: smtp.url, INACTIVE_ACCOUNT_MONTHS: String(MONTHS), REMINDERS: 'off' },
    });
    pointAtServer({ baseUrl: server.url, mailDir });
  };

  /** Runs SQL on the server's database: on PGlite with the server stopped, then started again (which sweeps). */
  const changeDatabaseThenRestart = async (statements: Array<{ text: string; values: unknown[] }>) => {
    await server!.stop();
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      for (const statement of statements) await client.query(statement.text, statement.values);
      await client.end();
    } else {
      const { PGlite } = await import('@electric-sql/pglite');
      const db = await PGlite.create(path.join(dataDir, 'pglite'));
      for (const statement of statements) await db.query(statement.text, statement.values);
      await db.close();
    }
    await start();
  };

  beforeAll(async () => {
    smtp = (await startSmtpSink({ port: await freePort(), dir: mailDir })) as typeof smtp;
    if (onPostgres) {
      database = await ownPostgresDatabase('retention');
      databaseUrl = database.url;
    }
    await start();
  });

  afterAll(async () => {
    pointAtServer(undefined);
    await server?.stop();
    await smtp.close();
    await database?.drop();
    removeDir(dataDir);
    rmSync(mailDir, { recursive: true, force: true });
  });

  it('warns a month before, keeps an account from the link, and deletes one unused since the warning', async () => {
    const alice = await newVerifiedUser('keeper');
    const bob = await newVerifiedUser('leaver');
    const carol = await newVerifiedUser('active');
    for (const person of [alice, bob, carol]) expect((await signIn(person.email, person.password)).session.accessToken).toEqual(expect.any(String));

    // Alice and Bob were last active ten days less than twelve months ago: within the month's notice.
    const tenDaysInto = {
      text: `UPDATE users SET last_active_at = now() - interval '${MONTHS} months' + interval '10 days' WHERE email = ANY($1)`,
      values: [[alice.email, bob.email]],
    };
    await changeDatabaseThenRestart([tenDaysInto]);
    const sweptAt = Date.now();
    const aliceMail = await waitForMail(mailDir, alice.email, 1, 30_000);
    const bobMail = await waitForMail(mailDir, bob.email, 1, 30_000);
    // The notice is a whole month even though the rule's date is ten days away.
    const deletionDay = longDate(new Date(sweptAt + 30 * DAY_MS));
    expect(aliceMail.subject).toBe('Your account will be deleted unless you keep it');
    expect(aliceMail.text).toContain(`We delete accounts that are not used for ${MONTHS} months.`);
    expect(aliceMail.text).toContain(`Your account and your weigh-ins will be deleted on ${deletionDay}.`);
    expect(linkIn(bobMail, '/login').pathname).toBe('/login');
    expect(mailsTo(mailDir, carol.email)).toEqual([]);

    // Alice keeps her account from the link; a second press answers the same.
    const token = linkIn(aliceMail, '/keep-account').searchParams.get('token')!;
    for (let press = 0; press < 2; press += 1) {
      const kept = await api('/api/retention/keep-account', { method: 'POST', body: { token } });
      expect({ status: kept.status, body: kept.json }).toEqual({ status: 200, body: { status: 'Kept' } });
    }
    const forged = await api('/api/retention/keep-account', { method: 'POST', body: { token: `${token.slice(0, -2)}xx` } });
    expectProblem(forged, 400);
    expect(forged.json).toMatchObject({ errors: { token: { key: 'keepAccountLinkInvalid' } } });

    // A month on: Bob was warned 31 days ago and has not been back; Alice kept hers, then stayed away too.
    await changeDatabaseThenRestart([
      {
        text: `UPDATE users SET last_active_at = now() - interval '${MONTHS} months' - interval '1 day', inactivity_warned_at = now() - interval '31 days' WHERE email = $1`,
        values: [bob.email],
      },
      { text: `UPDATE users SET last_active_at = now() - interval '${MONTHS} months' - interval '1 day' WHERE email = $1`, values: [alice.email] },
    ]);
    // Alice's kept account is warned again (not deleted: her warning was called off by the link).
    const second = await waitForMail(mailDir, alice.email, 2, 30_000);
    expect(second.text).toContain(`will be deleted on ${longDate(new Date(Date.now() + 30 * DAY_MS))}.`);
    await expect.poll(async () => (await signIn(bob.email, bob.password)).error).toBe('CredentialsSignin');
    expect(mailsTo(mailDir, bob.email)).toHaveLength(1);
    // The deletion is in the audit record, by the rule, with nothing that names Bob.
    const coalition = await signInAs(DEMO_COALITION_ADMIN.email, DEMO_COALITION_ADMIN.password);
    const audit = await api('/api/Coalition/audit?action=account.delete', { token: coalition.token });
    expect(audit.status).toBe(200);
    expect((audit.json as { entries: unknown[] }).entries).toEqual([
      expect.objectContaining({ outcome: 'succeeded', actorKind: 'system', actorEmail: null, targetEmail: null, organizationId: null, detail: {} }),
    ]);
    expect(audit.text).not.toContain(bob.email);
    const used = await api('/api/retention/keep-account', { method: 'POST', body: { token: linkIn(bobMail, '/keep-account').searchParams.get('token') } });
    expectProblem(used, 400);
    // Carol, active all along, heard nothing and signs in as before.
    expect(mailsTo(mailDir, carol.email)).toEqual([]);
    expect((await signIn(carol.email, carol.password)).session.accessToken).toEqual(expect.any(String));
    expect((await signIn(alice.email, alice.password)).session.accessToken).toEqual(expect.any(String));
  });

  it('states the rule and its dates on the privacy page', async () => {
    const page = await fetch(`${server!.url}/pages/privacy`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('What we keep, and for how long');
    expect(html).toContain(`Accounts not used for ${MONTHS} months are deleted.`);
    const now = new Date();
    const deleteAt = new Date(Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth(), now.getUTCDate()));
    expect(html).toContain(`and is deleted on ${longDate(deleteAt)}.`);
  });
});
