'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { FieldGroup } from '@/components/ui/field';
import type { ImportAnswer } from '@/features/api/weight-import';
import { TableHead } from '@/components/ui/table-head';
import { useWeightFormat } from '@/features/units/use-weight-format';

export type ExistingChoice = 'keep' | 'replace';
/** The person's answers: the unit, the choice for every day already logged, and the days that differ from it. */
export type ImportChoice = { unit?: 'lb' | 'kg'; existing: ExistingChoice; days: Readonly<Record<string, ExistingChoice>> };

type Props = {
  preview: ImportAnswer;
  choice: ImportChoice;
  formatDate: (day: string) => string;
  onUnit: (unit: 'lb' | 'kg') => void;
  onExisting: (existing: ExistingChoice) => void;
  onDay: (logDate: string, existing: ExistingChoice) => void;
  onConfirm: () => void;
  onCancel: () => void;
};

const radio = 'flex min-h-11 items-center gap-2';

/** What a chosen file holds, before anything is stored: the person answers what it does not say, then confirms. */
export function ImportPreview({ preview, choice, formatDate, onUnit, onExisting, onDay, onConfirm, onCancel }: Props) {
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
              {t(existing === 'keep' ? 'keepAll' : 'replaceAll')}
            </label>
          ))}
        </FieldGroup>
      ) : null}
      {preview.conflicts.length > 0 ? (
        <ConflictTable conflicts={preview.conflicts} choice={choice} formatDate={formatDate} onDay={onDay} more={differing - preview.conflicts.length} />
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

type ConflictProps = Pick<Props, 'choice' | 'formatDate' | 'onDay'> & { conflicts: ImportAnswer['conflicts']; more: number };

/** Each day the file would change: the weight kept, the file's, and that day's own choice (the choice for all until changed). */
function ConflictTable({ conflicts, choice, formatDate, onDay, more }: ConflictProps) {
  const t = useTranslations('DataImport');
  const { weight } = useWeightFormat();
  return (
    <div className="flex flex-col gap-1">
      <div className="max-h-72 overflow-y-auto">
        <table className="w-full text-left text-sm">
          <caption className="text-left font-medium">{t('conflictsCaption')}</caption>
          <TableHead
            columns={[
              { key: 'day', label: t('colDay') },
              { key: 'yours', label: t('colYours'), numeric: true },
              { key: 'file', label: t('colFile'), numeric: true },
              { key: 'choice', label: t('colChoice') },
            ]}
          />
          <tbody>
            {conflicts.map((conflict) => (
              <tr key={conflict.logDate} className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-2 font-normal whitespace-nowrap">
                  {formatDate(conflict.logDate)}
                </th>
                <td className="py-1 pr-2 text-right whitespace-nowrap tabular-nums" data-private="true">
                  {weight(conflict.existing)}
                </td>
                <td className="py-1 pr-2 text-right whitespace-nowrap tabular-nums" data-private="true">
                  {weight(conflict.incoming)}
                </td>
                <td className="py-1">
                  <select
                    aria-label={t('dayChoice', { date: formatDate(conflict.logDate) })}
                    className="min-h-11 rounded-md border border-slate-400 bg-white px-2 text-sm dark:bg-slate-900"
                    value={choice.days[conflict.logDate] ?? choice.existing}
                    onChange={(event) => onDay(conflict.logDate, event.target.value as ExistingChoice)}
                  >
                    <option value="keep">{t('keep')}</option>
                    <option value="replace">{t('replace')}</option>
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more > 0 ? <p className="text-sm text-slate-700">{t('conflictsMore', { count: more })}</p> : null}
    </div>
  );
}
