'use client';

import { useTranslations } from 'next-intl';
import { validationBounds } from '@/lib/schemas/bounds';
import type { FieldError } from '@/lib/schemas/field-errors';

type ValidationKey = Parameters<ReturnType<typeof useTranslations<'Validation'>>>[0];

/** Turns a schema message key (from the form or the server's field errors) into text. */
export function useValidationMessage() {
  const t = useTranslations('Validation');
  return (error: string | FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    const key = typeof error === 'string' ? error : error.key;
    const values = typeof error === 'string' ? validationBounds[key] : error.values;
    return t.has(key as ValidationKey) ? t(key as ValidationKey, values ?? {}) : t('invalidValue');
  };
}
