import { describe, expect, it } from 'vitest';
import { analyticsSettings } from './env';

describe('analytics (SPEC shell: only in production, with its flag)', () => {
  const appUrl = 'https://tracker.example.org';

  it('is on in production with a host, for the app’s own domain unless another is named', () => {
    expect(analyticsSettings({ nodeEnv: 'production', host: 'https://stats.example.org/', appUrl })).toEqual({
      host: 'https://stats.example.org',
      domain: 'tracker.example.org',
    });
    expect(analyticsSettings({ nodeEnv: 'production', host: 'https://stats.example.org', domain: 'county.example', appUrl })).toEqual({
      host: 'https://stats.example.org',
      domain: 'county.example',
    });
  });

  it('is off in development and in tests, even with a host', () => {
    expect(analyticsSettings({ nodeEnv: 'development', host: 'https://stats.example.org', appUrl })).toBeUndefined();
    expect(analyticsSettings({ nodeEnv: 'test', host: 'https://stats.example.org', appUrl })).toBeUndefined();
  });

  it('is off in production without a host', () => {
    expect(analyticsSettings({ nodeEnv: 'production', appUrl })).toBeUndefined();
  });
});
