import { readdirSync, readFileSync, rmSync, watch } from 'node:fs';
import path from 'node:path';

/** One message the test SMTP listener received, decoded to its text body. */
export type ReceivedMail = { to: string[]; subject: string; text: string };

function decodeBody(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const joined = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < joined.length; i++) {
      const hex = joined.slice(i + 1, i + 3);
      if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

function decodeSubject(value: string): string {
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
  );
}

function parse(file: string): ReceivedMail & { file: string } {
  const { to, raw } = JSON.parse(readFileSync(file, 'utf8')) as { to: string[]; raw: string };
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const subject = decodeSubject(/^subject:\s*(.*)$/im.exec(headers)?.[1] ?? '');
  return { file, to, subject, text: decodeBody(headers, body).replace(/\r\n/g, '\n') };
}

/** Every message to the address so far, oldest first. */
export function mailsTo(dir: string, address: string): Array<ReceivedMail & { file: string }> {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  return files.map((f) => parse(path.join(dir, f))).filter((m) => m.to.includes(address.toLowerCase()));
}

/** The messages so far, or null while the listener is still writing one (its JSON is cut short). */
function mailsSoFar(dir: string, address: string): Array<ReceivedMail & { file: string }> | null {
  try {
    return mailsTo(dir, address);
  } catch (error) {
    if (error instanceof SyntaxError) return null;
    throw error;
  }
}

/**
 * Waits for the `count`-th message to the address (1-based) and returns it: the directory is
 * watched, and looked at again each time the listener writes to it (no polling interval).
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
      const mails = mailsSoFar(dir, address);
      if (mails && mails.length >= count) return mails[count - 1]!;
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
