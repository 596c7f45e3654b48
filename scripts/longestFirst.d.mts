import { BaseSequencer } from 'vitest/node';

/** The slowest test files first, whichever project they are in; then vitest's own order. */
export default class LongestFirst extends BaseSequencer {}
