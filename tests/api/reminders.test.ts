import { beforeAll, describe, expect, it } from 'vitest';
import { api, expectProblem, mailDir, newSignedInUser, type SignedInUser } from '../support/http';
import { linkIn, mailsTo, waitForMail, type ReceivedMail } from '../support/mailbox';
import { daytimeReminder } from './support-reminders';

let person: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  [person, other] = await Promise.all([newSignedInUser('reminders'), newSignedInUser('reminders-other')]);
});

const read = (user: SignedInUser | undefined, id = person.id) => api(`/api/User/${id}/reminders`, { token: user?.token });
const save = (user: SignedInUser | undefined, body: unknown, id = person.id) => api(`/api/User/${id}/reminders`, { method: 'PUT', token: user?.token, body });

const choice = { enabled: true, days: [5, 1, 3], localTime: '07:30', timeZone: 'Europe/Madrid', streakTime: '20:00', weeklySummary: true, locale: 'es-ES' };

describe('reminder settings', () => {
  it('are off, unchosen, by default', async () => {
    const result = await read(person);
    expect(result.status).toBe(200);
    expect(result.json).toEqual({
      enabled: false,
      days: [1, 2, 3, 4, 5, 6, 7],
      localTime: '08:00',
      timeZone: 'UTC',
      streakTime: null,
      weeklySummary: false,
      locale: 'en-US',
      chosen: false,
    });
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
    const result = await api(`/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectProblem(result, 400);
    expect(result.json.errors.token.key).toBe('unsubscribeLinkInvalid');
    expect((await read(person)).json.enabled).toBe(true);
  });
});

const postOneClick = (url: URL) =>
  api(`${url.pathname}${url.search}`, {
    method: 'POST',
    rawBody: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** The List-Unsubscribe target of a received mail, as mailparser reads the header. */
function unsubscribeUrlOf(mail: ReceivedMail): URL {
  return new URL((mail.headers.list as { unsubscribe: { url: string } }).unsubscribe.url);
}

/** The date `days` before an ISO date. */
function daysBefore(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

function daytimeZone(): { timeZone: string; localTime: string } {
  const { timeZone, localTime } = daytimeReminder();
  return { timeZone, localTime };
}

describe('the daily reminder through the queue', () => {
  it('arrives once, in Spanish, with one-click unsubscribe headers whose link works until the reminder is turned on again', async () => {
    const reader = await newSignedInUser('reminders-es');
    const body = { ...choice, days: [1, 2, 3, 4, 5, 6, 7], ...daytimeZone(), streakTime: null, weeklySummary: false };
    const saved = await save(reader, body, reader.id);
    expect(saved.status).toBe(200);
    // The queue's cron tick runs each minute: the mail is the event waited for, not a sleep.
    const mail = await waitForMail(mailDir(), reader.email, 1, 150_000);
    expect(mail.subject).toBe('Es hora de pesarte');
    expect(mail.text).toContain('Te recordamos que registres tu peso de hoy');
    expect(mail.headerLines).toContainEqual({ key: 'list-unsubscribe-post', line: 'List-Unsubscribe-Post: List-Unsubscribe=One-Click' });
    expect(mail.headers['content-type']).toMatchObject({ value: 'multipart/alternative' });
    expect(mail.html).toContain('Te recordamos que registres tu peso de hoy');
    const unsubscribeUrl = unsubscribeUrlOf(mail);
    expect(unsubscribeUrl.pathname).toBe('/api/reminders/unsubscribe');
    const oneClick = () => postOneClick(unsubscribeUrl);
    const first = await oneClick();
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ status: 'Unsubscribed', kind: 'daily' });
    expect((await read(reader, reader.id)).json.enabled).toBe(false);
    // Pressed again while the reminder is still off (a mail client's retry): the same answer.
    const again = await oneClick();
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ status: 'Unsubscribed', kind: 'daily' });
    // Once the person turns it on again, the used link cannot turn it off a second time.
    expect((await save(reader, body, reader.id)).status).toBe(200);
    const reused = await oneClick();
    expectProblem(reused, 400);
    expect(reused.json.errors.token.key).toBe('unsubscribeLinkInvalid');
    expect((await read(reader, reader.id)).json.enabled).toBe(true);
    // The page link in the body carries the same token as the header.
    const pageLink = linkIn(mail, '/reminders/unsubscribe');
    expect(pageLink.pathname).toBe('/es-ES/reminders/unsubscribe');
    expect(pageLink.searchParams.get('token')).toBe(unsubscribeUrl.searchParams.get('token'));
    expect(mailsTo(mailDir(), reader.email)).toHaveLength(1);
  }, 180_000);
});

describe('reminders of two kinds received', () => {
  it("each carry a link that works: using one does not spend the other's", async () => {
    const reader = await newSignedInUser('reminders-two-kinds');
    const { timeZone, localTime, localDate } = daytimeReminder();
    // Three days logged before today and none today: the streak-at-risk mail is due with the daily one.
    for (const days of [1, 2, 3]) {
      expect(
        (await api('/api/WeightLog/log-weight', { method: 'POST', token: reader.token, body: { weight: 180, logDate: daysBefore(localDate, days) } })).status,
      ).toBe(201);
    }
    const both = { enabled: true, days: [1, 2, 3, 4, 5, 6, 7], timeZone, localTime, streakTime: localTime, weeklySummary: false, locale: 'en-US' };
    expect((await save(reader, both, reader.id)).status).toBe(200);
    await waitForMail(mailDir(), reader.email, 2, 150_000);
    const mails = mailsTo(mailDir(), reader.email);
    expect(mails.map((m) => m.subject).sort()).toEqual(['Time to weigh in', 'Your streak is at risk']);
    const linkOf = (subject: string) => unsubscribeUrlOf(mails.find((m) => m.subject === subject)!);

    const daily = await postOneClick(linkOf('Time to weigh in'));
    expect(daily.status).toBe(200);
    expect(daily.json).toEqual({ status: 'Unsubscribed', kind: 'daily' });
    expect((await read(reader, reader.id)).json).toMatchObject({ enabled: false, streakTime: localTime });

    const streak = await postOneClick(linkOf('Your streak is at risk'));
    expect(streak.status).toBe(200);
    expect(streak.json).toEqual({ status: 'Unsubscribed', kind: 'streak' });
    expect((await read(reader, reader.id)).json).toMatchObject({ enabled: false, streakTime: null, weeklySummary: false });
  }, 180_000);
});
