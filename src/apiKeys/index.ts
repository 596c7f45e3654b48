// API keys, for the administrator: issued (the secret shown once), listed with their expiry, rolled (the old key
// revoked on time by the console's server), and revoked. Settings keeps how early a key counts as about to expire.

export { apiKeyRoutes } from './routes';
export { KEY_WARNING_CHOICES, keyWarningDays, setKeyWarningDays } from './warningSetting';
export { ExpiringKeysCount } from './ExpiringKeysCount';
