'use client';

import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

type Props = {
  title: string;
  /** What is being confirmed: a sentence, or richer content. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** A red confirm button for what cannot be undone; otherwise the primary one. */
  destructive?: boolean;
  role?: 'dialog' | 'alertdialog';
  /** The control that asked, when it was not focused at the time (a submit button disabled while handled). */
  returnFocus?: RefObject<HTMLElement | null>;
};

/**
 * A question with two answers, on the one Dialog: focus starts on Cancel (the answer that changes
 * nothing), Escape cancels, and focus returns to the control that asked.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy,
  destructive = true,
  role = 'alertdialog',
  returnFocus,
}: Props) {
  const describedBy = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog title={title} onClose={onCancel} role={role} size="sm" describedBy={describedBy} initialFocus={cancel} returnFocus={returnFocus}>
      <div id={describedBy} className="flex flex-col gap-2 break-words text-sm text-slate-800">
        {children}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button ref={cancel} variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} disabled={busy} className={destructive ? 'bg-red-700 hover:bg-red-800' : ''}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
