'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useUserWeightLogs } from './use-weight-logs';

export function WeightHistory({ userId }: { userId: string }) {
  const t = useTranslations('Dashboard');
  const tc = useTranslations('Common');
  const format = useFormatter();
  const logs = useUserWeightLogs(userId);

  return (
    <Card title={t('historyHeading')} titleId="history-heading">
      {logs.isPending ? <p className="text-slate-600">{tc('loading')}</p> : null}
      {logs.isError ? (
        <div className="flex flex-col items-start gap-2">
          <Alert tone="error">{t('historyLoadFailed')}</Alert>
          <Button variant="secondary" onClick={() => void logs.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      {logs.data && logs.data.length === 0 ? <p className="text-slate-700">{t('historyEmpty')}</p> : null}
      {logs.data && logs.data.length > 0 ? (
        <table className="w-full text-left text-sm" aria-labelledby="history-heading">
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2 font-semibold">
                {t('colDate')}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {t('colWeight')}
              </th>
            </tr>
          </thead>
          <tbody>
            {logs.data.map((entry) => (
              <tr key={entry.id} className="border-b border-slate-100">
                <td className="py-2">{format.dateTime(new Date(`${entry.logDate}T00:00:00`), { dateStyle: 'medium' })}</td>
                <td className="py-2 text-right tabular-nums" data-private="true">
                  {t('weightValue', { weight: format.number(entry.weight, { maximumFractionDigits: 1 }) })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Card>
  );
}
