import { Alert, Button, Group, Modal, Radio, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ApiKey } from '../api/types';
import type { KeyRoll } from '../api/consoleServer/types';
import { formatDateTime, t } from '../i18n/translate';
import { describeWriteFailure } from '../ui/errors';
import { notifySuccess } from '../ui/notify';
import { EXPIRY_PRESETS, expiryFrom } from './expiry';
import {
  defaultExpiryChoice,
  defaultNewExpiry,
  REVOKE_CHOICES,
  revokeTimeOf,
  rollProblem,
  type RevokeChoice,
} from './rollPlan';
import { keyWarningDays } from './warningSetting';
import { useRollKey } from './scheduleQueries';
import { DoneWithSecrets, SecretField } from './SecretDialog';

/** One key's roll as it ended: its new key and the old one's revoke, or why not. */
interface RollOutcome {
  key: ApiKey;
  rolled?: KeyRoll;
  error?: string;
}

/**
 * Rolls one key or several: each gets a new key of the same application name, and the old one is revoked by the
 * console's server at the time chosen. The new secrets are shown once, each with a copy button and the time its old
 * key stops; a key that could not be rolled says why, and the others are not held back by it.
 */
export function RollDialog({ keys, onClose }: { keys: readonly ApiKey[]; onClose: () => void }) {
  const roll = useRollKey();
  const [choice, setChoice] = useState<RevokeChoice>('24h');
  const [at, setAt] = useState('');
  const [expiry, setExpiry] = useState<string>(() => defaultExpiryChoice(keys, keyWarningDays()));
  const [date, setDate] = useState('');
  const [error, setError] = useState<string>();
  const [outcomes, setOutcomes] = useState<RollOutcome[]>();
  const [confirming, setConfirming] = useState(false);
  const single = keys.length === 1 ? keys[0] : undefined;

  const submit = async () => {
    const now = Date.now();
    const { revokeAt, error: timeError } = revokeTimeOf(choice, at, now);
    if (timeError || revokeAt === undefined) return setError(timeError);
    const chosen = expiry === 'same' ? undefined : expiryFrom(expiry === 'date' ? { date } : { days: Number(expiry) });
    if (chosen?.error) return setError(chosen.error);
    const newExpiresAt = chosen?.expiresAt ? Date.parse(chosen.expiresAt) : undefined;
    const problem = keys
      .map((key) => ({ key, problem: rollProblem(key, revokeAt, now, newExpiresAt) }))
      .find((entry) => entry.problem);
    if (problem) return setError(single ? problem.problem : `${problem.key.applicationName}: ${problem.problem}`);
    setError(undefined);
    const results: RollOutcome[] = [];
    // One after another: each answer holds a secret, and a failure must not cost the others theirs.
    for (const key of keys) {
      try {
        const rolled = await roll.mutateAsync({
          keyUuid: key.uuid!,
          revokeAt: new Date(revokeAt).toISOString(),
          expiresAt: new Date(newExpiresAt ?? defaultNewExpiry(key, revokeAt, now)).toISOString(),
        });
        results.push({ key, rolled });
      } catch (failure) {
        results.push({ key, error: describeWriteFailure(failure, t('roll.unknown')) });
      }
    }
    setOutcomes(results);
    const done = results.filter((result) => result.rolled).length;
    if (done > 0) notifySuccess(t('roll.done'), t('roll.doneText', { count: done }));
  };

  if (outcomes) {
    const secrets = outcomes.some((outcome) => outcome.rolled);
    return (
      <Modal
        opened
        onClose={() => (secrets ? setConfirming(true) : onClose())}
        title={t('roll.resultsTitle', { count: outcomes.length })}
        closeOnClickOutside={false}
        size="lg"
      >
        <Stack>
          {secrets && <Alert color="blue">{t('secret.once')}</Alert>}
          {outcomes.map(({ key, rolled, error: failure }) => (
            <Stack key={key.uuid} gap={4}>
              <Text fw={600}>{key.applicationName}</Text>
              {rolled ? (
                <>
                  <SecretField
                    label={t('roll.newSecret', { name: rolled.key.applicationName })}
                    secret={rolled.key.apiKey}
                  />
                  <Text size="sm">
                    {t('roll.oldStops', {
                      at: formatDateTime(rolled.revokeAt),
                      expires: formatDateTime(rolled.key.expiresAt ?? rolled.revokeAt),
                    })}
                  </Text>
                </>
              ) : (
                <Alert color="red" role="alert">
                  {failure}
                </Alert>
              )}
            </Stack>
          ))}
          {secrets ? (
            <DoneWithSecrets confirming={confirming} setConfirming={setConfirming} onClose={onClose} />
          ) : (
            <Group justify="flex-end">
              <Button onClick={onClose}>{t('secret.done')}</Button>
            </Group>
          )}
        </Stack>
      </Modal>
    );
  }

  return (
    <Modal
      opened
      onClose={() => !roll.isPending && onClose()}
      title={single ? t('roll.title', { name: single.applicationName }) : t('roll.titleMany', { count: keys.length })}
      size="lg"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <Text size="sm">{t('roll.explain')}</Text>
          <Radio.Group
            label={t('roll.revokeOld')}
            value={choice}
            onChange={(value) => setChoice(value as RevokeChoice)}
          >
            <Stack gap="xs" mt="xs">
              {REVOKE_CHOICES.map((value) => (
                <Radio key={value} value={value} label={t('roll.choice', { choice: value })} />
              ))}
            </Stack>
          </Radio.Group>
          {choice === 'at' && (
            <TextInput
              type="datetime-local"
              // To the second: an overlap of a minute is a minute.
              step={1}
              label={t('roll.revokeAt')}
              value={at}
              onChange={(event) => setAt(event.currentTarget.value)}
            />
          )}
          <div>
            <Text size="sm" fw={500} mb={4}>
              {t('roll.newExpiry')}
            </Text>
            <SegmentedControl
              aria-label={t('roll.newExpiry')}
              value={expiry}
              onChange={setExpiry}
              data={[
                { value: 'same', label: single ? t('roll.sameExpiry') : t('roll.sameExpiries') },
                ...EXPIRY_PRESETS.map((days) => ({ value: String(days), label: t('issue.days', { days }) })),
                { value: 'date', label: t('issue.onDate') },
              ]}
            />
          </div>
          {expiry === 'date' && (
            <TextInput
              type="date"
              label={t('issue.expiryDate')}
              value={date}
              onChange={(event) => setDate(event.currentTarget.value)}
            />
          )}
          <Alert color="gray">{t('roll.lastUseUnknown')}</Alert>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={roll.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={roll.isPending}>
              {single ? t('roll.submit') : t('roll.submitMany', { count: keys.length })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
