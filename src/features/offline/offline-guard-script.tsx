import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { PAGE_CACHE_PREFIX } from '@/service-worker/page-cache';
import { DATABASE, SNAPSHOTS } from '@/lib/offline/device-store';
import { offlineGuard, type OfflineGuardNames, type OfflineGuardTexts } from './offline-guard';
import { SESSION_MARK_COOKIE } from '@/lib/offline/session-mark';

const NAMES: OfflineGuardNames = { cookie: SESSION_MARK_COOKIE, pageCachePrefix: PAGE_CACHE_PREFIX, database: DATABASE, snapshots: SNAPSHOTS };

/** JSON inside a script element: `<` escaped, so no text can close the element. */
const asScriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The first element of a signed-in page's body: ./offline-guard.ts, run before the rest is parsed. */
export async function OfflineGuardScript({ personId, locale, nonce }: { personId: string; locale: Locale; nonce: string | undefined }) {
  const t = await getTranslations({ locale, namespace: 'Offline' });
  const texts: OfflineGuardTexts = {
    title: t('sessionEndedTitle'),
    body: t('sessionEnded'),
    signIn: t('signInAgain'),
    signInHref: getPathname({ href: '/login', locale }),
  };
  const call = `(${offlineGuard.toString()})(${[personId, NAMES, texts].map(asScriptJson).join(',')})`;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: `try{${call}}catch(e){}` }} />;
}
