'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { composeShareText, parseHashtags, shareUrl, type ShareNetwork } from '@/lib/progress/share';

/**
 * The share dialog, loaded on the first click of "Share" (./share-progress.tsx): the person
 * writes the message, chooses whether to include the weight lost and the hashtags; the links
 * open the network's share page, which posts nothing until they confirm there.
 */
export function ShareDialog({ weightLost, onClose }: { weightLost: number; onClose: () => void }) {
  const t = useTranslations('Share');
  const format = useFormatter();
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [message, setMessage] = useState(() => t('defaultMessage'));
  const [includeWeight, setIncludeWeight] = useState(false);
  const [hashtagText, setHashtagText] = useState(() => t('defaultHashtags'));
  // Layout effect: closing before React removes the element lets the browser return focus to "Share".
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const canIncludeWeight = weightLost > 0;
  const text = composeShareText({
    message,
    weightLostSentence: includeWeight && canIncludeWeight ? t('weightLostSentence', { weight: format.number(weightLost, { maximumFractionDigits: 1 }) }) : undefined,
  });
  const hashtags = parseHashtags(hashtagText);
  // Rendered only after a click in the browser, so window is there.
  const link = (network: ShareNetwork) => shareUrl(network, { text, url: window.location.origin, hashtags });

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${ids}-title`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(32rem,calc(100vw-1rem))] rounded-lg p-0 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="flex flex-col gap-4 p-5">
        <h2 id={`${ids}-title`} className="text-lg font-semibold">
          {t('dialogTitle')}
        </h2>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('message')}
          <textarea value={message} onChange={(e) => setMessage(e.target.value)} maxLength={240} rows={3} className="rounded-md border border-slate-400 p-2 text-base" />
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={includeWeight && canIncludeWeight} disabled={!canIncludeWeight} onChange={(e) => setIncludeWeight(e.target.checked)} className="h-5 w-5" />
          {t('includeWeight')}
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('hashtags')}
          <input value={hashtagText} onChange={(e) => setHashtagText(e.target.value)} className="min-h-11 rounded-md border border-slate-400 px-2 text-base" />
        </label>
        <div>
          <p className="text-sm font-medium">{t('preview')}</p>
          <p className="rounded-md bg-slate-100 p-2 text-sm break-words" data-testid="share-preview" data-private="true">
            {[text, ...hashtags.map((h) => `#${h}`)].join(' ')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={link('facebook')} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary')}>
            {t('facebook')}
          </a>
          <a href={link('x')} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary')}>
            {t('x')}
          </a>
          <Button variant="secondary" onClick={onClose}>
            {t('close')}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
