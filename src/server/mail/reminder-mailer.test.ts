import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPermanentRefusal } from '@/server/reminders/send-reminder';
import { startReminderMailer } from './reminder-mails';

let server: SMTPServer;
let connections = 0;
const received: string[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onConnect: (_session, callback) => {
      connections += 1;
      callback();
    },
    onRcptTo: (address, _session, callback) => {
      if (address.address.startsWith('gone')) return callback(Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 }));
      if (address.address.startsWith('busy')) return callback(Object.assign(new Error('4.2.1 Try again later'), { responseCode: 421 }));
      callback();
    },
    onData: (stream, session, callback) => {
      stream.resume();
      stream.on('end', () => {
        received.push(session.envelope.rcptTo[0]!.address);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Read by env() on its first call in this file's process: the reminder mailer then speaks SMTP.
  process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const mail = (to: string) => ({ to, subject: 'Time to weigh in', text: 'Hello', html: '<p>Hello</p>' });

describe('the reminder mailer (in whichever thread sends, decision 0044)', () => {
  it('reuses its pooled SMTP connections and keeps SMTP\'s response code on a refusal', async () => {
    const mailer = startReminderMailer();
    for (const to of ['a@example.org', 'b@example.org', 'c@example.org']) await mailer.send(mail(to));
    const inARow = { connections, received: [...received] };
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
