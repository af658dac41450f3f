'use client';

import { useTranslations } from 'next-intl';
import { useTheme } from 'next-themes';
import { useSyncExternalStore } from 'react';

const MODES = ['light', 'dark', 'system'] as const;
const noop = () => () => {};

/**
 * Runs a change of colour mode with CSS transitions suspended until it has been drawn, so nothing
 * fades from the old palette to the new one (what next-themes' `disableTransitionOnChange` did on
 * every change, including the first render's, where it cost a forced style recalculation).
 */
function withoutTransitions(change: () => void) {
  const style = document.createElement('style');
  style.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.appendChild(style);
  change();
  // next-themes applies the class in an effect of the next render: lift the guard after that frame.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      void window.getComputedStyle(document.body).transition;
      style.remove();
    }),
  );
}

/** Light, dark or the system's choice; next-themes keeps it in local storage. */
export function ColourModeSection() {
  const t = useTranslations('ColourMode');
  const { theme, setTheme } = useTheme();
  // The stored choice is only known in the browser: render unchecked on the server.
  const mounted = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  return (
    <fieldset className="border-0 border-t border-slate-200 p-0 pt-2">
      <legend className="px-3 py-1 text-xs font-semibold uppercase tracking-wide text-slate-600">{t('heading')}</legend>
      <div className="flex flex-col">
        {MODES.map((mode) => (
          <label key={mode} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-slate-100">
            <input
              type="radio"
              name="colour-mode"
              value={mode}
              checked={mounted && theme === mode}
              onChange={() => withoutTransitions(() => setTheme(mode))}
              className="h-4 w-4 accent-brand-700"
            />
            {t(mode)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
