import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createVerifiedAccount } from '../support/e2e-mail';
import { apiSignIn, localDay, mediumDate, signedInApi, type Entry } from './support/api';
import { keptForOffline, storedKeys } from './support/offline';
import { signIn } from './support/sign-in';
import { forEachLocale } from './support/locales';

const words = {
  'en-US': {
    prefix: '',
    weighIn: 'Daily weigh-in',
    weight: 'Weight (lbs)',
    date: 'Date',
    logWeight: 'Log weight',
    notifications: 'Notifications',
    history: 'History',
    pendingList: 'Waiting for the connection',
    dayChanged: (date: string) => `Not sent: ${date} already has 205 lbs, entered elsewhere.`,
    replace: 'Replace with mine',
    keepOther: 'Keep the other weight',
    sent: '1 change made offline was sent',
  },
  'es-ES': {
    prefix: '/es-ES',
    weighIn: 'Pesaje diario',
    weight: 'Peso (lb)',
    date: 'Fecha',
    logWeight: 'Registrar peso',
    notifications: 'Notificaciones',
    history: 'Historial',
    pendingList: 'Pendiente de conexión',
    dayChanged: (date: string) => `No enviado: el ${date} ya tiene 205 lb, registrado en otro dispositivo.`,
    replace: 'Sustituir por el mío',
    keepOther: 'Conservar el otro peso',
    sent: 'Se envió 1 cambio hecho sin conexión',
  },
} as const;

forEachLocale(words, (w, locale) => {
  test(`${locale}: a weigh-in queued offline for a day that got a weight elsewhere waits for the person's choice`, async ({ page, context }) => {
    const email = `choice-${randomUUID().slice(0, 8)}@example.org`;
    await createVerifiedAccount(page, email, 'Choice2026', { firstName: 'Chloe', lastName: 'Choice' });
    await signIn(page, email, 'Choice2026', locale);
    const api = await signedInApi(page);
    const dashboard = `${w.prefix}/my-weight-tracker`;
    await page.goto(dashboard);
    await keptForOffline(page, dashboard);

    await context.setOffline(true);
    await page.reload();
    const weighIn = page.getByRole('region', { name: w.weighIn });
    await weighIn.getByLabel(w.weight).fill('199.5');
    await weighIn.getByLabel(w.date).fill(localDay(-1));
    await weighIn.getByRole('button', { name: w.logWeight }).click();
    const pending = page.getByRole('region', { name: w.history }).getByRole('list', { name: w.pendingList });
    await expect(pending.getByRole('listitem')).toHaveCount(1);
    // Meanwhile another device enters that day's weight.
    await api.send('POST', '/api/WeightLog/log-weight', 201, { weight: 205, logDate: localDay(-1) });

    await context.setOffline(false);
    await expect(pending.getByRole('alert')).toContainText(w.dayChanged(mediumDate(localDay(-1), locale)));
    await expect(pending.getByRole('button', { name: w.keepOther })).toBeVisible();
    expect((await api.get<Entry[]>(`/api/WeightLog/user/${api.userId}`)).map((e) => [e.logDate, e.weight])).toEqual([[localDay(-1), 205]]);

    await pending.getByRole('button', { name: w.replace }).click();
    await expect(page.getByRole('region', { name: w.notifications }).getByText(w.sent)).toBeVisible();
    await expect(pending).toHaveCount(0);
    expect((await api.get<Entry[]>(`/api/WeightLog/user/${api.userId}`)).map((e) => [e.logDate, e.weight])).toEqual([[localDay(-1), 199.5]]);
  });
});

test("a queue left by someone whose session ended is never sent, and the next person's sign-in clears it", async ({ page, context, baseURL }) => {
  const first = `queue-a-${randomUUID().slice(0, 8)}@example.org`;
  const second = `queue-b-${randomUUID().slice(0, 8)}@example.org`;
  await createVerifiedAccount(page, first, 'QueueOwner2026', { firstName: 'Ana', lastName: 'Owner' });
  await createVerifiedAccount(page, second, 'QueueOther2026', { firstName: 'Ben', lastName: 'Other' });
  await signIn(page, first, 'QueueOwner2026');
  await page.goto('/my-weight-tracker');
  await keptForOffline(page, '/my-weight-tracker');

  await context.setOffline(true);
  await page.reload();
  const weighIn = page.getByRole('region', { name: 'Daily weigh-in' });
  await weighIn.getByLabel('Weight (lbs)').fill('180');
  await weighIn.getByRole('button', { name: 'Log weight' }).click();
  await expect(page.getByRole('region', { name: 'History' }).getByRole('list', { name: 'Waiting for the connection' }).getByRole('listitem')).toHaveCount(1);
  expect(await storedKeys(page, 'queue')).toHaveLength(1);

  // Her session ends while the phone is offline (the cookie is gone); then the connection returns.
  const weighIns: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/WeightLog/log-weight') weighIns.push(request.method());
  });
  await context.clearCookies();
  const sessionChecked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/session');
  await context.setOffline(false);
  await sessionChecked;

  // Someone else signs in on this phone: the queue goes, unsent.
  await signIn(page, second, 'QueueOther2026');
  await expect(page.getByRole('region', { name: 'History' }).getByRole('list', { name: 'Waiting for the connection' })).toHaveCount(0);
  await expect.poll(() => storedKeys(page, 'queue')).toEqual([]);
  expect(weighIns).toEqual([]);
  const owner = await apiSignIn(baseURL!, first, 'QueueOwner2026');
  expect(await owner.get<Entry[]>(`/api/WeightLog/user/${owner.userId}`)).toEqual([]);
  await owner.dispose();
});
