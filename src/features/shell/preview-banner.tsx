'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { preview } from '@/features/api/routes/shell/preview';

/** Shown while an editor previews hidden content; Disable leaves draft mode and reloads. */
export function PreviewBanner() {
  const t = useTranslations('Preview');
  const [busy, setBusy] = useState(false);
  async function disable() {
    setBusy(true);
    try {
      // A plain fetch: draft mode's cookie must not come from a cached answer, and the outcome does not matter (the page reloads).
      await fetch(`${preview.path}?disable=true`, { cache: 'no-store' });
    } finally {
      window.location.reload();
    }
  }
  return (
    <div
      role="region"
      aria-label={t('label')}
      className="fixed inset-x-0 top-0 z-50 flex h-12 items-center justify-center gap-3 bg-[#fcd34d] px-4 text-sm font-semibold text-[#0f172a]"
    >
      <span>{t('enabled')}</span>
      <button type="button" onClick={() => void disable()} disabled={busy} className="min-h-9 rounded-md border border-[#0f172a] px-3 hover:bg-[#fde68a]">
        {t('disable')}
      </button>
    </div>
  );
}
