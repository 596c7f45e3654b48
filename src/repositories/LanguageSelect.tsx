import { NativeSelect } from '@mantine/core';
import type { KnownLanguage } from './queries';
import { t } from '../i18n/translate';

/**
 * The repository's languages, the default one marked. A native select: a short list needs no search,
 * and it costs a page nothing until it is opened (Mantine's Select positions its dropdown as it mounts).
 */
export function LanguageSelect({
  languages,
  value,
  onChange,
}: {
  languages: readonly KnownLanguage[] | undefined;
  value: string | undefined;
  onChange: (language: string) => void;
}) {
  return (
    <NativeSelect
      label={t('contentLanguage.label')}
      w={200}
      data={(languages ?? []).map((l) => ({
        value: l.uuid,
        label: l.defaultLanguage ? t('contentLanguage.default', { name: l.name }) : l.name,
      }))}
      value={value ?? ''}
      onChange={(event) => event.currentTarget.value && onChange(event.currentTarget.value)}
      disabled={!languages}
    />
  );
}
