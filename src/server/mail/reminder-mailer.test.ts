import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPermanentRefusal } from '@/server/reminders/send-reminder';
import { startCountingSmtpServer } from '../../../tests/support/counting-smtp-server';
import { startReminderMailer } from './reminder-mails';

let smtp: Awaited<ReturnType<typeof startCountingSmtpServer>>;

beforeAll(async () => {
  smtp = await startCountingSmtpServer((address, _session, callback) => {
    if (address.address.startsWith('gone')) return callback(Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 }));
    if (address.address.startsWith('busy')) return callback(Object.assign(new Error('4.2.1 Try again later'), { responseCode: 421 }));
    callback();
  });
  // Read by env() on its first call in this file's process: the reminder mailer then speaks SMTP.
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
});
afterAll(() => smtp.close());

const mail = (to: string) => ({ to, subject: 'Time to weigh in', text: 'Hello', html: '<p>Hello</p>' });

describe('the reminder mailer (in whichever thread sends)', () => {
  it("reuses its pooled SMTP connections and keeps SMTP's response code on a refusal", async () => {
    const mailer = startReminderMailer();
    for (const to of ['a@example.org', 'b@example.org', 'c@example.org']) await mailer.send(mail(to));
    const inARow = { connections: smtp.counts.connections, received: [...smtp.counts.received] };
    const bounce = await mailer.send(mail('gone@example.org')).catch((error: unknown) => error);
    const busy = await mailer.send(mail('busy@example.org')).catch((error: unknown) => error);
    await mailer.close();
    expect(inARow).toEqual({ connections: 1, received: ['a@example.org', 'b@example.org', 'c@example.org'] });
    expect([bounce, busy].map((error) => ({ responseCode: (error as { responseCode?: number }).responseCode, permanent: isPermanentRefusal(error) }))).toEqual([
      { responseCode: 550, permanent: true },
      { responseCode: 421, permanent: false },
    ]);
  });
});
