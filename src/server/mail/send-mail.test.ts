import net from 'node:net';
import nodemailer from 'nodemailer';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectWithoutDelay } from './no-delay-socket';
import { startCountingSmtpServer } from '../../../tests/support/counting-smtp-server';
import { pooledSmtpUrl, smtpTransport } from './smtp-transport';

let smtp: Awaited<ReturnType<typeof startCountingSmtpServer>>;
let port: number;

beforeAll(async () => {
  smtp = await startCountingSmtpServer();
  port = smtp.port;
});
afterAll(() => smtp.close());

const counted = () => ({ connections: smtp.counts.connections, delivered: smtp.counts.received.length });

describe('pooledSmtpUrl', () => {
  it('puts the pool in the URL, keeping what the URL already says', () => {
    expect(pooledSmtpUrl('smtp://user:secret@mail.example.org:2525', 16)).toBe('smtp://user:secret@mail.example.org:2525?pool=true&maxConnections=16');
    expect(pooledSmtpUrl('smtps://mail.example.org/?tls.rejectUnauthorized=false', 4)).toBe(
      'smtps://mail.example.org/?tls.rejectUnauthorized=false&pool=true&maxConnections=4',
    );
  });

  it('makes nodemailer reuse one connection for messages in a row', async () => {
    const transport = nodemailer.createTransport(pooledSmtpUrl(`smtp://127.0.0.1:${port}`, 1));
    for (let i = 0; i < 3; i += 1) await transport.sendMail({ from: 'a@example.org', to: `p${i}@example.org`, subject: 'Hi', text: 'Hello' });
    transport.close();
    expect(counted()).toEqual({ connections: 1, delivered: 3 });
  });
});

describe('smtpTransport', () => {
  afterEach(() => vi.restoreAllMocks());

  it('delivers over connections opened with Nagle off, pooled or not', async () => {
    const opened = vi.spyOn(net, 'connect');
    const before = counted();
    for (const url of [`smtp://127.0.0.1:${port}`, pooledSmtpUrl(`smtp://127.0.0.1:${port}`, 1)]) {
      const transport = smtpTransport(url);
      await transport.sendMail({ from: 'a@example.org', to: 'p@example.org', subject: 'Hi', text: 'Hello' });
      transport.close();
    }
    const after = counted();
    expect({ connections: after.connections - before.connections, delivered: after.delivered - before.delivered }).toEqual({ connections: 2, delivered: 2 });
    expect(opened.mock.calls.map(([options]) => options)).toEqual([
      { host: '127.0.0.1', port, noDelay: true },
      { host: '127.0.0.1', port, noDelay: true },
    ]);
  });

  it('passes a refused connection on as an error', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const refusedPort = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await new Promise<Error | null>((resolve) => connectWithoutDelay({ host: '127.0.0.1', port: refusedPort }, (failure) => resolve(failure)));
    expect((error as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');
  });
});
