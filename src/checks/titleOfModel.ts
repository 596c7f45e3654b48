import type { KnownLanguage } from '../repositories';
import type { Model } from '../api/types';
import { t } from '../i18n/translate';

/** A model's title for a message: the default language's, else any. */
export function titleOfModel(model: Model, languages: readonly KnownLanguage[]): string {
  const preferred = languages.find((language) => language.defaultLanguage)?.uuid;
  const titles = model.titles ?? {};
  return (
    (preferred && titles[preferred]?.title) ||
    Object.values(titles).find((value) => value?.title)?.title ||
    t('missing.noTitle')
  );
}
