import { describe, expect, it } from 'vitest';
import { ApiError, type Problem } from '@/features/api/client';
import { formProblem, problemMessage } from './api-problem';

const refused = (status: number, extra: Partial<Problem> = {}) => new ApiError({ type: 'about:blank', title: 'refused', status, ...extra });
const invite = {
  cases: [
    { detail: 'UserNotFound', message: 'no such person' },
    { status: 409, message: 'already a member' },
    { status: 403, message: 'not allowed' },
  ],
  otherwise: 'invite failed',
};

describe('problemMessage', () => {
  it('gives the first case the answer matches, in order', () => {
    expect(problemMessage(refused(404, { detail: 'UserNotFound' }), invite)).toBe('no such person');
    expect(problemMessage(refused(409, { detail: 'UserNotFound' }), invite)).toBe('no such person');
    expect(problemMessage(refused(409), invite)).toBe('already a member');
    expect(problemMessage(refused(403), invite)).toBe('not allowed');
  });

  it('gives `otherwise` for any other answer, and for no answer unless `unanswered` is given', () => {
    expect(problemMessage(refused(500), invite)).toBe('invite failed');
    expect(problemMessage(new TypeError('Failed to fetch'), invite)).toBe('invite failed');
    expect(problemMessage(new TypeError('Failed to fetch'), { ...invite, unanswered: 'offline' })).toBe('offline');
    expect(problemMessage(refused(500), { ...invite, unanswered: 'offline' })).toBe('invite failed');
  });

  it("matches a case only when all its conditions hold; a field case on the answer's field errors", () => {
    const reset = { cases: [{ status: 400, field: 'token', message: 'link spent' }], otherwise: 'failed' };
    expect(problemMessage(refused(400, { errors: { token: { key: 'tokenInvalid', values: {} } } }), reset)).toBe('link spent');
    expect(problemMessage(refused(400, { errors: { password: { key: 'passwordMin', values: {} } } }), reset)).toBe('failed');
    expect(problemMessage(refused(409, { errors: { token: { key: 'tokenInvalid', values: {} } } }), reset)).toBe('failed');
  });
});

describe('formProblem', () => {
  const setErrors = () => {
    const calls: Array<[string, { type?: string; message?: string }]> = [];
    return { calls, setError: (name: string, error: { type?: string; message?: string }) => void calls.push([name, error]) };
  };

  it("puts each field error the answer names on the form's own fields, as its Validation key, and gives the message", () => {
    const { calls, setError } = setErrors();
    const error = refused(400, { errors: { weight: { key: 'weightMax', values: { maximum: 1500 } }, accountId: { key: 'invalidValue', values: {} } } });
    const result = formProblem<{ weight: number; logDate: string }, string>(error, setError, { fields: ['weight', 'logDate'], otherwise: 'not saved' });
    expect(calls).toEqual([['weight', { type: 'server', message: 'weightMax' }]]);
    expect(result).toEqual({ message: 'not saved', onFields: true });
  });

  it('says when no field took an error, and sets none without an answer', () => {
    const { calls, setError } = setErrors();
    expect(
      formProblem<{ email: string }, string>(refused(429), setError, {
        fields: ['email'],
        cases: [{ status: 429, message: 'TooManyAttempts' }],
        otherwise: 'RegistrationFailed',
        unanswered: 'NetworkError',
      }),
    ).toEqual({ message: 'TooManyAttempts', onFields: false });
    expect(
      formProblem<{ email: string }, string>(new TypeError('Failed to fetch'), setError, {
        fields: ['email'],
        otherwise: 'RegistrationFailed',
        unanswered: 'NetworkError',
      }),
    ).toEqual({ message: 'NetworkError', onFields: false });
    expect(calls).toEqual([]);
  });
});

describe("formProblem with the call's field names mapped to the form's", () => {
  it("puts the answer's field error on the form's field of another name", () => {
    const calls: Array<[string, unknown]> = [];
    const error = refused(400, { errors: { heightCm: { key: 'heightInvalid', values: {} } } });
    const result = formProblem<{ cm: string; feet: string }, string>(error, (name, e) => void calls.push([name, e]), {
      fields: { heightCm: 'feet' },
      otherwise: 'not saved',
    });
    expect(calls).toEqual([['feet', { type: 'server', message: 'heightInvalid' }]]);
    expect(result.onFields).toBe(true);
  });
});
