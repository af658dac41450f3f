import { expect, test } from '@playwright/test';
import { forEachLocale } from './support/locales';
import { signIn } from './support/sign-in';

// From 1024 px the nav links sit in the header, each on one line, with the coalition's Admin's
// extra link and the longer Spanish labels; below that they are in the side sheet.
const WORDS = {
  'en-US': { nav: 'Main', links: ['Home', 'Coalition site', 'About', 'Dashboard', 'Coalition dashboard'], openMenu: 'Open menu' },
  'es-ES': { nav: 'Principal', links: ['Inicio', 'Sitio de la coalición', 'Acerca de', 'Panel', 'Panel de la coalición'], openMenu: 'Abrir menú' },
};

forEachLocale(WORDS, (w, locale) => {
  test(`${locale}: the coalition's Admin sees every nav label on one line at 1024 and 1280 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'coalition@demo.example.org', 'DemoCoalition2026', locale);
    const header = page.getByRole('banner');
    const nav = header.getByRole('navigation', { name: w.nav });
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(nav.getByRole('link')).toHaveText(w.links);
      await expect(header.getByRole('button', { name: w.openMenu })).toBeHidden();
      // Lines of each label's text: a label broken in two has two line boxes.
      const lines = await nav.getByRole('link').evaluateAll((links) =>
        links.map((link) => {
          const range = document.createRange();
          range.selectNodeContents(link);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        }),
      );
      expect(lines, `at ${width} px`).toEqual(w.links.map(() => 1));
      const heights = await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
      expect(new Set(heights).size, `at ${width} px`).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `at ${width} px`).toBe(true);
      // The header's controls sit side by side, none over another nor past the edge.
      const overlaps = await header.evaluate((el) => {
        const shown = [...el.querySelectorAll('a, button')].map((c) => c.getBoundingClientRect()).filter((r) => r.width > 0);
        return shown.filter((r, i) => r.right > window.innerWidth || (i > 0 && r.left < shown[i - 1]!.right)).length;
      });
      expect(overlaps, `at ${width} px`).toBe(0);
    }
  });
});
