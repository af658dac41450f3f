import { z } from 'zod';

/** The request header that makes a write safe to resend, and the answer header that marks a repeat. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** How long a key is remembered: a repeat after this runs as a new request. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/**
 * A client-chosen key (a uuid, typically), taken as sent: 1–255 visible ASCII characters. The
 * draft's structured-field form (`"…"`, quotes included) is visible ASCII too, so it works as
 * long as the client repeats it exactly.
 */
export const idempotencyKeySchema = z
  .string()
  .min(1)
  .max(IDEMPOTENCY_KEY_MAX_LENGTH)
  .regex(/^[\x21-\x7e]+$/)
  .describe(
    `Makes the write safe to resend: a repeat with the same key, method, path and body within ${IDEMPOTENCY_KEY_TTL_HOURS} hours gets the first answer again (with \`${IDEMPOTENT_REPLAYED_HEADER}: true\`) and changes nothing; the same key with another request answers 422. Failed requests are not remembered. Keys are per user.`,
  );
