// API keys, for the administrator: issued (the secret shown once), listed with their expiry, and revoked.

export { apiKeyRoutes } from './routes';
