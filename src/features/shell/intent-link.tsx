'use client';

import type { ComponentProps, FocusEvent, MouseEvent, TouchEvent } from 'react';
import { Link, useRouter } from '@/i18n/navigation';

/**
 * A link whose page is prefetched when a person shows they may follow it (pointer over it, focus,
 * touch), not as soon as it is on screen. For links in view when a page opens (the header's
 * logo, the dashboard's reminders card): Next's viewport prefetch fetched and decoded their
 * pages on the main thread in the seconds after hydration, which the dashboard's TBT counted
 *.
 */
type Props = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: Parameters<ReturnType<typeof useRouter>['prefetch']>[0] };

export function IntentLink({ href, onMouseEnter, onFocus, onTouchStart, ...props }: Props) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetch();
        onFocus?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        prefetch();
        onTouchStart?.(event);
      }}
    />
  );
}
