'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useRevokeShareLink, useShareLinks } from '@/features/api/shares';

/** The person's live share links in the share dialog, newest first, each with "Revoke". */
export function ShareLinks({ onRevoked, onRevokeFailed }: { onRevoked: (id: string) => void; onRevokeFailed: () => void }) {
  const t = useTranslations('Share');
  const format = useFormatter();
  const links = useShareLinks();
  const revoke = useRevokeShareLink();
  return (
    <section aria-labelledby="share-links-heading" className="flex flex-col gap-2 border-t border-slate-200 pt-3">
      <h3 id="share-links-heading" className="font-semibold">
        {t('linksHeading')}
      </h3>
      <p className="text-sm text-slate-700">{t('linksIntro')}</p>
      {links.isError ? <p className="text-sm text-red-700">{t('linksFailed')}</p> : null}
      {links.data?.length === 0 ? <p className="text-sm text-slate-700">{t('noLinks')}</p> : null}
      <ul className="flex flex-col gap-2" data-testid="share-links">
        {links.data?.map((link) => {
          const date = format.dateTime(new Date(link.createdAt), { dateStyle: 'medium', timeStyle: 'short' });
          return (
            <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-2">
              <div className="min-w-0 text-sm">
                <p className="font-mono break-all">{link.path}</p>
                <p className="text-slate-700">
                  {t('linkMade', { date })}
                  {link.includeWeight ? ` · ${t('linkWithWeight')}` : ''}
                </p>
              </div>
              <Button
                variant="secondary"
                aria-label={t('revokeLabel', { date })}
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(link.id, { onSuccess: () => onRevoked(link.id), onError: onRevokeFailed })}
              >
                {t('revoke')}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
