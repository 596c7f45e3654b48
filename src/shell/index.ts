// The signed-in frame: header, navigation, Ctrl+K, the rate limit's state, and the page for unknown addresses.

export { shellRoute } from './routes';
export { BudgetFiguresText } from './RateLimitIndicator';
