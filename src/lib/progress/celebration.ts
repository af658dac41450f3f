/** SPEC §3: celebratory messages come from the content service as `{ Message }` objects. */
export type CelebratoryMessage = { Message: string };

/** One non-blank message at random (`random` in [0, 1)), or undefined when there is none. */
export function pickCelebration(messages: readonly CelebratoryMessage[] | undefined, random: number = Math.random()): string | undefined {
  const usable = (messages ?? []).map((m) => (typeof m?.Message === 'string' ? m.Message.trim() : '')).filter(Boolean);
  return usable.length > 0 ? usable[Math.min(usable.length - 1, Math.floor(random * usable.length))] : undefined;
}
