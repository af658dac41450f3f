/**
 * Spanish syllables by their vowel nuclei. Each run of vowels is one syllable, split where two
 * vowels stand in hiatus: two strong vowels (a, e, o, accented or not) side by side, or an
 * accented weak vowel (í, ú) beside any vowel. A weak vowel (i, u, ü) beside another vowel
 * forms a diphthong or triphthong with it (ciu-dad, buey). The u of "que, qui, gue, gui" is
 * silent; "y" is a vowel only at the end of a word (hoy, muy) or as the word "y".
 */
const STRONG = new Set(['a', 'e', 'o', 'á', 'é', 'ó']);
const WEAK = new Set(['i', 'u', 'ü']);
const ACCENTED_WEAK = new Set(['í', 'ú']);

function isVowel(letter: string): boolean {
  return STRONG.has(letter) || WEAK.has(letter) || ACCENTED_WEAK.has(letter);
}

/** Two neighbouring vowels belong to different syllables. */
function hiatus(first: string, second: string): boolean {
  return (STRONG.has(first) && STRONG.has(second)) || ACCENTED_WEAK.has(first) || ACCENTED_WEAK.has(second);
}

function wordSyllables(word: string): number {
  // The silent u of que/qui/gue/gui is no vowel; "ü" (pingüino) is spoken and stays.
  let letters = word.replace(/([qg])u(?=[eiéí])/g, '$1');
  // A final y (hoy, muy, rey) is the vowel i; elsewhere it is a consonant.
  letters = letters.replace(/y$/, 'i');
  let syllables = 0;
  let previous = '';
  for (const letter of letters) {
    if (!isVowel(letter)) {
      previous = '';
      continue;
    }
    if (previous === '' || hiatus(previous, letter)) syllables += 1;
    previous = letter;
  }
  return syllables;
}

/** Syllables in a Spanish text: the sum over its words. */
export function spanishSyllables(text: string): number {
  return text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .reduce((sum, word) => sum + wordSyllables(word), 0);
}
