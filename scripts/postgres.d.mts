// Types for what TypeScript imports from scripts/postgres.mjs.
export interface ThrowawayPostgres {
  /** The cluster's base URL, without a database name: `postgres://postgres@127.0.0.1:PORT`. */
  url: string;
  kill(): Promise<void>;
  restart(): Promise<void>;
  stop(): Promise<void>;
}
export declare function postgresBin(): string | undefined;
export declare function startThrowawayPostgres(): Promise<ThrowawayPostgres>;
