import { Autocomplete, Group, Text } from '@mantine/core';
import { useDirectory } from './DirectoryContext';
import { entryMatches, resolvePicked, type PersonKind } from './directory';
import { isUuid } from '../../common/uuid';
import { shortUuid } from '../lib/uuid';
import { t } from '../i18n/translate';
import { Content } from '../ui/Content';

/**
 * A user or group chosen by name from the console's directory, or by a pasted uuid (named or not). The text
 * stays as typed; `resolvePicked` turns it into the uuid when the form is sent.
 */
export function PersonPicker({
  kind,
  label,
  value,
  onChange,
  error,
  initialFocus,
}: {
  kind: PersonKind;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  initialFocus?: boolean;
}) {
  const directory = useDirectory();
  const candidates = [...directory.entries.values()]
    .filter((entry) => entry.kind === kind)
    .sort((a, b) => a.name.localeCompare(b.name));
  const picked = resolvePicked(directory.entries, kind, value);
  const known = picked ? directory.lookup(picked) : undefined;
  const description = known ? (
    <Content>{`${known.name}${known.email ? ` · ${known.email}` : ''}`}</Content>
  ) : picked ? (
    t('person.pasted', { uuid: shortUuid(picked) })
  ) : (
    t('person.hint', { kind })
  );
  return (
    <Autocomplete
      label={label}
      value={known && isUuid(value.trim()) ? known.name : value}
      onChange={onChange}
      // Options are uuids (names may repeat); the input shows a chosen uuid's name.
      data={candidates.map((entry) => entry.uuid)}
      filter={({ options, search }) =>
        options.filter((option) => {
          const entry = 'value' in option ? directory.entries.get(option.value) : undefined;
          // Once chosen, the input holds the name: every candidate is offered again, as a Select would.
          return entry ? entryMatches(entry, search === known?.name ? '' : search) : false;
        })
      }
      renderOption={({ option }) => {
        const entry = directory.entries.get(option.value);
        return (
          entry && (
            <Group gap="xs" wrap="nowrap" justify="space-between" w="100%">
              <div>
                <Text size="sm">{entry.name}</Text>
                {entry.email && (
                  <Text size="xs" c="dimmed">
                    {entry.email}
                  </Text>
                )}
              </div>
              <Text size="xs" c="dimmed" ff="monospace" data-uuid={entry.uuid}>
                {shortUuid(entry.uuid)}
              </Text>
            </Group>
          )
        );
      }}
      description={description}
      error={error}
      limit={50}
      withAsterisk
      data-autofocus={initialFocus || undefined}
    />
  );
}
