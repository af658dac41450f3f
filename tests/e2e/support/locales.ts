/** The locales the app offers: every localised flow runs in each of them. */
export const E2E_LOCALES = ['en-US', 'es-ES'] as const;

export type E2eLocale = (typeof E2E_LOCALES)[number];

/**
 * Declares a spec's tests once per locale, handing each the words of its locale; `words` must
 * have them for every locale the app offers.
 */
export function forEachLocale<Words extends Record<E2eLocale, unknown>>(words: Words, declare: (w: Words[E2eLocale], locale: E2eLocale) => void): void {
  for (const locale of E2E_LOCALES) declare(words[locale], locale);
}
