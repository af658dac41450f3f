'use client';

import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';

/** A small modal confirmation; Escape or Cancel closes it. */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel, busy, onConfirm, onCancel }: {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    cancelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onCancel();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);
  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-slate-900/40 p-3">
      <div role="alertdialog" aria-modal="true" aria-labelledby={titleId} className="flex w-full max-w-sm flex-col gap-4 rounded-lg bg-white p-5 shadow-xl">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <p className="break-words text-sm text-slate-800">{message}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <button ref={cancelRef} type="button" onClick={onCancel} className="min-h-11 rounded-md border border-slate-300 px-4 text-sm font-semibold">
            {cancelLabel}
          </button>
          <Button onClick={onConfirm} disabled={busy} className="bg-red-700 hover:bg-red-800">
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
