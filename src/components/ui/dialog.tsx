'use client';

import X from 'lucide-react/icons/x';
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { useFocusTrap } from './use-focus-trap';

type Placement = 'center' | 'right';

const panels: Record<Placement, string> = {
  center: 'relative flex max-h-[calc(100dvh-1.5rem)] w-full flex-col gap-4 overflow-y-auto rounded-lg p-5',
  // The element's own styles place it at the left, as tall as its content: undone here.
  right: 'absolute inset-y-0 left-auto right-0 flex h-full w-72 max-w-[85vw] flex-col gap-2 overflow-y-auto p-4',
};

type ModalProps = {
  onClose: () => void;
  /** The id of the visible title; without one, `label` names the dialog. */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  /** `alertdialog` for a question that interrupts (a confirmation). */
  role?: 'dialog' | 'alertdialog';
  placement?: Placement;
  /** Whether a click on the dimmed page closes it (a side sheet); a form keeps what was typed. */
  closeOnBackdrop?: boolean;
  /** Where focus starts; by default the first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes back to; by default the element focused when it opened. */
  returnFocus?: RefObject<HTMLElement | null>;
  id?: string;
  className?: string;
  children: ReactNode;
};

/**
 * The one modal base (a dialog, a confirmation, the side sheet): rendered while open, focus moves
 * in and stays in (Tab cycles), Escape closes, and focus returns to the control that opened it.
 * The dimmed page behind is hidden from pointer and, through aria-modal, from screen readers.
 * The backdrop is black, not slate: dark mode turns the slate palette over.
 * A <dialog> element shown with `open`, not showModal(): the modal top layer would make the rest
 * of the page inert, the notifications included, so a toast raised while a dialog stays open (one
 * of two invitations accepted) would be neither seen nor announced. aria-modal and the trap do
 * the modal part.
 */
export function Modal({
  onClose,
  labelledBy,
  label,
  describedBy,
  role = 'dialog',
  placement = 'center',
  closeOnBackdrop = false,
  initialFocus,
  returnFocus,
  id,
  className = '',
  children,
}: ModalProps) {
  const panel = useRef<HTMLDialogElement>(null);
  useFocusTrap(panel, true, onClose, initialFocus, returnFocus);
  return (
    <div className={`fixed inset-0 z-50 ${placement === 'center' ? 'flex items-center justify-center p-3' : ''}`}>
      <div className="absolute inset-0 bg-black/50" aria-hidden="true" onClick={closeOnBackdrop ? onClose : undefined} />
      <dialog
        open
        ref={panel}
        id={id}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`${panels[placement]} m-0 border-0 bg-white text-slate-900 shadow-xl ${className}`}
      >
        {children}
      </dialog>
    </div>
  );
}

/** An icon button with an X, named for screen readers by `label`. */
export function CloseButton({ label, onClick, className = '' }: { label: string; onClick: () => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 ${className}`}
    >
      <X aria-hidden="true" className="size-5" />
    </button>
  );
}

type Size = 'sm' | 'md' | 'lg';
const sizes: Record<Size, string> = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-lg' };

type DialogProps = Pick<ModalProps, 'onClose' | 'role' | 'describedBy' | 'initialFocus' | 'returnFocus' | 'children'> & {
  title: ReactNode;
  /** Given, an X in the corner closes the dialog too. */
  closeLabel?: string;
  size?: Size;
};

/** A centred modal dialog labelled by its visible title (see Modal for focus and Escape). */
export function Dialog({ title, closeLabel, size = 'md', children, ...modal }: DialogProps) {
  const titleId = useId();
  return (
    <Modal {...modal} labelledBy={titleId} className={sizes[size]}>
      <div className="flex items-start justify-between gap-2">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        {closeLabel ? <CloseButton label={closeLabel} onClick={modal.onClose} className="-mr-2 -mt-2" /> : null}
      </div>
      {children}
    </Modal>
  );
}
