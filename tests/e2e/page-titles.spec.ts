import { expect, test } from '@playwright/test';
import { DEMO_MEMBER } from './support/shell';
import { signIn, type E2eLocale } from './support/sign-in';

// Every page had the same <title> and the app had no icon;
// a manifest per language makes the app installable, opening on the dashboard.

const TITLES = {
  'en-US': {
    prefix: '',
    app: 'Community Weight Tracker',
    short: 'Weight Tracker',
    public: { '/login': 'Login or register', '/forgot-password': 'Forgot password', '/pages/about': 'About the program', '/no-such-page': 'Page not found' },
    signedIn: { '/my-weight-tracker': 'My weight tracker', '/account/profile': 'Profile', '/link-accounts': 'Link external accounts' },
  },
  'es-ES': {
    prefix: '/es-ES',
    app: 'Registro Comunitario de Peso',
    short: 'Registro de Peso',
    public: {
      '/login': 'Iniciar sesión o registrarse',
      '/forgot-password': 'Contraseña olvidada',
      '/pages/about': 'Sobre el programa',
      '/no-such-page': 'Página no encontrada',
    },
    signedIn: { '/my-weight-tracker': 'Mi registro de peso', '/account/profile': 'Perfil', '/link-accounts': 'Vincular cuentas externas' },
  },
} as const;

for (const [locale, w] of Object.entries(TITLES)) {
  test(`${locale}: each page has its own title, the home page the app's name`, async ({ page }) => {
    await page.goto(w.prefix || '/');
    await expect(page).toHaveTitle(w.app);
    for (const [path, title] of Object.entries(w.public)) {
      await page.goto(`${w.prefix}${path}`);
      await expect(page).toHaveTitle(`${title} · ${w.app}`);
    }
    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password, locale as E2eLocale);
    for (const [path, title] of Object.entries(w.signedIn)) {
      await page.goto(`${w.prefix}${path}`);
      await expect(page).toHaveTitle(`${title} · ${w.app}`);
    }
  });

  test(`${locale}: the page links an icon and a manifest in its language that opens on the dashboard`, async ({ page, request }) => {
    await page.goto(w.prefix || '/');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/icons/icon.svg');
    const iconAnswer = await request.get('/icons/icon.svg');
    expect(iconAnswer.status()).toBe(200);
    expect(iconAnswer.headers()['content-type']).toBe('image/svg+xml');
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');
    await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe(`/${locale}/manifest.webmanifest`);
    const answer = await request.get(manifestHref!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(await answer.json()).toEqual({
      id: '/',
      name: w.app,
      short_name: w.short,
      description: locale === 'en-US' ? 'Together toward one million pounds' : 'Juntos hacia un millón de libras',
      lang: locale,
      start_url: `${w.prefix}/my-weight-tracker`,
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
    for (const { src } of (await answer.json()).icons as { src: string }[]) {
      const png = await request.get(src);
      expect(png.status()).toBe(200);
      expect(png.headers()['content-type']).toBe('image/png');
    }
  });
}
