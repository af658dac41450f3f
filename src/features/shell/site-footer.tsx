import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import type { Footer } from '@/lib/content';

const ACCESSIBILITY_PATH = '/accessibility';

/**
 * The footer from the content service: links in DisplayOrder, the primary and Facebook buttons.
 * The accessibility statement's link is the app's own and always last, also when the content
 * service has no footer (then it is the footer's only link), so the statement is reachable from
 * every page whatever the editors publish.
 */
export async function SiteFooter({ footer, signedIn }: { footer: Footer | null; signedIn: boolean }) {
  const t = await getTranslations('Footer');
  const ta = await getTranslations('Accessibility');
  const linkClasses = 'inline-flex min-h-11 items-center text-sm text-slate-700 underline-offset-4 hover:underline';
  // An editor's own link to the statement is not shown twice.
  const contentLinks = (footer?.links ?? []).filter((link) => link.legacyLink !== ACCESSIBILITY_PATH);
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label={t('label')}>
          <ul className="flex flex-wrap gap-x-4">
            {contentLinks.map((link) => (
              <li key={`${link.displayOrder}-${link.name}`}>
                {link.legacyLink.startsWith('/') ? (
                  <Link href={link.legacyLink} className={linkClasses}>
                    {link.name}
                  </Link>
                ) : (
                  <a href={link.legacyLink} className={linkClasses} rel="noopener noreferrer">
                    {link.name}
                  </a>
                )}
              </li>
            ))}
            <li>
              <Link href={ACCESSIBILITY_PATH} className={linkClasses}>
                {ta('footerLink')}
              </Link>
            </li>
          </ul>
        </nav>
        {footer ? (
          <div className="flex flex-wrap gap-2">
            <Link href={signedIn ? footer.primaryButtonLink : '/login'} className={buttonClasses('primary')}>
              {footer.primaryButtonText}
            </Link>
            <a href={footer.facebookLink} className={buttonClasses('secondary')} target="_blank" rel="noopener noreferrer">
              {footer.facebookText}
              <span className="sr-only">{t('opensInNewTab')}</span>
            </a>
          </div>
        ) : null}
      </div>
      {footer?.note ? <p className="mx-auto w-full max-w-6xl px-4 pb-6 text-xs text-slate-600">{footer.note}</p> : null}
    </footer>
  );
}
