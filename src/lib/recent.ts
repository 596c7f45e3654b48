import { STORAGE_KEYS } from '../storageKeys.mjs';
/** Recently opened models, for Ctrl+K; kept on this device, without any credential. */
export interface RecentModel {
  repositoryId: string;
  modelId: string;
  title: string;
}

const KEY = STORAGE_KEYS.recentModels;
const LIMIT = 10;

export function recentModels(): RecentModel[] {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.slice(0, LIMIT) : [];
  } catch {
    return [];
  }
}

export function rememberModel(model: RecentModel): void {
  const others = recentModels().filter((m) => m.modelId !== model.modelId);
  localStorage.setItem(KEY, JSON.stringify([model, ...others].slice(0, LIMIT)));
}

export function forgetRecentModels(): void {
  localStorage.removeItem(KEY);
}
