import { expect, type Locator, type Page } from '@playwright/test';
import { signIn } from './sign-in';

/** The preview secret the e2e server is started with (playwright.config.ts). */
export const E2E_PREVIEW_SECRET = 'e2e-preview-secret-0123456789';

export const DEMO_MEMBER = { email: 'member@demo.example.org', password: 'DemoMember2026', name: 'Maria Garcia' };

export async function signInAsDemoMember(page: Page): Promise<void> {
  await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
}

/**
 * Opens what a menu button controls (account menu, side sheet), unless it is open: one click, once
 * the button is hydrated (a click before that does nothing).
 */
export async function openMenuButton(button: Locator): Promise<void> {
  if ((await button.getAttribute('aria-expanded')) !== 'true') await (await hydratedControl(button)).click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

/**
 * `target` once the page has hydrated (the app marks `<html data-hydrated>`), so its handlers
 * answer: a click or a check on a server-rendered control before that is lost, or undone by hydration.
 */
export async function hydratedControl(target: Locator): Promise<Locator> {
  await expect(target.page().locator('html[data-hydrated]'), 'the page hydrated').toHaveCount(1);
  return target;
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;
