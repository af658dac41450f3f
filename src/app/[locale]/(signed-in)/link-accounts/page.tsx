import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { LinkAccountsPanel } from '@/features/auth/link-accounts-panel';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getDb } from '@/server/db/client';
import { PROVIDER_NAMES } from '@/server/auth/external-providers';
import { listLinkedProviders, type LinkedProvider } from '@/server/auth/linked-identities';
import { logger } from '@/server/logger';
import { pageTitle } from '@/i18n/page-title';
import { signedInSession } from '../signed-in-session';

export const generateMetadata = pageTitle('LinkAccounts');

/** SPEC §2 Link external accounts: link or unlink each provider, and a way back home. */
export default async function LinkAccountsPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const session = await signedInSession(locale);
  const t = await getTranslations('LinkAccounts');
  let providers: LinkedProvider[] | null = null;
  try {
    providers = await listLinkedProviders(await getDb(), session.user.id);
  } catch (error) {
    logger.error({ err: error }, 'linked providers could not be listed');
  }
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="text-slate-700">{t('intro')}</p>
      {providers === null ? (
        <Alert tone="error">{t('loadFailed')}</Alert>
      ) : (
        <LinkAccountsPanel providers={providers.map((p) => ({ ...p, name: PROVIDER_NAMES[p.provider] }))} />
      )}
      <Link href="/" className={`${buttonClasses('secondary')} self-start`}>
        {t('backHome')}
      </Link>
    </div>
  );
}
