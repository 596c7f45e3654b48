// The console's pages: the built files, client-side routes, /directory.csv, and their security headers.

export { consoleFiles } from './consoleFiles.js';
export { securityHeaders } from './securityHeaders.js';
