import { expect, type Page } from '@playwright/test';
import { createTranslator, type AbstractIntlMessages } from 'use-intl/core';
import enUS from '../../../messages/en-US.json' with { type: 'json' };
import esES from '../../../messages/es-ES.json' with { type: 'json' };
import { bestPracticeViolations, wcagViolations } from './axe';
import { E2E_LOCALES, type E2eLocale } from './locales';
import { isMobile } from './shell';

/**
 * The accessibility sweep: each page loaded once per language, then each state one action away
 * from it, every one checked in light and dark mode with reduced motion asked for.
 *
 * The sweep finds its buttons by the words of messages/*.json rather than by copies of them: it
 * walks every page in both languages, and the words it clicks are not what it tests.
 */

const MESSAGES: Record<E2eLocale, AbstractIntlMessages> = { 'en-US': enUS, 'es-ES': esES };
export const PREFIX: Record<E2eLocale, string> = { 'en-US': '', 'es-ES': '/es-ES' };
const MODES = ['light', 'dark'] as const;

/** What a state's action gets: the page and the words of its language. */
export type Sweep = {
  page: Page;
  locale: E2eLocale;
  prefix: string;
  /** The message `key` ("Namespace.key") as the app formats it with `values` (plurals included). */
  t: (key: string, values?: Record<string, string | number>) => string;
  /** The message `key` as a pattern: each placeholder (or plural) matches any text. */
  r: (key: string) => RegExp;
};

export type SweepState = {
  name: string;
  /** A state that exists at one width only (the mobile menu below 1024 px). */
  width?: 'desktop' | 'mobile';
  /** The one action, waiting until the state shows. */
  enter: (s: Sweep) => Promise<void>;
  /**
   * Where the action changed the page (a CSS selector: the dialog, the form, the notifications),
   * for axe to look at; the rest was checked at rest. Without one, the whole page.
   */
  scope?: string | ((s: Sweep) => string);
  /** Back to where the next state starts from (a dialog closed). */
  leave?: (s: Sweep) => Promise<void>;
};

export type SweepPage = {
  /** The path without the language prefix. */
  path: string;
  /** Waits until the page at rest shows what it loads (a table, a chart). */
  ready?: (s: Sweep) => Promise<void>;
  states?: SweepState[];
};

function raw(locale: E2eLocale, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], MESSAGES[locale]);
  if (typeof value !== 'string') throw new Error(`no message ${key} in ${locale}`);
  return value;
}

/** The parts of a message outside its placeholders (each `{…}`, nested braces included). */
function literalParts(message: string): string[] {
  const parts = [''];
  let depth = 0;
  for (const char of message) {
    if (char === '{') {
      if (depth === 0) parts.push('');
      depth += 1;
    } else if (char === '}') depth -= 1;
    else if (depth === 0) parts[parts.length - 1] += char;
  }
  return parts;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function words(locale: E2eLocale): Omit<Sweep, 'page'> {
  const translate = createTranslator({ locale, messages: MESSAGES[locale] });
  return {
    locale,
    prefix: PREFIX[locale],
    t: (key, values) => translate(key as never, values as never),
    r: (key) => new RegExp(`^${literalParts(raw(locale, key)).map(escape).join('.*')}$`),
  };
}

/**
 * Link texts that say nothing of where a link goes (WCAG 2.4.4), in English and Spanish: the
 * list Lighthouse's link-text audit holds for both languages.
 */
const NON_DESCRIPTIVE_LINK_TEXTS = [
  ...['click here', 'click this', 'go', 'here', 'information', 'learn more', 'more', 'more info', 'more information', 'right here', 'read more', 'see more'],
  ...['start', 'this', 'click aquí', 'click aqui', 'clicka aquí', 'clicka aqui', 'pincha aquí', 'pincha aqui', 'aquí', 'aqui', 'más', 'mas'],
  ...['más información', 'más informacion', 'mas información', 'mas informacion', 'este', 'enlace', 'este enlace', 'empezar'],
];

/**
 * What axe does not check, on the page as it shows: a visible form control without a visible label
 * (a <label> or aria-labelledby pointing at visible text; a placeholder or aria-label alone is not
 * one), headings that are not an outline (one h1, no level skipped on the way down), and a link
 * whose text does not say where it goes.
 */
async function pageChecks(page: Page): Promise<string[]> {
  return page.evaluate((nonDescriptive) => {
    const found: string[] = [];
    const shows = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    };
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const name = element.getAttribute('name') ? `[name=${element.getAttribute('name')}]` : '';
      return `${element.tagName.toLowerCase()}${id}${name}`;
    };
    const visibleText = (element: Element | null) => !!element && shows(element) && (element as HTMLElement).innerText.trim().length > 0;
    const controls = document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
      'input:not([type=hidden]):not([type=submit]):not([type=button]):not([type=reset]), select, textarea',
    );
    for (const control of controls) {
      if (!shows(control) || control.closest('[aria-hidden=true], [inert]')) continue;
      const byLabel = [...(control.labels ?? [])].some((label) => visibleText(label));
      const byReference = (control.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .some((id) => visibleText(document.getElementById(id)));
      if (!byLabel && !byReference) found.push(`visible-label: ${describe(control)} has no visible label`);
    }
    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role=heading]')].filter(
      (heading) => heading.checkVisibility({ visibilityProperty: true }) && !heading.closest('[aria-hidden=true]'),
    );
    const levels = headings.map((heading) => Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1)));
    const ones = levels.filter((level) => level === 1).length;
    if (ones !== 1) found.push(`heading-outline: ${ones} h1 elements`);
    levels.forEach((level, index) => {
      // The page starts at the h1's level: a header's menu may hold h2s before the main content's h1.
      const before = index === 0 ? 1 : levels[index - 1]!;
      if (level > before + 1) found.push(`heading-outline: h${level} after h${before} ("${(headings[index] as HTMLElement).innerText.trim().slice(0, 40)}")`);
    });
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const text = link.innerText.trim().toLowerCase();
      if (shows(link) && nonDescriptive.includes(text))
        found.push(`link-text: "${link.innerText.trim()}" (${link.getAttribute('href')}) does not say where it goes`);
    }
    return found;
  }, NON_DESCRIPTIVE_LINK_TEXTS);
}

/** Animations and transitions still running longer than 0.1 s although the page was asked for reduced motion. */
async function motion(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .flatMap((animation) => {
        const timing = animation.effect?.getComputedTiming();
        const total = Number(timing?.activeDuration ?? 0);
        if (total <= 100) return [];
        const target = (animation.effect as KeyframeEffect | null)?.target;
        const what =
          animation instanceof CSSTransition ? `transition of ${animation.transitionProperty}` : `animation ${(animation as CSSAnimation).animationName}`;
        const where = target ? `${target.tagName.toLowerCase()}${target.id ? `#${target.id}` : ''}.${[...target.classList].slice(0, 3).join('.')}` : '?';
        return [`reduced-motion: ${what} (${total === Infinity ? 'endless' : `${Math.round(total)} ms`}) on ${where}`];
      }),
  );
}

/**
 * The state as it shows now, in both colour modes (the mode is followed live: no reload). The
 * dark mode changes colours only, so there only the colour rules run again.
 */
export async function checkState(page: Page, locale: E2eLocale, state: string, include?: string): Promise<string[]> {
  const found: string[] = [];
  for (const mode of MODES) {
    await page.emulateMedia({ colorScheme: mode, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveClass(mode === 'dark' ? /dark/ : /light/);
    for (const line of new Set(await motion(page))) found.push(`${locale} ${mode} ${state}: ${line}`);
    for (const line of await wcagViolations(page, { include, coloursOnly: mode === 'dark' })) found.push(`${locale} ${mode} ${state}: ${line}`);
    if (mode === 'light') for (const line of await pageChecks(page)) found.push(`${locale} ${state}: ${line}`);
    // The page at rest is held to axe's best practices too (serious and critical, as before the sweep).
    if (mode === 'light' && include === undefined) for (const line of await bestPracticeViolations(page)) found.push(`${locale} ${state}: ${line}`);
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  return found;
}

/**
 * Every page in both languages, at rest and in each of its states: what was found, one line each;
 * `scanned` gets each page-state with the number of its findings.
 */
export async function sweep(page: Page, pages: SweepPage[], scanned: string[] = []): Promise<string[]> {
  const found: string[] = [];
  const width = isMobile(page) ? 'mobile' : 'desktop';
  for (const locale of E2E_LOCALES) {
    const s: Sweep = { page, ...words(locale) };
    for (const { path, ready, states = [] } of pages) {
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
      await page.goto(`${s.prefix}${path}` || '/');
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      await ready?.(s);
      const before = found.length;
      const started = Date.now();
      found.push(...(await checkState(page, locale, path)));
      scanned.push(`${locale} ${path}: ${found.length - before} (${Date.now() - started} ms)`);
      for (const state of states) {
        if (state.width && state.width !== width) continue;
        await state.enter(s);
        const label = `${path} [${state.name}]`;
        const before = found.length;
        const started = Date.now();
        found.push(...(await checkState(page, locale, label, typeof state.scope === 'function' ? state.scope(s) : state.scope)));
        scanned.push(`${locale} ${label}: ${found.length - before} (${Date.now() - started} ms)`);
        await state.leave?.(s);
      }
    }
  }
  return found;
}

/** Closes the open dialog with Escape and waits until it is gone. */
export async function closeDialog({ page }: Sweep): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
}
