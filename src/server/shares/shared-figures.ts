import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { SharedProgress } from '@/server/shares/get-shared-progress';

export type SharedFigure = { key: 'goal' | 'streak' | 'weightLost' | 'community'; label: string; value: string; note?: string };

/** The words a share page and its image show, in the page's language: one list, so both say the same. */
export async function sharedFigures(progress: SharedProgress, locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'SharePage' });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const name = progress.firstName.trim() || t('someone');
  const figures: SharedFigure[] = [
    { key: 'goal', label: t('goalLabel'), value: progress.goalPercent === null ? t('noGoal') : t('percent', { percent: number.format(progress.goalPercent) }) },
    { key: 'streak', label: t('streakLabel'), value: t('days', { count: progress.currentStreak }) },
  ];
  if (progress.weightLost !== null)
    figures.push({ key: 'weightLost', label: t('weightLostLabel'), value: t('lbs', { weight: number.format(progress.weightLost) }) });
  figures.push({
    key: 'community',
    label: t('communityLabel'),
    value: t('communityValue', { participants: progress.community.participants, total: number.format(progress.community.totalPoundsLost) }),
    note: t('contribution', { name, count: progress.daysLogged }),
  });
  return { name, title: t('title', { name }), description: t('description', { name }), imageAlt: t('imageAlt', { name }), figures };
}
