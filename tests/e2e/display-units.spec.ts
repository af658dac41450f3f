import { expect, test } from '@playwright/test';
import { signedInApi } from './support/api';
import { fillAndPress } from './support/forms';
import { hydratedControl } from './support/shell';
import { signInAsNewPerson } from './support/sign-in';
import { forEachLocale } from './support/locales';

// A person picks kilograms or stones and pounds on the Profile,
// and every weight they type or read is in that unit; the server keeps pounds to a tenth.

const WORDS = {
  'en-US': {
    prefix: '',
    units: 'Units',
    kg: 'Kilograms (kg)',
    st: 'Stones and pounds (st + lb)',
    heightCm: 'Height (cm)',
    saveUnits: 'Save units',
    saved: 'Units saved',
    notifications: 'Notifications',
    weighIn: 'Daily weigh-in',
    weight: 'Weight (kg)',
    log: 'Log weight',
    logged: 'Weight logged',
    history: 'History',
    edit: 'Edit',
    save: 'Save entry',
    kg80: '80 kg',
    kg72: '72.3 kg',
    stText: '11 st 5.4 lb',
    bmi: 'BMI 24.7: healthy weight',
    tooHeavy: 'Weight must be at most 453.5 kg.',
    progress: 'My progress',
    create: 'Create goal',
    goalLabel: 'Goal weight (kg)',
    saveGoal: 'Save goal',
    goal: 'Goal weight: 70.5 kg',
    stones: 'Weight (st)',
    pounds: 'Weight (lb)',
  },
  'es-ES': {
    prefix: '/es-ES',
    units: 'Unidades',
    kg: 'Kilogramos (kg)',
    st: 'Piedras y libras (st + lb)',
    heightCm: 'Altura (cm)',
    saveUnits: 'Guardar unidades',
    saved: 'Unidades guardadas',
    notifications: 'Notificaciones',
    weighIn: 'Pesaje diario',
    weight: 'Peso (kg)',
    log: 'Registrar peso',
    logged: 'Peso registrado',
    history: 'Historial',
    edit: 'Editar',
    save: 'Guardar entrada',
    kg80: '80 kg',
    kg72: '72,3 kg',
    stText: '11 st 5,4 lb',
    bmi: 'IMC 24,7: peso saludable',
    tooHeavy: 'El peso debe ser como máximo 453,5 kg.',
    progress: 'Mi progreso',
    create: 'Crear objetivo',
    goalLabel: 'Peso objetivo (kg)',
    saveGoal: 'Guardar objetivo',
    goal: 'Peso objetivo: 70,5 kg',
    stones: 'Peso (st)',
    pounds: 'Peso (lb)',
  },
};

forEachLocale(WORDS, (w, locale) => {
  test(`${locale}: weights in kilograms, then stones and pounds, chosen on the Profile`, async ({ page }) => {
    await signInAsNewPerson(page, `units-${locale}`, 'GoodPass123', { locale });
    const notices = page.getByRole('region', { name: w.notifications });

    await page.goto(`${w.prefix}/account/profile`);
    const units = page.getByRole('form', { name: w.units });
    await units.getByLabel(w.kg).check();
    await units.getByLabel(w.heightCm).fill('180');
    await units.getByRole('button', { name: w.saveUnits }).click();
    await expect(notices.getByText(w.saved, { exact: true })).toBeVisible();

    await page.goto(`${w.prefix}/my-weight-tracker`);
    const weighIn = page.getByRole('region', { name: w.weighIn });
    // Out of range: the bound is named in kilograms, and nothing is sent.
    await fillAndPress(weighIn, w.weight, '500', w.log);
    await expect(weighIn.getByText(w.tooHeavy, { exact: true })).toBeVisible();
    await fillAndPress(weighIn, w.weight, '80.0', w.log);
    await expect(notices.getByText(w.logged, { exact: true })).toBeVisible();

    const api = await signedInApi(page);
    const entries = await api.get<Array<{ weight: number }>>(`/api/WeightLog/user/${api.userId}`);
    expect(entries.map((e) => e.weight)).toEqual([176.4]);

    const history = page.getByRole('region', { name: w.history });
    const row = history.getByRole('table').getByRole('row').nth(1);
    await expect(row.getByRole('cell').nth(1)).toHaveText(w.kg80);
    await expect(page.getByTestId('bmi')).toHaveText(w.bmi);
    // The edit form shows exactly what was typed: 176.4 lb is 80.0 kg again.
    await row.getByRole('button', { name: new RegExp(`^${w.edit}`) }).click();
    const edit = history.getByRole('form');
    await expect(edit.getByLabel(w.weight)).toHaveValue('80');
    await edit.getByLabel(w.weight).fill('72.3');
    await edit.getByRole('button', { name: w.save }).click();
    await expect(history.getByRole('table').getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(w.kg72);

    const goal = page.getByRole('region', { name: w.progress });
    await goal.getByRole('button', { name: w.create }).click();
    await goal.getByLabel(w.goalLabel).fill('70.5');
    await goal.getByRole('button', { name: w.saveGoal }).click();
    await expect(goal.getByText(w.goal, { exact: true })).toBeVisible();

    // Stones and pounds: 72.3 kg is stored as 159.4 lb, 11 st 5.4 lb.
    await page.goto(`${w.prefix}/account/profile`);
    await (await hydratedControl(page.getByRole('form', { name: w.units }).getByLabel(w.st))).check();
    await page.getByRole('form', { name: w.units }).getByRole('button', { name: w.saveUnits }).click();
    await expect(notices.getByText(w.saved, { exact: true })).toBeVisible();
    await page.goto(`${w.prefix}/my-weight-tracker`);
    await expect(page.getByRole('region', { name: w.history }).getByRole('table').getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(w.stText);
    await expect(page.getByRole('region', { name: w.weighIn }).getByLabel(w.stones)).toBeVisible();
    await expect(page.getByRole('region', { name: w.weighIn }).getByLabel(w.pounds)).toBeVisible();
  });
});
