import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';
import { spanishSyllables } from './reading-level-spanish';

export { spanishSyllables };

export type Language = 'en' | 'es';

/** A placeholder's value as a reader meets it: a name or a number, read as one short word. */
const PLACEHOLDER_WORD: Record<Language, string> = { en: 'ten', es: 'diez' };

/** Finds the closing brace that matches the opening one at `start`. */
function matchingBrace(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return text.length - 1;
}

/** The `other` branch of an ICU plural or select body (`one {…} other {…}`); the last branch when there is none. */
function otherBranch(body: string): string {
  const branches: Array<{ name: string; text: string }> = [];
  let i = 0;
  while (i < body.length) {
    const open = body.indexOf('{', i);
    if (open === -1) break;
    const close = matchingBrace(body, open);
    branches.push({ name: body.slice(i, open).trim(), text: body.slice(open + 1, close) });
    i = close + 1;
  }
  return (branches.find((branch) => branch.name === 'other') ?? branches.at(-1))?.text ?? '';
}

/**
 * The text a reader sees of an ICU message: the `other` branch of a plural or select, a short
 * word for each argument and for `#`, the words inside rich-text tags, no markup.
 */
export function readableText(message: string, language: Language): string {
  const word = PLACEHOLDER_WORD[language];
  let out = '';
  let i = 0;
  while (i < message.length) {
    const char = message[i];
    if (char === '{') {
      const close = matchingBrace(message, i);
      const inner = message.slice(i + 1, close);
      const comma = inner.indexOf(',');
      if (comma === -1) out += word;
      else {
        const kind = inner.slice(comma + 1).trim();
        const branches = kind.replace(/^(plural|selectordinal|select)\s*,/, '');
        out += branches === kind ? word : readableText(otherBranch(branches), language);
      }
      i = close + 1;
    } else if (char === '#') {
      out += word;
      i += 1;
    } else {
      out += char;
      i += 1;
    }
  }
  return htmlToText(out);
}

/** Markup to text: a block element ends a paragraph (a blank line); other tags vanish. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|div)>/gi, '\n\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** Words: runs of letters or digits; a hyphenated word or an email address is one word. */
export function words(text: string): string[] {
  return text.split(/[\s—–]+/).filter((token) => /[\p{L}\p{N}]/u.test(token));
}

/**
 * Sentences: a full stop, question or exclamation mark (or an ellipsis) before a space ends one,
 * and so does a paragraph or heading (a blank line); text without either is one sentence.
 */
export function sentenceCount(text: string): number {
  return text.split(/(?<=[.!?…])\s+|\n\s*\n/).filter((sentence) => /[\p{L}\p{N}]/u.test(sentence)).length;
}

/** Syllables of one English word; a number or symbol with no vowel letters reads as one. */
function englishSyllables(word: string): number {
  return Math.max(1, syllable(word));
}

export type Counts = { word: number; sentence: number; syllable: number };

export function counts(text: string, language: Language): Counts {
  const list = words(text);
  const count = language === 'en' ? englishSyllables : (word: string) => Math.max(1, spanishSyllables(word));
  return { word: list.length, sentence: sentenceCount(text), syllable: list.reduce((sum, word) => sum + count(word), 0) };
}

/** US school grade (Flesch–Kincaid, 1975): 0.39·words per sentence + 11.8·syllables per word − 15.59. */
export function fleschKincaidGrade(text: string): number {
  return fleschKincaid(counts(text, 'en'));
}

/**
 * Fernández-Huerta ease (0–100, higher is easier): 206.84 − 0.60·P − 1.02·F, with P the syllables
 * per 100 words and F the words per sentence.
 */
export function fernandezHuerta(text: string): number {
  const { word, sentence, syllable: syllables } = counts(text, 'es');
  return 206.84 - 0.6 * ((100 * syllables) / word) - 1.02 * (word / sentence);
}
