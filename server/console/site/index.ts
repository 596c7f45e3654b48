export { consoleFiles } from './consoleFiles.js';
export { securityHeaders } from './securityHeaders.js';
