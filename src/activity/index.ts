// Who did what: the installation's audit log, for administrators (the console's server keeps it).

export { activityRoutes } from './routes';
export { HistoryLine, TargetHistory, useLatestEvents } from './TargetHistory';
export { actorWords, schedulerWords } from './words';
