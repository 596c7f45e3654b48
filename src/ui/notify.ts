import type { NotificationData } from '@mantine/notifications';
import { wantNotifications } from './NotificationsHost';

/** Mantine's notifications come with the first one shown: pages that announce nothing do not load them. */
function show(notification: NotificationData) {
  wantNotifications();
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(notification));
}

/**
 * The outcome of a write, announced where the person is looking (and to screen readers: Mantine's
 * notifications are an alert region). Success fades; a failure stays until it is closed.
 */
export function notifySuccess(title: string, message: string) {
  show({ title, message, color: 'teal', autoClose: 6000 });
}

export function notifyFailure(title: string, message: string) {
  show({ title, message, color: 'red', autoClose: false });
}
