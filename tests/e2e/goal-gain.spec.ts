import { expect, test } from '@playwright/test';
import { personalAccountId, signedInApi } from './support/api';
import { GOAL_WORDS, logWeightInForm, WEIGH_IN_WORDS } from './support/dashboard';
import { signInAsNewPerson } from './support/sign-in';
import { E2E_LOCALES } from './support/locales';

// A goal above the current weight was saved silently and then read "0% / 20 lbs
// to go / not moving toward your goal". It is now a gain goal the person confirms, and says so.

const WORDS = {
  'en-US': {
    confirm: '200 lbs is above your current weight, 180 lbs: this is a goal to gain weight. Save it as a gain goal, or change it.',
    saveGain: 'Save gain goal',
    gainGoal: 'Goal weight: 200 lbs, a goal to gain weight',
    toGain: '20 lbs to gain',
    lossGoal: 'Goal weight: 170 lbs',
  },
  'es-ES': {
    confirm: '200 lb está por encima de tu peso actual, 180 lb: es un objetivo de ganar peso. Guárdalo como objetivo de ganar peso o cámbialo.',
    saveGain: 'Guardar objetivo de ganar peso',
    gainGoal: 'Peso objetivo: 200 lb, un objetivo de ganar peso',
    toGain: 'Faltan 20 lb por ganar',
    lossGoal: 'Peso objetivo: 170 lb',
  },
} as const;

for (const locale of E2E_LOCALES) {
  const w = { ...WEIGH_IN_WORDS[locale], ...GOAL_WORDS[locale], ...WORDS[locale] };

  test(`${locale}: a goal above the current weight is confirmed as a gain goal and shown as one`, async ({ page }) => {
    await signInAsNewPerson(page, 'gain', 'GainGoal2026', { names: { firstName: 'Gail', lastName: 'Gain' }, locale });
    // The goal is judged against the current weight: the weigh-in must have landed first.
    await logWeightInForm(page, '180', locale);
    const goal = page.getByRole('region', { name: w.progress });
    await goal.getByRole('button', { name: w.create }).click();

    // Asked first; nothing is saved yet. "Change goal" goes back to the field.
    await goal.getByLabel(w.label).fill('200');
    await goal.getByRole('button', { name: w.save }).click();
    await expect(goal.getByRole('status')).toHaveText(w.confirm);
    const api = await signedInApi(page);
    const personal = await personalAccountId(api);
    expect(await api.get(`/api/WeightLossGoal/${personal}`)).toBeNull();
    await goal.getByRole('button', { name: w.change }).click();
    await expect(goal.getByLabel(w.label)).toBeFocused();
    await expect(goal.getByRole('status')).toHaveCount(0);

    await goal.getByRole('button', { name: w.save }).click();
    await goal.getByRole('button', { name: w.saveGain }).click();
    await expect(goal.getByText(w.gainGoal, { exact: true })).toBeVisible();
    await expect(goal.getByText(w.toGain, { exact: true })).toBeVisible();
    expect(await api.get(`/api/WeightLossGoal/${personal}`)).toMatchObject({ goalWeight: 200 });
  });
}
