import { describe, expect, inject, it } from 'vitest';
import { api } from '../support/http';

// The PostgreSQL stage proves it ran on PostgreSQL (and the PGlite stage on PGlite).
describe('finding 2: the API run reports the database it runs on', () => {
  it(`/api/health says ${inject('databaseKind')}, with the rate limits in ${inject('rateLimitKind')}`, async () => {
    const health = await api('/api/health');
    expect(health.status).toBe(200);
    expect(health.json).toEqual({ status: 'ok', database: inject('databaseKind'), rateLimits: inject('rateLimitKind') });
  });
});
