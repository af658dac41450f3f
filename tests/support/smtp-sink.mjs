// A real SMTP listener for tests: accepts every message on 127.0.0.1, parses it with mailparser
// and writes it as JSON (see ReceivedMail in tests/support/mailbox.ts) into a directory that
// tests read. Parsing happens here because mailparser is asynchronous and the readers are not
// (Playwright's tests read the same directory). Run it directly
// (`node tests/support/smtp-sink.mjs PORT DIR`, as Playwright's web server) or import it.
// Imported, it can also be told to refuse a recipient for good (550, a bounce) and to hold
// messages: a held message has been received but not acknowledged (the sender still waits for
// its 250); `release()` acknowledges and writes those whose sender is still connected.
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { exitWithParent } from './exit-with-parent.mjs';

export function startSmtpSink({ port, dir }) {
  mkdirSync(dir, { recursive: true });
  const refused = new Set();
  const open = new Set();
  const events = new EventEmitter();
  let holding = false;
  let held = [];
  const write = (session, mail) => {
    const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
    const file = path.join(dir, `${Date.now()}-${randomUUID().slice(0, 8)}.json`);
    const { subject = '', text = '', html, headers, headerLines } = mail;
    // Written under another name, then renamed: a reader listing `.json` files never sees half a message.
    writeFileSync(`${file}.partial`, JSON.stringify({ to, subject, text, html, headers: Object.fromEntries(headers), headerLines }));
    renameSync(`${file}.partial`, file);
    events.emit('written', to);
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(session, callback) {
      open.add(session.id);
      callback();
    },
    onClose(session) {
      open.delete(session.id);
    },
    onRcptTo(address, session, callback) {
      if (!refused.has(address.address.toLowerCase())) return callback();
      const error = new Error('5.1.1 No such mailbox here');
      error.responseCode = 550;
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', async () => {
        let mail;
        try {
          mail = await simpleParser(Buffer.concat(chunks));
        } catch (error) {
          return callback(error);
        }
        const finish = () => {
          // A sender that went away before the 250 did not hand the message over: not delivered.
          if (!open.has(session.id)) return;
          write(session, mail);
          callback();
        };
        if (!holding) return finish();
        held.push(finish);
        events.emit('held', held.length);
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      // A sender killed mid-conversation (the reminders SIGKILL test) resets its socket: the
      // listener reports it and keeps serving the others.
      server.on('error', (error) => {
        if (error.code !== 'ECONNRESET') console.error('smtp sink:', error);
      });
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(done)),
        /** Answers 550 to this recipient from now on. */
        refuse: (address) => refused.add(address.toLowerCase()),
        /** From now on messages are received but not acknowledged. */
        hold: () => (holding = true),
        /** Acknowledges the held messages (of senders still connected) and every later one. */
        release: () => {
          holding = false;
          const waiting = held;
          held = [];
          for (const finish of waiting) finish();
        },
        /** Connections open now. */
        openSessions: () => open.size,
        /** 'held' (count waiting) and 'written' (recipients) as they happen. */
        events,
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  exitWithParent();
  const [port, dir] = process.argv.slice(2);
  await startSmtpSink({ port: Number(port), dir });
  console.log(`smtp sink listening on 127.0.0.1:${port}, writing to ${dir}`);
}
