import { callApi } from '@/features/api/client';
import { deleteWeightLog } from '@/features/api/routes/weights/delete-weight-log';
import { listOrganizationWeightLogs } from '@/features/api/routes/weights/list-organization-weight-logs';
import { listUserWeightLogs } from '@/features/api/routes/weights/list-user-weight-logs';
import { logWeight } from '@/features/api/routes/weights/log-weight';
import { updateWeightLog } from '@/features/api/routes/weights/update-weight-log';
import { refreshSessionNow } from '@/features/auth/session';
import type { QueuedItem } from '@/lib/offline/queue';
import type { SendQueueDeps } from './send-queue';

/** How the browser sends the queue: the product API with each item's idempotency key, after a session refresh. */
export const queueDeps: SendQueueDeps = {
  refreshSession: async () => {
    const session = await refreshSessionNow();
    const token = session?.accessToken;
    if (!session?.user?.id || !token || session.error === 'RefreshAccessTokenError') return null;
    return { personId: session.user.id, token };
  },
  send: async (item: QueuedItem, token) => {
    const options = { token, idempotencyKey: item.key };
    if (item.kind === 'log') await callApi(logWeight, { body: item.input }, options);
    else if (item.kind === 'update') await callApi(updateWeightLog, { params: { id: item.id }, body: item.input }, options);
    else await callApi(deleteWeightLog, { params: { id: item.id } }, options);
  },
  dayEntry: async (item, token) => {
    const { accountId, logDate } = item.input;
    const entries = accountId
      ? await callApi(listOrganizationWeightLogs, { params: { accountId } }, { token })
      : await callApi(listUserWeightLogs, { params: { userId: item.personId } }, { token });
    const entry = entries.find((e) => e.logDate === logDate && (!accountId || e.accountId === accountId));
    return entry ? { weight: entry.weight, updatedAt: entry.updatedAt } : null;
  },
};
