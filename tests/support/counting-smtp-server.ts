import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/**
 * A local SMTP listener for unit tests of the mail code: it counts connections and records the
 * first recipient of each message it accepted; `onRcptTo` may refuse some recipients.
 */
export async function startCountingSmtpServer(onRcptTo?: SMTPServerOptions['onRcptTo']) {
  const counts = { connections: 0, received: [] as string[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onConnect: (_session, callback) => {
      counts.connections += 1;
      callback();
    },
    ...(onRcptTo ? { onRcptTo } : {}),
    onData: (stream, session, callback) => {
      stream.resume();
      stream.on('end', () => {
        counts.received.push(session.envelope.rcptTo[0]!.address);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    counts,
    port: (server.server.address() as { port: number }).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
