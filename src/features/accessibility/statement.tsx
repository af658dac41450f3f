import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useFormatDay } from '@/i18n/use-format-day';
import { ACCESSIBILITY_LAST_REVIEWED, ACCESSIBILITY_RESPONSE_WORKING_DAYS } from '@/lib/schemas/accessibility-statement';
import { FeedbackForm } from './feedback-form';

/** The tests the statement names, each with the file that holds it, so a reader can look them up. */
const TESTS = [
  { text: 'testAxe', file: 'tests/e2e/accessibility-sweep-*.spec.ts' },
  { text: 'testKeyboard', file: 'tests/e2e/keyboard-journeys.spec.ts' },
  { text: 'testReflow', file: 'tests/e2e/reflow-and-spacing.spec.ts' },
  { text: 'testTextEquivalents', file: 'tests/e2e/text-equivalents.spec.ts' },
  { text: 'testReading', file: 'tests/unit/reading-level.test.ts' },
] as const;

const LIMITS = ['limitVideo', 'limitContent', 'limitChart'] as const;

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The accessibility statement: the standard, how the site is tested, what is known not to meet
 * it, when it was last reviewed, and how to report a problem (the form at its end).
 */
export function AccessibilityStatement({ feedbackEmail }: { feedbackEmail: string }) {
  const t = useTranslations('Accessibility');
  const formatDay = useFormatDay();
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-8 text-lg leading-relaxed text-slate-800">
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{t('title')}</h1>
        <p>{t('intro')}</p>
      </div>
      <Part id="a11y-standard" title={t('standardHeading')}>
        <p>{t('standardText')}</p>
      </Part>
      <Part id="a11y-testing" title={t('testingHeading')}>
        <p>{t('testingIntro')}</p>
        <ul className="flex list-disc flex-col gap-3 pl-6">
          {TESTS.map(({ text, file }) => (
            <li key={file}>
              {t(text)}{' '}
              <span className="text-base text-slate-700">
                {t('testFile')} <code className="break-all font-mono text-sm">{file}</code>
              </span>
            </li>
          ))}
        </ul>
        <p>{t('testingLimit')}</p>
      </Part>
      <Part id="a11y-limits" title={t('limitsHeading')}>
        <p>{t('limitsIntro')}</p>
        <ul className="flex list-disc flex-col gap-3 pl-6">
          {LIMITS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </Part>
      <Part id="a11y-review" title={t('reviewHeading')}>
        <p>
          {t.rich('reviewText', {
            date: formatDay(ACCESSIBILITY_LAST_REVIEWED, { dateStyle: 'long' }),
            time: (chunks) => <time dateTime={ACCESSIBILITY_LAST_REVIEWED}>{chunks}</time>,
          })}
        </p>
      </Part>
      <Part id="a11y-feedback" title={t('feedbackHeading')}>
        <p>{t('feedbackIntro', { days: ACCESSIBILITY_RESPONSE_WORKING_DAYS })}</p>
        <p>
          {t.rich('feedbackByMail', {
            email: feedbackEmail,
            link: (chunks) => (
              <a href={`mailto:${feedbackEmail}`} className="break-all text-brand-700 underline">
                {chunks}
              </a>
            ),
          })}
        </p>
        <FeedbackForm />
      </Part>
    </article>
  );
}
