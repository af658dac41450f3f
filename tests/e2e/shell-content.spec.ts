import { expect, test } from '@playwright/test';
import { E2E_PREVIEW_SECRET, signInAsDemoMember } from './support/shell';

test('the footer lists its links in DisplayOrder, then the accessibility statement; the primary button depends on the session', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Footer' }).getByRole('link')).toHaveText(['About the program', 'Contact', 'Privacy', 'Accessibility']);
  await expect(footer.getByRole('link', { name: "Log today's weight" })).toHaveAttribute('href', '/login');
  await expect(footer.getByRole('link', { name: /Follow us on Facebook/ })).toHaveAttribute('href', 'https://www.facebook.com/');

  await signInAsDemoMember(page);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: "Log today's weight" })).toHaveAttribute('href', '/my-weight-tracker');

  await page.goto('/es-ES');
  await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'Pie de página' }).getByRole('link')).toHaveText([
    'Sobre el programa',
    'Contacto',
    'Privacidad',
    'Accesibilidad',
  ]);
});

test('the home page comes from content: tall narrow images float left with a 40px margin', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Track your weight. Lift your community.' })).toBeVisible();
  const image = page.getByRole('img', { name: 'Neighbours walking together in the park at sunrise' });
  await expect(image).toHaveAttribute('src', /\/_next\/image\?url=%2Fcontent%2Fcommunity-walk\.png&w=\d+&q=75/);
  expect(await image.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  const width = page.viewportSize()!.width;
  const style = await image.evaluate((el) => ({ float: getComputedStyle(el).float, margin: getComputedStyle(el).marginRight }));
  // From the sm breakpoint up; at 360 px the image takes the full width instead.
  expect(style).toEqual(width >= 640 ? { float: 'left', margin: '40px' } : { float: 'none', margin: '0px' });
});

test('hidden pages show only in preview; the banner disables it and reloads', async ({ page }) => {
  await page.goto('/pages/spring-challenge');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('Preview mode enabled')).toHaveCount(0);

  await page.goto(`/api/preview?secret=${E2E_PREVIEW_SECRET}&redirect=/pages/spring-challenge`);
  await expect(page).toHaveURL(/\/pages\/spring-challenge$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Spring challenge (draft)' })).toBeVisible();
  const banner = page.getByRole('region', { name: 'Preview mode' });
  await expect(banner).toContainText('Preview mode enabled');
  // The header and the content move down by the banner's 48px.
  expect(await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().top)).toBe(48);

  await banner.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('Preview mode enabled')).toHaveCount(0);
  expect(await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
});

test('a wrong preview secret is refused with problem+json', async ({ request }) => {
  const response = await request.get('/api/preview?secret=not-the-secret');
  expect(response.status()).toBe(401);
  expect(response.headers()['content-type']).toContain('application/problem+json');
});

test('the video waits for consent, then plays by keyboard', async ({ page }) => {
  await page.goto('/');
  const play = page.getByRole('button', { name: 'Play video: Big Buck Bunny 60fps 4K - Official Blender Foundation Short Film' });
  await expect(play).toBeVisible();
  await expect(page.getByText('This video plays from YouTube. YouTube may set cookies and collect data about you.')).toBeVisible();
  const thumbnail = play.locator('img');
  await expect(thumbnail).toHaveAttribute('src', /\/_next\/image\?url=%2Fapi%2Fyt-image%2Faqz-KE-bpKQ&w=\d+&q=75/);
  expect(await thumbnail.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  await expect(page.locator('iframe')).toHaveCount(0);

  await play.focus();
  await page.keyboard.press('Enter');
  const embed = page.locator('iframe[title="Big Buck Bunny 60fps 4K - Official Blender Foundation Short Film"]');
  await expect(embed).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1');

  await page.reload();
  await page.getByRole('button', { name: /^Play video/ }).focus();
  await page.keyboard.press('Space');
  await expect(page.locator('iframe')).toHaveAttribute('src', /autoplay=1/);
});

test("a title that cannot be had shows 'Unknown Title'", async ({ page, baseURL }) => {
  // The page's video is asked for as the fake YouTube's unknown id (tests/support/fake-youtube.mjs):
  // the app's own route answers, after its upstream said 404.
  await page.route('**/api/yt-title/aqz-KE-bpKQ', (route) => route.continue({ url: `${baseURL}/api/yt-title/NOTFOUND404` }));
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/yt-title/'));
  await page.goto('/es-ES');
  expect(await (await answer).json()).toEqual({ title: 'Unknown Title', found: false });
  await expect(page.getByRole('button', { name: 'Reproducir vídeo: Título desconocido' })).toBeVisible();
  await expect(page.getByRole('figure').getByText('Título desconocido', { exact: true })).toBeVisible();
});
