import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pooledSmtpUrl } from './send-mail';

let server: SMTPServer;
let port: number;
let connections = 0;
let delivered = 0;

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
    onData: (stream, _session, callback) => {
      stream.resume();
      stream.on('end', () => {
        delivered += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('pooledSmtpUrl', () => {
  it('puts the pool in the URL, keeping what the URL already says', () => {
    expect(pooledSmtpUrl('smtp://user:secret@mail.example.org:2525', 16)).toBe('smtp://user:secret@mail.example.org:2525?pool=true&maxConnections=16');
    expect(pooledSmtpUrl('smtps://mail.example.org/?tls.rejectUnauthorized=false', 4)).toBe('smtps://mail.example.org/?tls.rejectUnauthorized=false&pool=true&maxConnections=4');
  });

  it('makes nodemailer reuse one connection for messages in a row', async () => {
    const transport = nodemailer.createTransport(pooledSmtpUrl(`smtp://127.0.0.1:${port}`, 1));
    for (let i = 0; i < 3; i += 1) await transport.sendMail({ from: 'a@example.org', to: `p${i}@example.org`, subject: 'Hi', text: 'Hello' });
    transport.close();
    expect({ connections, delivered }).toEqual({ connections: 1, delivered: 3 });
  });
});
