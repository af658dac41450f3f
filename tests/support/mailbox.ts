import { readdirSync, readFileSync, rmSync, watch } from 'node:fs';
import path from 'node:path';

/**
 * One message the test SMTP listener received, as mailparser read it (tests/support/smtp-sink.mjs):
 * `to` is the envelope's recipients, lower-cased; `text` is the plain-text part, decoded.
 */
export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string | false;
  /** mailparser's structured headers by lower-case name, e.g. `list.unsubscribe.url`. */
  headers: Record<string, unknown>;
  /** Each header as sent, unparsed: `{ key: 'list-unsubscribe-post', line: 'List-Unsubscribe-Post: …' }`. */
  headerLines: Array<{ key: string; line: string }>;
};

/** Every message to the address so far, oldest first. */
export function mailsTo(dir: string, address: string): Array<ReceivedMail & { file: string }> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  return files
    .map((f) => ({ ...(JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as ReceivedMail), file: path.join(dir, f) }))
    .filter((m) => m.to.includes(address.toLowerCase()));
}

/**
 * Waits for the `count`-th message to the address (1-based) and returns it: the directory is
 * watched, and looked at again each time the listener writes to it (no polling interval).
 * It uses no vitest API because Playwright's tests wait for mail with it too.
 */
export async function waitForMail(dir: string, address: string, count = 1, timeoutMs = 15_000): Promise<ReceivedMail> {
  let written = false;
  let wake = () => {};
  // Watching starts before the first look, so a message written in between is not missed.
  const watcher = watch(dir, () => {
    written = true;
    wake();
  });
  let deadline: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    deadline = setTimeout(() => reject(new Error(`no mail #${count} to ${address} within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    for (;;) {
      written = false;
      const mails = mailsTo(dir, address);
      if (mails.length >= count) return mails[count - 1]!;
      if (!written) await Promise.race([new Promise<void>((resolve) => (wake = resolve)), timedOut]);
    }
  } finally {
    clearTimeout(deadline);
    watcher.close();
  }
}

/** The first link in the mail to the given app path (e.g. `/verify-email`). */
export function linkIn(mail: ReceivedMail, pathname: string): URL {
  const link = (mail.text.match(/https?:\/\/\S+/g) ?? []).map((l) => new URL(l)).find((u) => u.pathname.endsWith(pathname));
  if (!link) throw new Error(`no ${pathname} link in: ${mail.text}`);
  return link;
}

/** Waits for the first message to the address and takes it out of the mailbox, as a person reads and deletes it. */
export async function takeMail(dir: string, address: string, timeoutMs = 15_000): Promise<ReceivedMail> {
  await waitForMail(dir, address, 1, timeoutMs);
  const [mail] = mailsTo(dir, address);
  rmSync(mail!.file, { force: true });
  return mail!;
}
