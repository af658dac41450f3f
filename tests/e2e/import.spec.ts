import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { LIBRA_KG } from '../../src/lib/import/fixtures';
import { createVerifiedAccount, e2eEmail } from '../support/e2e-mail';
import { signedInApi, type Entry } from './support/api';
import { signIn } from './support/sign-in';
import { forEachLocale } from './support/locales';

/** Libra's file (kilograms) with one more line, dated in the future: the preview refuses it. */
const FILE = `${LIBRA_KG}\n2999-01-01 07:00:00;90.0;90.0;;;\n`;

const WORDS = {
  'en-US': {
    prefix: '',
    section: 'Import weights',
    file: 'File to import',
    noFile: 'No file chosen',
    rows: '3 weigh-ins to import, from 4 lines read',
    existing: '1 day already has a different weight in your history:',
    replaceAll: "Use the file's weight for all of them",
    day: 'Feb 2, 2024',
    yours: '205 lbs',
    theFile: '198.6 lbs',
    dayChoice: 'Choice for Feb 2, 2024',
    refused: 'Line 8: the date is in the future.',
    confirm: 'Import 3 weigh-ins and leave out 1 line',
    done: 'Import finished: 2 days added, 1 replaced, 0 kept as they were, 0 already there.',
  },
  'es-ES': {
    prefix: '/es-ES',
    section: 'Importar pesos',
    file: 'Archivo que importar',
    noFile: 'Ningún archivo elegido',
    rows: '3 pesajes para importar, de 4 líneas leídas',
    existing: '1 día ya tiene otro peso en tu historial:',
    replaceAll: 'Usar el peso del archivo en todos',
    day: '2 feb 2024',
    yours: '205 lb',
    theFile: '198,6 lb',
    dayChoice: 'Elección para el 2 feb 2024',
    refused: 'Línea 8: la fecha está en el futuro.',
    confirm: 'Importar 3 pesajes y dejar fuera 1 línea',
    done: 'Listo: 2 días nuevos, 1 cambiado, 0 se quedan como estaban, 0 ya estaban.',
  },
};

forEachLocale(WORDS, (w, locale) => {
  test(`Profile → Import weights: a Libra file, its preview, then the import (${locale})`, async ({ page }) => {
    const email = e2eEmail(`import-${locale}`);
    await createVerifiedAccount(page, email, 'GoodPass123');
    await signIn(page, email, 'GoodPass123', locale);
    const api = await signedInApi(page);
    // A day the file also has, with another weight: the person chooses which one stays.
    await api.send('POST', '/api/WeightLog/log-weight', 201, { weight: 205, logDate: '2024-02-02' });

    await page.goto(`${w.prefix}/account/profile`);
    const section = page.getByRole('region', { name: w.section });
    await expect(section.getByText(w.noFile)).toBeVisible();
    await section.getByLabel(w.file).setInputFiles({ name: 'libra.csv', mimeType: 'text/csv', buffer: Buffer.from(FILE) });
    await expect(section.getByText('libra.csv')).toBeVisible();

    const preview = section.getByRole('group', { name: locale === 'en-US' ? 'What this file holds' : 'Qué contiene este archivo' });
    await expect(preview.getByText(w.rows)).toBeVisible();
    await expect(preview.getByText('Libra', { exact: true })).toBeVisible();
    await expect(preview.getByRole('listitem')).toHaveText([`${w.refused} 2999-01-01 07:00:00;90.0;90.0;;;`]);
    // Nothing is stored by the preview.
    expect((await api.get<Entry[]>(`/api/WeightLog/user/${api.userId}`)).map((e) => [e.logDate, e.weight])).toEqual([['2024-02-02', 205]]);

    const box = (await section.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(await seriousViolations(page, 'section[aria-labelledby="import-title"]')).toEqual([]);

    // The day is named with both weights, and chosen for itself in one language, for all in the other.
    const day = preview
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: w.day }) });
    await expect(day.getByRole('cell').nth(0)).toHaveText(w.yours);
    await expect(day.getByRole('cell').nth(1)).toHaveText(w.theFile);
    await expect(day.getByLabel(w.dayChoice)).toHaveValue('keep');
    if (locale === 'en-US') await day.getByLabel(w.dayChoice).selectOption('replace');
    else await preview.getByRole('group', { name: w.existing }).getByLabel(w.replaceAll).check();
    await expect(preview.getByLabel(w.dayChoice)).toHaveValue('replace');
    // By mouse in one language, by keyboard in the other.
    const confirm = preview.getByRole('button', { name: w.confirm });
    if (locale === 'en-US') await confirm.click();
    else {
      await confirm.focus();
      await page.keyboard.press('Enter');
    }
    await expect(section.getByRole('status')).toHaveText(w.done);
    expect((await api.get<Entry[]>(`/api/WeightLog/user/${api.userId}`)).map((e) => [e.logDate, e.weight])).toEqual([
      ['2024-02-03', 198.2],
      ['2024-02-02', 198.6],
      ['2024-02-01', 199.5],
    ]);
  });
});
