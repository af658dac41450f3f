import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createVerifiedAccount } from '../support/e2e-mail';
import { localDay, signedInApi } from './support/api';
import { keptForOffline } from './support/offline';
import { signIn } from './support/sign-in';
import { forEachLocale } from './support/locales';

// A dashboard opened offline (from the service worker) makes the reads it could not make once the
// connection is back, without a reload: the standings and the user's details (the BMI line).
const words = {
  'en-US': {
    prefix: '',
    storedCopy: /^Offline — showing data from .+/,
    standings: 'Team standings',
    standingsFailed: 'The team standings could not be loaded.',
    standingsRule: /^Only organizations that chose to take part are listed/,
    bmi: 'BMI 28.1: overweight',
    loading: 'Loading…',
  },
  'es-ES': {
    prefix: '/es-ES',
    storedCopy: /^Sin conexión: se muestran los datos de .+/,
    standings: 'Clasificación de equipos',
    standingsFailed: 'No se pudo cargar la clasificación de equipos.',
    standingsRule: /^Solo salen las organizaciones que eligieron participar/,
    bmi: 'IMC 28,1: sobrepeso',
    loading: 'Cargando…',
  },
};

forEachLocale(words, (w, locale) => {
  test(`${locale}: a dashboard opened offline loads what it could not once the connection is back, without a reload`, async ({ page, context }) => {
    // The 1280 px layout, whatever the project's screen: every card is rendered at once, so its read is made while offline.
    await page.setViewportSize({ width: 1280, height: 800 });
    const email = `reconnect-${randomUUID().slice(0, 8)}@example.org`;
    await createVerifiedAccount(page, email, 'Reconnect2026', { firstName: 'Rita', lastName: 'Reconnect' });
    await signIn(page, email, 'Reconnect2026', locale);
    const api = await signedInApi(page);
    await api.send('PUT', `/api/User/${api.userId}/preferences`, 200, { displayUnit: 'lb', heightCm: 180 });
    await api.send('POST', '/api/WeightLog/log-weight', 201, { weight: 201, logDate: localDay(-1) });
    const dashboard = `${w.prefix}/my-weight-tracker`;
    await page.goto(dashboard);
    await expect(page.getByTestId('bmi')).toHaveText(w.bmi);
    await keptForOffline(page, dashboard);

    await context.setOffline(true);
    const standingsReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/CommunityProgress/standings') standingsReads.push(request.url());
    });
    expect((await page.reload())?.fromServiceWorker()).toBe(true);
    // The stored entries are on show once their read has failed; the other reads, started with it,
    // wait for the connection instead of failing (a failed one stayed failed when it came back).
    await expect(page.getByTestId('offline-notice')).toHaveText(w.storedCopy);
    const standings = page.getByRole('region', { name: w.standings });
    await expect(standings.getByText(w.loading)).toBeVisible();
    expect(standingsReads).toEqual([]);

    // Back online: the reads the page could not make are made, and nothing says they failed.
    await context.setOffline(false);
    await expect(standings.getByText(w.standingsRule)).toBeVisible();
    await expect(standings.getByText(w.standingsFailed)).toHaveCount(0);
    await expect(page.getByTestId('bmi')).toHaveText(w.bmi);
    await expect(page.getByTestId('offline-notice')).toHaveText('');
  });
});
