import { describe, expect, it } from 'vitest';
import en from '../../messages/en-US.json';
import es from '../../messages/es-ES.json';
import enContent from '../../src/server/content/seed/en-US.json';
import esContent from '../../src/server/content/seed/es-ES.json';
import { fernandezHuerta, fleschKincaidGrade, readableText, sentenceCount, spanishSyllables, words, type Language } from '../support/reading-level';

/**
 * Health material at or below US grade 8 (NIH): every longer user-visible string, in messages and
 * in the built-in content, is scored. English by Flesch–Kincaid grade, Spanish by Fernández-Huerta
 * ease (60 and up reads as plain prose for adults). Rules and reasons: docs/decisions/0057-plain-language-check.md.
 */
const MAX_GRADE = 8;
const MIN_EASE = 60;

/**
 * A string of fewer words is a label, a button or a heading: one long word moves its score by
 * several grades, so the score says nothing. Ten words is about one full sentence.
 */
const MIN_WORDS = 10;

/** Legal texts whose wording is fixed elsewhere, by key, each with its reason. Keep it short. */
const EXCEPTIONS: Record<string, string> = {};

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );
}

type Content = typeof enContent;

/** The built-in content a reader sees: navigation, footer, celebratory messages, pages. */
function contentTexts(content: Content): Array<[string, string]> {
  return [
    ['content:navbar.title', content.navbar.title],
    ...content.navbar.links.map((link, i): [string, string] => [`content:navbar.links.${i}.name`, link.name]),
    ['content:footer.primaryButtonText', content.footer.primaryButtonText],
    ['content:footer.facebookText', content.footer.facebookText],
    ['content:footer.note', content.footer.note],
    ...content.footer.links.map((link, i): [string, string] => [`content:footer.links.${i}.name`, link.name]),
    ...content.celebratoryMessages.map((message, i): [string, string] => [`content:celebratoryMessages.${i}`, message.Message]),
    ...content.pages.flatMap((page): Array<[string, string]> => [
      [`content:pages.${page.slug}.title`, page.title],
      [`content:pages.${page.slug}.body`, page.body],
    ]),
  ];
}

const texts: Record<Language, Array<[string, string]>> = {
  en: [...flatten(en as Tree), ...contentTexts(enContent)],
  es: [...flatten(es as Tree), ...contentTexts(esContent)],
};

type Scored = { key: string; words: number; score: number };

function scored(language: Language): Scored[] {
  return texts[language]
    .map(([key, message]) => ({ key, text: readableText(message, language) }))
    .filter(({ text }) => words(text).length >= MIN_WORDS)
    .map(({ key, text }) => ({
      key,
      words: words(text).length,
      score: language === 'en' ? fleschKincaidGrade(text) : fernandezHuerta(text),
    }));
}

describe('reading level', () => {
  it(`English strings of ${MIN_WORDS}+ words read at US grade ${MAX_GRADE} or below (Flesch–Kincaid)`, () => {
    const failing = scored('en')
      .filter(({ key, score }) => score > MAX_GRADE && !(key in EXCEPTIONS))
      .map(({ key, score }) => `${key}: grade ${score.toFixed(2)}`);
    expect(failing, `rewrite these in plain English (grade ${MAX_GRADE} or below)`).toEqual([]);
  });

  it(`Spanish strings of ${MIN_WORDS}+ words score ${MIN_EASE} or more (Fernández-Huerta)`, () => {
    const failing = scored('es')
      .filter(({ key, score }) => score < MIN_EASE && !(key in EXCEPTIONS))
      .map(({ key, score }) => `${key}: ${score.toFixed(2)}`);
    expect(failing, `rewrite these in plain Spanish (${MIN_EASE} or more)`).toEqual([]);
  });

  it('scores a good share of the strings: the threshold keeps the sentences, not only the pages', () => {
    expect(scored('en').length).toBeGreaterThan(100);
    expect(scored('es').length).toBeGreaterThan(100);
  });

  it('lists exceptions only for keys that exist', () => {
    const keys = new Set([...texts.en, ...texts.es].map(([key]) => key));
    expect(Object.keys(EXCEPTIONS).filter((key) => !keys.has(key))).toEqual([]);
  });
});

describe('readable text of a message', () => {
  it('takes the "other" branch of a plural and reads # and arguments as a short word', () => {
    expect(readableText('{count, plural, one {# day added} other {# days added}} for {name}.', 'en')).toBe('ten days added for ten.');
    expect(readableText('{n, plural, one {# día} other {# días}} de {name}.', 'es')).toBe('diez días de diez.');
  });

  it('reads a select without an "other" text as nothing, and nested arguments inside a branch', () => {
    expect(readableText('Your figures{w, select, yes {, and {weight} lost} other {}}, until then.', 'en')).toBe('Your figures, until then.');
    expect(readableText('{n, plural, =0 {None} other {# for {who}}}', 'en')).toBe('ten for ten');
  });

  it('keeps the words of rich-text tags and ends a sentence at each paragraph and heading', () => {
    expect(readableText('<who>{email}</who>: invitation sent', 'en')).toBe('ten : invitation sent');
    const text = readableText('<p>One line here.</p><h2>A heading</h2><p>Another line</p>', 'en');
    expect(sentenceCount(text)).toBe(3);
  });
});

describe('counts', () => {
  it('counts sentences at a full stop, question or exclamation mark, not inside an address', () => {
    expect(sentenceCount('Write to health@example.org. Questions? Yes!')).toBe(3);
    expect(sentenceCount('No end mark')).toBe(1);
  });

  it('scores plain English low and dense English high', () => {
    expect(fleschKincaidGrade('Log your weight each day. Set a goal. Keep your streak.')).toBeLessThan(3);
    expect(
      fleschKincaidGrade('Organizations participating in the comparative evaluation demonstrate considerable administrative responsibility.'),
    ).toBeGreaterThan(16);
  });

  it('scores plain Spanish high and dense Spanish low', () => {
    expect(fernandezHuerta('Anota tu peso cada día. Fija un objetivo. Mantén tu racha.')).toBeGreaterThan(80);
    expect(
      fernandezHuerta('Las organizaciones participantes demuestran una considerable responsabilidad administrativa en la evaluación comparativa.'),
    ).toBeLessThan(30);
  });
});

describe('Spanish syllables', () => {
  it.each([
    // Plain consonant–vowel syllables.
    ['casa', 2],
    ['contraseña', 4],
    ['mayúscula', 4],
    // A weak and a strong vowel, or two weak ones, form a diphthong.
    ['ciudad', 2],
    ['tiene', 2],
    ['actualización', 5],
    ['organización', 5],
    ['murciélago', 4],
    ['construir', 2],
    // Three vowels, weak–strong–weak: a triphthong.
    ['buey', 1],
    ['Uruguay', 3],
    // Two strong vowels are in hiatus.
    ['leer', 2],
    ['aéreo', 4],
    ['poeta', 3],
    // An accented í or ú breaks the diphthong.
    ['día', 2],
    ['país', 2],
    ['poesía', 4],
    ['aún', 2],
    ['baúl', 2],
    ['oído', 3],
    // The u of que/qui/gue/gui is silent; ü is spoken.
    ['que', 1],
    ['queso', 2],
    ['guerra', 2],
    ['guía', 2],
    ['pingüino', 3],
    ['cigüeña', 3],
    // Y is a vowel at the end of a word and as the word "y", a consonant before a vowel.
    ['hoy', 1],
    ['muy', 1],
    ['y', 1],
    ['ayer', 2],
    ['mayo', 2],
  ])('%s has %i', (word, count) => {
    expect(spanishSyllables(word)).toBe(count);
  });

  it('adds up the words of a text', () => {
    expect(spanishSyllables('Tu tendencia es la línea.')).toBe(1 + 3 + 1 + 1 + 3);
  });
});
