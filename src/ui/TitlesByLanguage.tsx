import { Table, Text, type TableProps } from '@mantine/core';
import type { LocalizedTitles } from '../api/types';
import { t } from '../i18n/translate';
import { CodeBadge } from './CodeBadge';
import { Content } from './Content';

interface TitlesByLanguageProps extends Omit<TableProps, 'children'> {
  /** The table's name for assistive technology. */
  label: string;
  languages: readonly { uuid: string; name: string }[];
  titles: LocalizedTitles | undefined;
  /** Width of the languages' column. */
  nameWidth?: number;
  /** Marks titles the service flags as not yet translated. */
  flagUntranslated?: boolean;
}

/** A model's or symbol's title in each of its repository's languages, "no title" where one is missing. */
export function TitlesByLanguage({
  label,
  languages,
  titles,
  nameWidth,
  flagUntranslated = false,
  ...table
}: TitlesByLanguageProps) {
  return (
    <Table verticalSpacing={2} aria-label={label} {...table}>
      <Table.Tbody>
        {languages.map((language) => {
          const value = titles?.[language.uuid];
          return (
            <Table.Tr key={language.uuid}>
              <Table.Td c="dimmed" w={nameWidth} translate="no">
                {language.name}
              </Table.Td>
              <Table.Td>
                {value?.title ? (
                  <Content>{value.title}</Content>
                ) : (
                  <Text span c="dimmed">
                    {t('model.missingTitle')}
                  </Text>
                )}
                {flagUntranslated && value?.translated === false && (
                  <>
                    {' '}
                    <CodeBadge domain="titleState" code="untranslated" size="xs" variant="outline" color="yellow" />
                  </>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
