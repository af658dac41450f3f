import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pointAtServer } from './http';
import { freePort, removeDir, startOwnServer, tempDataDir, type OwnServer } from './own-server';
// @ts-expect-error -- a plain ES module shared with Playwright's web servers
import { startSmtpSink } from './smtp-sink.mjs';

export type OwnServerWithMail = { server: OwnServer; dataDir: string; mailDir: string; close: () => Promise<void> };

/**
 * A file's own server on a fresh PGlite data directory, mailing a listener of its own, with the
 * file's API calls pointed at it; `close` points them back, stops both and removes the directories.
 */
export async function startOwnServerWithMail(label: string, env: Record<string, string> = {}): Promise<OwnServerWithMail> {
  const dataDir = tempDataDir();
  const mailDir = mkdtempSync(path.join(tmpdir(), `cwt-${label}-mail-`));
  const smtp = (await startSmtpSink({ port: await freePort(), dir: mailDir })) as { url: string; close: () => Promise<void> };
  const server = await startOwnServer({ port: await freePort(), dataDir, env: { SMTP_URL: smtp.url, ...env } });
  pointAtServer({ baseUrl: server.url, mailDir });
  return {
    server,
    dataDir,
    mailDir,
    close: async () => {
      pointAtServer(undefined);
      await server.stop();
      await smtp.close();
      removeDir(dataDir);
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}
