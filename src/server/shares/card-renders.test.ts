import { describe, expect, it } from 'vitest';
import { AppError } from '@/server/errors';
import { CARD_RENDERS_AT_ONCE, CARD_RENDERS_WAITING, cardFor } from './card-renders';

/** A draw that finishes when the test says so, counting how many are running. */
function drawings() {
  let running = 0;
  let most = 0;
  const finish: Array<() => void> = [];
  const draw = (bytes: number) => async () => {
    running += 1;
    most = Math.max(most, running);
    await new Promise<void>((resolve) => finish.push(resolve));
    running -= 1;
    return new Uint8Array([bytes]);
  };
  return { draw, finish, started: () => finish.length, most: () => most };
}

/** Lets queued promise callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('share cards', () => {
  it('are drawn once for many asking at the same time, and then answered from memory', async () => {
    const d = drawings();
    const asked = Array.from({ length: 5 }, () => cardFor('link-a:"v1"', d.draw(1)));
    await settle();
    expect(d.started()).toBe(1);
    d.finish.shift()!();
    expect((await Promise.all(asked)).map((bytes) => bytes[0])).toEqual([1, 1, 1, 1, 1]);
    let drawnAgain = false;
    expect((await cardFor('link-a:"v1"', async () => ((drawnAgain = true), new Uint8Array([9]))))[0]).toBe(1);
    expect(drawnAgain).toBe(false);
  });

  it(`are drawn at most ${CARD_RENDERS_AT_ONCE} at a time, ${CARD_RENDERS_WAITING} more wait, and past that 503 at once`, async () => {
    const d = drawings();
    const total = CARD_RENDERS_AT_ONCE + CARD_RENDERS_WAITING;
    const asked = Array.from({ length: total }, (_, i) => cardFor(`link-b${i}:"v1"`, d.draw(i)));
    await settle();
    expect(d.started()).toBe(CARD_RENDERS_AT_ONCE);
    await expect(cardFor('link-b-more:"v1"', d.draw(99))).rejects.toEqual(
      new AppError('unavailable', 'Too many share cards are being drawn; try again shortly'),
    );
    await expect(cardFor('link-b-more:"v1"', d.draw(99))).rejects.toMatchObject({ status: 503 });
    // Each finished draw hands its turn to the next in line.
    for (let done = 0; done < total; done++) {
      d.finish[done]!();
      await settle();
    }
    expect((await Promise.all(asked)).map((bytes) => bytes[0])).toEqual(Array.from({ length: total }, (_, i) => i));
    expect(d.most()).toBe(CARD_RENDERS_AT_ONCE);
  });
});
