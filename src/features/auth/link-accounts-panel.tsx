'use client';

import { signIn } from './session';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useNotifications } from '@/features/notifications/notifications';
import { getPathname, useRouter } from '@/i18n/navigation';
import { useUnlinkExternalIdentity, type ExternalProvider } from '@/features/api/external-identities';
import { problemMessage } from '@/features/forms/api-problem';
import { useProviderName } from './use-provider-name';

type Row = { provider: ExternalProvider; name: string; linked: boolean };

export function LinkAccountsPanel({ providers }: { providers: Row[] }) {
  const t = useTranslations('LinkAccounts');
  const locale = useLocale();
  const router = useRouter();
  const providerName = useProviderName();
  const unlinkProvider = useUnlinkExternalIdentity();
  const { addNotification } = useNotifications();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<string>();

  if (providers.length === 0) return <p className="text-slate-700">{t('none')}</p>;

  const link = async (row: Row) => {
    setError(undefined);
    setBusy(row.provider);
    // The provider comes back here; the server links it to the person signed in.
    // No connection: the provider's page cannot be reached, and the person is told so here.
    const result = await signIn(row.provider, { callbackUrl: getPathname({ href: '/link-accounts', locale }) }).catch(() => ({ error: 'NetworkError' }));
    if (result?.error) setError(t('linkFailed', { provider: providerName(row.provider, row.name) }));
    setBusy(undefined);
  };

  const unlink = async (row: Row) => {
    const name = providerName(row.provider, row.name);
    setError(undefined);
    setBusy(row.provider);
    try {
      await unlinkProvider(row.provider);
      addNotification({ type: 'success', message: t('unlinked', { provider: name }) });
      router.refresh();
    } catch (caught) {
      setError(problemMessage(caught, { cases: [{ detail: 'LastSignInMethod', message: t('lastWayIn') }], otherwise: t('unlinkFailed', { provider: name }) }));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <ul aria-label={t('listLabel')} className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {providers.map((row) => {
          const name = providerName(row.provider, row.name);
          return (
            <li key={row.provider} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div>
                <p className="font-medium">{name}</p>
                <p className="text-sm text-slate-600">{row.linked ? t('linked') : t('notLinked')}</p>
              </div>
              {row.linked ? (
                <Button variant="secondary" disabled={busy !== undefined} onClick={() => void unlink(row)}>
                  {t('unlink', { provider: name })}
                </Button>
              ) : (
                <Button disabled={busy !== undefined} onClick={() => void link(row)}>
                  {t('link', { provider: name })}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
