// Types for what TypeScript imports from scripts/freePort.mjs.
export declare const freePort: () => Promise<number>;
