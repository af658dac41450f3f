'use client';

import UserPlus from 'lucide-react/icons/user-plus';
import { useTranslations } from 'next-intl';
import { usePendingJoinRequests } from '@/features/api/pending-join-requests';
import { Link } from '@/i18n/navigation';
import { canManageAccount } from '@/lib/accounts/select-account';
import { useCurrentAccount } from './current-account';

/**
 * For an organisation's admins: the requests to join that wait for them, counted, shown only
 * while there are some. It opens Organization Management on the organisation whose request has
 * waited longest, where the requests are approved or declined.
 */
export function JoinRequestBadge() {
  const t = useTranslations('JoinRequestBadge');
  const { accounts, setCurrentAccount } = useCurrentAccount();
  const administers = accounts.some(canManageAccount);
  const { data: waiting = [] } = usePendingJoinRequests(administers);
  const total = waiting.reduce((sum, organization) => sum + organization.count, 0);
  if (!administers || total === 0) return null;
  const oldest = waiting[0]!;
  return (
    <Link
      href="/account/org-management"
      onClick={() => setCurrentAccount(oldest.accountId)}
      aria-label={t('label', { count: total, organization: oldest.accountName })}
      className="relative inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100"
    >
      <UserPlus aria-hidden="true" className="size-6" />
      {/* Drawn like the invitation bell's count; the link's name starts with the same number. */}
      <span className="absolute right-1 top-1 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-bold text-white">{total}</span>
    </Link>
  );
}
