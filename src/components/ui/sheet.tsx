'use client';

import { useRef, type ReactNode } from 'react';
import { useFocusTrap } from './use-focus-trap';

type Props = { open: boolean; onClose: () => void; label: string; closeLabel: string; id?: string; children: ReactNode };

/** A modal panel sliding in from the right: focus stays inside, Escape or the backdrop closes it. */
export function Sheet({ open, onClose, label, closeLabel, id, children }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open, onClose);
  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50">
      <div className="absolute inset-0 bg-slate-900/50" aria-hidden="true" onClick={onClose} />
      <div ref={panel} id={id} role="dialog" aria-modal="true" aria-label={label} className="absolute inset-y-0 right-0 flex w-72 max-w-[85vw] flex-col gap-2 overflow-y-auto bg-white p-4 shadow-xl">
        <button type="button" onClick={onClose} className="self-end rounded-md px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100" aria-label={closeLabel}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
        {children}
      </div>
    </div>
  );
}
