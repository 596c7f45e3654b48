import { useSyncExternalStore } from 'react';
import { lazyComponent } from './lazyComponent';

// Mantine's notification area, loaded with the first notification: no first page pays for it.
const Notifications = lazyComponent(() => import('@mantine/notifications').then((m) => m.Notifications), null);

let wanted = false;
const listeners = new Set<() => void>();

/** Called before the first notification is shown; what is shown meanwhile waits in Mantine's store. */
export function wantNotifications() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where notifications appear, once there is one to show. */
export function NotificationsHost() {
  const shown = useSyncExternalStore(subscribe, () => wanted);
  return shown ? <Notifications position="top-right" /> : null;
}
