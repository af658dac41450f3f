import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAsDemoMember } from './support/shell';

const PUBLIC_PAGES = ['/', '/login', '/pages/about', '/no-such-page'];
const SIGNED_IN_PAGES = ['/my-weight-tracker'];
const LOCALES = [
  { prefix: '', name: 'en-US' },
  { prefix: '/es-ES', name: 'es-ES' },
];
const MODES = ['light', 'dark'] as const;

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function scan(page: Page, paths: string[]) {
  const found: string[] = [];
  for (const mode of MODES) {
    await page.emulateMedia({ colorScheme: mode });
    for (const { prefix, name } of LOCALES) {
      for (const path of paths) {
        await page.goto(`${prefix}${path}` || '/');
        await expect(page.locator('html')).toHaveClass(mode === 'dark' ? /dark/ : /light/);
        await page.waitForLoadState('networkidle');
        for (const v of await seriousViolations(page)) found.push(`${name} ${mode} ${path}: ${v}`);
      }
    }
  }
  expect(found).toEqual([]);
}

test('public pages have no serious or critical axe violations, in both languages and colour modes', async ({ page }) => {
  test.setTimeout(180_000);
  await scan(page, PUBLIC_PAGES);
});

test('signed-in pages have no serious or critical axe violations, in both languages and colour modes', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsDemoMember(page);
  await scan(page, SIGNED_IN_PAGES);
});
