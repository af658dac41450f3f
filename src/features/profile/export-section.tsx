'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useDownloadExport } from '@/features/api/export';
import { useNotifications } from '@/features/notifications/notifications';
import type { ExportFormat } from '@/lib/schemas/export';
import { ProfileSection } from './profile-section';

const FORMATS = ['csv', 'json', 'fhir'] as const satisfies readonly ExportFormat[];

/** Profile → Download my data: the person's data as a file, in the format they pick. */
export function ExportSection({ userId }: { userId: string }) {
  const t = useTranslations('DataExport');
  const { addNotification } = useNotifications();
  const download = useDownloadExport(userId);

  // The buttons stay enabled (a disabled button would drop the keyboard's focus): one file at a time.
  function save(format: ExportFormat) {
    if (download.isPending) return;
    download.mutate(format, { onError: () => addNotification({ type: 'error', message: t('failed') }) });
  }

  return (
    <ProfileSection titleId="export-title" title={t('title')}>
      <p className="text-sm text-slate-700">{t('intro')}</p>
      <ul className="flex flex-col gap-3">
        {FORMATS.map((format) => (
          <li key={format} className="flex flex-col gap-1">
            <Button variant="secondary" className="self-start" aria-describedby={`export-${format}-hint`} onClick={() => save(format)}>
              {t(`${format}.label`)}
            </Button>
            <p id={`export-${format}-hint`} className="text-sm text-slate-600">
              {t(`${format}.hint`)}
            </p>
          </li>
        ))}
      </ul>
      <p role="status" className="text-sm text-slate-700">
        {download.isPending ? t('preparing') : ''}
      </p>
    </ProfileSection>
  );
}
