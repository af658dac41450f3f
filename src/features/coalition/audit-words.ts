'use client';

import { useTranslations } from 'next-intl';
import type { AuditAction, AuditEntry } from '@/lib/schemas/audit';

/** The messages key of an action (`member.invite` → `member_invite`): a dot in a key would nest it. */
export const actionKey = (action: AuditAction) => action.replaceAll('.', '_') as 'member_invite';

const DETAIL_KEYS = new Set(['role', 'from', 'to', 'status', 'reason', 'change', 'format', 'action', 'outcome', 'actorEmail', 'organizationId']);

/** An entry's people and facts in the screen's language. */
export function useAuditWords() {
  const t = useTranslations('Audit');
  return {
    action: (entry: AuditEntry) => t(`actions.${actionKey(entry.action)}`),
    outcome: (entry: AuditEntry) => t(`outcomes.${entry.outcome}`),
    actor: (entry: AuditEntry) => {
      if (entry.actorKind === 'self') return t('actorSelf');
      if (entry.actorKind === 'command') return t('actorCommand');
      if (entry.actorKind === 'system') return t('actorSystem');
      return entry.actorDeleted ? t('targetDeleted') : (entry.actorEmail ?? t('nobody'));
    },
    target: (entry: AuditEntry) => (entry.targetDeleted ? t('targetDeleted') : (entry.targetEmail ?? t('nobody'))),
    /** `Role: User` lines, named in the screen's language; the values are the record's own words. */
    details: (entry: AuditEntry) =>
      Object.entries(entry.detail).map(([key, value]) => `${DETAIL_KEYS.has(key) ? t(`details.${key as 'role'}`) : key}: ${value}`),
  };
}
