import { Select } from '@mantine/core';
import type { Language } from '../api/types';

/** The repository's languages, the default one marked. */
export function LanguageSelect({
  languages,
  value,
  onChange,
}: {
  languages: readonly Language[] | undefined;
  value: string | undefined;
  onChange: (language: string) => void;
}) {
  return (
    <Select
      label="Language"
      aria-label="Language"
      w={200}
      allowDeselect={false}
      data={(languages ?? []).map((l) => ({ value: l.uuid!, label: l.defaultLanguage ? `${l.name} (default)` : l.name! }))}
      value={value ?? null}
      onChange={(next) => next && onChange(next)}
      disabled={!languages}
    />
  );
}
