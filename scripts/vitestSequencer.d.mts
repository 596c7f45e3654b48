// Types for what TypeScript imports from scripts/vitestSequencer.mjs.
import { BaseSequencer } from 'vitest/node';

export declare class ServiceFirstSequencer extends BaseSequencer {}
