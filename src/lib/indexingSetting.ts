const KEY = 'model-repository-console.background-index';

/** Whether this device builds the search index in the background (on unless turned off in Settings). */
export const backgroundIndexing = (): boolean => localStorage.getItem(KEY) !== 'off';

export const setBackgroundIndexing = (on: boolean): void => localStorage.setItem(KEY, on ? 'on' : 'off');
