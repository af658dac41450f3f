import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createVerifiedAccount } from '../support/e2e-mail';
import { localDay, mediumDate, signedInApi, type Entry } from './support/api';
import { keptForOffline } from './support/offline';
import { signIn } from './support/sign-in';
import { forEachLocale } from './support/locales';

type Locale = 'en-US' | 'es-ES';

/** The words of the offline flow, exactly as messages/<locale>.json has them. */
const words = {
  'en-US': {
    prefix: '',
    title: 'My weight tracker',
    storedCopy: /^Offline — showing data from .+/,
    weighIn: 'Daily weigh-in',
    weight: 'Weight (lbs)',
    logWeight: 'Log weight',
    notifications: 'Notifications',
    queued: 'You are offline. Saved on this device: it will be sent when the connection is back.',
    waiting: '1 change is waiting to be sent',
    pendingList: 'Waiting for the connection',
    pending: 'Pending',
    pendingLog: (date: string) => `Weigh-in of ${date}: 199.5 lbs`,
    sent: '1 change made offline was sent',
    history: 'History',
    value: (n: string) => `${n} lbs`,
  },
  'es-ES': {
    prefix: '/es-ES',
    title: 'Mi registro de peso',
    storedCopy: /^Sin conexión: se muestran los datos de .+/,
    weighIn: 'Pesaje diario',
    weight: 'Peso (lb)',
    logWeight: 'Registrar peso',
    notifications: 'Notificaciones',
    queued: 'Estás sin conexión. Guardado en este dispositivo: se enviará cuando vuelva la conexión.',
    waiting: '1 cambio espera para enviarse',
    pendingList: 'Pendiente de conexión',
    pending: 'Pendiente',
    pendingLog: (date: string) => `Pesaje del ${date}: 199,5 lb`,
    sent: 'Se envió 1 cambio hecho sin conexión',
    history: 'Historial',
    value: (n: string) => `${n} lb`,
  },
} satisfies Record<Locale, unknown>;

forEachLocale(words, (w, locale) => {
  test(`${locale}: the dashboard opens offline with its last data, and a weigh-in made offline is sent once when the connection is back`, async ({
    page,
    context,
  }) => {
    const email = `offline-${randomUUID().slice(0, 8)}@example.org`;
    await createVerifiedAccount(page, email, 'Offline2026', { firstName: 'Olga', lastName: 'Offline' });
    await signIn(page, email, 'Offline2026', locale);
    const api = await signedInApi(page);
    await api.send('POST', '/api/WeightLog/log-weight', 201, { weight: 201, logDate: localDay(-1) });
    const dashboard = `${w.prefix}/my-weight-tracker`;
    await page.goto(dashboard);
    const history = page.getByRole('region', { name: w.history });
    await expect(history.getByRole('cell', { name: w.value('201') })).toBeVisible();
    await keptForOffline(page, dashboard);

    // Offline: the page opens from the worker, with the stored entries and the notice.
    await context.setOffline(true);
    expect((await page.reload())?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toHaveText(w.storedCopy);
    await expect(page.getByTestId('offline-notice')).toHaveAttribute('role', 'status');
    await expect(history.getByRole('cell', { name: w.value('201') })).toBeVisible();

    // A weigh-in waits on the device, marked pending.
    const sentLogs: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/WeightLog/log-weight')
        sentLogs.push(request.headers()['idempotency-key'] ?? '');
    });
    const weighIn = page.getByRole('region', { name: w.weighIn });
    await weighIn.getByLabel(w.weight).fill('199.5');
    await weighIn.getByRole('button', { name: w.logWeight }).click();
    await expect(page.getByRole('region', { name: w.notifications }).getByText(w.queued)).toBeVisible();
    const pending = history.getByRole('list', { name: w.pendingList });
    await expect(pending.getByRole('listitem')).toHaveText([`${w.pendingLog(mediumDate(localDay(0), locale))} ${w.pending}`]);
    await expect(history.getByRole('status').filter({ hasText: w.waiting })).toHaveText(w.waiting);

    // Back online: sent once, with its idempotency key; the pending mark goes and the server has one row for the day.
    await context.setOffline(false);
    await expect(page.getByRole('region', { name: w.notifications }).getByText(w.sent)).toBeVisible();
    await expect(pending).toHaveCount(0);
    await expect(history.getByRole('cell', { name: w.value(locale === 'en-US' ? '199.5' : '199,5') })).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toHaveText('');
    expect(sentLogs).toHaveLength(1);
    expect(sentLogs[0]).toMatch(/^[0-9a-f-]{36}$/);
    const entries = await api.get<Entry[]>(`/api/WeightLog/user/${api.userId}`);
    expect(entries.map((e) => [e.logDate, e.weight]).sort()).toEqual([
      [localDay(-1), 201],
      [localDay(0), 199.5],
    ]);
  });
});
