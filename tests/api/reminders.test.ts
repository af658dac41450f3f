import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { api, expectProblem, mailDir, newSignedInUser } from '../support/http';
import { mailsTo, waitForMail } from '../support/mailbox';
import { daytimeReminder } from './support-reminders';

type User = Awaited<ReturnType<typeof newSignedInUser>>;

let person: User;
let other: User;

beforeAll(async () => {
  [person, other] = await Promise.all([newSignedInUser('reminders'), newSignedInUser('reminders-other')]);
});

const read = (user: User | undefined, id = person.id) => api(`/api/User/${id}/reminders`, { token: user?.token });
const save = (user: User | undefined, body: unknown, id = person.id) => api(`/api/User/${id}/reminders`, { method: 'PUT', token: user?.token, body });

const choice = { enabled: true, days: [5, 1, 3], localTime: '07:30', timeZone: 'Europe/Madrid', streakTime: '20:00', weeklySummary: true, locale: 'es-ES' };

describe('reminder settings', () => {
  it('are off, unchosen, by default', async () => {
    const result = await read(person);
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ enabled: false, days: [1, 2, 3, 4, 5, 6, 7], localTime: '08:00', timeZone: 'UTC', streakTime: null, weeklySummary: false, locale: 'en-US', chosen: false });
  });

  it('are saved and read back, days in order', async () => {
    const saved = await save(person, choice);
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ ...choice, days: [1, 3, 5], chosen: true });
    expect((await read(person)).json).toEqual({ ...choice, days: [1, 3, 5], chosen: true });
  });

  it.each([
    [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'reminderTimeZoneInvalid'],
    [{ localTime: '24:00' }, 'localTime', 'reminderTimeInvalid'],
    [{ localTime: '7:30' }, 'localTime', 'reminderTimeInvalid'],
    [{ streakTime: '19:60' }, 'streakTime', 'reminderTimeInvalid'],
    [{ days: [] }, 'days', 'reminderDaysEmpty'],
    [{ days: [0] }, 'days', 'reminderDaysInvalid'],
    [{ days: [2, 2] }, 'days', 'reminderDaysInvalid'],
  ])('answer 400 for %j naming %s, and nothing changes', async (change, field, key) => {
    const result = await save(person, { ...choice, ...change });
    expectProblem(result, 400);
    expect(result.json.errors[field].key).toBe(key);
    expect((await read(person)).json).toEqual({ ...choice, days: [1, 3, 5], chosen: true });
  });

  it("are the person's own: 403 for another user, 401 without a token", async () => {
    expectProblem(await read(other), 403);
    expectProblem(await save(other, choice), 403);
    expectProblem(await read(undefined), 401);
    expect((await read(person)).json.localTime).toBe('07:30');
  });
});

describe('unsubscribe', () => {
  it.each(['forged', `${'0'.repeat(8)}-0000-0000-0000-000000000000.daily.0.AAAA`])('refuses the token %s with 400 and changes nothing', async (token) => {
    const result = await api(`/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST', rawBody: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expectProblem(result, 400);
    expect(result.json.errors.token.key).toBe('unsubscribeLinkInvalid');
    expect((await read(person)).json.enabled).toBe(true);
  });
});

function daytimeZone(): { timeZone: string; localTime: string } {
  const { timeZone, localTime } = daytimeReminder();
  return { timeZone, localTime };
}

describe('the daily reminder through the queue', () => {
  it('arrives once, in Spanish, with one-click unsubscribe headers that work once', async () => {
    const reader = await newSignedInUser('reminders-es');
    const saved = await save(reader, { ...choice, days: [1, 2, 3, 4, 5, 6, 7], ...daytimeZone(), streakTime: null, weeklySummary: false }, reader.id);
    expect(saved.status).toBe(200);
    // The queue's cron tick runs each minute: the mail is the event waited for, not a sleep.
    const mail = await waitForMail(mailDir(), reader.email, 1, 150_000);
    expect(mail.subject).toBe('Es hora de pesarte');
    expect(mail.text).toContain('Te recordamos que registres tu peso de hoy');
    const [file] = mailsTo(mailDir(), reader.email);
    const raw = (JSON.parse(readFileSync(file!.file, 'utf8')) as { raw: string }).raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(raw).toMatch(/multipart\/alternative/);
    const unsubscribeUrl = new URL(/^List-Unsubscribe: <([^>]+)>$/m.exec(raw)![1]!);
    expect(unsubscribeUrl.pathname).toBe('/api/reminders/unsubscribe');
    const oneClick = () =>
      api(`${unsubscribeUrl.pathname}${unsubscribeUrl.search}`, { method: 'POST', rawBody: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const first = await oneClick();
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ status: 'Unsubscribed', kind: 'daily' });
    expect((await read(reader, reader.id)).json.enabled).toBe(false);
    const reused = await oneClick();
    expectProblem(reused, 400);
    expect(reused.json.errors.token.key).toBe('unsubscribeLinkInvalid');
    // The page link in the body carries the same single-use token: spent by the one click above.
    // The body is multipart (text + HTML), quoted-printable: undo the soft line breaks and =3D.
    const body = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const pageLink = new URL(/https?:\/\/[^\s<>"]+\/es-ES\/reminders\/unsubscribe\?token=[^\s<"]+/.exec(body)![0]);
    expect(pageLink.pathname).toBe('/es-ES/reminders/unsubscribe');
    expect(pageLink.searchParams.get('token')).toBe(unsubscribeUrl.searchParams.get('token'));
    expect(mailsTo(mailDir(), reader.email)).toHaveLength(1);
  }, 180_000);
});
