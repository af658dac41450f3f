'use client';

import { useTranslations } from 'next-intl';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export type NotificationType = 'success' | 'error' | 'warning' | 'info';

/** SPEC §3 Notification. */
export type Notification = {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  autoClose: boolean;
  duration: number;
  dismissible: boolean;
};

export const NOTIFICATION_DURATION_MS = 5000;

type NewNotification = Partial<Omit<Notification, 'id' | 'type' | 'message'>> & Pick<Notification, 'type' | 'message'>;

type NotificationsApi = {
  notifications: Notification[];
  addNotification: (notification: NewNotification) => string;
  removeNotification: (id: string) => void;
};

const NotificationsContext = createContext<NotificationsApi | null>(null);

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const t = useTranslations('Notifications');
  const [notifications, setNotifications] = useState<Notification[]>([]);

  const removeNotification = useCallback((id: string) => setNotifications((all) => all.filter((n) => n.id !== id)), []);

  const addNotification = useCallback(
    (input: NewNotification) => {
      const id = crypto.randomUUID();
      const defaultTitle = input.type === 'error' ? t('error') : input.type === 'success' ? t('success') : t(input.type);
      const notification: Notification = {
        id,
        title: input.title ?? defaultTitle,
        autoClose: input.autoClose ?? true,
        duration: input.duration ?? NOTIFICATION_DURATION_MS,
        dismissible: input.dismissible ?? true,
        type: input.type,
        message: input.message,
      };
      setNotifications((all) => [...all, notification]);
      return id;
    },
    [t],
  );

  const api = useMemo(() => ({ notifications, addNotification, removeNotification }), [notifications, addNotification, removeNotification]);
  return (
    <NotificationsContext.Provider value={api}>
      {children}
      <NotificationList notifications={notifications} onDismiss={removeNotification} />
    </NotificationsContext.Provider>
  );
}

export function useNotifications(): NotificationsApi {
  const api = useContext(NotificationsContext);
  if (!api) throw new Error('useNotifications must be used inside NotificationsProvider');
  return api;
}

const tones: Record<NotificationType, string> = {
  success: 'border-green-700 bg-green-50 text-green-950',
  error: 'border-red-700 bg-red-50 text-red-950',
  warning: 'border-amber-600 bg-amber-50 text-amber-950',
  info: 'border-slate-500 bg-white text-slate-950',
};

function NotificationItem({ notification, onDismiss }: { notification: Notification; onDismiss: (id: string) => void }) {
  const t = useTranslations('Notifications');
  const { id, autoClose, duration } = notification;
  useEffect(() => {
    if (!autoClose) return;
    const timer = setTimeout(() => onDismiss(id), duration);
    return () => clearTimeout(timer);
  }, [id, autoClose, duration, onDismiss]);
  return (
    <li className={`pointer-events-auto flex items-start gap-3 rounded-md border-l-4 p-3 shadow-md ${tones[notification.type]}`}>
      <div className="flex-1" role={notification.type === 'error' ? 'alert' : 'status'}>
        <p className="font-semibold">{notification.title}</p>
        <p className="text-sm">{notification.message}</p>
      </div>
      {notification.dismissible ? (
        <button type="button" onClick={() => onDismiss(id)} className="min-h-11 min-w-11 rounded text-lg leading-none" aria-label={t('dismiss')}>
          ×
        </button>
      ) : null}
    </li>
  );
}

/** Announced to screen readers: status messages politely, errors at once. */
function NotificationList({ notifications, onDismiss }: { notifications: Notification[]; onDismiss: (id: string) => void }) {
  const t = useTranslations('Notifications');
  return (
    <section aria-label={t('region')} className="pointer-events-none fixed inset-x-2 bottom-2 z-50 sm:left-auto sm:right-4 sm:w-96">
      <ul className="flex flex-col gap-2">
        {notifications.map((n) => (
          <NotificationItem key={n.id} notification={n} onDismiss={onDismiss} />
        ))}
      </ul>
    </section>
  );
}
