import { notifications } from '@mantine/notifications';

/**
 * The outcome of a write, announced where the person is looking (and to screen readers: Mantine's
 * notifications are an alert region). Success fades; a failure stays until it is closed.
 */
export const notifySuccess = (title: string, message: string) => notifications.show({ title, message, color: 'teal', autoClose: 6000 });

export const notifyFailure = (title: string, message: string) => notifications.show({ title, message, color: 'red', autoClose: false });
