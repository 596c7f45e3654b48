import { Alert, Card, Switch, Text } from '@mantine/core';
import { t } from '../i18n/translate';
import { describeError } from '../ui/errors';
import { useReviewSettings } from './queries';

/** The installation's review setting, for an administrator: whether authors may accept their own proposals. */
export function ReviewSettingsCard() {
  const { settings, change } = useReviewSettings();
  if (!settings.data) return null;
  return (
    <Card withBorder>
      <Text fw={600} mb="xs">
        {t('settings.review')}
      </Text>
      <Switch
        label={t('settings.authorsMayAccept')}
        description={t('settings.authorsMayAcceptHint')}
        checked={settings.data.authorsMayAccept}
        disabled={change.isPending}
        onChange={(event) => change.mutate(event.currentTarget.checked)}
      />
      {change.error && (
        <Alert color="red" mt="xs" role="alert">
          {describeError(change.error, t('settings.reviewAction'))}
        </Alert>
      )}
    </Card>
  );
}
