import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en-US.json';
import es from '../../messages/es-ES.json';
import esContent from '../../src/server/content/seed/es-ES.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

/** Words spelt the same in both languages, and language names, which are written in their own language. */
// Product names (the import's formats) are the same in every language.
const SAME_IN_BOTH = new Set([
  'Notifications.error',
  'Language.enUS',
  'Language.esES',
  'DataImport.formats.hackersDiet',
  'DataImport.formats.libra',
  'DataImport.formats.trendWeight',
  'DataImport.formats.openScale',
  // Unit symbols: the same in both languages.
  'Units.kg',
  'Units.st',
  'Units.stonesOnly',
  'Units.poundsOnly',
  'Milestones.stones',
]);

const english = flatten(en as Tree);
const spanish = flatten(es as Tree);

describe('translations', () => {
  it('have the same keys in en-US and es-ES', () => {
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
  });

  it('are translated, not copied', () => {
    const copied = Object.keys(english).filter((key) => !SAME_IN_BOTH.has(key) && english[key] === spanish[key] && /[a-z]{3}/i.test(english[key] ?? ''));
    expect(copied).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    // A name directly closed or followed by a comma: ICU plural branches ({Invitation accepted.}) are text.
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)(?=[,}])/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(english)) expect(placeholders(spanish[key] ?? ''), key).toEqual(placeholders(english[key] ?? ''));
  });

  it('Spanish says "objetivo" for a goal, never "meta" (issue 18: one term)', () => {
    const spanishContent = JSON.stringify(esContent);
    expect(Object.entries(spanish).filter(([, text]) => /\bmetas?\b/i.test(text))).toEqual([]);
    expect(spanishContent.match(/\bmetas?\b/gi)).toBeNull();
  });

  it("write a bound of a million with the reader's thousands separators", () => {
    const bounds = { maximum: 1_000_000 };
    expect(createTranslator({ locale: 'en-US', messages: en })('Validation.targetLossMax', bounds)).toBe('The target must be less than 1,000,000 lbs.');
    expect(createTranslator({ locale: 'es-ES', messages: es })('Validation.targetLossMax', bounds)).toBe('El objetivo debe ser inferior a 1.000.000 lb.');
  });

  it('Spanish plurals are ICU plurals, not "(es)"/"(s)" forms (issue 18)', () => {
    expect(Object.entries(spanish).filter(([, text]) => /\((e?s|as)\)/.test(text))).toEqual([]);
  });
});
