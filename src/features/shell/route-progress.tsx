'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';

/** A thin bar at the top while a client-side navigation is under way. */
export function RouteProgress() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const here = `${pathname}?${searchParams.toString()}`;
  // The URL a navigation started from: it has landed once the router reports another one.
  const [startedFrom, setStartedFrom] = useState<string | null>(null);
  const active = startedFrom === here;

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      setStartedFrom(`${window.location.pathname}?${new URLSearchParams(window.location.search).toString()}`);
    };
    // Capture phase: next/link prevents the default of its clicks (it navigates itself) in React's
    // own listener on the document, which runs before a bubbling one would.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    if (!active) return;
    const giveUp = setTimeout(() => setStartedFrom(null), 15_000);
    return () => clearTimeout(giveUp);
  }, [active]);

  return (
    <div aria-hidden="true" data-route-progress={active ? 'active' : 'idle'} className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-1">
      <div className={`h-full bg-brand-600 transition-[width,opacity] duration-500 ${active ? 'w-4/5 opacity-100' : 'w-full opacity-0'}`} />
    </div>
  );
}
