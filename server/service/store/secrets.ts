import { randomBytes } from 'node:crypto';

/** A new key's secret, with a prefix that secret scanners can recognise. */
export const newKeySecret = () => `mrk_${randomBytes(32).toString('base64url')}`;
