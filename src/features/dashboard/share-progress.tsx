'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

// The dialog and the share maths are fetched on the first click.
const ShareDialog = lazy(() => import('./share-dialog').then((module) => ({ default: module.ShareDialog })));

/** Share progress to Facebook or X: the card and its button; the dialog is ./share-dialog.tsx. */
export function ShareProgress({ weightLost }: { weightLost: number }) {
  const t = useTranslations('Share');
  const [open, setOpen] = useState(false);
  return (
    <Card title={t('heading')} titleId="share-heading">
      <p className="mb-3 text-slate-700">{t('intro')}</p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('open')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ShareDialog weightLost={weightLost} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
