'use client';

import { useTranslations } from 'next-intl';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Toast, ToastRegion, type ToastTone } from '@/components/ui/toast';

export type NotificationType = ToastTone;

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

function NotificationItem({ notification, onDismiss }: { notification: Notification; onDismiss: (id: string) => void }) {
  const t = useTranslations('Notifications');
  const { id } = notification;
  const close = useCallback(() => onDismiss(id), [id, onDismiss]);
  return (
    <Toast
      tone={notification.type}
      title={notification.title}
      message={notification.message}
      autoCloseMs={notification.autoClose ? notification.duration : undefined}
      onClose={close}
      dismissLabel={notification.dismissible ? t('dismiss') : undefined}
    />
  );
}

/** Announced to screen readers: status messages politely, errors at once. */
function NotificationList({ notifications, onDismiss }: { notifications: Notification[]; onDismiss: (id: string) => void }) {
  const t = useTranslations('Notifications');
  return (
    <ToastRegion label={t('region')}>
      {notifications.map((n) => (
        <NotificationItem key={n.id} notification={n} onDismiss={onDismiss} />
      ))}
    </ToastRegion>
  );
}
