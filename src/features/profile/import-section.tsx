'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { problemMessage } from '@/features/forms/api-problem';
import { useWeightImport, type ImportAnswer, type ImportRequest } from '@/features/api/weight-import';
import { useFormatDay } from '@/i18n/use-format-day';
import { IMPORT_MAX_FILE_BYTES } from '@/lib/import/limits';
import { ImportPreview, type ImportChoice as Choice } from './import-preview';
import { ProfileSection } from './profile-section';

/**
 * Profile → Import weights: the person picks a file, sees what it holds
 * (nothing is stored yet), answers what the file does not say, and confirms; a progress bar shows
 * the upload and the server's work.
 */
export function ImportSection() {
  const t = useTranslations('DataImport');
  const formatDay = useFormatDay();
  const locale = useLocale();
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { run, progress, busy } = useWeightImport();
  const [text, setText] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [choice, setChoice] = useState<Choice>({ existing: 'keep', days: {} });
  const [preview, setPreview] = useState<ImportAnswer | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  // Slashed dates that read both ways follow the person's language: month first in en-US.
  const dateOrder = locale === 'en-US' ? 'mdy' : 'dmy';

  const failure = (error: unknown) =>
    problemMessage(error, {
      cases: [
        { status: 413, message: t('tooLarge') },
        { status: 422, message: t('unreadableFile') },
        { status: 429, message: t('alreadyImporting') },
      ],
      otherwise: t('failed'),
    });

  async function send(body: ImportRequest) {
    setMessage(null);
    try {
      return await run(body);
    } catch (error) {
      setMessage({ kind: 'error', text: failure(error) });
      return null;
    }
  }

  async function read(fileText: string, next: Choice) {
    setPreview(await send({ step: 'preview', text: fileText, unit: next.unit, dateOrder }));
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setPreview(null);
    setText(null);
    setFileName(file?.name ?? null);
    if (!file) return;
    if (file.size > IMPORT_MAX_FILE_BYTES) {
      setMessage({ kind: 'error', text: t('tooLarge') });
      return;
    }
    const fileText = await file.text();
    const next: Choice = { existing: 'keep', days: {} };
    setText(fileText);
    setChoice(next);
    await read(fileText, next);
  }

  async function chooseUnit(unit: 'lb' | 'kg') {
    const next = { ...choice, unit };
    setChoice(next);
    if (text !== null) await read(text, next);
  }

  function reset() {
    setPreview(null);
    setText(null);
    setFileName(null);
    if (input.current) input.current.value = '';
  }

  async function confirm() {
    if (text === null || !preview || busy) return;
    // Only the days whose own choice differs from the choice for all.
    const dayChoices = Object.entries(choice.days)
      .filter(([, existing]) => existing !== choice.existing)
      .map(([logDate, existing]) => ({ logDate, existing }));
    const answer = await send({
      step: 'commit',
      text,
      unit: choice.unit,
      dateOrder,
      existing: choice.existing,
      dayChoices,
      skipRefused: preview.refusedCount > 0,
    });
    if (!answer?.committed) return;
    reset();
    setMessage({ kind: 'done', text: t('done', { ...answer.committed }) });
  }

  const percent = progress.phase === 'uploading' ? Math.round(progress.sent * 100) : null;
  return (
    <ProfileSection titleId="import-title" title={t('title')}>
      <p className="text-sm text-slate-700">{t('intro')}</p>
      <div className="flex flex-col gap-1">
        {/* The browser's own file button speaks the browser's language: ours is drawn instead, over a hidden input. */}
        <input
          ref={input}
          id={fileId}
          type="file"
          accept=".csv,.txt,.tsv,text/csv,text/plain"
          aria-describedby={`${fileId}-hint`}
          className="peer sr-only"
          onChange={onFile}
        />
        <label
          htmlFor={fileId}
          className="flex cursor-pointer flex-col gap-1 rounded-md peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700"
        >
          <span className="text-sm font-medium text-slate-800">{t('file')}</span>
          <span aria-hidden="true" className={`${buttonClasses('secondary')} self-start`}>
            {t('chooseFile')}
          </span>
        </label>
        <p className="break-all text-sm text-slate-700">{fileName ?? t('noFile')}</p>
        <p id={`${fileId}-hint`} className="text-sm text-slate-600">
          {t('fileHint', { megabytes: IMPORT_MAX_FILE_BYTES / 1024 / 1024 })}
        </p>
      </div>
      {busy ? (
        <div className="flex flex-col gap-1">
          <progress className="h-2 w-full accent-brand-700" aria-labelledby="import-progress-label" max={100} value={percent ?? undefined} />
          <p id="import-progress-label" className="text-sm text-slate-700">
            {percent !== null ? t('uploading', { percent }) : t('working')}
          </p>
        </div>
      ) : null}
      {preview && !busy ? (
        <ImportPreview
          preview={preview}
          choice={choice}
          formatDate={formatDay}
          onUnit={chooseUnit}
          onExisting={(existing) => setChoice({ ...choice, existing, days: {} })}
          onDay={(logDate, existing) => setChoice({ ...choice, days: { ...choice.days, [logDate]: existing } })}
          onConfirm={confirm}
          onCancel={reset}
        />
      ) : null}
      <p role="status" className={`text-sm ${message?.kind === 'error' ? 'text-red-700' : 'text-slate-800'}`}>
        {message?.text ?? ''}
      </p>
    </ProfileSection>
  );
}
