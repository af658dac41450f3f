'use client';

import { useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/text-field';
import { PASSWORD_MIN_LENGTH } from '@/lib/schemas/bounds';

type Props = Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete' | 'masked' | 'hint'>;

/**
 * The field where a person chooses a password (registration, reset): the browser may suggest a
 * new one, and the hint states the minimum length the schema holds it to.
 */
export function NewPasswordField(props: Props) {
  const t = useTranslations('Login');
  return <TextField type="password" autoComplete="new-password" masked hint={t('passwordHint', { minimum: PASSWORD_MIN_LENGTH })} {...props} />;
}
