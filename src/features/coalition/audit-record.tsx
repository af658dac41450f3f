'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { AccessDenied } from '@/components/ui/access-denied';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { AUDIT_SCREEN_PAGE_SIZE, useAuditEntries, useDownloadAuditCsv, type AuditFilters } from '@/features/api/audit';
import { statusOf } from '@/features/api/problem';
import { useOrganizations } from '@/features/api/profile';
import { Link } from '@/i18n/navigation';
import { AuditFiltersForm } from './audit-filters-form';
import { AuditTable } from './audit-table';

/**
 * The audit record of administrative actions, for the coalition's Admin: filters, a page of
 * entries newest first, and the filtered record as CSV. The server decides who may read it.
 */
export function AuditRecord() {
  const t = useTranslations('Audit');
  const tc = useTranslations('Common');
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const entries = useAuditEntries(filters, page);
  const organizations = useOrganizations();
  const download = useDownloadAuditCsv();

  if (statusOf(entries.error) === 403) return <AccessDenied title={t('accessDenied')} reason={t('onlyAdmin')} />;
  const data = entries.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / AUDIT_SCREEN_PAGE_SIZE)) : 1;

  return (
    <div className="flex flex-col gap-6">
      <Link href="/coalition" className="self-start text-sm font-medium text-brand-800 underline">
        {t('backToDashboard')}
      </Link>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        {data ? <p className="text-slate-700">{t('intro', { days: data.retentionDays })}</p> : null}
      </div>
      <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <AuditFiltersForm
          organizations={organizations.data ?? []}
          onApply={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
      </section>
      <section aria-labelledby="audit-entries-heading" className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="audit-entries-heading" className="text-lg font-semibold">
            {t('entriesHeading')}
          </h2>
          <Button variant="secondary" onClick={() => download.mutate(filters)} disabled={download.isPending || !data}>
            {t('downloadCsv')}
          </Button>
        </div>
        {download.isError ? <Alert tone="error">{t('downloadFailed')}</Alert> : null}
        {entries.isError ? <Alert tone="error">{t('loadFailed')}</Alert> : null}
        {!data && !entries.isError ? <p role="status">{tc('loading')}</p> : null}
        {data && data.entries.length > 0 ? <AuditTable entries={data.entries} /> : null}
        {data && data.entries.length === 0 ? <p className="text-slate-700">{t('empty')}</p> : null}
        {data ? (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p role="status">{t('showing', { shown: data.entries.length, total: data.total })}</p>
            {pages > 1 ? (
              <nav aria-label={t('entriesHeading')} className="flex items-center gap-2">
                <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('previous')}
                </Button>
                <span className="text-sm">{t('page', { page, pages })}</span>
                <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {t('next')}
                </Button>
              </nav>
            ) : null}
          </div>
        ) : null}
      </section>
    </div>
  );
}
