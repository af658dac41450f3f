import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accepted, callsOf, capability, created, inBody, inParams, inQuery, noContent, ok, perAddressLimit, self } from './define-call';

const params = z.object({ id: z.string() });
const answer = z.object({ name: z.string() });

describe('the definition shorthand', () => {
  it('builds the plain call object, words and all', () => {
    const call = callsOf('User').put('/api/User/{id}', self('id', 'Not yours'))(
      { params, body: answer, responses: ok(answer, 'The user'), errors: [400, 403], perPerson: 'mail' },
      'Change your user',
      'First paragraph.',
      'Second paragraph.',
    );
    expect(call).toEqual({
      method: 'put',
      path: '/api/User/{id}',
      tag: 'User',
      summary: 'Change your user',
      description: ['First paragraph.', 'Second paragraph.'],
      access: { self: 'id', denied: 'Not yours' },
      params,
      body: answer,
      responses: { 200: { description: 'The user', schema: answer } },
      errors: [400, 403],
      perPerson: 'mail',
    });
    expect(call.params).toBe(params);
  });

  it('keeps one paragraph a string, and leaves out a description and errors that are not given', () => {
    const one = callsOf('Share').get('/api/Share', 'signedIn')({ responses: ok(answer, 'Yours') }, 'List', 'Only paragraph.');
    expect(one.description).toBe('Only paragraph.');
    expect(one.errors).toEqual([]);
    const none = callsOf('Share').delete('/api/Share/{id}', 'signedIn')({ params, responses: noContent('Revoked'), errors: [404] }, 'Revoke');
    expect('description' in none).toBe(false);
    expect(none.responses).toEqual({ 204: { description: 'Revoked' } });
  });

  it('spells access and answers as the ApiCall type does', () => {
    expect(capability('manageOrganization', inParams('accountId'), 'No')).toEqual({
      capability: 'manageOrganization',
      account: { in: 'params', name: 'accountId' },
      denied: 'No',
    });
    expect('orSelf' in capability('manageOrganization', inQuery('accountIds'), 'No')).toBe(false);
    expect(capability('manageOrganization', inBody('accountId'), 'No', 'userId').orSelf).toBe('userId');
    expect({ ...created(answer, 'New'), ...ok(answer, 'Replaced') }).toEqual({
      201: { description: 'New', schema: answer },
      200: { description: 'Replaced', schema: answer },
    });
    expect(accepted(answer, 'Sent')).toEqual({ 202: { description: 'Sent', schema: answer } });
    expect(perAddressLimit).toEqual({ rateLimited: true, limitedPerAddress: true });
  });
});
