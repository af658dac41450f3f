import 'server-only';
/**
 * What the domain code counts for the Prometheus endpoint, as plain events: the mail and sign-in
 * code (in the server's, the API's and Next.js's module graphs, and in the reminder send thread)
 * calls `countEvent` and knows nothing of prom-client. The server installs the sink that turns
 * events into metrics (src/server/metrics/registry.ts) only when the endpoint is on; the send
 * thread installs one that posts them to the main thread. Without a sink an event costs one
 * property read.
 */

/** Which mails are counted apart: invitations (and the "create an account first" mail) and reminders. */
export type MailKind = 'invitation' | 'reminder' | 'other';

export type MetricEvent =
  | { name: 'mail'; kind: MailKind; outcome: 'sent' | 'failed' }
  | { name: 'sign-in-failure' }
  /** `address`: this address's wrong passwords locked it out of the account; `account`: the account's backoff began or grew. */
  | { name: 'sign-in-lockout'; scope: 'address' | 'account' }
  /** A sign-in refused before its password was checked: locked out, or over the address's rate limit. */
  | { name: 'sign-in-refused'; reason: 'locked' | 'rate_limited' }
  | { name: 'job-failure'; queue: string };

export type MetricSink = (event: MetricEvent) => void;

const shared = globalThis as unknown as { __cwtMetricSink?: MetricSink };

export function countEvent(event: MetricEvent): void {
  shared.__cwtMetricSink?.(event);
}

export function setMetricSink(sink: MetricSink | undefined): void {
  shared.__cwtMetricSink = sink;
}

/** `work`, with each of its failures counted as a failed run of `queue`'s jobs before it is thrown on. */
export function countingFailures<A extends unknown[]>(queue: string, work: (...args: A) => Promise<void>): (...args: A) => Promise<void> {
  return async (...args) => {
    try {
      await work(...args);
    } catch (error) {
      countEvent({ name: 'job-failure', queue });
      throw error;
    }
  };
}
