import { describe, expect, it } from 'vitest';
import { pickCelebration } from './celebration';

describe('pickCelebration', () => {
  it('picks one of the non-blank messages', () => {
    const messages = [{ Message: 'Great job!' }, { Message: '  ' }, { Message: 'Keep going!' }];
    expect(pickCelebration(messages, 0)).toBe('Great job!');
    expect(pickCelebration(messages, 0.99)).toBe('Keep going!');
  });

  it('has nothing to say without messages', () => {
    expect(pickCelebration(undefined)).toBeUndefined();
    expect(pickCelebration([{ Message: '' }])).toBeUndefined();
  });
});
