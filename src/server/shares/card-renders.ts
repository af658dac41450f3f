import 'server-only';
import { ttlCache } from '@/server/cache/ttl-cache';
import { AppError } from '@/server/errors';

/** Cards drawn at once in a process: drawing is CPU work that would otherwise starve every other request. */
export const CARD_RENDERS_AT_ONCE = 2;
/** Draws that may wait for a turn; past that a request answers 503 with Retry-After at once. */
export const CARD_RENDERS_WAITING = 16;
/** Cards kept, each about 50 kB: a few MB at most. */
const CARDS_KEPT = 100;
/** A card is kept this long at most, whatever happens: the key already changes with every figure. */
const CARD_TTL_MS = 60 * 60_000;

/**
 * Drawn cards by link, language and figures version: a new weigh-in gives a new key, so a stale
 * card is never served, and a revoked link's card never is either (each request reads the link
 * before asking for its card); unused cards age out.
 */
const drawn = ttlCache<string, Uint8Array>({ ttlMs: CARD_TTL_MS, maxEntries: CARDS_KEPT });
/** Draws under way, so that many requests for one card draw it once. */
const drawing = new Map<string, Promise<Uint8Array>>();

let running = 0;
const queue: Array<() => void> = [];

async function turn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= CARD_RENDERS_AT_ONCE) {
    if (queue.length >= CARD_RENDERS_WAITING) throw new AppError('unavailable', 'Too many share cards are being drawn; try again shortly');
    await new Promise<void>((resolve) => queue.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    // The turn passes straight to the next in line, or is given back.
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  }
}

/**
 * The card for `key` (link, language, figures version): from memory when drawn before, else drawn
 * once however many ask at the same time, at most CARD_RENDERS_AT_ONCE draws at a time.
 */
export async function cardFor(key: string, draw: () => Promise<Uint8Array>): Promise<Uint8Array> {
  const kept = drawn.get(key);
  if (kept) return kept;
  const under = drawing.get(key);
  if (under) return under;
  const made = turn(draw)
    .then((bytes) => {
      drawn.set(key, bytes);
      return bytes;
    })
    .finally(() => drawing.delete(key));
  drawing.set(key, made);
  return made;
}
