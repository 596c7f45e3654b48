// Types for what TypeScript imports from scripts/testPhases.mjs.
export declare const TIMINGS_DIR: string;
