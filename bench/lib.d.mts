// Types for what TypeScript tests import from bench/lib.mjs.
export interface WindowAnswer {
  who: string;
  status: number;
  answeredAt: number;
  limit?: number;
  remaining?: number;
}
export interface WindowTally {
  limit: number;
  counted: Record<string, number>;
  refused: Record<string, number>;
}
export function splitWindows(answers: readonly WindowAnswer[]): WindowTally[];
