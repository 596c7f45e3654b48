/** What the schedulers of one identity in several tabs tell each other. */
export type BudgetMessage =
  | { type: 'hello' }
  | { type: 'blocked'; until: number }
  /** An answer's rate-limit headers; `background` is the lane of the request answered. */
  | { type: 'observed'; limit?: number; remaining: number; resetAt?: number; background?: boolean }
  | { type: 'sent'; background?: boolean }
  /** In reply to a hello: what this identity's tabs sent in the current window. */
  | ({ type: 'window' } & WindowSnapshot);

/** The console's own requests in one window, kept so that a new page does not take them for another client's. */
export interface WindowSnapshot {
  resetAt: number;
  yours: number;
  index: number;
}

/** A channel to the same identity's schedulers in other tabs (see broadcastBudget). */
export interface SharedBudget {
  post(message: BudgetMessage): void;
  subscribe(listener: (message: BudgetMessage) => void): () => void;
  /** Runs `task` while no other tab of the identity runs one; absent where the browser cannot lock across tabs. */
  exclusive?<T>(task: () => Promise<T>): Promise<T>;
  /** Keeps this window's counts for the identity's next page (a reload), and gives back the last ones kept. */
  remember?(snapshot: WindowSnapshot): void;
  recall?(): WindowSnapshot | undefined;
}

/**
 * A SharedBudget over a BroadcastChannel of this name, with turns taken through a Web Lock of the same name;
 * none where the browser has no BroadcastChannel.
 */
export function broadcastBudget(name: string): SharedBudget | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel(name);
  // Node (a benchmark, a script) has BroadcastChannel too: there a channel kept for the page's lifetime must
  // not keep the process alive once its work is done. Browsers have no unref.
  (channel as BroadcastChannel & { unref?: () => void }).unref?.();
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const storage = typeof localStorage !== 'undefined' ? localStorage : undefined;
  const kept = `${name}.window`;
  return {
    remember: (snapshot) => storage?.setItem(kept, JSON.stringify(snapshot)),
    recall: () => {
      try {
        const value = JSON.parse(storage?.getItem(kept) ?? 'null') as Partial<WindowSnapshot> | null;
        return value && [value.resetAt, value.yours, value.index].every(Number.isFinite)
          ? (value as WindowSnapshot)
          : undefined;
      } catch {
        return undefined;
      }
    },
    // LockManager's typings nest the task's promise; the value is the task's.
    exclusive: locks ? (task) => locks.request(`${name}.turn`, task).then((value) => value) : undefined,
    post: (message) => channel.postMessage(message),
    subscribe: (listener) => {
      const onMessage = (event: MessageEvent<BudgetMessage>) => listener(event.data);
      channel.addEventListener('message', onMessage);
      return () => {
        channel.removeEventListener('message', onMessage);
        channel.close();
      };
    },
  };
}
