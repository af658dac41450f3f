'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { FieldGroup } from '@/components/ui/field';
import type { ImportAnswer } from '@/features/api/weight-import';

type Props = {
  preview: ImportAnswer;
  choice: { unit?: 'lb' | 'kg'; existing: 'keep' | 'replace' };
  formatDate: (day: string) => string;
  onUnit: (unit: 'lb' | 'kg') => void;
  onExisting: (existing: 'keep' | 'replace') => void;
  onConfirm: () => void;
  onCancel: () => void;
};

const radio = 'flex min-h-11 items-center gap-2';

/** What a chosen file holds, before anything is stored: the person answers what it does not say, then confirms. */
export function ImportPreview({ preview, choice, formatDate, onUnit, onExisting, onConfirm, onCancel }: Props) {
  const t = useTranslations('DataImport');
  const differing = preview.existingDays - preview.sameDays;
  const needsUnit = preview.needs.includes('unit') || choice.unit !== undefined;
  const canImport = preview.accepted > 0 && preview.needs.length === 0;
  return (
    <div className="flex flex-col gap-3 rounded-md border border-slate-200 p-3" aria-labelledby="import-preview-title" role="group">
      <h3 id="import-preview-title" className="font-semibold">
        {t('previewTitle')}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium">{t('format')}</dt>
        <dd>{t(`formats.${preview.format}`)}</dd>
        <dt className="font-medium">{t('rows')}</dt>
        <dd>{t('rowsValue', { accepted: preview.accepted, read: preview.linesRead })}</dd>
        {preview.firstDate && preview.lastDate ? (
          <>
            <dt className="font-medium">{t('range')}</dt>
            <dd>{t('rangeValue', { first: formatDate(preview.firstDate), last: formatDate(preview.lastDate) })}</dd>
          </>
        ) : null}
        {preview.unit && !needsUnit ? (
          <>
            <dt className="font-medium">{t('unit')}</dt>
            <dd>{t(`units.${preview.unit}`)}</dd>
          </>
        ) : null}
      </dl>
      {needsUnit ? (
        <FieldGroup legend={t('unitQuestion')} className="flex flex-col">
          {(['lb', 'kg'] as const).map((unit) => (
            <label key={unit} className={radio}>
              <input type="radio" name="import-unit" className="size-5" checked={choice.unit === unit} onChange={() => onUnit(unit)} />
              {t(`units.${unit}`)}
            </label>
          ))}
        </FieldGroup>
      ) : null}
      {differing > 0 ? (
        <FieldGroup legend={t('existing', { count: differing })} className="flex flex-col">
          {(['keep', 'replace'] as const).map((existing) => (
            <label key={existing} className={radio}>
              <input type="radio" name="import-existing" className="size-5" checked={choice.existing === existing} onChange={() => onExisting(existing)} />
              {t(existing)}
            </label>
          ))}
        </FieldGroup>
      ) : null}
      {preview.sameDays > 0 ? <p className="text-sm text-slate-700">{t('same', { count: preview.sameDays })}</p> : null}
      {preview.refusedCount > 0 ? (
        <div className="flex flex-col gap-1">
          <h4 className="text-sm font-semibold text-red-800">{t('refusedTitle', { count: preview.refusedCount })}</h4>
          <ul className="max-h-48 overflow-y-auto text-sm text-slate-800" aria-label={t('refusedTitle', { count: preview.refusedCount })}>
            {preview.refused.map((refusal) => (
              <li key={refusal.line} className="break-words">
                {t('refusedLine', { line: refusal.line, reason: t(`reasons.${refusal.reason}`) })} <code className="text-slate-600">{refusal.text}</code>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {canImport ? (
          <Button onClick={onConfirm}>
            {preview.refusedCount > 0
              ? t('confirmLeavingOut', { count: preview.accepted, refused: preview.refusedCount })
              : t('confirm', { count: preview.accepted })}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
      {preview.accepted === 0 ? <p className="text-sm text-red-700">{t('nothingToImport')}</p> : null}
    </div>
  );
}
