import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { localDay, mediumDate, signedInApi } from './support/api';
import { signInAsNewPerson } from './support/sign-in';
import { WEIGH_IN_WORDS } from './support/dashboard';
import { forEachLocale } from './support/locales';

// A weigh-in that earns a milestone celebrates it once, with one of the
// content's celebratory messages (Math.random is pinned: 0.5 of three is the second), and the
// milestone joins the Achievements card; a repeat of the day earns nothing new.

const WORDS = {
  'en-US': {
    ...WEIGH_IN_WORDS['en-US'],
    title: 'Well done!',
    message: 'Well done for showing up today. Every weigh-in counts.',
    achievements: 'Achievements',
    streak: 'Milestone: 7-day streak!',
    lost: 'Milestone: 5 lbs lost!',
    streakItem: '7-day streak',
    lostItem: '5 lbs lost',
    firstItem: 'First weigh-in',
  },
  'es-ES': {
    ...WEIGH_IN_WORDS['es-ES'],
    title: '¡Bien hecho!',
    message: 'Bien hecho por registrarte hoy. Cada pesaje cuenta.',
    achievements: 'Logros',
    streak: 'Logro: Racha de 7 días.',
    lost: 'Logro: 5 lb perdidos.',
    streakItem: 'Racha de 7 días',
    lostItem: '5 lb perdidos',
    firstItem: 'Primer registro',
  },
};

forEachLocale(WORDS, (w, locale) => {
  test(`${locale}: a milestone is celebrated once when earned and listed among the achievements`, async ({ page }) => {
    await page.addInitScript(() => {
      Math.random = () => 0.5;
    });
    await signInAsNewPerson(page, `milestones-${locale}`, 'Milestones2026', { names: { firstName: 'Mile', lastName: 'Stone' }, locale });
    // Six days in a row before today, at 200 lb: the first weigh-in is six days back (earned then, not news today).
    const api = await signedInApi(page);
    for (let offset = -6; offset <= -1; offset += 1) await api.send('POST', '/api/WeightLog/log-weight', 201, { weight: 200, logDate: localDay(offset) });
    await page.reload();
    const achievements = page.getByRole('region', { name: w.achievements });
    const items = achievements.getByRole('listitem');
    await expect(items).toHaveText([`${w.firstItem}${mediumDate(localDay(-6), locale)}`]);

    // Today's weigh-in makes seven days: the 7-day streak, celebrated with the content's message.
    const weighIn = page.getByRole('region', { name: w.weighIn });
    const notifications = page.getByRole('region', { name: w.notifications });
    await weighIn.getByLabel(w.weight).fill('200');
    await weighIn.getByRole('button', { name: w.log }).click();
    const celebrations = notifications.getByRole('status').filter({ hasText: w.title });
    const streak = celebrations.filter({ hasText: w.streak });
    await expect(streak).toHaveCount(1);
    await expect(streak).toContainText(`${w.streak} ${w.message}`);
    await expect(items).toHaveText([`${w.streakItem}${mediumDate(localDay(0), locale)}`, `${w.firstItem}${mediumDate(localDay(-6), locale)}`]);

    // Today again, 5 lb down (asked and answered): the loss is new and celebrated; the streak is not celebrated again.
    await weighIn.getByLabel(w.weight).fill('195');
    await weighIn.getByRole('button', { name: w.log }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: w.replace }).click();
    // One notification per weigh-in: this one names the loss and not the streak again.
    const lost = celebrations.filter({ hasText: w.lost });
    await expect(lost).toHaveCount(1);
    await expect(lost).toContainText(`${w.lost} ${w.message}`);
    await expect(lost).not.toContainText(w.streak);
    await expect(items).toHaveCount(3);
    await expect(items.first()).toContainText(w.lostItem);
    const stored = await api.get<Array<{ kind: string; amount: number | null; unit: string | null; earnedOn: string }>>('/api/Milestone');
    expect(stored.map((m) => [m.kind, m.amount, m.unit, m.earnedOn]).sort()).toEqual(
      [
        ['firstWeighIn', null, null, localDay(-6)],
        ['streak', 7, null, localDay(0)],
        ['weightLost', 5, 'lb', localDay(0)],
      ].sort(),
    );

    // The dashboard with the card and the celebrations, in both colour modes.
    const found: string[] = [];
    for (const mode of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: mode });
      await expect(page.locator('html')).toHaveClass(mode === 'dark' ? /dark/ : /light/);
      await expect(items).toHaveCount(3);
      for (const v of await seriousViolations(page)) found.push(`${mode}: ${v}`);
    }
    expect(found).toEqual([]);
  });
});
