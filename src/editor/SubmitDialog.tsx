import { Alert, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { t } from '../i18n/translate';
import { describeError } from '../ui/errors';
import { FormDialog } from '../ui/FormDialog';

/**
 * Submit for review: a statement of what the change is and why, then the draft. A submit whose answer was lost may
 * be sent again: the server makes no second draft. The statement stays while anything goes wrong.
 */
export function SubmitDialog({
  failing,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  /** How many of the checks fail: said before the submit, not a bar to it (the reviewer decides). */
  failing: number;
  pending: boolean;
  error: unknown;
  onSubmit(statement: string): void;
  onClose(): void;
}) {
  const [statement, setStatement] = useState('');
  const [empty, setEmpty] = useState(false);
  return (
    <FormDialog
      title={t('editor.submitTitle')}
      submitLabel={t('editor.submit')}
      busy={pending}
      error={empty ? t('editor.statementNeeded') : error ? describeError(error, t('editor.submitAction')) : undefined}
      onSubmit={() => {
        setEmpty(!statement.trim());
        if (statement.trim()) onSubmit(statement.trim());
      }}
      onClose={onClose}
    >
      <Text size="sm">{t('editor.submitText')}</Text>
      <Textarea
        label={t('editor.statement')}
        description={t('editor.statementHint')}
        value={statement}
        onChange={(event) => setStatement(event.currentTarget.value)}
        autosize
        minRows={3}
        maxLength={5000}
        data-autofocus
      />
      {failing > 0 && <Alert color="yellow">{t('editor.submitWithFailures', { count: failing })}</Alert>}
    </FormDialog>
  );
}
