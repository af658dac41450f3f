import { expect, test, type Page } from '@playwright/test';
import { localDay, mediumDate, signedInApi, type Entry, type SignedInApi } from './support/api';
import { forEachLocale } from './support/locales';
import { signInAsNewPerson } from './support/sign-in';

// A day that already has a weight, and a weight no body reaches from the last one, are asked
// about before anything is stored, wherever the weight is typed; cancelled, nothing changes.

const WORDS = {
  'en-US': {
    prefix: '',
    weighIn: 'Daily weigh-in',
    history: 'History',
    weight: 'Weight (lbs)',
    weightKg: 'Weight (kg)',
    date: 'Date',
    log: 'Log weight',
    addEntry: 'Add entry',
    saveEntry: 'Save entry',
    replaceTitle: "Replace this day's weight?",
    replaceText: (date: string) => `${date} already has 214.2 lbs: replace it with 213.3 lbs?`,
    replace: 'Replace',
    unusualTitle: (weight: string) => `Is ${weight} right?`,
    unusualText: (date: string) => `453.5 kg is far from your weigh-in of ${date} (95 kg), more than a body changes in that time. Save it anyway?`,
    heavy: '453.5 kg',
    saveAnyway: 'Save anyway',
    cancel: 'Cancel',
    replaced: (date: string) => `Weight logged: it replaced your entry for ${date}.`,
    notifications: 'Notifications',
  },
  'es-ES': {
    prefix: '/es-ES',
    weighIn: 'Pesaje diario',
    history: 'Historial',
    weight: 'Peso (lb)',
    weightKg: 'Peso (kg)',
    date: 'Fecha',
    log: 'Registrar peso',
    addEntry: 'Añadir entrada',
    saveEntry: 'Guardar entrada',
    replaceTitle: '¿Sustituir el peso de este día?',
    replaceText: (date: string) => `El ${date} ya tiene 214,2 lb: ¿sustituirlo por 213,3 lb?`,
    replace: 'Sustituir',
    unusualTitle: (weight: string) => `¿Es correcto ${weight}?`,
    unusualText: (date: string) =>
      `453,5 kg se aleja mucho de tu registro del ${date} (95 kg): más de lo que cambia un cuerpo en ese tiempo. ¿Guardarlo de todos modos?`,
    heavy: '453,5 kg',
    saveAnyway: 'Guardar de todos modos',
    cancel: 'Cancelar',
    replaced: (date: string) => `Peso registrado: ha sustituido tu registro del ${date}.`,
    notifications: 'Notificaciones',
  },
} as const;

const days = async (api: SignedInApi) =>
  (await api.get<Entry[]>(`/api/WeightLog/user/${api.userId}`))
    .map(({ logDate, weight }) => ({ logDate, weight }))
    .sort((a, b) => a.logDate.localeCompare(b.logDate));

async function newPersonWith(page: Page, label: string, locale: 'en-US' | 'es-ES', entries: Array<{ weight: number; logDate: string }>) {
  await signInAsNewPerson(page, label, 'Questions2026', { locale });
  const api = await signedInApi(page);
  for (const entry of entries) await api.send('POST', '/api/WeightLog/log-weight', 201, entry);
  await page.reload();
  return api;
}

forEachLocale(WORDS, (w, locale) => {
  test(`${locale}: History's Add entry onto a day with a weight asks first, and stores only when answered`, async ({ page }) => {
    const api = await newPersonWith(page, `taken-${locale}`, locale, [{ weight: 214.2, logDate: localDay(-3) }]);
    const history = page.getByRole('region', { name: w.history });
    await history.getByRole('button', { name: w.addEntry }).click();
    const form = history.getByRole('form', { name: w.addEntry });
    await form.getByLabel(w.weight).fill('213.3');
    await form.getByLabel(w.date).fill(localDay(-3));
    await form.getByRole('button', { name: w.saveEntry }).click();

    const question = page.getByRole('alertdialog', { name: w.replaceTitle });
    await expect(question).toContainText(w.replaceText(mediumDate(localDay(-3), locale)));
    // Focus starts on the answer that changes nothing.
    await expect(question.getByRole('button', { name: w.cancel })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(question).toHaveCount(0);
    await expect(form.getByLabel(w.weight)).toHaveValue('213.3');
    expect(await days(api)).toEqual([{ logDate: localDay(-3), weight: 214.2 }]);

    await form.getByRole('button', { name: w.saveEntry }).click();
    await question.getByRole('button', { name: w.replace }).click();
    await expect(page.getByRole('region', { name: w.notifications }).getByText(w.replaced(mediumDate(localDay(-3), locale)))).toBeVisible();
    await expect(form).toHaveCount(0);
    expect(await days(api)).toEqual([{ logDate: localDay(-3), weight: 213.3 }]);
  });

  test(`${locale}: an unusual weight is named in the person's unit and stored only when confirmed`, async ({ page }) => {
    const api = await newPersonWith(page, `unusual-${locale}`, locale, [{ weight: 209.4, logDate: localDay(-1) }]);
    await api.send('PUT', `/api/User/${api.userId}/preferences`, 200, { displayUnit: 'kg', heightCm: null });
    await page.reload();
    const weighIn = page.getByRole('region', { name: w.weighIn });
    await weighIn.getByLabel(w.weightKg).fill('453.5');
    await weighIn.getByRole('button', { name: w.log }).click();

    const question = page.getByRole('alertdialog', { name: w.unusualTitle(w.heavy) });
    await expect(question).toContainText(w.unusualText(mediumDate(localDay(-1), locale)));
    await question.getByRole('button', { name: w.cancel }).click();
    await expect(question).toHaveCount(0);
    expect(await days(api)).toEqual([{ logDate: localDay(-1), weight: 209.4 }]);

    await weighIn.getByRole('button', { name: w.log }).click();
    await page
      .getByRole('alertdialog', { name: w.unusualTitle(w.heavy) })
      .getByRole('button', { name: w.saveAnyway })
      .click();
    await expect(question).toHaveCount(0);
    await expect
      .poll(() => days(api))
      .toEqual([
        { logDate: localDay(-1), weight: 209.4 },
        { logDate: localDay(0), weight: 999.8 },
      ]);
  });
});

test('a day logged on another device after the page loaded is still asked about, from the entries read again', async ({ page }) => {
  const w = WORDS['en-US'];
  const api = await newPersonWith(page, 'stale-day', 'en-US', [{ weight: 214, logDate: localDay(-1) }]);
  // Another device logs today after this page read the entries.
  await api.send('POST', '/api/WeightLog/log-weight', 201, { weight: 214.2, logDate: localDay(0) });
  const weighIn = page.getByRole('region', { name: w.weighIn });
  await weighIn.getByLabel(w.weight).fill('213.3');
  await weighIn.getByRole('button', { name: w.log }).click();
  const question = page.getByRole('alertdialog', { name: w.replaceTitle });
  await expect(question).toContainText(w.replaceText(mediumDate(localDay(0))));
  await question.getByRole('button', { name: w.replace }).click();
  await expect(page.getByRole('region', { name: w.notifications }).getByText(w.replaced(mediumDate(localDay(0))))).toBeVisible();
  expect(await days(api)).toEqual([
    { logDate: localDay(-1), weight: 214 },
    { logDate: localDay(0), weight: 213.3 },
  ]);
});
