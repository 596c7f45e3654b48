import { notifications } from '@mantine/notifications';
import { wantNotifications } from './NotificationsHost';

/**
 * The outcome of a write, announced where the person is looking (and to screen readers: Mantine's
 * notifications are an alert region). Success fades; a failure stays until it is closed.
 */
export function notifySuccess(title: string, message: string) {
  wantNotifications();
  notifications.show({ title, message, color: 'teal', autoClose: 6000 });
}

export function notifyFailure(title: string, message: string) {
  wantNotifications();
  notifications.show({ title, message, color: 'red', autoClose: false });
}
