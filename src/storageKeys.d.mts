// Types for what TypeScript imports from src/storageKeys.mjs.
export declare const STORAGE_KEYS: {
  readonly session: string;
  readonly backgroundIndex: string;
  readonly indexShare: string;
  readonly indexDatabasePrefix: string;
  readonly keptIndexes: string;
  readonly recentModels: string;
  readonly keyWarningDays: string;
  readonly interfaceLanguage: string;
  readonly linkedLanguage: string;
  readonly directoryDatabasePrefix: string;
  readonly budgetChannelPrefix: string;
  readonly changesChannelPrefix: string;
};
