'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useNotifications } from '@/features/notifications/notifications';
import { useCurrentAccount } from './current-account';

/** Local storage: the decision last announced on this device, so each is told once. */
export const JOIN_REQUEST_SEEN_STORAGE_KEY = 'joinRequestDecisionSeen';

function seen(marker: string): boolean {
  try {
    if (window.localStorage.getItem(JOIN_REQUEST_SEEN_STORAGE_KEY) === marker) return true;
    window.localStorage.setItem(JOIN_REQUEST_SEEN_STORAGE_KEY, marker);
    return false;
  } catch {
    return false;
  }
}

/**
 * The in-app notification of an organisation's answer to the person's request to join: shown on
 * the first page they open after it, and kept until dismissed. The answer comes with the user's
 * details, which every page loads anyway: no request of its own.
 */
export function JoinRequestNotice() {
  const t = useTranslations('Accounts');
  const { user } = useCurrentAccount();
  const { addNotification } = useNotifications();
  const request = user?.joinRequest;
  const decided = request && request.status !== 'Requested' && request.decidedAt ? request : null;
  const marker = decided ? `${decided.accountId}|${decided.decidedAt}` : null;

  useEffect(() => {
    if (!decided || !marker || seen(marker)) return;
    const approved = decided.status === 'Approved';
    addNotification({
      type: approved ? 'success' : 'info',
      message: t(approved ? 'joinRequestApproved' : 'joinRequestDeclinedNotice', { organization: decided.accountName }),
      autoClose: false,
    });
    // One notification per decision: the marker says which.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [marker]);
  return null;
}
