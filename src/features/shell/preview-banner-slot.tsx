'use client';

import { lazy, Suspense } from 'react';

// Only an editor previewing hidden content sees the banner: its script loads then.
const PreviewBanner = lazy(() => import('./preview-banner').then((module) => ({ default: module.PreviewBanner })));

export function PreviewBannerSlot() {
  return (
    <Suspense fallback={null}>
      <PreviewBanner />
    </Suspense>
  );
}
