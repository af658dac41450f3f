'use client';

import { useTranslations } from 'next-intl';
import { ApiError } from '@/features/api/client';

/** A refused log change, in words: the server's status decides which. */
export function useLogSaveError() {
  const t = useTranslations('History');
  return (error: unknown): string => {
    if (error instanceof ApiError) {
      if (error.status === 409) return t('errors.dayTaken');
      if (error.status === 404) return t('errors.gone');
      if (error.status === 403) return t('errors.forbidden');
      if (error.status === 400) return t('errors.invalid');
    }
    return t('errors.failed');
  };
}
