import type { Authenticator } from '../auth/authenticator.js';
import type { ServiceStore } from '../store/serviceStore.js';

/** What the routes are given: the store's interface, not its SQLite classes. */
export type Services = ServiceStore & { authenticator: Authenticator };
