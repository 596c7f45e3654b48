export { upstreamProxy } from './upstreamProxy.js';
