import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { createVerifiedAccount } from '../support/e2e-mail';
import { localDay, signedInApi } from './support/api';
import { hydratedControl } from './support/shell';
import { signIn } from './support/sign-in';
import { forEachLocale } from './support/locales';

/** What the share flow reads and clicks, per locale (exactly as messages/<locale>.json has it). */
const words = {
  'en-US': {
    prefix: '',
    shareOpen: 'Share progress',
    shareTitle: 'Share your progress',
    includeWeight: 'Include the weight I have lost',
    hashtags: 'Hashtags',
    createLink: 'Create share link',
    linkLabel: 'Your share link',
    copyMessage: 'Copy message for Facebook',
    copied: 'Copied.',
    shareX: 'Share on X',
    shareFacebook: 'Share on Facebook',
    links: 'Your share links',
    revoke: /^Revoke the link made /,
    revoked: 'Link revoked.',
    noLinks: 'You have no share links.',
    message: "I'm working toward my goal with our community weight tracker! I have lost 2 lbs so far.",
    title: (name: string) => `${name}'s progress`,
    goal: '20%',
    streak: '2 days',
    weightLost: '2 lbs',
    notFound: 'Page not found',
  },
  'es-ES': {
    prefix: '/es-ES',
    shareOpen: 'Compartir progreso',
    shareTitle: 'Comparte tu progreso',
    includeWeight: 'Incluir el peso que he perdido',
    hashtags: 'Etiquetas',
    createLink: 'Crear enlace para compartir',
    linkLabel: 'Tu enlace para compartir',
    copyMessage: 'Copiar mensaje para Facebook',
    copied: 'Copiado.',
    shareX: 'Compartir en X',
    shareFacebook: 'Compartir en Facebook',
    links: 'Tus enlaces compartidos',
    revoke: /^Revocar el enlace creado el /,
    revoked: 'Enlace revocado.',
    noLinks: 'No tienes enlaces compartidos.',
    message: '¡Estoy avanzando hacia mi objetivo con el registro de peso de nuestra comunidad! He perdido 2 lb hasta ahora.',
    title: (name: string) => `El progreso de ${name}`,
    goal: '20 %',
    streak: '2 días',
    weightLost: '2 lb',
    notFound: 'Página no encontrada',
  },
} as const;

/** Serious or critical axe findings on the page (or inside `include`), in light then dark mode. */
async function axeInBothModes(page: Page, include?: string): Promise<string[]> {
  const found: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: mode });
    await expect(page.locator('html')).toHaveClass(new RegExp(mode));
    for (const v of await seriousViolations(page, include)) found.push(`${mode} ${v}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}

/** The link's page as someone who is not signed in sees it: a browser context of its own. */
async function openSignedOut(browser: Browser, url: string, viewport: { width: number; height: number } | null) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const response = await page.goto(url);
  return { context, page, status: response?.status() };
}

forEachLocale(words, (w, locale) => {
  test(`${locale}: a share makes a link of its own, its public page carries the card tags and image, and revoking it leaves nothing personal`, async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    const firstName = `Sharla${randomUUID().slice(0, 4)}`;
    const email = `share-${randomUUID().slice(0, 8)}@example.org`;
    await createVerifiedAccount(page, email, 'GoodPass123', { firstName, lastName: 'Linker' });
    await signIn(page, email, 'GoodPass123', locale);
    // Two days in a row, 200 → 198 lbs, toward 190: 20% of the way, a 2-day streak.
    const api = await signedInApi(page);
    await api.send('POST', '/api/WeightLog/log-weight', 201, { weight: 200, logDate: localDay(-1) });
    await api.send('POST', '/api/WeightLog/log-weight', 201, { weight: 198, logDate: localDay(0) });
    await api.send('POST', '/api/WeightLossGoal', 201, { goalWeight: 190 });
    await page.reload();

    await (await hydratedControl(page.getByRole('button', { name: w.shareOpen }))).click();
    const dialog = page.getByRole('dialog', { name: w.shareTitle });
    await dialog.getByLabel(w.includeWeight).check();
    await dialog.getByLabel(w.hashtags).fill('#Community Challenge, #WeightLoss');
    await dialog.getByRole('button', { name: w.createLink }).click();
    const linkField = dialog.getByLabel(w.linkLabel, { exact: true });
    await expect(linkField).toHaveValue(new RegExp(`^${baseURL}${w.prefix}/s/[A-Za-z0-9_-]{22}$`));
    const url = await linkField.inputValue();

    // X gets the text, the link and every hashtag ("Community Challenge" is one tag); Facebook the link.
    const x = new URL((await dialog.getByRole('link', { name: w.shareX }).getAttribute('href'))!);
    expect(x.origin + x.pathname).toBe('https://x.com/intent/tweet');
    expect(x.searchParams.get('text')).toBe(w.message);
    expect(x.searchParams.get('url')).toBe(url);
    expect(x.searchParams.get('hashtags')).toBe('CommunityChallenge,WeightLoss');
    const facebook = new URL((await dialog.getByRole('link', { name: w.shareFacebook }).getAttribute('href'))!);
    expect(facebook.searchParams.get('u')).toBe(url);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await dialog.getByRole('button', { name: w.copyMessage }).click();
    await expect(dialog.getByRole('status')).toHaveText(w.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${w.message} #CommunityChallenge #WeightLoss ${url}`);
    const links = dialog.getByRole('region', { name: w.links }).getByRole('listitem');
    await expect(links).toHaveCount(1);
    await expect(links).toContainText(new URL(url).pathname.replace(w.prefix, ''));
    expect(await axeInBothModes(page, 'dialog')).toEqual([]);

    // Signed out, the page shows the live figures, the tags and the card (a PNG from our own origin).
    const visitor = await openSignedOut(browser, url, page.viewportSize());
    expect(visitor.status).toBe(200);
    await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(w.title(firstName));
    await expect(visitor.page.getByTestId('share-goal').locator('dd').first()).toHaveText(w.goal);
    await expect(visitor.page.getByTestId('share-streak').locator('dd')).toHaveText(w.streak);
    await expect(visitor.page.getByTestId('share-weightLost').locator('dd')).toHaveText(w.weightLost);
    await expect(visitor.page.locator('meta[property="og:title"]')).toHaveAttribute('content', w.title(firstName));
    const image = visitor.page.locator('meta[property="og:image"]');
    const imageUrl = `${baseURL}/api/Share/${url.split('/s/')[1]}/image?locale=${locale}`;
    await expect(image).toHaveAttribute('content', imageUrl);
    await expect(visitor.page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(visitor.page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', imageUrl);
    const png = await visitor.page.request.get(imageUrl);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    await expect.poll(() => visitor.page.getByTestId('share-card').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
    expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeInBothModes(visitor.page)).toEqual([]);

    // Revoked from the dialog: the list empties, the page is the not-found page, the image 404.
    await links.getByRole('button', { name: w.revoke }).click();
    await expect(dialog.getByRole('status')).toHaveText(w.revoked);
    await expect(dialog.getByText(w.noLinks)).toBeVisible();
    await expect(linkField).toBeHidden();
    const gone = await visitor.page.goto(url);
    expect(gone?.status()).toBe(404);
    await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(w.notFound);
    await expect(visitor.page.locator('body')).not.toContainText(firstName);
    await expect(visitor.page.locator('meta[property="og:title"]')).toHaveCount(0);
    await expect(visitor.page.locator('meta[property="og:image"]')).toHaveCount(0);
    expect((await visitor.page.request.get(imageUrl)).status()).toBe(404);
    await visitor.context.close();
  });
});
