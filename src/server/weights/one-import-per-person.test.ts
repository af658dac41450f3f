import { describe, expect, it } from 'vitest';
import { oneImportPerPerson } from './one-import-per-person';

describe('oneImportPerPerson', () => {
  it("refuses a person's second import while the first runs (429, Retry-After 5), not another person's, and lets the next one run", async () => {
    let finish!: () => void;
    const first = oneImportPerPerson('ana', () => new Promise<string>((resolve) => (finish = () => resolve('first'))));
    await expect(oneImportPerPerson('ana', async () => 'second')).rejects.toMatchObject({
      status: 429,
      detail: 'An import of yours is already running: try again when it ends',
      retryAfterSeconds: 5,
    });
    expect(await oneImportPerPerson('bea', async () => 'another person')).toBe('another person');
    finish();
    expect(await first).toBe('first');
    expect(await oneImportPerPerson('ana', async () => 'next')).toBe('next');
  });

  it('lets the person import again after an import that failed', async () => {
    await expect(oneImportPerPerson('cai', async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await oneImportPerPerson('cai', async () => 'again')).toBe('again');
  });
});
