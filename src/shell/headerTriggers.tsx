import { ActionIcon, Button, Text } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { useRateLimitState } from '../api/rateLimit';
import { budgetNotice, noticeInputs } from './budgetWords';
import { sameFields } from '../lib/sameFields';
import { useNow } from '../lib/useNow';
import { languageName } from '../i18n/languages';
import { t } from '../i18n/translate';
import { useInterfaceLanguage } from '../i18n/useInterfaceLanguage';
import { Content } from '../ui/Content';

// The header's buttons, drawn alone until their menus and popovers load (see overlayOnDemand), then as those
// overlays' targets, which add their handlers and state through the rest of the props.
type TriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };

/** The interface language's code, naming the language and the choice of the others. */
export function LanguageButton(props: TriggerProps) {
  const language = useInterfaceLanguage();
  const name = languageName(language);
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconLanguage size={16} aria-hidden />}
      aria-label={t('language.menu', { language: name })}
      aria-haspopup="menu"
      aria-expanded={false}
      {...props}
    >
      <Content>{language.slice(0, 2).toUpperCase()}</Content>
    </Button>
  );
}

/** A person: told apart from the navigation's burger beside it. */
export function AccountButton({ identity, ...props }: TriggerProps & { identity: string }) {
  return (
    <ActionIcon
      variant="default"
      size="lg"
      radius="xl"
      aria-label={t('account.menu', { identity })}
      aria-haspopup="menu"
      aria-expanded={false}
      {...props}
    >
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
      </svg>
    </ActionIcon>
  );
}

/**
 * The service's rate limit: a quiet button while there is room, words when it matters (the person's requests
 * wait, or the window's last tenth is being spent); nothing before the service has told its limit.
 */
export function RateLimitButton(props: TriggerProps) {
  const inputs = useRateLimitState(noticeInputs, sameFields);
  const now = useNow(inputs?.resetAt !== undefined || inputs?.waitingUntil !== undefined, 1000);
  if (!inputs) return null;
  const notice = budgetNotice(inputs, now);
  return notice ? (
    <Button
      size="compact-xs"
      variant="light"
      color={notice.waiting ? 'orange' : 'yellow'}
      title={t('rate.buttonTitle')}
      {...props}
    >
      <Text span size="xs" maw={{ base: 120, md: 360 }} truncate="end">
        {notice.text}
      </Text>
    </Button>
  ) : (
    <Button size="compact-xs" variant="subtle" color="gray" title={t('rate.buttonTitle')} {...props}>
      {t('rate.button')}
    </Button>
  );
}
