/** "1 key", "3 keys": a count with its noun, which takes an s for any number but one. */
export const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
