import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startHeldSmtp, type HeldSmtp } from '../support/held-smtp';
import { linkIn, mailsTo, takeMail, waitForMail } from '../support/mailbox';
import { CookieJar, uniqueEmail } from '../support/http';
import { startServer, type RunningServer } from '../support/server';

/*
 * Tests that need a server of their own: one whose mail server can be made to hold its answer,
 * and whose clock can be moved forward (tests/support/clock-shift.mjs) instead of waiting.
 */

const HOUR = 3_600_000;
/** One step of the server's clock: past a day (a confirmation link), short of a week (an undo link). */
const CLOCK_STEP_MS = 24 * HOUR + 60_000;

let server: RunningServer;
let smtp: HeldSmtp;
let mailDir: string;
let ackFile: string;

beforeAll(async () => {
  mailDir = mkdtempSync(path.join(tmpdir(), 'cwt-own-mail-'));
  ackFile = path.join(mkdtempSync(path.join(tmpdir(), 'cwt-clock-')), 'offset');
  smtp = await startHeldSmtp(mailDir);
  server = await startServer({
    port: await freePort(),
    env: {
      SMTP_URL: smtp.url,
      RATE_LIMIT_PER_IP_PER_MINUTE: '200',
      NODE_OPTIONS: `--import=${path.resolve('tests/support/clock-shift.mjs')}`,
      TEST_CLOCK_STEP_MS: String(CLOCK_STEP_MS),
      TEST_CLOCK_ACK: ackFile,
    },
  });
});

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  rmSync(mailDir, { recursive: true, force: true });
  rmSync(path.dirname(ackFile), { recursive: true, force: true });
});

async function call(pathname: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${server.url}${pathname}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, contentType: response.headers.get('content-type'), text, json: text ? JSON.parse(text) : undefined };
}

/** A verified account on this server, signed in through next-auth as a browser would. */
async function signedInUser(label: string, password = 'GoodPass123') {
  const email = uniqueEmail(label);
  expect((await call('/api/Auth/register', { method: 'POST', body: { email, password, firstName: 'Own', lastName: label } })).status).toBe(202);
  const token = linkIn(await takeMail(mailDir, email), '/verify-email').searchParams.get('token');
  expect((await call('/api/Auth/verify-email', { method: 'POST', body: { token } })).status).toBe(200);
  return { email, password, ...(await signIn(email, password)) };
}

async function signIn(email: string, password: string): Promise<{ id: string; token: string }> {
  const jar = new CookieJar();
  const csrf = await fetch(`${server.url}/api/auth/csrf`);
  jar.store(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const callback = await fetch(`${server.url}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    body: new URLSearchParams({ csrfToken, email, password, json: 'true' }),
  });
  jar.store(callback);
  const session = (await (await fetch(`${server.url}/api/auth/session`, { headers: { cookie: jar.header() } })).json()) as {
    accessToken: string;
    user: { id: string };
  };
  expect(session.accessToken, `sign-in of ${email}`).toEqual(expect.any(String));
  return { id: session.user.id, token: session.accessToken };
}

/** Moves the server's clock CLOCK_STEP_MS forward and waits until the server says it did. */
async function advanceServerClock(): Promise<void> {
  const before = existsSync(ackFile) ? Number(readFileSync(ackFile, 'utf8')) : 0;
  const pid = server.serverPid();
  expect(pid).toEqual(expect.any(Number));
  process.kill(pid!, 'SIGUSR2');
  await expect
    .poll(() => (existsSync(ackFile) ? Number(readFileSync(ackFile, 'utf8')) : 0), { message: 'the server clock moving', timeout: 10_000, interval: 50 })
    .toBe(before + CLOCK_STEP_MS);
}

describe('finding 12: forgot password answers alike for a known and an unknown address, without waiting for mail', () => {
  it('answers both byte for byte the same while the mail server has not answered; the mail arrives once it does', async () => {
    const user = await signedInUser('held');
    const ghost = uniqueEmail('held-ghost');
    smtp.hold();
    try {
      const known = await call('/api/Auth/forgot-password', { method: 'POST', body: { email: user.email } });
      const unknown = await call('/api/Auth/forgot-password', { method: 'POST', body: { email: ghost } });
      expect(known.status).toBe(202);
      expect([unknown.status, unknown.contentType, unknown.text]).toEqual([known.status, known.contentType, known.text]);
      expect(known.json).toEqual({ status: 'ResetLinkSent' });
      expect(mailsTo(mailDir, user.email)).toEqual([]);
    } finally {
      smtp.release();
    }
    const mail = await waitForMail(mailDir, user.email);
    const token = linkIn(mail, '/reset-password').searchParams.get('token');
    expect((await call('/api/Auth/reset-password', { method: 'POST', body: { token, password: 'NewPass789', confirmPassword: 'NewPass789' } })).status).toBe(
      200,
    );
  });
});

describe('finding 2: an email change needs proof of the new address (expiry)', () => {
  it('refuses a confirmation link after 24 hours; the undo link still works then', async () => {
    smtp.release();
    const prompt = await signedInUser('prompt');
    const late = await signedInUser('late');
    const promptNew = uniqueEmail('prompt-new');
    const lateNew = uniqueEmail('late-new');
    for (const [user, email] of [
      [prompt, promptNew],
      [late, lateNew],
    ] as const) {
      const asked = await call(`/api/User/${user.id}/profile`, { method: 'PUT', token: user.token, body: { email, firstName: 'Own', lastName: 'Clock' } });
      expect(asked.json).toMatchObject({ email: user.email, pendingEmail: email });
    }
    const linkOf = async (to: string, pathname: string) => linkIn(await waitForMail(mailDir, to), pathname).searchParams.get('token');
    const promptLink = await linkOf(promptNew, '/confirm-email-change');
    const lateLink = await linkOf(lateNew, '/confirm-email-change');
    const lateUndo = await linkOf(late.email, '/undo-email-change');
    // In time, a link works.
    expect((await call('/api/Auth/confirm-email-change', { method: 'POST', body: { token: promptLink } })).json).toEqual({
      status: 'EmailChanged',
      email: promptNew,
    });

    await advanceServerClock();
    const expired = await call('/api/Auth/confirm-email-change', { method: 'POST', body: { token: lateLink } });
    expect(expired.status).toBe(400);
    expect(expired.contentType).toContain('application/problem+json');
    expect(expired.json).toMatchObject({ status: 400, detail: 'VerificationFailed' });
    const again = await signIn(late.email, late.password);
    const details = await call(`/api/User/${late.id}`, { token: again.token });
    expect(details.json.email).toBe(late.email);
    expect(details.json).not.toHaveProperty('pendingEmail');
    // The undo link lives a week.
    expect((await call('/api/Auth/undo-email-change', { method: 'POST', body: { token: lateUndo } })).json).toEqual({
      status: 'EmailChangeUndone',
      email: late.email,
    });
  });
});
