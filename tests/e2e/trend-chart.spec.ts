import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { toDailySeries } from '../../src/lib/progress/series';
import { trendSeries } from '../../src/lib/progress/trend';
import { createVerifiedAccount, e2eEmail } from '../support/e2e-mail';
import { localDay, mediumDate, signedInApi } from './support/api';
import { signIn } from './support/sign-in';
import { forEachLocale } from './support/locales';

// The trend chart's ranges (a keyboard-usable radio group), round
// ticks in the person's unit, the goal as a line, the nearest day's figures on hover and tap, the
// same days as a table, and no serious axe finding in either colour mode.

// Days back from today and their weights (lb): 200 days back is only in "1 year" and "All", 100
// only from "6 months", 45 only from "3 months"; the last six are in every range.
const HISTORY: Array<[number, number]> = [
  [-200, 224],
  [-100, 214],
  [-45, 208],
  [-20, 205],
  [-10, 203],
  [-3, 202],
  [-2, 201.4],
  [-1, 201],
  [0, 200],
];
const GOAL = 195;
const points = trendSeries(toDailySeries(HISTORY.map(([offset, weight]) => ({ logDate: localDay(offset), weight }))));
const trendOn = (offset: number) => points.find((p) => p.date === localDay(offset))!.trend;

const WORDS = {
  'en-US': {
    unit: 'lb' as const,
    region: 'Weight trend',
    ranges: 'Range shown',
    all: 'All',
    oneMonth: '1 month',
    table: 'Show as table',
    label: (n: number) => `Chart of ${n} daily weights with the smoothed trend line`,
    readout: (w: string, t: string) => `weight ${w}, trend ${t}`,
    // 195 (goal) to 224 lb, step 10.
    ticks: ['190', '200', '210', '220', '230'],
    weight: (lb: number) => `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(Math.round(lb * 10) / 10)} lbs`,
  },
  'es-ES': {
    unit: 'kg' as const,
    region: 'Tendencia de peso',
    ranges: 'Periodo mostrado',
    all: 'Todo',
    oneMonth: '1 mes',
    table: 'Mostrar como tabla',
    label: (n: number) => `Gráfico de ${n} pesos diarios con la línea de tendencia suavizada`,
    readout: (w: string, t: string) => `peso ${w}, tendencia ${t}`,
    // 88.5 kg (goal) to 101.6 kg, step 5.
    ticks: ['85', '90', '95', '100', '105'],
    weight: (lb: number) => `${new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 }).format(Math.round(lb * 0.45359237 * 10) / 10)} kg`,
  },
};

forEachLocale(WORDS, (w, locale) => {
  test(`${locale}: the trend chart shows each range with round ticks, the goal, the nearest day and a table`, async ({ page }) => {
    const email = e2eEmail(`trend-chart-${locale}`);
    await createVerifiedAccount(page, email, 'TrendChart2026', { firstName: 'Tren', lastName: 'Chart' });
    await signIn(page, email, 'TrendChart2026', locale);
    const api = await signedInApi(page);
    for (const [offset, weight] of HISTORY) await api.send('POST', '/api/WeightLog/log-weight', 201, { weight, logDate: localDay(offset) });
    await api.send('POST', '/api/WeightLossGoal', 201, { goalWeight: GOAL });
    if (w.unit === 'kg') await api.send('PUT', `/api/User/${api.userId}/preferences`, 200, { displayUnit: 'kg', heightCm: null });
    await page.reload();

    const trend = page.getByRole('region', { name: w.region });
    const ranges = trend.getByRole('group', { name: w.ranges });
    const plot = trend.getByRole('img', { name: /./ });
    const readout = trend.getByTestId('chart-readout');
    // All days by default, the latest day's figures shown, and round ticks in the person's unit.
    await expect(ranges.getByRole('radio', { name: w.all })).toBeChecked();
    await expect(plot).toHaveAccessibleName(w.label(9));
    await expect(plot.locator('text[text-anchor="end"]')).toHaveText(w.ticks);
    await expect(trend.getByTestId('goal-line')).toHaveCount(1);
    await expect(readout).toHaveText(`${mediumDate(localDay(0), locale)}: ${w.readout(w.weight(200), w.weight(trendOn(0)))}`);

    // Arrow keys move through the ranges: 1 year (9 days), 6 months (8), 3 months (7), 1 month (6).
    await ranges.getByRole('radio', { name: w.all }).focus();
    for (const count of [9, 8, 7, 6]) {
      await page.keyboard.press('ArrowLeft');
      await expect(plot).toHaveAccessibleName(w.label(count));
    }
    await expect(ranges.getByRole('radio', { name: w.oneMonth })).toBeChecked();
    await expect(ranges.getByRole('radio', { name: w.oneMonth })).toBeFocused();

    // Hover near the left edge: the range's first day (20 days back); a tap at the right edge: today.
    const box = (await plot.boundingBox())!;
    await page.mouse.move(box.x + 50, box.y + box.height / 2);
    await expect(readout).toHaveText(`${mediumDate(localDay(-20), locale)}: ${w.readout(w.weight(205), w.weight(trendOn(-20)))}`);
    await page.mouse.click(box.x + box.width - 14, box.y + box.height / 2);
    await expect(readout).toHaveText(`${mediumDate(localDay(0), locale)}: ${w.readout(w.weight(200), w.weight(trendOn(0)))}`);
    await expect(trend.getByTestId('goal-line')).toHaveCount(1);

    // The same six days as a table, newest first.
    await trend.getByText(w.table).click();
    const rows = trend.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(6);
    await expect(rows.first()).toHaveText(`${mediumDate(localDay(0), locale)}${w.weight(200)}${w.weight(trendOn(0))}`);
    await expect(rows.last()).toHaveText(`${mediumDate(localDay(-20), locale)}${w.weight(205)}${w.weight(trendOn(-20))}`);

    const found: string[] = [];
    for (const mode of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: mode });
      await expect(page.locator('html')).toHaveClass(mode === 'dark' ? /dark/ : /light/);
      for (const v of await seriousViolations(page)) found.push(`${mode}: ${v}`);
    }
    expect(found).toEqual([]);

    // The range chosen is kept on this device.
    await page.reload();
    await expect(trend.getByRole('radio', { name: w.oneMonth })).toBeChecked();
    await expect(plot).toHaveAccessibleName(w.label(6));
  });
});
