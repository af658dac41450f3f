import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@/env';
import { logger } from '@/server/logger';
import { connectWithoutDelay } from './no-delay-socket';

/** `headers`: extra headers, such as List-Unsubscribe (RFC 8058) on reminders. */
/** `messageId`: a fixed Message-ID, so a copy sent twice can be recognised as the same message. */
export type Mail = { to: string; subject: string; text: string; html?: string; headers?: Record<string, string>; messageId?: string };

const cache = globalThis as unknown as { __mailTransport?: Transporter; __bulkMailTransport?: Transporter };
/** SMTP connections kept open for reminders: one per mail the queue sends at a time (decision 0034). */
const BULK_CONNECTIONS = 16;

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file under DATA_DIR/mail. */
function transport(): Transporter {
  const smtpUrl = env().smtpUrl;
  cache.__mailTransport ??= smtpUrl ? smtpTransport(smtpUrl) : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return cache.__mailTransport;
}

/**
 * nodemailer on `smtpUrl`, opening its connections with `connectWithoutDelay`. Given a URL,
 * nodemailer reads its options from the URL alone, so the socket factory is set on the transport
 * it made (its documented `getSocket` hook).
 */
export function smtpTransport(smtpUrl: string): Transporter {
  const mailer = nodemailer.createTransport(smtpUrl);
  (mailer.transporter as unknown as { getSocket: typeof connectWithoutDelay }).getSocket = connectWithoutDelay;
  return mailer;
}

/**
 * For many messages in a row (the reminder queue): SMTP connections are kept and reused instead
 * of one connection per message. Without SMTP_URL, the outbox as for any mail.
 */
function bulkTransport(): Transporter {
  const smtpUrl = env().smtpUrl;
  if (!smtpUrl) return transport();
  cache.__bulkMailTransport ??= smtpTransport(pooledSmtpUrl(smtpUrl, BULK_CONNECTIONS));
  return cache.__bulkMailTransport;
}

/**
 * The SMTP URL asking nodemailer for a pool of `connections`. Given a `url`, nodemailer takes its
 * settings from the URL alone: a `pool: true` beside it is ignored and every message opened a
 * connection of its own (measured: about 140 ms each against a local listener). The pool's
 * settings must be in the URL's query.
 */
export function pooledSmtpUrl(smtpUrl: string, connections: number): string {
  const url = new URL(smtpUrl);
  url.searchParams.set('pool', 'true');
  url.searchParams.set('maxConnections', String(connections));
  return url.toString();
}

/** Sends one message. The offline outbox logs each link so the embedded default stays usable. */
export async function sendMail(mail: Mail, { bulk = false }: { bulk?: boolean } = {}): Promise<void> {
  const info = await (bulk ? bulkTransport() : transport()).sendMail({ from: env().mailFrom, ...mail });
  if (env().smtpUrl) {
    logger.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, 'mail sent');
    return;
  }
  const outbox = path.join(env().dataDir, 'mail');
  await mkdir(outbox, { recursive: true });
  const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
  await writeFile(file, (info as unknown as { message: Buffer }).message);
  const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
  logger.info({ to: mail.to, subject: mail.subject, file, links }, 'mail written to the outbox');
}
