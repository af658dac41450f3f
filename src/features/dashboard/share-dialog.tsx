'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useCreateShareLink } from '@/features/api/shares';
import { composeShareText, messageToCopy, parseHashtags, shareUrl, type ShareNetwork } from '@/lib/progress/share';
import { ShareLinks } from './share-links';
import { useWeightFormat } from '@/features/units/use-weight-format';

/** The page of a link, as the person's language shows it (en-US, the default, has no prefix). */
function pageUrl(id: string, locale: string): string {
  return `${window.location.origin}${locale === 'en-US' ? '' : `/${locale}`}/s/${id}`;
}

/**
 * The share dialog, loaded on the first click of "Share" (./share-progress.tsx): the person writes
 * the message, chooses whether the link's page shows the weight lost, and makes a link of its own
 *. X gets the text, the link and every hashtag; Facebook takes only the link, so
 * the message is offered for copying. Their links are listed below, each to revoke.
 */
export function ShareDialog({ weightLost, onClose }: { weightLost: number; onClose: () => void }) {
  const t = useTranslations('Share');
  const units = useWeightFormat();
  const locale = useLocale();
  const [message, setMessage] = useState(() => t('defaultMessage'));
  const [includeWeight, setIncludeWeight] = useState(false);
  const [hashtagText, setHashtagText] = useState(() => t('defaultHashtags'));
  const [linkId, setLinkId] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const create = useCreateShareLink();

  const canIncludeWeight = weightLost > 0;
  const withWeight = includeWeight && canIncludeWeight;
  const text = composeShareText({
    message,
    weightLostSentence: withWeight ? t('weightLostSentence', { weight: units.weight(weightLost) }) : undefined,
  });
  const hashtags = parseHashtags(hashtagText);
  // Rendered only after a click in the browser, so window is there.
  const url = linkId ? pageUrl(linkId, locale) : null;
  const networkLink = (network: ShareNetwork) => shareUrl(network, { text, url: url ?? '', hashtags });

  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      setStatus(t('copied'));
    } catch {
      setStatus(t('copyFailed'));
    }
  }

  return (
    <Dialog title={t('dialogTitle')} onClose={onClose} size="lg">
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('message')}
        <textarea
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          maxLength={240}
          rows={3}
          className="rounded-md border border-slate-400 p-2 text-base"
        />
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={withWeight}
          disabled={!canIncludeWeight}
          onChange={(e) => {
            setIncludeWeight(e.target.checked);
            // The link's page shows the weight or not: a changed choice needs a new link.
            setLinkId(null);
          }}
          className="h-5 w-5"
        />
        {t('includeWeight')}
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('hashtags')}
        <input value={hashtagText} onChange={(e) => setHashtagText(e.target.value)} className="min-h-11 rounded-md border border-slate-400 px-2 text-base" />
      </label>
      <div>
        <p className="text-sm font-medium">{t('preview')}</p>
        <p className="rounded-md bg-slate-100 p-2 text-sm break-words" data-testid="share-preview" data-private="true">
          {messageToCopy({ text, url: url ?? '', hashtags })}
        </p>
      </div>
      {url ? (
        <div className="flex flex-col gap-2">
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('linkLabel')}
            <input readOnly value={url} onFocus={(e) => e.target.select()} className="min-h-11 rounded-md border border-slate-400 px-2 text-base" />
          </label>
          <p className="text-sm text-slate-700">{t('linkHint', { withWeight: withWeight ? 'yes' : 'no' })}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => copy(url)}>
              {t('copyLink')}
            </Button>
            <Button variant="secondary" onClick={() => copy(messageToCopy({ text, url, hashtags }))}>
              {t('copyMessage')}
            </Button>
          </div>
          <p className="text-sm text-slate-700">{t('facebookHint')}</p>
          <div className="flex flex-wrap gap-2">
            <a href={networkLink('facebook')} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary')}>
              {t('facebook')}
            </a>
            <a href={networkLink('x')} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary')}>
              {t('x')}
            </a>
          </div>
        </div>
      ) : (
        <Button
          className="self-start"
          disabled={create.isPending}
          onClick={() =>
            create.mutate(
              { includeWeight: withWeight, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
              { onSuccess: (link) => setLinkId(link.id), onError: () => setStatus(t('createFailed')) },
            )
          }
        >
          {create.isPending ? t('creating') : t('createLink')}
        </Button>
      )}
      <p role="status" className="min-h-5 text-sm font-medium">
        {status}
      </p>
      <ShareLinks
        onRevoked={(id) => {
          if (id === linkId) setLinkId(null);
          setStatus(t('revoked'));
        }}
        onRevokeFailed={() => setStatus(t('revokeFailed'))}
      />
      <Button variant="secondary" className="self-start" onClick={onClose}>
        {t('close')}
      </Button>
    </Dialog>
  );
}
