import { expect, test, type Page } from '@playwright/test';
import { localDay, signedInApi } from './support/api';
import { hydratedControl } from './support/shell';
import { signInAsNewPerson } from './support/sign-in';
import { forEachLocale } from './support/locales';

// Every weight a person reads is in their unit: losses earned in pounds, the weekly rate (pounds
// for stones), the community total in whole units; a height kept through a change of unit.
const WORDS = {
  'en-US': {
    prefix: '',
    units: 'Units',
    kg: 'Kilograms (kg)',
    st: 'Stones and pounds (st + lb)',
    heightCm: 'Height (cm)',
    feet: 'Feet',
    inches: 'Inches',
    saveUnits: 'Save units',
    saved: 'Units saved',
    notifications: 'Notifications',
    achievements: 'Achievements',
    lostKg: ['6.8 kg lost', '4.5 kg lost', '2.3 kg lost'],
    lostSt: ['1 st 1 lb lost', '0 st 10 lb lost', '0 st 5 lb lost'],
    rateKg: /^Trend: losing \d+(\.\d)? kg per week$/,
    rateSt: /^Trend: losing \d+(\.\d)? lb per week$/,
    communityKg: /^\d[\d,]* of 453,592 kg lost together$/,
    communitySt: /^\d[\d,]* st of 71,429 st lost together$/,
  },
  'es-ES': {
    prefix: '/es-ES',
    units: 'Unidades',
    kg: 'Kilogramos (kg)',
    st: 'Piedras y libras (st + lb)',
    heightCm: 'Altura (cm)',
    feet: 'Pies',
    inches: 'Pulgadas',
    saveUnits: 'Guardar unidades',
    saved: 'Unidades guardadas',
    notifications: 'Notificaciones',
    achievements: 'Logros',
    lostKg: ['6,8 kg perdidos', '4,5 kg perdidos', '2,3 kg perdidos'],
    lostSt: ['1 st 1 lb perdidos', '0 st 10 lb perdidos', '0 st 5 lb perdidos'],
    rateKg: /^Tendencia: pierdes \d+(,\d)? kg por semana$/,
    rateSt: /^Tendencia: pierdes \d+(,\d)? lb por semana$/,
    communityKg: /^Perdido entre todos: \d[\d.]* de 453\.592 kg$/,
    communitySt: /^Perdido entre todos: \d[\d.]* st de 71\.429 st$/,
  },
};

forEachLocale(WORDS, (w, locale) => {
  test(`${locale}: losses earned in pounds, the weekly rate and the community total read in kilograms, then in stones; the height stays`, async ({ page }) => {
    await signInAsNewPerson(page, `units-all-${locale}`, 'UnitsAll2026', { locale });
    const api = await signedInApi(page);
    // 15 lb down over three weeks, in pounds: the 5, 10 and 15 lb losses are earned in pounds.
    for (const [offset, weight] of [
      [-20, 200],
      [-15, 197],
      [-10, 194],
      [-6, 190],
      [-3, 187],
      [-1, 185],
    ] as const)
      await api.send('POST', '/api/WeightLog/log-weight', 201, { weight, logDate: localDay(offset) });

    const saveUnits = async (unit: string, fill?: (form: ReturnType<Page['getByRole']>) => Promise<void>) => {
      await page.goto(`${w.prefix}/account/profile`);
      const form = page.getByRole('form', { name: w.units });
      await (await hydratedControl(form.getByLabel(unit))).check();
      await fill?.(form);
      await form.getByRole('button', { name: w.saveUnits }).click();
      await expect(page.getByRole('region', { name: w.notifications }).getByText(w.saved, { exact: true })).toBeVisible();
    };
    const losses = () =>
      page
        .getByRole('region', { name: w.achievements })
        .getByRole('listitem')
        .filter({ hasText: /(kg|lb) (lost|perdidos)/ });

    await saveUnits(w.kg, (form) => form.getByLabel(w.heightCm).fill('170'));
    await page.goto(`${w.prefix}/my-weight-tracker`);
    await expect(losses()).toHaveCount(3);
    for (const [i, text] of w.lostKg.entries()) await expect(losses().nth(i)).toContainText(text);
    await expect(page.getByTestId('weekly-rate')).toHaveText(w.rateKg);
    await expect(page.getByTestId('community-total')).toHaveText(w.communityKg);

    await saveUnits(w.st, async (form) => {
      await expect(form.getByLabel(w.feet)).toHaveValue('5');
      await expect(form.getByLabel(w.inches)).toHaveValue('6.9');
    });
    expect((await api.get<{ heightCm: number | null }>(`/api/User/${api.userId}`)).heightCm).toBe(170);
    await page.goto(`${w.prefix}/my-weight-tracker`);
    for (const [i, text] of w.lostSt.entries()) await expect(losses().nth(i)).toContainText(text);
    await expect(page.getByTestId('weekly-rate')).toHaveText(w.rateSt);
    await expect(page.getByTestId('community-total')).toHaveText(w.communitySt);

    await page.goto(`${w.prefix}/account/profile`);
    const form = page.getByRole('form', { name: w.units });
    await (await hydratedControl(form.getByLabel(w.kg))).check();
    await expect(form.getByLabel(w.heightCm)).toHaveValue('170');
  });
});
