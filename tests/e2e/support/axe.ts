import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules every page is held to (WCAG 2.1 A and AA, and axe's best practices). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Serious or critical axe findings on the page, or only inside `include` (a CSS selector), one line each. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // A change of the system's colour mode may fade: contrast is read once the
  // colours have arrived. Transitions only: an endless animation (a loading pulse) would never end.
  // getAnimations() applies pending style changes first, so a fade just set off is among them.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
