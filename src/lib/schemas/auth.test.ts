import { describe, expect, it } from 'vitest';
import { registrationSchema } from './auth';
import { toFieldErrors } from './field-errors';

const valid = { email: ' Person@Example.ORG ', password: 'GoodPass123', firstName: 'Ana', lastName: 'Ruiz' };

function errorOn(field: string, input: unknown) {
  const result = registrationSchema.safeParse(input);
  return result.success ? undefined : toFieldErrors(result.error)[field];
}

describe('registrationSchema', () => {
  it('normalises the email to trimmed lower case', () => {
    expect(registrationSchema.parse(valid).email).toBe('person@example.org');
  });

  it.each([
    ['email', { ...valid, email: '' }, 'emailRequired', {}],
    ['email', { ...valid, email: undefined }, 'emailRequired', {}],
    ['email', { ...valid, email: 'not-an-email' }, 'emailInvalid', {}],
    ['password', { ...valid, password: '' }, 'passwordRequired', {}],
    ['password', { ...valid, password: 'Ab1' }, 'passwordMin', { minimum: 8 }],
    ['password', { ...valid, password: 'alllowercase1' }, 'passwordComplexity', {}],
    ['password', { ...valid, password: 'NoDigitsHere' }, 'passwordComplexity', {}],
    ['password', { ...valid, password: `Aa1${'x'.repeat(200)}` }, 'passwordMax', { maximum: 128 }],
    ['firstName', { ...valid, firstName: '   ' }, 'nameRequired', {}],
  ])('%s: %j gives %s', (field, input, key, values) => {
    expect(errorOn(field, input)).toEqual({ key, values });
  });
});
