import { expect, type Page } from '@playwright/test';

/** The preview secret the e2e server is started with (playwright.config.ts). */
export const E2E_PREVIEW_SECRET = 'e2e-preview-secret-0123456789';

export const DEMO_MEMBER = { email: 'member@demo.example.org', password: 'DemoMember2026', name: 'Maria Garcia' };

export async function signInAsDemoMember(page: Page): Promise<void> {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(DEMO_MEMBER.email);
  await form.getByLabel('Password').fill(DEMO_MEMBER.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/my-weight-tracker$/);
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;
