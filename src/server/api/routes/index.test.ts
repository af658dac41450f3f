import { describe, expect, it } from 'vitest';
import { allCalls } from '@/lib/api/calls';
import { apiRoutes } from './index';

const key = (call: { method: string; path: string }) => `${call.method.toUpperCase()} ${call.path}`;

describe('the API server answers exactly the defined calls', () => {
  it('has one route per definition, but the ones Next serves', () => {
    const defined = allCalls
      .filter((call) => !call.servedByNext)
      .map(key)
      .sort();
    const served = apiRoutes.map((route) => key(route.call)).sort();
    expect(served).toEqual(defined);
    expect(new Set(served).size).toBe(served.length);
  });

  it('binds each route to the very definition object the document is built from', () => {
    for (const route of apiRoutes) expect(allCalls).toContain(route.call);
  });
});
