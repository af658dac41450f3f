import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { createVerifiedAccount, e2eEmail } from '../support/e2e-mail';
import { localDay, signedInApi } from './support/api';
import { signIn } from './support/sign-in';
import { forEachLocale } from './support/locales';

const WORDS = {
  'en-US': { prefix: '', section: 'Download my data', csv: 'Weights as CSV' },
  'es-ES': { prefix: '/es-ES', section: 'Descargar mis datos', csv: 'Pesos en CSV' },
};

forEachLocale(WORDS, (w, locale) => {
  test(`Profile → Download my data → CSV saves the weight log (${locale})`, async ({ page }) => {
    const email = e2eEmail(`export-${locale}`);
    await createVerifiedAccount(page, email, 'GoodPass123');
    await signIn(page, email, 'GoodPass123', locale);
    const api = await signedInApi(page);
    await api.send('POST', '/api/WeightLog/log-weight', 201, { weight: 181, logDate: localDay(0) });
    await api.send('POST', '/api/WeightLog/log-weight', 201, { weight: 182.4, logDate: localDay(-1) });

    await page.goto(`${w.prefix}/account/profile`);
    const section = page.getByRole('region', { name: w.section });
    const button = section.getByRole('button', { name: w.csv });
    await expect(button).toBeVisible();
    // Within the viewport at 360 px as at desktop width, and no serious axe finding in it.
    const box = (await section.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(await seriousViolations(page, 'section[aria-labelledby="export-title"]')).toEqual([]);
    const saved = page.waitForEvent('download');
    // By mouse in one language, by keyboard in the other: both start the download.
    if (locale === 'en-US') {
      await button.click();
    } else {
      await button.focus();
      await page.keyboard.press('Enter');
    }
    const download = await saved;
    expect(download.suggestedFilename()).toMatch(/^community-weight-tracker-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await download.path())!, 'utf8').split('\r\n');
    expect(lines[0]).toBe('date,weight_lb,weight_kg,trend_lb');
    // The older day first: its trend is its own weight.
    expect(lines[1]).toBe(`${localDay(-1)},182.4,82.7,182.4`);
    expect(lines[2]).toBe(`${localDay(0)},181,82.1,182.26`);
  });
});
