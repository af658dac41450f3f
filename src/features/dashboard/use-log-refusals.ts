'use client';

import { useTranslations } from 'next-intl';
import type { ProblemMessages } from '@/features/forms/api-problem';

/** What a refused change to a log says, by the server's status: for the entry form and the delete. */
export function useLogRefusals(): ProblemMessages<string> {
  const t = useTranslations('History');
  return {
    cases: [
      { status: 409, message: t('errors.dayTaken') },
      { status: 404, message: t('errors.gone') },
      { status: 403, message: t('errors.forbidden') },
      { status: 400, message: t('errors.invalid') },
    ],
    otherwise: t('errors.failed'),
  };
}
