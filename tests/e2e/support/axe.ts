import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

/** The rules every page is held to (WCAG 2.1 A and AA, and axe's best practices). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * A change of the system's colour mode may fade: contrast is read once the colours have arrived.
 * Transitions only: an endless animation (a loading pulse) would never end. getAnimations()
 * applies pending style changes first, so a fade just set off is among them.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Serious or critical axe findings on the page, or only inside `include` (a CSS selector), one line each. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await transitionsEnded(page);
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * WCAG 2.0/2.1 A and AA, and target size (2.5.8, axe's only wcag22aa rule): what the sweep holds
 * every page and state to, whatever the impact.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The rules of WCAG_TAGS whose outcome depends on the colours: all a second colour mode can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe, put into the document once: AxeBuilder injects its 1.5 MB every time, which cost more than
 * the scan itself when each page is scanned in a dozen states. The top document only: the app
 * frames nothing of its own (the one iframe, YouTube's player, is someone else's page).
 */
async function injectAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
}

/** axe's best practices (landmarks, regions, one main, …): their serious and critical findings, held to at rest. */
export async function bestPracticeViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const results = await axe.run(document, { runOnly: { type: 'tag', values: ['best-practice'] }, resultTypes: ['violations'] });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/**
 * Every axe finding of any impact for WCAG_TAGS, one line each: "rule (impact) targets"; only
 * inside `include` (a CSS selector) when given, and only the colour rules with `coloursOnly`.
 */
export async function wcagViolations(page: Page, { include, coloursOnly = false }: { include?: string; coloursOnly?: boolean } = {}): Promise<string[]> {
  await transitionsEnded(page);
  await injectAxe(page);
  const runOnly = coloursOnly ? { type: 'rule' as const, values: COLOUR_RULES } : { type: 'tag' as const, values: WCAG_TAGS };
  return page.evaluate(
    async ({ include, runOnly }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const results = await axe.run(include ? { include: [include] } : document, { runOnly, resultTypes: ['violations'] });
      return results.violations.map((v) => `${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    { include, runOnly },
  );
}
