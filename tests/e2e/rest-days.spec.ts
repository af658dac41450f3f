import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createVerifiedAccount } from '../support/e2e-mail';
import { localDay, signedInApi } from './support/api';
import { signIn } from './support/sign-in';
import { forEachLocale } from './support/locales';

/** The streak card's words (messages/<locale>.json, Progress). */
const words = {
  'en-US': { currentStreak: 'Current streak', longestStreak: 'Longest streak', days: (n: number) => `${n} days`, oneRestDay: '1 rest day banked' },
  'es-ES': { currentStreak: 'Racha actual', longestStreak: 'Racha más larga', days: (n: number) => `${n} días`, oneRestDay: '1 día de descanso guardado' },
} as const;

forEachLocale(words, (w, locale) => {
  test(`${locale}: days logged bank rest days, and a missed day uses one instead of breaking the streak`, async ({ page }) => {
    const email = `rest-${randomUUID().slice(0, 8)}@example.org`;
    await createVerifiedAccount(page, email, 'GoodPass123');
    await signIn(page, email, 'GoodPass123', locale);
    const api = await signedInApi(page);
    const log = (offset: number) => api.send('POST', '/api/WeightLog/log-weight', 201, { weight: 200, logDate: localDay(offset) });
    const streak = page.locator('dt', { hasText: w.currentStreak }).locator('xpath=..');
    const longest = page.locator('dt', { hasText: w.longestStreak }).locator('xpath=following-sibling::dd[1]');

    // Seven days in a row ending yesterday: one rest day banked (today is not over yet).
    for (let offset = -7; offset <= -1; offset++) await log(offset);
    await page.reload();
    await expect(streak.locator('dd').first()).toHaveText(w.days(7));
    await expect(streak.locator('dd').nth(1)).toHaveText(w.oneRestDay);

    // Seven more before them, one day apart: that missed day used the rest day the first seven
    // earned, so the streak is 14 days logged (a strict count would say 7), and the 14th banks one.
    for (let offset = -15; offset <= -9; offset++) await log(offset);
    await page.reload();
    await expect(streak.locator('dd').first()).toHaveText(w.days(14));
    await expect(longest).toHaveText(w.days(14));
    await expect(streak.locator('dd').nth(1)).toHaveText(w.oneRestDay);
  });
});
