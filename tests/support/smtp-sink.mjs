// A real SMTP listener for tests: accepts every message on 127.0.0.1 and writes it as JSON
// ({ to, raw }) into a directory that tests read (tests/support/mailbox.ts). Run it directly
// (`node tests/support/smtp-sink.mjs PORT DIR`, as Playwright's web server) or import it.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

export function startSmtpSink({ port, dir }) {
  mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const file = path.join(dir, `${Date.now()}-${randomUUID().slice(0, 8)}.json`);
        writeFileSync(file, JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }));
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({ url: `smtp://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) }));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port, dir] = process.argv.slice(2);
  await startSmtpSink({ port: Number(port), dir });
  console.log(`smtp sink listening on 127.0.0.1:${port}, writing to ${dir}`);
}
