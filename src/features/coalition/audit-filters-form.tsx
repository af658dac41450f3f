'use client';

import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import type { AuditFilters } from '@/features/api/audit';
import { AUDIT_ACTIONS, AUDIT_OUTCOMES, type AuditAction, type AuditOutcome } from '@/lib/schemas/audit';
import type { Organization } from '@/lib/schemas/accounts';
import { actionKey } from './audit-words';

type Values = { action: string; outcome: string; actorEmail: string; organizationId: string; from: string; to: string };

const EMPTY: Values = { action: '', outcome: '', actorEmail: '', organizationId: '', from: '', to: '' };

/** The form's values as the call's filters: an empty field is no filter. */
function filtersOf(values: Values): AuditFilters {
  return {
    action: (values.action || undefined) as AuditAction | undefined,
    outcome: (values.outcome || undefined) as AuditOutcome | undefined,
    actorEmail: values.actorEmail.trim() || undefined,
    organizationId: values.organizationId || undefined,
    from: values.from || undefined,
    to: values.to || undefined,
  };
}

/** The audit record's filters: applied together when the form is sent, cleared together. */
export function AuditFiltersForm({ organizations, onApply }: { organizations: readonly Organization[]; onApply: (filters: AuditFilters) => void }) {
  const t = useTranslations('Audit');
  const { register, handleSubmit, reset, setError, clearErrors, formState } = useForm<Values>({ defaultValues: EMPTY });

  const submit = handleSubmit((values) => {
    if (values.from && values.to && values.from > values.to) {
      setError('from', { message: t('rangeInvalid') });
      return;
    }
    clearErrors();
    onApply(filtersOf(values));
  });

  return (
    <form onSubmit={submit} aria-labelledby="audit-filters-heading" className="flex flex-col gap-4" noValidate>
      <h2 id="audit-filters-heading" className="text-lg font-semibold">
        {t('filtersHeading')}
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Select id="audit-action" label={t('actionLabel')} {...register('action')}>
          <option value="">{t('anyAction')}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`actions.${actionKey(action)}`)}
            </option>
          ))}
        </Select>
        <Select id="audit-outcome" label={t('outcomeLabel')} {...register('outcome')}>
          <option value="">{t('anyOutcome')}</option>
          {AUDIT_OUTCOMES.map((outcome) => (
            <option key={outcome} value={outcome}>
              {t(`outcomes.${outcome}`)}
            </option>
          ))}
        </Select>
        <TextField id="audit-actor" label={t('actorLabel')} type="search" autoComplete="off" maxLength={254} {...register('actorEmail')} />
        <Select id="audit-organization" label={t('organizationLabel')} {...register('organizationId')}>
          <option value="">{t('anyOrganization')}</option>
          {organizations.map((o) => (
            <option key={o.accountId} value={o.accountId}>
              {o.accountName}
            </option>
          ))}
        </Select>
        <TextField id="audit-from" label={t('fromLabel')} type="date" error={formState.errors.from?.message} {...register('from')} />
        <TextField id="audit-to" label={t('toLabel')} type="date" {...register('to')} />
      </div>
      <div className="flex flex-wrap gap-2">
        <SubmitButton>{t('apply')}</SubmitButton>
        <Button
          variant="secondary"
          onClick={() => {
            reset(EMPTY);
            onApply({});
          }}
        >
          {t('clear')}
        </Button>
      </div>
    </form>
  );
}
