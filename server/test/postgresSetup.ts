import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres } from '../../scripts/postgres.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway cluster's base URL, for tests that make a database of their own in it. */
    postgresUrl: string;
  }
}

/** One throwaway PostgreSQL for the service tests' run (see scripts/postgres.mjs), stopped after it. */
export default async function setup(project: TestProject) {
  const postgres = await startThrowawayPostgres();
  project.provide('postgresUrl', postgres.url);
  return () => postgres.stop();
}
