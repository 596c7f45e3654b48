import { Alert, Anchor, List, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { Collision } from '../api/consoleServer/types';
import type { MessageKey } from '../i18n/catalogues';
import { t } from '../i18n/translate';
import { draftPath } from '../lib/paths';
import type { RevisionStart } from '../proposals';

const REASONS: Record<Collision['reason'], MessageKey> = {
  changedInBoth: 'editor.collision.changedInBoth',
  goneFromModel: 'editor.collision.goneFromModel',
  endGone: 'editor.collision.endGone',
  joinedInModel: 'editor.collision.joinedInModel',
};

/**
 * After "Update to the current model": what of the proposal did not replay on the model as it is now, each
 * with why, for the author to settle here (the rest is in the copy already, each change one step to undo).
 */
export function CollisionsNotice({
  nameOf,
  languageName,
}: {
  /** A vertex's title, where the copy has it. */
  nameOf: (vertex: string) => string | undefined;
  languageName: (language: string) => string;
}) {
  const start = useLocation().state as RevisionStart | null;
  if (!start?.collisions) return null;
  const what = (collision: Collision) => {
    switch (collision.kind) {
      case 'vertex': {
        const name = nameOf(collision.id);
        return name ? t('editor.collision.vertex', { name }) : t('editor.collision.aVertex');
      }
      case 'edge':
        return t('editor.collision.edge');
      case 'title':
        return t('editor.collision.title', { language: languageName(collision.id) });
      case 'description':
        return t('editor.collision.description', { language: languageName(collision.id.split('/')[1] ?? '') });
    }
  };
  return (
    <Alert
      color={start.collisions.length > 0 ? 'yellow' : 'teal'}
      title={t('editor.collision.title.head', { count: start.collisions.length })}
      data-testid="collisions"
    >
      {start.collisions.length > 0 && (
        <List size="sm" mb="xs">
          {start.collisions.map((collision) => (
            <List.Item key={`${collision.kind}:${collision.id}`}>
              {what(collision)}: {t(REASONS[collision.reason])}
            </List.Item>
          ))}
        </List>
      )}
      <Text size="sm">
        {t('editor.collision.then')}{' '}
        <Anchor component={Link} to={draftPath(start.draftId)}>
          {t('editor.collision.back')}
        </Anchor>
      </Text>
    </Alert>
  );
}
