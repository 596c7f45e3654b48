// Settings: this browser's choices (language, theme, the index's share of the rate limit).

export { settingsRoutes } from './routes';
