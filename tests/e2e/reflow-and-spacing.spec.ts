import { expect, test, type Page } from '@playwright/test';
import { E2E_LOCALES } from './support/locales';
import { signIn } from './support/sign-in';

/**
 * What a person who zooms, spaces text or points gets (WCAG 1.4.10, 1.4.12, 1.4.13), on every
 * route, as each role, in both languages. The widths are set here, so the spec runs in the
 * desktop project only.
 */
const PEOPLE = [
  { role: 'signed out', paths: ['/', '/login', '/forgot-password', '/pages/about', '/accessibility', '/no-such-page'] },
  { role: 'member', email: 'member@demo.example.org', password: 'DemoMember2026', paths: ['/my-weight-tracker', '/account/profile', '/link-accounts'] },
  { role: 'organisation admin', email: 'admin@demo.example.org', password: 'DemoAdmin2026', paths: ['/account/org-management'] },
  { role: 'coalition Admin', email: 'coalition@demo.example.org', password: 'DemoCoalition2026', paths: ['/coalition'] },
] as const;

const prefixOf = (locale: (typeof E2E_LOCALES)[number]) => (locale === 'en-US' ? '' : `/${locale}`);

/** Opens `path` and waits until the page's data has arrived (nothing still loading). */
async function open(page: Page, path: string) {
  await page.goto(path || '/');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  // The not-found page goes home after a few seconds unless told to stay, as a person may.
  const stay = page.getByRole('button', { name: /^(Stay on this page|Quedarme en esta página)$/ });
  if ((await stay.count()) > 0) await stay.click();
}

/**
 * Content that needs scrolling in two directions at 320 CSS px, or that is cut off: the page is
 * wider than the window, or a visible element reaches past its edges without a scroll container of
 * its own to reach it in (a data table in one is allowed by 1.4.10).
 */
function sidewaysProblems(): string[] {
  const problems: string[] = [];
  const root = document.scrollingElement!;
  if (root.scrollWidth > root.clientWidth) problems.push(`the page is ${root.scrollWidth} px wide in ${root.clientWidth} px`);
  const scrolls = (element: Element | null) => {
    for (let node = element; node && node !== document.body; node = node.parentElement) {
      if (['auto', 'scroll'].includes(getComputedStyle(node).overflowX)) return true;
    }
    return false;
  };
  // Text for screen readers only sits in a 1 px clipping box, whatever its own width.
  const visuallyHidden = (element: Element) => {
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      if (node.clientWidth <= 1 && getComputedStyle(node).overflow !== 'visible') return true;
    }
    return false;
  };
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden' || visuallyHidden(element)) continue;
    if ((box.right > innerWidth + 1 || box.left < -1) && !scrolls(element.parentElement)) {
      // Report the outermost element that overflows, not each of its children.
      if (!element.parentElement || element.parentElement.getBoundingClientRect().right <= innerWidth + 1) {
        problems.push(
          `${element.tagName.toLowerCase()}.${element.className.toString().split(' ').slice(0, 3).join('.')} “${element.textContent?.trim().slice(0, 40)}” spans ${Math.round(box.left)}–${Math.round(box.right)} px`,
        );
      }
    }
  }
  return problems;
}

/** WCAG's text-spacing values (1.4.12), as a reader's style sheet would set them. */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** Text the spacing pushed out of a box that hides what overflows it. */
function clippedText(): string[] {
  const problems: string[] = [];
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    const style = getComputedStyle(element);
    const hides = (value: string) => value === 'hidden' || value === 'clip';
    if (!hides(style.overflowX) && !hides(style.overflowY) && style.textOverflow !== 'ellipsis') continue;
    // A visually hidden text (for screen readers) is clipped on purpose.
    if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
    if (!element.textContent?.trim()) continue;
    const wide = element.scrollWidth > element.clientWidth + 1 && (hides(style.overflowX) || style.textOverflow === 'ellipsis');
    const tall = element.scrollHeight > element.clientHeight + 1 && hides(style.overflowY);
    if (wide || tall)
      problems.push(`${element.tagName.toLowerCase()} “${element.textContent.trim().slice(0, 40)}” is cut ${wide ? 'at the side' : 'at the bottom'}`);
  }
  return problems;
}

for (const person of PEOPLE) {
  test(`at 320 CSS px (1280 px at 400 % zoom) nothing needs sideways scrolling and with wider text spacing nothing is cut: ${person.role}`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    if ('email' in person) await signIn(page, person.email, person.password);
    const found: string[] = [];
    for (const locale of E2E_LOCALES) {
      for (const path of person.paths) {
        await page.setViewportSize({ width: 320, height: 256 });
        await open(page, `${prefixOf(locale)}${path}`);
        for (const problem of await page.evaluate(sidewaysProblems)) found.push(`${locale} ${path} at 320 px: ${problem}`);
        for (const width of [320, 1280]) {
          await page.setViewportSize({ width, height: width === 320 ? 256 : 800 });
          const spacing = await page.addStyleTag({ content: TEXT_SPACING });
          for (const problem of await page.evaluate(clippedText)) found.push(`${locale} ${path} spaced at ${width} px: ${problem}`);
          for (const problem of await page.evaluate(sidewaysProblems)) found.push(`${locale} ${path} spaced at ${width} px: ${problem}`);
          await spacing.evaluate((style) => (style as Element).remove());
        }
      }
    }
    expect(found).toEqual([]);
  });
}

/**
 * Elements on screen now that were not when `markShown` last ran, outside the focused control
 * (the skip link showing itself on focus is the control, not content it brings). Each call marks
 * what it saw, so the next one reports only what came after.
 */
function newlyShown(): string[] {
  const focused = document.activeElement && document.activeElement !== document.body ? document.activeElement : null;
  const fresh: string[] = [];
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
    if (element.dataset.shown === '1') continue;
    element.dataset.shown = '1';
    if (focused?.contains(element)) continue;
    fresh.push(`${element.tagName.toLowerCase()} “${element.textContent?.trim().slice(0, 40)}”`);
  }
  return fresh;
}

/**
 * Content that pointing at or tabbing to a control brings in must be dismissible without moving,
 * hoverable and persistent (1.4.13). The product shows none (its chart's readout is always there;
 * only its figures change), so anything that appears is reported.
 */
for (const person of PEOPLE) {
  test(`pointing at or tabbing to any control brings in no extra content: ${person.role}`, async ({ page }) => {
    test.setTimeout(240_000);
    if ('email' in person) await signIn(page, person.email, person.password);
    const found: string[] = [];
    for (const path of person.paths) {
      await open(page, path);
      await page.evaluate(newlyShown);
      const controls = page.locator('a[href]:visible, button:visible, input:visible, select:visible, summary:visible, [tabindex="0"]:visible');
      for (const control of await controls.all()) {
        // A control under the fixed header cannot be pointed at where it is: it is skipped.
        if (
          !(await control.hover({ timeout: 2_000 }).then(
            () => true,
            () => false,
          ))
        )
          continue;
        for (const shown of await page.evaluate(newlyShown))
          found.push(`${path}: pointing at ${await control.evaluate((element) => element.outerHTML.slice(0, 60))} shows ${shown}`);
      }
      await page.mouse.move(0, 0);
      await open(page, path);
      await page.evaluate(newlyShown);
      const stops = await controls.count();
      for (let stop = 0; stop < stops; stop += 1) {
        await page.keyboard.press('Tab');
        for (const shown of await page.evaluate(newlyShown))
          found.push(`${path}: tabbing to ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 60))} shows ${shown}`);
      }
    }
    expect(found).toEqual([]);
  });
}
