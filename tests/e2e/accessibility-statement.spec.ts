import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { e2eEmail, e2eMailDir } from '../support/e2e-mail';
import { mailsTo, waitForMail } from '../support/mailbox';
import { seriousViolations } from './support/axe';
import { forEachLocale } from './support/locales';
import { KeyboardUser } from './support/keyboard';
import { hydratedControl } from './support/shell';

/** ACCESSIBILITY_FEEDBACK_EMAIL's default: the e2e servers do not set it. */
const COALITION = 'accessibility@localhost';

const TEST_FILES = [
  'tests/e2e/accessibility-sweep-*.spec.ts',
  'tests/e2e/keyboard-journeys.spec.ts',
  'tests/e2e/reflow-and-spacing.spec.ts',
  'tests/e2e/text-equivalents.spec.ts',
  'tests/unit/reading-level.test.ts',
];

/** The files a name on the statement stands for (a `*` stands for any part of a file name). */
function filesMatching(name: string): string[] {
  const pattern = new RegExp(`^${path.basename(name).replace(/\./g, '\\.').replace(/\*/g, '[^/]*')}$`);
  return readdirSync(path.dirname(name)).filter((file) => pattern.test(file));
}

/** The statement's words in each language (messages/*.json, Accessibility and AccessibilityMail). */
const WORDS = {
  'en-US': {
    home: '/',
    footer: 'Footer',
    link: 'Accessibility',
    title: 'Accessibility statement · Community Weight Tracker',
    heading: 'Accessibility statement',
    outline: ['The standard we follow', 'How we check the site', 'Known limits', 'When we last checked', 'Tell us about a problem'],
    standard: 'We follow the Web Content Accessibility Guidelines (WCAG) 2.1, level AA.',
    goal: 'Our goal is to meet all of it.',
    reviewed: 'We last reviewed the site and this statement on November 28, 2026.',
    answerTime: 'We aim to answer within 5 working days.',
    form: 'Report a problem',
    problem: 'What is the problem?',
    page: 'Which page was it on? (optional)',
    name: 'Your name (optional)',
    email: 'Your email (optional)',
    send: 'Send',
    required: 'Tell us what the problem is.',
    sent: (email: string) => `Thank you. We got your message, and we sent a note to ${email}. We aim to answer within 5 working days.`,
    reportSubject: 'New accessibility report',
    confirmationSubject: 'We got your accessibility report',
  },
  'es-ES': {
    home: '/es-ES',
    footer: 'Pie de página',
    link: 'Accesibilidad',
    title: 'Declaración de accesibilidad · Registro Comunitario de Peso',
    heading: 'Declaración de accesibilidad',
    outline: ['La norma que seguimos', 'Cómo revisamos el sitio', 'Límites conocidos', 'Cuándo lo revisamos', 'Avísanos de un problema'],
    standard: 'Seguimos las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.1, nivel AA.',
    goal: 'Nuestro objetivo es cumplirla por completo.',
    reviewed: 'Revisamos el sitio y esta declaración por última vez el 28 de noviembre de 2026.',
    answerTime: 'Nuestro objetivo es responder en 5 días hábiles o menos.',
    form: 'Informar de un problema',
    problem: '¿Cuál es el problema?',
    page: '¿En qué página estabas? (opcional)',
    name: 'Tu nombre (opcional)',
    email: 'Tu correo electrónico (opcional)',
    send: 'Enviar',
    required: 'Cuéntanos cuál es el problema.',
    sent: (email: string) => `Gracias. Recibimos tu mensaje y enviamos un aviso a ${email}. Nuestro objetivo es responder en 5 días hábiles o menos.`,
    reportSubject: 'Nuevo informe de accesibilidad',
    confirmationSubject: 'Recibimos tu informe de accesibilidad',
  },
} as const;

forEachLocale(WORDS, (w, locale) => {
  test(`${locale}: the footer's link opens the statement by keyboard; it names the standard, the tests and the review date`, async ({ page }) => {
    await page.goto(w.home);
    await hydratedControl(page.locator('body'));
    const keyboard = new KeyboardUser(page);
    await keyboard.tabTo(page.getByRole('contentinfo').getByRole('navigation', { name: w.footer }).getByRole('link', { name: w.link, exact: true }), {
      maxStops: 150,
    });
    expect(keyboard.problems).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(locale === 'en-US' ? /\/accessibility$/ : /\/es-ES\/accessibility$/);
    await expect(page).toHaveTitle(w.title);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText([w.heading]);
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([...w.outline]);
    await expect(main.getByText(w.standard)).toContainText(w.goal);
    for (const file of TEST_FILES) {
      await expect(main.locator('code', { hasText: file })).toHaveCount(1);
      // The statement names tests that exist.
      expect(filesMatching(file), file).not.toEqual([]);
    }
    await expect(main.getByText(w.reviewed)).toBeVisible();
    await expect(main.locator('time')).toHaveAttribute('datetime', '2026-11-28');
    await expect(main.getByText(w.answerTime)).toBeVisible();
    await expect(main.getByRole('link', { name: COALITION })).toHaveAttribute('href', `mailto:${COALITION}`);
  });

  test(`${locale}: a report with an email reaches the coalition and the sender; the form says so and empties`, async ({ page }) => {
    const mark = `e2e-${randomUUID()}`;
    const email = e2eEmail('a11y-reporter');
    await page.goto(`${w.home === '/' ? '' : w.home}/accessibility`);
    const form = page.getByRole('form', { name: w.form });
    await form.getByLabel(w.problem).fill(`The weigh-in date field reads out no label. ${mark}`);
    await form.getByLabel(w.page).fill('/my-weight-tracker');
    await form.getByLabel(w.name).fill('Sam Reporter');
    await form.getByLabel(w.email).fill(email);
    await (await hydratedControl(form.getByRole('button', { name: w.send }))).click();

    await expect(form.getByRole('status')).toHaveText(w.sent(email));
    for (const field of [w.problem, w.page, w.name, w.email]) await expect(form.getByLabel(field)).toHaveValue('');

    const confirmation = await waitForMail(e2eMailDir(), email);
    expect(confirmation.subject).toBe(w.confirmationSubject);
    expect(confirmation.text).not.toContain(mark);
    const reports = mailsTo(e2eMailDir(), COALITION).filter((mail) => mail.text.includes(mark));
    expect(reports).toHaveLength(1);
    expect(reports[0]!.subject).toBe(w.reportSubject);
    expect(reports[0]!.text).toContain(`The weigh-in date field reads out no label. ${mark}`);
    expect(reports[0]!.text).toContain('/my-weight-tracker');
    expect(reports[0]!.text).toContain('Sam Reporter');
    expect(reports[0]!.text).toContain(email);
  });

  test(`${locale}: an empty report shows the error under the field, tied to it, and takes the focus there`, async ({ page }) => {
    await page.goto(`${w.home === '/' ? '' : w.home}/accessibility`);
    const form = page.getByRole('form', { name: w.form });
    await (await hydratedControl(form.getByRole('button', { name: w.send }))).click();
    const problem = form.getByLabel(w.problem);
    await expect(problem).toBeFocused();
    await expect(problem).toHaveAttribute('aria-invalid', 'true');
    await expect(problem).toHaveAccessibleDescription(new RegExp(`${w.required.replace(/[.?]/g, '\\$&')}$`));
    await expect(form.getByText(w.required)).toBeVisible();
    await expect(form.getByRole('status')).toHaveText('');
  });
});

test('the statement, its form and its error state have no serious or critical axe violations, in both languages and colour modes', async ({ page }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  for (const [locale, w] of Object.entries(WORDS)) {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${w.home === '/' ? '' : w.home}/accessibility`);
    await page.waitForLoadState('networkidle');
    for (const state of ['empty', 'error'] as const) {
      if (state === 'error') {
        await (await hydratedControl(page.getByRole('button', { name: w.send }))).click();
        await expect(page.getByText(w.required)).toBeVisible();
      }
      for (const mode of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: mode });
        await expect(page.locator('html')).toHaveClass(mode === 'dark' ? /dark/ : /light/);
        for (const v of await seriousViolations(page)) found.push(`${locale} ${mode} ${state}: ${v}`);
      }
      await page.emulateMedia({ colorScheme: 'light' });
    }
  }
  expect(found).toEqual([]);
});
