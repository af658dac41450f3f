import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createVerifiedAccount } from '../support/e2e-mail';
import { localDay, signedInApi } from './support/api';
import { signIn } from './support/sign-in';

// The history listed every entry (a year was ~3,700 px on a phone), and at
// 360 px the date ran into the weight ("22 nov 2026196,7 lb").

const WORDS = {
  'en-US': {
    history: 'History',
    showing: (n: number, of: number) => `Showing ${n} of ${of} entries`,
    more: (n: number) => `Show ${n} more`,
    view: 'View',
    weekly: 'Weekly',
  },
  'es-ES': {
    history: 'Historial',
    showing: (n: number, of: number) => `Se muestran ${n} de ${of} registros`,
    more: (n: number) => `Mostrar ${n} más`,
    view: 'Vista',
    weekly: 'Semanal',
  },
} as const;

for (const [locale, w] of Object.entries(WORDS) as Array<[keyof typeof WORDS, (typeof WORDS)[keyof typeof WORDS]]>) {
  test(`${locale}: the history shows two weeks at a time, newest first, with readable columns`, async ({ page }) => {
    const email = `paging-${randomUUID().slice(0, 8)}@example.org`;
    await createVerifiedAccount(page, email, 'Paging2026', { firstName: 'Paige', lastName: 'Rows' });
    await signIn(page, email, 'Paging2026', locale);
    const api = await signedInApi(page);
    // 20 days, today back to 19 days ago, weights 180.0 … 181.9.
    for (let day = 0; day < 20; day += 1) await api.send('POST', '/api/WeightLog/log-weight', 201, { weight: 180 + day / 10, logDate: localDay(-day) });
    await page.reload();

    const history = page.getByRole('region', { name: w.history });
    const rows = history.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(1 + 14);
    await expect(history.getByRole('status')).toHaveText(w.showing(14, 20));
    await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText(locale === 'en-US' ? '180 lbs' : '180 lb');
    await expect(rows.nth(14).getByRole('cell').nth(1)).toHaveText(locale === 'en-US' ? '181.3 lbs' : '181,3 lb');

    await history.getByRole('button', { name: w.more(6) }).click();
    await expect(rows).toHaveCount(1 + 20);
    await expect(history.getByRole('status')).toHaveText(w.showing(20, 20));
    await expect(history.getByRole('button', { name: /more|más/ })).toHaveCount(0);

    // The date and the weight never touch, at any width, and nothing runs off the page.
    const textEdges = (cell: HTMLElement) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const box = range.getBoundingClientRect();
      return { left: box.left, right: box.right };
    };
    const dateText = await rows.nth(1).getByRole('cell').nth(0).evaluate(textEdges);
    const weightText = await rows.nth(1).getByRole('cell').nth(1).evaluate(textEdges);
    expect(weightText.left - dateText.right).toBeGreaterThanOrEqual(8);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Another view starts again from the newest rows: 20 days are three or four weeks, all shown.
    await history.getByLabel(w.view).selectOption({ label: w.weekly });
    await expect(history.getByRole('status')).toHaveText(locale === 'en-US' ? /^Showing \d of \d weeks$/ : /^Se muestran \d de \d semanas$/);
    const [, shown, total] = (await history.getByRole('status').textContent())!.match(/(\d+)\D+(\d+)/)!;
    expect(shown).toBe(total);
    await expect(rows).toHaveCount(1 + Number(total));
  });
}
