// With UPSTREAM_URL, /api/v1 forwarded to the real service.

export { upstreamProxy } from './upstreamProxy.js';
