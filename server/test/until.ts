/** Asks `what` every `everyMs` until it gives a value (not undefined), and resolves with it; fails after `timeoutMs`. */
export async function until<T>(
  what: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 30_000,
  everyMs = 100,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await what();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`waited ${timeoutMs} ms in vain`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
