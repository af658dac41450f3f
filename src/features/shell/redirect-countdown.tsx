'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Link, useRouter } from '@/i18n/navigation';

/** Counts down, then goes home; the link goes at once. */
export function RedirectCountdown({ seconds }: { seconds: number }) {
  const t = useTranslations('NotFound');
  const router = useRouter();
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) {
      router.replace('/');
      return;
    }
    const tick = setTimeout(() => setLeft((value) => value - 1), 1_000);
    return () => clearTimeout(tick);
  }, [left, router]);
  return (
    <>
      <p role="timer" aria-live="polite" aria-atomic="true">
        {t('countdown', { seconds: left })}
      </p>
      <Link href="/" className={buttonClasses('primary')}>
        {t('goHome')}
      </Link>
    </>
  );
}
