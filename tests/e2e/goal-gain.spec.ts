import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createVerifiedAccount } from '../support/e2e-mail';
import { signedInApi, type AccountRow } from './support/api';
import { signIn } from './support/sign-in';

// A goal above the current weight was saved silently and then read "0% / 20 lbs
// to go / not moving toward your goal". It is now a gain goal the person confirms, and says so.

const WORDS = {
  'en-US': {
    weighIn: 'Daily weigh-in',
    weight: 'Weight (lbs)',
    log: 'Log weight',
    notifications: 'Notifications',
    logged: 'Weight logged',
    progress: 'My progress',
    create: 'Create goal',
    label: 'Goal weight (lbs)',
    save: 'Save goal',
    confirm: '200 lbs is above your current weight, 180 lbs: this is a goal to gain weight. Save it as a gain goal, or change it.',
    saveGain: 'Save gain goal',
    change: 'Change goal',
    gainGoal: 'Goal weight: 200 lbs, a goal to gain weight',
    toGain: '20 lbs to gain',
    lossGoal: 'Goal weight: 170 lbs',
  },
  'es-ES': {
    weighIn: 'Pesaje diario',
    weight: 'Peso (lb)',
    log: 'Registrar peso',
    notifications: 'Notificaciones',
    logged: 'Peso registrado',
    progress: 'Mi progreso',
    create: 'Crear objetivo',
    label: 'Peso objetivo (lb)',
    save: 'Guardar objetivo',
    confirm: '200 lb está por encima de tu peso actual, 180 lb: es un objetivo de ganar peso. Guárdalo como objetivo de ganar peso o cámbialo.',
    saveGain: 'Guardar objetivo de ganar peso',
    change: 'Cambiar objetivo',
    gainGoal: 'Peso objetivo: 200 lb, un objetivo de ganar peso',
    toGain: 'Faltan 20 lb por ganar',
    lossGoal: 'Peso objetivo: 170 lb',
  },
} as const;

for (const [locale, w] of Object.entries(WORDS) as Array<[keyof typeof WORDS, (typeof WORDS)[keyof typeof WORDS]]>) {
  test(`${locale}: a goal above the current weight is confirmed as a gain goal and shown as one`, async ({ page }) => {
    const email = `gain-${randomUUID().slice(0, 8)}@example.org`;
    await createVerifiedAccount(page, email, 'GainGoal2026', { firstName: 'Gail', lastName: 'Gain' });
    await signIn(page, email, 'GainGoal2026', locale);
    const weighIn = page.getByRole('region', { name: w.weighIn });
    await weighIn.getByLabel(w.weight).fill('180');
    await weighIn.getByRole('button', { name: w.log }).click();
    // The goal is judged against the current weight: the weigh-in must have landed first.
    await expect(page.getByRole('region', { name: w.notifications }).getByText(w.logged, { exact: true })).toBeVisible();
    const goal = page.getByRole('region', { name: w.progress });
    await goal.getByRole('button', { name: w.create }).click();

    // Asked first; nothing is saved yet. "Change goal" goes back to the field.
    await goal.getByLabel(w.label).fill('200');
    await goal.getByRole('button', { name: w.save }).click();
    await expect(goal.getByRole('status')).toHaveText(w.confirm);
    const api = await signedInApi(page);
    const { accounts } = await api.get<{ accounts: AccountRow[] }>(`/api/User/${api.userId}`);
    const personal = accounts.find((account) => account.accountType === 'personal')!.accountId;
    expect(await api.status(`/api/WeightLossGoal/${personal}`)).toBe(404);
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
