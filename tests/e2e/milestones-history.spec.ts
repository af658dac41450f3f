import { expect, test } from '@playwright/test';
import { localDay, mediumDate, signedInApi } from './support/api';
import { DEMO_MEMBER } from './support/shell';
import { signIn, signInAsNewPerson } from './support/sign-in';
import { forEachLocale } from './support/locales';

// Milestones come from the whole personal history, seeded and imported days included, each dated
// by the day that reached it.

type Stored = { kind: string; amount: number | null; earnedOn: string };

const WORDS = {
  'en-US': { achievements: 'Achievements', empty: 'Your first weigh-in will be your first achievement.', firstItem: 'First weigh-in' },
  'es-ES': { achievements: 'Logros', empty: 'Tu primer registro será tu primer logro.', firstItem: 'Primer registro' },
};

forEachLocale(WORDS, (w, locale) => {
  test(`${locale}: the demo member's seeded history has earned its achievements, the first weigh-in 28 days back`, async ({ page }) => {
    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password, locale);
    const achievements = page.getByRole('region', { name: w.achievements });
    await expect(achievements.getByRole('listitem').last()).toHaveText(`${w.firstItem}${mediumDate(localDay(-28), locale)}`);
    await expect(achievements.getByText(w.empty)).toHaveCount(0);
    const stored = await (await signedInApi(page)).get<Stored[]>('/api/Milestone');
    expect(stored.filter((m) => m.kind === 'firstWeighIn').map((m) => m.earnedOn)).toEqual([localDay(-28)]);
  });

  test(`${locale}: an imported history moves the first weigh-in back to its first day`, async ({ page }) => {
    await signInAsNewPerson(page, `milestones-import-${locale}`, 'Imported2026', { locale });
    const api = await signedInApi(page);
    await api.send('POST', '/api/WeightLog/log-weight', 201, { weight: 190, logDate: localDay(0) });
    await page.reload();
    const items = page.getByRole('region', { name: w.achievements }).getByRole('listitem');
    await expect(items).toHaveText([`${w.firstItem}${mediumDate(localDay(0), locale)}`]);

    const text = [localDay(-120), localDay(-119), localDay(-118)].map((day, i) => `${day};${200 - i * 0.2}`).join('\n');
    await api.send('POST', '/api/WeightLog/import', 200, { step: 'preview', text, unit: 'lb' });
    await api.send('POST', '/api/WeightLog/import', 200, { step: 'commit', text, unit: 'lb' });
    await page.reload();
    await expect(items.last()).toHaveText(`${w.firstItem}${mediumDate(localDay(-120), locale)}`);
    const stored = await api.get<Stored[]>('/api/Milestone');
    expect(stored.filter((m) => m.kind === 'firstWeighIn').map((m) => m.earnedOn)).toEqual([localDay(-120)]);
    // 200 lb on the first imported day, 190 today: the 5 and 10 lb losses were reached today.
    const losses = stored.filter((m) => m.kind === 'weightLost').sort((a, b) => (a.amount ?? 0) - (b.amount ?? 0));
    expect(losses.map((m) => [m.amount, m.earnedOn])).toEqual([
      [5, localDay(0)],
      [10, localDay(0)],
    ]);
  });
});
