import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '../shared/config.js';
import { administratorOnly, authentication } from './auth/authentication.js';
import { Authenticator } from './auth/authenticator.js';
import { faultInjection } from './faults/faults.js';
import { jsonBodies } from './http/jsonBody.js';
import { RateLimiter } from './http/limiter.js';
import { ResponseCache, responseCaching } from './http/responseCache.js';
import { answerServiceError } from './http/storeErrors.js';
import { rateLimiting } from './rateLimit/rateLimiting.js';
import { operations } from './routes/operations.js';
import type { Services } from './routes/services.js';
import type { Db } from './store/database.js';
import type { ListedModelsOptions } from './store/listedModels.js';
import { createStores, type Stores } from './store/index.js';

export type EmbeddedServiceConfig = Pick<
  Config,
  'adminToken' | 'rateLimit' | 'rateLimitWindowSeconds' | 'authCacheSeconds' | 'faultHeaders'
>;

export interface EmbeddedServiceOptions {
  config: EmbeddedServiceConfig;
  now?: () => number;
  /** How the model lists keep their state; tests index small repositories. */
  listing?: ListedModelsOptions;
  /** Answers that took at least this long to make are kept (see WORTH_KEEPING_MS); tests keep every one. */
  worthKeepingMs?: number;
}

/** The embedded service on its database: its stores, and its API as a plugin the server mounts at `/api/v1`. */
export interface EmbeddedService {
  stores: Stores;
  api: FastifyPluginAsync;
}

/**
 * The embedded service's API, one plugin per concern, in the order a request meets them: its credential,
 * the rate limit (before the body is even read), the administrator's operations, the sandbox's faults, the
 * JSON body, the response cache, then the operation itself.
 */
async function embeddedApi(api: FastifyInstance, services: Services, options: EmbeddedServiceOptions) {
  const { config } = options;
  // A store's domain errors become statuses here, within the embedded service; the server answers the rest.
  api.setErrorHandler(answerServiceError);
  const limiter = new RateLimiter(config.rateLimit, config.rateLimitWindowSeconds, options.now);
  await api.register(authentication, {
    authenticator: services.authenticator,
    countFailures: limiter.enabled,
    now: options.now,
  });
  await api.register(rateLimiting, { limiter, windowSeconds: config.rateLimitWindowSeconds });
  await api.register(administratorOnly);
  if (config.faultHeaders) await api.register(faultInjection);
  await api.register(jsonBodies);
  await api.register(responseCaching, {
    cache: new ResponseCache(services.writeCount, undefined, options.worthKeepingMs),
  });
  await api.register(operations, { services });
}

export function embeddedService(db: Db, options: EmbeddedServiceOptions): EmbeddedService {
  const stores = createStores(db, options.listing);
  const { adminToken, authCacheSeconds } = options.config;
  const services: Services = {
    ...stores,
    authenticator: new Authenticator(stores.apiKeys, adminToken, authCacheSeconds, options.now),
  };
  return { stores, api: (api) => embeddedApi(api, services, options) };
}
