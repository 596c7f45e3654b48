/**
 * The header the console sends with every request it makes for a signed-in person (RFC 10017 §6.1.3.3): a page
 * of another site cannot send it without a CORS preflight, which the console's server does not grant it.
 */
export const CSRF_HEADER = 'x-console-request';
