import { expect, test } from '@playwright/test';
import { localDay, personalAccountId, signedInApi } from './support/api';
import { GOAL_WORDS, logWeightInForm, WEIGH_IN_WORDS } from './support/dashboard';
import { hydratedControl } from './support/shell';
import { signInAsNewPerson } from './support/sign-in';
import { E2E_LOCALES } from './support/locales';

// With a height, a goal under a BMI of 18.5 is refused beside the
// field, naming the lowest safe goal in the person's unit (the server refuses it too, 400); without
// a height, a goal more than 30% below the latest weigh-in is confirmed in a dialog first.

const WORDS = {
  'en-US': {
    prefix: '',
    labelKg: 'Goal weight (kg)',
    unsafe: 'For your height, a goal below 100.6 lbs is under a BMI of 18.5, which is not a healthy weight. Choose 100.6 lbs or more.',
    unsafeKg: 'For your height, a goal below 45.7 kg is under a BMI of 18.5, which is not a healthy weight. Choose 45.7 kg or more.',
    safeGoal: 'Goal weight: 100.6 lbs',
    safeGoalKg: 'Goal weight: 45.7 kg',
    steepTitle: 'Save this goal?',
    steepSave: 'Save goal anyway',
    steep:
      '130 lbs is more than 30% below your current weight, 200 lbs. Losing that much is a big change: consider talking to a doctor first. Add your height in your profile and the goal is checked against a healthy weight.',
    steepGoal: 'Goal weight: 130 lbs',
  },
  'es-ES': {
    prefix: '/es-ES',
    labelKg: 'Peso objetivo (kg)',
    unsafe: 'Para tu altura, un objetivo por debajo de 100,6 lb queda bajo un IMC de 18,5, que no es un peso saludable. Elige 100,6 lb o más.',
    unsafeKg: 'Para tu altura, un objetivo por debajo de 45,7 kg queda bajo un IMC de 18,5, que no es un peso saludable. Elige 45,7 kg o más.',
    safeGoal: 'Peso objetivo: 100,6 lb',
    safeGoalKg: 'Peso objetivo: 45,7 kg',
    steepTitle: '¿Guardar este objetivo?',
    steepSave: 'Guardar objetivo igualmente',
    steep:
      '130 lb está más de un 30 % por debajo de tu peso actual, 200 lb. Perder tanto es un cambio grande: plantéate hablarlo antes con un médico. Si añades tu altura en tu perfil, el objetivo se comprueba frente a un peso saludable.',
    steepGoal: 'Peso objetivo: 130 lb',
  },
} as const;

for (const locale of E2E_LOCALES) {
  const w = { ...WEIGH_IN_WORDS[locale], ...GOAL_WORDS[locale], ...WORDS[locale] };

  test(`${locale}: with a height, a goal under a BMI of 18.5 is refused naming the lowest safe goal, in the form and by the server`, async ({ page }) => {
    await signInAsNewPerson(page, `safe-goal-${locale}`, 'SafeGoal2026', { names: { firstName: 'Sam', lastName: 'Safe' }, locale });
    const api = await signedInApi(page);
    // 157 cm: 18.5 × 1.57² kg is 100.55 lb.
    await api.send('PUT', `/api/User/${api.userId}/preferences`, 200, { displayUnit: 'lb', heightCm: 157 });
    await api.send('POST', '/api/WeightLog/log-weight', 201, { weight: 180, logDate: localDay(0) });
    const personal = await personalAccountId(api);
    await page.goto(`${w.prefix}/my-weight-tracker`);

    const goal = page.getByRole('region', { name: w.progress });
    await (await hydratedControl(goal.getByRole('button', { name: w.create }))).click();
    await goal.getByLabel(w.label).fill('95');
    await goal.getByRole('button', { name: w.save }).click();
    await expect(goal.getByText(w.unsafe, { exact: true })).toBeVisible();
    await expect(goal.getByLabel(w.label)).toHaveAttribute('aria-invalid', 'true');
    await expect(goal.getByLabel(w.label)).toBeFocused();
    expect(await api.get(`/api/WeightLossGoal/${personal}`)).toBeNull();

    // The lowest safe goal is accepted; 100.6 is below 70% of 180, but with a height nothing else is asked.
    await goal.getByLabel(w.label).fill('100.6');
    await goal.getByRole('button', { name: w.save }).click();
    await expect(goal.getByText(w.safeGoal, { exact: true })).toBeVisible();
    expect(await api.get(`/api/WeightLossGoal/${personal}`)).toMatchObject({ goalWeight: 100.6 });

    // In kilograms the message names what the kilogram field can hold: 45.7 kg (45.6 kg would be under).
    await api.send('PUT', `/api/User/${api.userId}/preferences`, 200, { displayUnit: 'kg', heightCm: 157 });
    await page.reload();
    await (await hydratedControl(goal.getByRole('button', { name: locale === 'en-US' ? 'Edit goal' : 'Editar objetivo' }))).click();
    await goal.getByLabel(w.labelKg).fill('45.6');
    await goal.getByRole('button', { name: w.save }).click();
    await expect(goal.getByText(w.unsafeKg, { exact: true })).toBeVisible();
    await goal.getByLabel(w.labelKg).fill('45.7');
    await goal.getByRole('button', { name: w.save }).click();
    await expect(goal.getByText(w.safeGoalKg, { exact: true })).toBeVisible();
    expect(await api.get(`/api/WeightLossGoal/${personal}`)).toMatchObject({ goalWeight: 100.8 });

    // The server refuses too: a page that does not know the height (added on another device while
    // it was open) asks about a steep goal, and the server's 400 lands beside the field.
    await page.route(`**/api/User/${api.userId}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), heightCm: null } });
    });
    await page.reload();
    await (await hydratedControl(goal.getByRole('button', { name: locale === 'en-US' ? 'Edit goal' : 'Editar objetivo' }))).click();
    await goal.getByLabel(w.labelKg).fill('45.6');
    await goal.getByRole('button', { name: w.save }).click();
    await page.getByRole('alertdialog', { name: w.steepTitle }).getByRole('button', { name: w.steepSave }).click();
    await expect(goal.getByText(w.unsafeKg, { exact: true })).toBeVisible();
    await expect(goal.getByLabel(w.labelKg)).toBeFocused();
    expect(await api.get(`/api/WeightLossGoal/${personal}`)).toMatchObject({ goalWeight: 100.8 });
  });

  test(`${locale}: without a height, a goal more than 30% below the current weight is confirmed in a dialog first`, async ({ page }) => {
    await signInAsNewPerson(page, `steep-goal-${locale}`, 'SteepGoal2026', { names: { firstName: 'Stella', lastName: 'Steep' }, locale });
    await logWeightInForm(page, '200', locale);
    const api = await signedInApi(page);
    const personal = await personalAccountId(api);

    const goal = page.getByRole('region', { name: w.progress });
    await goal.getByRole('button', { name: w.create }).click();
    await goal.getByLabel(w.label).fill('130');
    const save = goal.getByRole('button', { name: w.save });
    await save.click();
    const confirm = page.getByRole('alertdialog', { name: w.steepTitle });
    await expect(confirm).toHaveAccessibleDescription(w.steep);
    // Focus starts on the answer that saves nothing; Escape closes and gives focus back.
    await expect(confirm.getByRole('button', { name: w.change })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(save).toBeFocused();
    expect(await api.get(`/api/WeightLossGoal/${personal}`)).toBeNull();

    await save.click();
    await confirm.getByRole('button', { name: w.steepSave }).click();
    await expect(confirm).toBeHidden();
    await expect(goal.getByText(w.steepGoal, { exact: true })).toBeVisible();
    expect(await api.get(`/api/WeightLossGoal/${personal}`)).toMatchObject({ goalWeight: 130 });

    // 140 lbs is exactly 30% below: saved without asking.
    await goal.getByRole('button', { name: locale === 'en-US' ? 'Edit goal' : 'Editar objetivo' }).click();
    await goal.getByLabel(w.label).fill('140');
    await goal.getByRole('button', { name: w.save }).click();
    await expect(goal.getByText(w.steepGoal.replace('130', '140'), { exact: true })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
}
