import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { connectWithoutDelay } from './no-delay-socket';

/**
 * nodemailer on `smtpUrl`, opening its connections with `connectWithoutDelay`. Given a URL,
 * nodemailer reads its options from the URL alone, so the socket factory is set on the transport
 * it made (its documented `getSocket` hook). Used on the main thread (one-off mail) and in the
 * reminder mail worker (pooled), so it imports neither the settings nor the logger.
 */
export function smtpTransport(smtpUrl: string): Transporter {
  const mailer = nodemailer.createTransport(smtpUrl);
  (mailer.transporter as unknown as { getSocket: typeof connectWithoutDelay }).getSocket = connectWithoutDelay;
  return mailer;
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
