import { expect, test, type Page } from '@playwright/test';
import { DEMO_MEMBER, signInAsDemoMember } from './support/shell';

/** The analytics stand-in the e2e server is configured with (playwright.config.ts: the app's port + 2). */
const ANALYTICS_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 2}`;
const VIDEO_TITLE = 'Big Buck Bunny 60fps 4K - Official Blender Foundation Short Film';

/**
 * Every CSP violation the browser reports, on any page this test opens: the
 * `securitypolicyviolation` events (reported through a binding, which survives navigations) and
 * the console's "Refused to …" / Content Security Policy messages.
 */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation(
        `${event.violatedDirective} blocked ${event.blockedURI} at ${event.documentURI}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/content security policy|refused to/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

/** YouTube is not reachable from here: its embed answers a page of our own, inside the frame. */
async function fakeYoutubeEmbed(page: Page) {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title><p>YouTube player</p>' }),
  );
}

async function analyticsEvents(page: Page): Promise<{ n: string; u: string; d: string }[]> {
  const response = await page.request.get(`${ANALYTICS_URL}/events`);
  return (await response.json()) as { n: string; u: string; d: string }[];
}

test.describe('finding 8: pages run under the content security policy', () => {
  test('home: analytics, optimised images, and the consent-gated video, with no violation', async ({ page, baseURL }) => {
    const violations = await watchPolicy(page);
    await fakeYoutubeEmbed(page);
    const pageView = page.waitForResponse((r) => r.url() === `${ANALYTICS_URL}/api/event` && r.request().method() === 'POST');
    const response = await page.goto('/');
    const nonce = /'nonce-([^']+)'/.exec(response!.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce).toEqual(expect.any(String));

    // The analytics script ran (it carries the nonce) and its page view reached the host (connect-src).
    expect((await pageView).status()).toBe(202);
    expect((await analyticsEvents(page)).filter((e) => e.u === `${baseURL}/`)).toContainEqual({ n: 'pageview', u: `${baseURL}/`, d: 'tracker.e2e.test' });

    // Images through /_next/image: the content image and the video thumbnail (via /api/yt-image).
    const image = page.getByRole('img', { name: 'Neighbours walking together in the park at sunrise' });
    await expect(image).toHaveAttribute('src', /^\/_next\/image\?url=%2Fcontent%2F/);
    await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    const play = page.getByRole('button', { name: `Play video: ${VIDEO_TITLE}` });
    const thumbnail = play.locator('img');
    await expect(thumbnail).toHaveAttribute('src', /^\/_next\/image\?url=%2Fapi%2Fyt-image%2F/);
    await expect.poll(() => thumbnail.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);

    // Play (React handles the click, so the page's scripts run): the embed is inserted and loads in its frame.
    await expect(page.locator('iframe')).toHaveCount(0);
    await play.click();
    const embed = page.locator(`iframe[title="${VIDEO_TITLE}"]`);
    await expect(embed).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1');
    await expect(page.frameLocator(`iframe[title="${VIDEO_TITLE}"]`).getByText('YouTube player')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("login, then the dashboard: the sign-in form's script and the dashboard's data, with no violation", async ({ page }) => {
    const violations = await watchPolicy(page);
    await signInAsDemoMember(page);
    await expect(page.getByRole('heading', { name: 'My weight tracker' })).toBeVisible();
    // Filled in by the client from the API (TanStack Query): the page's scripts run.
    await expect(page.getByRole('region', { name: 'Daily weigh-in' }).getByLabel('Weight (lbs)')).toBeEditable();
    await expect(page.getByText('Total check-ins').first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("the colour mode's inline script runs before paint (it carries the nonce)", async ({ page }) => {
    const violations = await watchPolicy(page);
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('colour-mode', 'dark'));
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(violations).toEqual([]);
  });

  test('the API reference (/api/docs) renders the document under its own policy, from this origin only', async ({ page, baseURL }) => {
    const violations = await watchPolicy(page);
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(`${baseURL}/`) && !request.url().startsWith('data:')) elsewhere.push(request.url());
    });
    await page.goto('/api/docs');
    // Swagger UI's own markup (a page of several thousand elements): CSS finds it at once. Its
    // script builds the page from the document after load, which on a busy 2-core runner took over
    // the default 10 s once (the page was complete when the failure's snapshot was taken).
    await expect(page.locator('.swagger-ui .info .title')).toContainText('Community Weight Tracker API', { timeout: 30_000 });
    // A tag, then an operation, opens with its rules: the reference is built from /api/openapi.json by its script.
    await page.locator('h3.opblock-tag[data-tag="WeightLog"]').click();
    const getEntry = page.locator('.opblock-get').filter({ has: page.locator('.opblock-summary-path[data-path="/api/WeightLog/{id}"]') });
    await expect(getEntry.locator('.opblock-summary-description')).toHaveText('One of your own entries');
    await getEntry.locator('.opblock-summary').click();
    await expect(getEntry.locator('.opblock-description-wrapper')).toContainText("Another person's entry answers 404");
    expect(violations).toEqual([]);
    expect(elsewhere).toEqual([]);
  });
});

test.describe('finding 10: a sign-in never leaves the site', () => {
  const HOSTILE = [
    '/%09/evil.example.com',
    '/%0a/x',
    '/%0d%0a/evil.example.com',
    '//evil.example.com',
    '/%5c/evil.example.com',
    '/%2f%2fevil.example.com',
    '/.//evil.example.com',
    'https://evil.example.com/',
  ];

  test('signed in, /login?callbackUrl=<hostile> lands on the dashboard of this site (finding 11: no 500)', async ({ page, baseURL }) => {
    await signInAsDemoMember(page);
    for (const target of HOSTILE) {
      const response = await page.goto(`/login?callbackUrl=${target}`);
      expect(response!.status(), target).toBe(200);
      expect(page.url(), target).toBe(`${baseURL}/my-weight-tracker`);
      await expect(page.getByRole('heading', { name: 'My weight tracker' })).toBeVisible();
    }
  });

  test('signing in from /login?callbackUrl=/%09/evil.example.com ends on this site', async ({ page, baseURL }) => {
    await page.goto('/login?callbackUrl=/%09/evil.example.com');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(DEMO_MEMBER.email);
    await form.getByLabel('Password').fill(DEMO_MEMBER.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${baseURL}/my-weight-tracker`);
  });

  test('a same-site callbackUrl is still followed after sign-in', async ({ page, baseURL }) => {
    await page.goto(`/login?callbackUrl=${encodeURIComponent('/pages/about?from=mail')}`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(DEMO_MEMBER.email);
    await form.getByLabel('Password').fill(DEMO_MEMBER.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${baseURL}/pages/about?from=mail`);
  });
});
