// What an operator needs: probes, metrics (prom-client), one JSON log line per request with its id.

export { METRICS_PATH, ServerMetrics } from './metrics.js';
export { closingWhenStopping, HEALTH_PATH, type ProbeOptions, probes, READY_PATH } from './probes.js';
export { readinessChecks } from './readiness.js';
export { REQUEST_ID_HEADER, requestIdFor, requestLog } from './requestLog.js';
