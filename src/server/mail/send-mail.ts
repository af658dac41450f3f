import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@/env';
import { logger } from '@/server/logger';
import { countEvent, type MailKind } from '@/server/metrics/events';
import { smtpTransport } from './smtp-transport';

/** `headers`: extra headers, such as List-Unsubscribe (RFC 8058) on reminders. */
/** `messageId`: a fixed Message-ID, so a copy sent twice can be recognised as the same message. */
/** `kind`: what the metrics count it as (cwt_mail_sent_total{kind}); `other` when not given. */
export type Mail = { to: string; subject: string; text: string; html?: string; headers?: Record<string, string>; messageId?: string; kind?: MailKind };

const cache = globalThis as unknown as { __mailTransport?: Transporter };

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes an .eml file under DATA_DIR/mail.
 * Reminders keep a pool of connections of their own (startReminderMailer, reminder-mails.ts).
 */
function transport(): Transporter {
  const smtpUrl = env().smtpUrl;
  cache.__mailTransport ??= smtpUrl ? smtpTransport(smtpUrl) : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return cache.__mailTransport;
}

/**
 * Sends one message, through `via` when given (the reminders' pooled SMTP connections). The
 * offline outbox logs each link so the embedded default stays usable.
 */
export async function sendMail({ kind = 'other', ...mail }: Mail, via: Transporter = transport()): Promise<void> {
  let info: Awaited<ReturnType<Transporter['sendMail']>>;
  try {
    info = await via.sendMail({ from: env().mailFrom, ...mail });
  } catch (error) {
    countEvent({ name: 'mail', kind, outcome: 'failed' });
    throw error;
  }
  countEvent({ name: 'mail', kind, outcome: 'sent' });
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
