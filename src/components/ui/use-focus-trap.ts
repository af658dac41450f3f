'use client';

import { useEffect, useRef, type RefObject } from 'react';

/** Open traps, innermost last: only the innermost answers Tab and Escape (a confirmation over a dialog). */
const openTraps: symbol[] = [];

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * While active: focus moves into the container (to `initialFocus` when given, else its first
 * focusable element, else the container itself), Tab and Shift+Tab cycle inside it, Escape calls
 * onEscape; when it ends, focus returns to where it was (the button that opened it), or to
 * `returnFocus` when given: a submit button disabled while its form is handled has lost focus.
 *
 * onEscape is read through a ref: a caller passing a new arrow function on every render must not
 * restart the trap, which would send focus out to the opener and back in on each keystroke.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
  returnFocus?: RefObject<HTMLElement | null>,
) {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });
  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    const opener = returnFocus?.current ?? (document.activeElement as HTMLElement | null);
    const self = Symbol('focus trap');
    openTraps.push(self);
    const focusables = () => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
    (initialFocus?.current ?? focusables()[0] ?? root).focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (openTraps[openTraps.length - 1] !== self) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      if (event.shiftKey && (document.activeElement === first || !root.contains(document.activeElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !root.contains(document.activeElement))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openTraps.splice(openTraps.indexOf(self), 1);
      // The opener may have gone meanwhile (a list item acted on): then focus stays where it is.
      if (opener?.isConnected) opener.focus();
    };
  }, [container, active, initialFocus, returnFocus]);
}
