import { connect, createServer, type Server, type Socket } from 'node:net';
// @ts-expect-error -- a plain ES module shared with Playwright's web servers
import { startSmtpSink } from './smtp-sink.mjs';
import { freePort } from './free-port';

export { freePort };

export type HeldSmtp = {
  url: string;
  /** From now on a connection is accepted and then left without a word (no SMTP greeting). */
  hold: () => void;
  /** The waiting connections, and every later one, are answered by the sink. */
  release: () => void;
  close: () => Promise<void>;
};

/**
 * An SMTP server that can accept connections and not answer them: a test of "the answer does
 * not wait for the mail" holds it, asserts the answer, then releases it and sees the mail
 * arrive (in `dir`, read with mailbox.ts). Answering is done by the suite's SMTP sink behind it.
 */
export async function startHeldSmtp(dir: string): Promise<HeldSmtp> {
  const sinkPort = await freePort();
  const sink = (await startSmtpSink({ port: sinkPort, dir })) as { url: string; close: () => Promise<void> };
  let holding = false;
  const waiting: Socket[] = [];
  const open = new Set<Socket>();
  const answer = (client: Socket) => {
    const upstream = connect(sinkPort, '127.0.0.1');
    upstream.on('error', () => client.destroy());
    client.pipe(upstream).pipe(client);
  };
  const front: Server = createServer((client) => {
    open.add(client);
    client.on('error', () => undefined);
    client.on('close', () => open.delete(client));
    if (holding) waiting.push(client);
    else answer(client);
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const client of waiting.splice(0)) answer(client);
    },
    close: async () => {
      for (const client of open) client.destroy();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await sink.close();
    },
  };
}
