'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { AuditEntry } from '@/lib/schemas/audit';
import { useAuditWords } from './audit-words';

const COLUMNS = ['colWhen', 'colAction', 'colActor', 'colTarget', 'colOrganization', 'colOutcome', 'colDetail'] as const;

/**
 * Below md a row is a card: each cell on a line of its own, named by its column (`data-label`),
 * so an address wraps where it must and nothing scrolls sideways at 360 px. From md it is a table
 * with one row of column headings. The roles keep table semantics whatever the display.
 */
const cell = 'block py-0.5 md:table-cell md:p-2 md:align-top';
const labelled = `${cell} before:mr-1 before:font-semibold before:content-[attr(data-label)_':'] md:before:content-none`;

/** One page of entries, newest first. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const t = useTranslations('Audit');
  const format = useFormatter();
  const words = useAuditWords();
  return (
    <table role="table" aria-labelledby="audit-entries-heading" className="block w-full text-left text-sm md:table">
      <thead role="rowgroup" className="sr-only border-b border-slate-300 text-slate-700 md:not-sr-only md:table-header-group">
        <tr role="row">
          {COLUMNS.map((column) => (
            <th key={column} role="columnheader" scope="col" className="p-2">
              {t(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className="flex flex-col gap-2 md:table-row-group">
        {entries.map((entry) => (
          <tr
            key={entry.id}
            role="row"
            data-testid="audit-entry"
            className="flex flex-col gap-1 rounded-md border border-slate-200 p-3 md:table-row md:rounded-none md:border-0 md:border-b md:border-slate-100 md:p-0"
          >
            <td role="cell" className={`${cell} font-semibold md:font-normal md:whitespace-nowrap`}>
              <time dateTime={entry.at}>{format.dateTime(new Date(entry.at), { dateStyle: 'medium', timeStyle: 'short' })}</time>
            </td>
            <td role="cell" data-label={t('colAction')} className={labelled}>
              {words.action(entry)}
            </td>
            <td role="cell" data-label={t('colActor')} className={`${labelled} wrap-anywhere md:wrap-break-word`}>
              {words.actor(entry)}
            </td>
            <td role="cell" data-label={t('colTarget')} className={`${labelled} wrap-anywhere md:wrap-break-word`}>
              {words.target(entry)}
            </td>
            <td role="cell" data-label={t('colOrganization')} className={labelled}>
              {entry.organizationName ?? t('nobody')}
            </td>
            <td role="cell" data-label={t('colOutcome')} className={labelled}>
              {words.outcome(entry)}
            </td>
            <td role="cell" data-label={t('colDetail')} className={`${labelled} wrap-anywhere md:wrap-break-word`}>
              {words.details(entry).join('; ') || t('nobody')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
