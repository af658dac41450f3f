'use client';

import { useSyncExternalStore, type ComponentProps } from 'react';
import { Button } from './button';

const noSubscription = () => () => {};

/**
 * A form's submit button, disabled until React has hydrated the page: pressed earlier, the
 * browser would submit the form itself, a GET that puts the fields (a password, a weight) in the
 * URL and loses them. On a slow phone that first second is real.
 */
export function SubmitButton({ disabled, ...props }: Omit<ComponentProps<'button'>, 'type'> & { variant?: 'primary' | 'secondary' | 'ghost' }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return <Button type="submit" disabled={!hydrated || disabled} {...props} />;
}
