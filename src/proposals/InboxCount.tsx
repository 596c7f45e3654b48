import { Badge, Button } from '@mantine/core';
import { Link } from 'react-router';
import { t } from '../i18n/translate';
import { ROUTES } from '../lib/paths';
import { useInbox } from './queries';

/** What waits on the signed-in person, counted: proposals for their review and unread comments on their own. */
export function waitingCount(inbox: { forReview: unknown[]; mine: { unread: number }[] }) {
  return inbox.forReview.length + inbox.mine.reduce((sum, entry) => sum + entry.unread, 0);
}

/** The header's way to the inbox, with how much waits there; nothing where this console's server keeps no proposals. */
export function InboxCount() {
  const inbox = useInbox().data;
  if (!inbox) return null;
  const count = waitingCount(inbox);
  return (
    <Button
      component={Link}
      to={ROUTES.inbox}
      variant={count > 0 ? 'light' : 'subtle'}
      size="xs"
      aria-label={t('inbox.waiting', { count })}
      rightSection={
        count > 0 ? (
          <Badge size="sm" circle data-testid="inbox-count">
            {count}
          </Badge>
        ) : undefined
      }
    >
      {t('inbox.short')}
    </Button>
  );
}
