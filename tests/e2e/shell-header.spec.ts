import { expect, test } from '@playwright/test';
import { DEMO_MEMBER, isMobile, openMenuButton, signInAsDemoMember } from './support/shell';

test('a visitor sees Home, the coalition site and Login; the account menu offers Login / Register', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Community Weight Tracker home' })).toHaveAttribute('href', '/');
  // Below 640 px the logo stands alone: the name would be cut to "Community …" (defect 4).
  const title = header.getByText('Community Weight Tracker', { exact: true });
  if ((page.viewportSize()?.width ?? 1280) < 640) await expect(title).toBeHidden();
  else await expect(title).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/login');
  await expect(header.getByRole('link', { name: 'Weigh In' })).toHaveCount(0);

  if (isMobile(page)) {
    await openMenuButton(header.getByRole('button', { name: 'Open menu' }));
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Coalition site' })).toHaveAttribute('href', 'https://coalition.example.org/');
    await expect(sheet.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await page.keyboard.press('Escape');
  } else {
    const nav = header.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Coalition site' })).toHaveAttribute('href', 'https://coalition.example.org/');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden();
  }

  await openMenuButton(header.getByRole('button', { name: 'Account menu' }));
  await expect(header.getByRole('link', { name: 'Login / Register' })).toHaveAttribute('href', '/login');
  await expect(header.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('a signed-in person gets Weigh In, Dashboard and the account menu with their name', async ({ page }) => {
  await signInAsDemoMember(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Weigh In' })).toHaveAttribute('href', '/my-weight-tracker');
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);

  if (isMobile(page)) await openMenuButton(header.getByRole('button', { name: 'Open menu' }));
  const links = isMobile(page) ? page.getByRole('dialog', { name: 'Menu' }) : header.getByRole('navigation', { name: 'Main' });
  await expect(links.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/my-weight-tracker#dashboard-section');
  if (isMobile(page)) await page.keyboard.press('Escape');

  await openMenuButton(header.getByRole('button', { name: `Account menu for ${DEMO_MEMBER.name}` }));
  await expect(header.getByText(DEMO_MEMBER.name, { exact: true }).last()).toBeVisible();
  await expect(header.getByRole('link', { name: 'Organization Management' })).toHaveAttribute('href', '/account/org-management');
  await expect(header.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/account/profile');
  await expect(header.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login / Register' })).toHaveCount(0);
  // Escape closes the menu and gives focus back to its button.
  await page.keyboard.press('Escape');
  await expect(header.getByRole('link', { name: 'Profile' })).toHaveCount(0);
  await expect(header.getByRole('button', { name: `Account menu for ${DEMO_MEMBER.name}` })).toBeFocused();
});

test('the header turns translucent with a shadow once the page is scrolled', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const shadow = () => header.evaluate((el) => getComputedStyle(el).boxShadow);
  await expect(header).toHaveCSS('position', 'fixed');
  expect(await shadow()).toBe('none');
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect.poll(shadow).not.toBe('none');
  const background = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).toMatch(/(rgba\(.*, 0\.8\)|oklab|color-mix|\/ 0\.8)/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

test('at lg and wider the links sit in the header, in order, with no menu button', async ({ page }) => {
  // Whatever the project's screen: this is the 1280 px layout.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden();
  const nav = header.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Coalition site', 'About']);
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Coalition site' })).toHaveAttribute('href', 'https://coalition.example.org/');
  // A link in the row goes there by keyboard and becomes the current page.
  await nav.getByRole('link', { name: 'About' }).press('Enter');
  await expect(page).toHaveURL(/\/pages\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About the program' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
});

test('below lg the side sheet opens and closes by keyboard and keeps focus inside', async ({ page }) => {
  // Whatever the project's screen: this is the 360 px layout, where the links live in the sheet.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const openButton = page.getByRole('button', { name: 'Open menu' });
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeHidden();
  await openButton.focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet).toBeVisible();
  await expect(openButton).toHaveAttribute('aria-expanded', 'true');
  // Focus starts inside and Tab cycles there, whatever the number of presses.
  for (let i = 0; i < 8; i += 1) {
    expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Shift+Tab');
  expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(openButton).toBeFocused();
  // A link in the sheet goes there and closes it.
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'About' }).press('Enter');
  await expect(page).toHaveURL(/\/pages\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About the program' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
});

test('switching language keeps the path and the query, and marks the current language', async ({ page }) => {
  await signInAsDemoMember(page);
  await page.goto('/my-weight-tracker?x=1');
  const header = page.getByRole('banner');
  await openMenuButton(header.getByRole('button', { name: /^Account menu/ }));
  await expect(header.getByRole('link', { name: 'English (en-US)' })).toHaveAttribute('aria-current', 'true');
  await header.getByRole('link', { name: 'Español (es-ES)' }).click();
  await expect(page).toHaveURL(/\/es-ES\/my-weight-tracker\?x=1$/);
  await expect(page.getByRole('heading', { name: 'Mi registro de peso' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');

  await header.getByRole('button', { name: /^Menú de la cuenta/ }).click();
  await expect(header.getByRole('link', { name: 'Español (es-ES)' })).toHaveAttribute('aria-current', 'true');
  await expect(header.getByRole('link', { name: 'Perfil' })).toBeVisible();
  await header.getByRole('link', { name: 'English (en-US)' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/my-weight-tracker' && url.search === '?x=1');
  await expect(page.getByRole('heading', { name: 'My weight tracker' })).toBeVisible();
});

test('the colour mode is stored and applied before the page paints', async ({ page }) => {
  await page.goto('/');
  await openMenuButton(page.getByRole('button', { name: 'Account menu' }));
  await expect(page.getByRole('radio', { name: 'System' })).toBeChecked();
  // Counts the transition guards the change adds to <head> (colour-mode-section.tsx).
  await page.evaluate(() => {
    const seen = window as unknown as { transitionGuards: number };
    seen.transitionGuards = 0;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node instanceof HTMLStyleElement && node.textContent?.includes('transition:none')) seen.transitionGuards++;
    }).observe(document.head, { childList: true });
  });
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveClass(/dark/);
  // Transitions were suspended for the change (nothing fades between palettes), then restored.
  expect(await page.evaluate(() => (window as unknown as { transitionGuards: number }).transitionGuards)).toBe(1);
  await expect(page.locator('head style', { hasText: 'transition:none' })).toHaveCount(0);
  await page.reload({ waitUntil: 'domcontentloaded' });
  // Set by next-themes' inline script during parsing, before React runs: no light flash.
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  await openMenuButton(page.getByRole('button', { name: 'Account menu' }));
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await page.getByRole('radio', { name: 'Light' }).check();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});
