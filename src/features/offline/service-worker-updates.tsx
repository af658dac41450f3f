'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { sessionMarkedAfterLoad } from '@/features/auth/session-answers';
import { isOfflinePage } from '@/service-worker/page-cache';

/** Runs `run` after the load event, in an idle period (at most 2 s later); `cancel` stops it. */
function whenLoadedAndIdle(run: () => void): { cancel: () => void } {
  // Safari has no requestIdleCallback: a timeout after load stands in for it.
  const hasIdle = typeof window.requestIdleCallback === 'function';
  let cancelled = false;
  let pending: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    pending = hasIdle ? window.requestIdleCallback(run, { timeout: 2_000 }) : window.setTimeout(run, 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return {
    cancel() {
      cancelled = true;
      window.removeEventListener('load', schedule);
      if (pending === undefined) return;
      if (hasIdle) window.cancelIdleCallback(pending);
      else window.clearTimeout(pending);
    },
  };
}

/** The path the document was loaded at: a load the worker controlled has kept its page already. */
let loadedPath: string | undefined;

/**
 * Registers the service worker (/sw.js) in production builds, and offers "reload
 * to update" when a new version waits: the waiting worker takes over only when asked, and every
 * tab then reloads, so a page never runs on two builds' files. A dashboard reached without the
 * worker (the first visit, or a move inside the app) is handed to the worker to keep for offline use.
 */
export function ServiceWorkerUpdates() {
  const t = useTranslations('Offline');
  const pathname = usePathname();
  const [registration, setRegistration] = useState<ServiceWorkerRegistration | null>(null);
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    loadedPath ??= window.location.pathname;
    // Another tab chose to update: this one reloads onto the same version.
    const onTakeover = () => window.location.reload();
    if (container.controller) container.addEventListener('controllerchange', onTakeover);
    let registered = false;
    const register = () => {
      registered = true;
      container
        .register('/sw.js', { scope: '/' })
        .then((found) => {
          const offer = () => {
            if (found.waiting && container.controller) setWaiting(found.waiting);
          };
          const follow = (installing: ServiceWorker | null) => installing?.addEventListener('statechange', () => installing.state === 'installed' && offer());
          offer();
          // One may already be installing when registration resolves (found at this navigation).
          follow(found.installing);
          found.addEventListener('updatefound', () => follow(found.installing));
          setRegistration(found);
        })
        .catch(() => undefined);
    };
    // Registering costs the main thread ~100 ms under the bench's 4× slowdown: not inside hydration's
    // commit but once the page has loaded and the browser is idle (TBT).
    const idle = whenLoadedAndIdle(register);
    return () => {
      if (!registered) idle.cancel();
      container.removeEventListener('controllerchange', onTakeover);
    };
  }, []);

  useEffect(() => {
    if (!registration || !isOfflinePage(pathname)) return;
    // Every dashboard shown is handed to the worker once the session mark is written (a mark that
    // came after the load, from a session check, left that load unkept). A load the worker answered
    // is usually kept already: the worker then skips it, unless its copy did not survive (no mark
    // when it fetched, or a sign-in's clean-up of the last person's copies that ran past it).
    const answeredLoad = pathname === loadedPath && navigator.serviceWorker.controller !== null;
    const unlessKeptSince = answeredLoad ? performance.timeOrigin : undefined;
    void Promise.resolve(sessionMarkedAfterLoad())
      .then(() => navigator.serviceWorker.ready)
      .then((ready) => ready.active?.postMessage({ type: 'KEEP_PAGE', url: pathname, unlessKeptSince }));
  }, [registration, pathname]);

  if (!waiting) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-2 bottom-2 z-[70] mx-auto flex max-w-md flex-wrap items-center justify-between gap-2 rounded-md border border-slate-300 bg-white p-3 text-sm shadow-lg"
    >
      <span>{t('updateReady')}</span>
      <Button onClick={() => waiting.postMessage({ type: 'SKIP_WAITING' })}>{t('reloadToUpdate')}</Button>
    </div>
  );
}
