// Types for what vite.config.ts imports from scripts/longPolesFirst.mjs.
import { BaseSequencer } from 'vitest/node';
export declare class LongPolesFirst extends BaseSequencer {}
