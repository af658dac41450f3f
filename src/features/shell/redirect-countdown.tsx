'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Link, useRouter } from '@/i18n/navigation';

/**
 * Counts down, then goes home; the link goes at once. A time limit a person can turn off (WCAG
 * 2.2.1): "Stay on this page" stops it, and focus moves to the link home that remains.
 */
export function RedirectCountdown({ seconds }: { seconds: number }) {
  const t = useTranslations('NotFound');
  const router = useRouter();
  const [left, setLeft] = useState(seconds);
  const [staying, setStaying] = useState(false);
  const home = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (staying) return;
    if (left <= 0) {
      router.replace('/');
      return;
    }
    const tick = setTimeout(() => setLeft((value) => value - 1), 1_000);
    return () => clearTimeout(tick);
  }, [left, router, staying]);
  return (
    <>
      <p role="timer" aria-live="polite" aria-atomic="true">
        {staying ? t('staying') : t('countdown', { seconds: left })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Link ref={home} href="/" className={buttonClasses('primary')}>
          {t('goHome')}
        </Link>
        {staying ? null : (
          <Button
            variant="secondary"
            onClick={() => {
              setStaying(true);
              home.current?.focus();
            }}
          >
            {t('stay')}
          </Button>
        )}
      </div>
    </>
  );
}
