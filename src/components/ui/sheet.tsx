'use client';

import type { ReactNode } from 'react';
import { CloseButton, Modal } from './dialog';

type Props = { open: boolean; onClose: () => void; label: string; closeLabel: string; id?: string; children: ReactNode };

/** A modal panel sliding in from the right, on the one Modal base: focus stays inside, Escape or the backdrop closes it. */
export function Sheet({ open, onClose, label, closeLabel, id, children }: Props) {
  if (!open) return null;
  return (
    <Modal onClose={onClose} label={label} placement="right" closeOnBackdrop id={id}>
      <CloseButton label={closeLabel} onClick={onClose} className="self-end" />
      {children}
    </Modal>
  );
}
