/**
 * How the console's server names the application key it issues each person who signs in ("Console ·
 * ada@example.org"): the keys page tells them apart from applications' keys by this, and the server finds a
 * person's key by it. Dependency-free, for both sides.
 */
export const PERSON_KEY_PREFIX = 'Console · ';

/** Whether a key's application name is that of a person's key. */
export const isPersonKey = (applicationName: string | undefined): boolean =>
  applicationName?.startsWith(PERSON_KEY_PREFIX) ?? false;
