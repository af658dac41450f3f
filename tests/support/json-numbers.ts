import { expect } from 'vitest';

/** Every number in a JSON answer. Ids, emails and dates are strings, so their digits never count. */
export function numbersIn(jsonText: string): number[] {
  const found: number[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'number') found.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(JSON.parse(jsonText));
  return found;
}

/** Asserts that none of `forbidden` (someone's weights, say) is a number anywhere in the JSON answer. */
export function expectNoneOfTheseNumbers(jsonText: string, forbidden: number[]): void {
  expect(numbersIn(jsonText).filter((n) => forbidden.includes(n))).toEqual([]);
}
