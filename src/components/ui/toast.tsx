'use client';

import X from 'lucide-react/icons/x';
import { useEffect, useRef, type ReactNode } from 'react';

export type ToastTone = 'success' | 'error' | 'warning' | 'info';

// Each tone's text is its darkest shade on its lightest tint; dark mode turns both over (globals.css).
const tones: Record<ToastTone, string> = {
  success: 'border-green-700 bg-green-50 text-green-950',
  error: 'border-red-700 bg-red-50 text-red-950',
  warning: 'border-amber-600 bg-amber-50 text-amber-950',
  info: 'border-slate-500 bg-white text-slate-950',
};

type ToastProps = {
  tone: ToastTone;
  title: string;
  message: string;
  /** Closes itself after this many milliseconds; without it, it stays until dismissed. */
  autoCloseMs?: number;
  onClose: () => void;
  /** The dismiss button's accessible name; without it, there is no button. */
  dismissLabel?: string;
};

/**
 * One notification, a list item of ToastRegion: errors are announced at once (role alert), the
 * rest politely, by the region's list they are added to.
 */
export function Toast({ tone, title, message, autoCloseMs, onClose, dismissLabel }: ToastProps) {
  useEffect(() => {
    if (autoCloseMs === undefined) return;
    const timer = setTimeout(onClose, autoCloseMs);
    return () => clearTimeout(timer);
  }, [autoCloseMs, onClose]);
  return (
    <li className={`pointer-events-auto flex items-start gap-3 rounded-md border-l-4 p-3 shadow-md ${tones[tone]}`}>
      <div className="flex-1" role={tone === 'error' ? 'alert' : 'status'}>
        <p className="font-semibold">{title}</p>
        <p className="text-sm">{message}</p>
      </div>
      {dismissLabel ? (
        <button type="button" onClick={onClose} className="inline-flex min-h-11 min-w-11 items-center justify-center rounded" aria-label={dismissLabel}>
          <X aria-hidden="true" className="size-5" />
        </button>
      ) : null}
    </li>
  );
}

/**
 * The corner where toasts stack: a named region, above everything, that lets clicks through between them.
 * Its height is the page's bottom scroll padding (globals.css), so a control reached by Tab scrolls
 * into view above the toasts instead of under them.
 */
export function ToastRegion({ label, children }: { label: string; children: ReactNode }) {
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--toast-stack-height', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--toast-stack-height');
    };
  }, []);
  return (
    <section ref={region} aria-label={label} className="pointer-events-none fixed inset-x-2 bottom-2 z-50 sm:left-auto sm:right-4 sm:w-96">
      {/* On the page from the start, so what is added to it is read out (a region made with its text may not be). */}
      <ul aria-live="polite" className="flex flex-col gap-2">
        {children}
      </ul>
    </section>
  );
}
