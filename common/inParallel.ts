/**
 * Runs `task` over `items`, at most `parallel` at once, while `signal` lasts. The first failure stops every
 * worker; it is thrown once all of them have stopped, so that nothing of the work is sent after this returns.
 */
export async function inParallel<T>(
  items: readonly T[],
  parallel: number,
  task: (item: T) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && !signal?.aborted && next < items.length) {
      try {
        await task(items[next++]);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
  if (failure) throw failure.error;
  signal?.throwIfAborted();
}
