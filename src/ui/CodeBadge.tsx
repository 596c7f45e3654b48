import { Badge, Tooltip, type BadgeProps } from '@mantine/core';
import { wordFor, type CodeDomain } from '../lib/words';
import { t } from '../i18n/translate';

/** A code the service returns, as a badge in words; the code and what it means on hover and focus. */
export function CodeBadge({
  domain,
  code,
  ...badge
}: { domain: CodeDomain; code: string | undefined | null } & Omit<BadgeProps, 'children'>) {
  // A service may leave the code out (the schema makes it optional): said as such, not as an unknown code.
  if (!code)
    return (
      <Badge variant="light" tt="none" color="gray" {...badge}>
        {t('codeBadge.notGiven')}
      </Badge>
    );
  const word = wordFor(domain, code);
  return (
    <Tooltip
      label={t(word.known ? 'codeBadge.known' : 'codeBadge.unknownTooltip', { explanation: word.explanation, code })}
      multiline
      maw={300}
      withArrow
    >
      <Badge variant="light" tt="none" tabIndex={0} {...badge} data-code={code ?? undefined}>
        {word.known ? word.label : t('codeBadge.unknown', { label: word.label })}
      </Badge>
    </Tooltip>
  );
}
