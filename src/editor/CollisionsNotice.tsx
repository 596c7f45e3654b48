import { Alert, Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Collision } from '../api/consoleServer/types';
import type { MessageKey } from '../i18n/catalogues';
import { t } from '../i18n/translate';
import { draftPath } from '../lib/paths';

const REASONS: Record<Collision['reason'], MessageKey> = {
  changedInBoth: 'editor.collision.changedInBoth',
  goneFromModel: 'editor.collision.goneFromModel',
  endGone: 'editor.collision.endGone',
  joinedInModel: 'editor.collision.joinedInModel',
};

/**
 * An edit that revises a proposal says so, with the way back to it; after "Update to the current model", what of
 * the proposal did not replay on the model as it is now, each with why, for the author to settle here (the rest is
 * in the copy already, each change one step to undo). The server keeps the list with the edit.
 */
export function CollisionsNotice({
  revises,
  collisions,
  nameOf,
  languageName,
}: {
  revises: string | undefined;
  collisions: Collision[] | undefined;
  /** A vertex's title, where the copy has it. */
  nameOf: (vertex: string) => string | undefined;
  languageName: (language: string) => string;
}) {
  if (!revises) return null;
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
      color={collisions?.length ? 'yellow' : 'blue'}
      title={
        collisions ? t('editor.collision.title.head', { count: collisions.length }) : t('editor.collision.revising')
      }
      data-testid="collisions"
    >
      {collisions && collisions.length > 0 && (
        <List size="sm" mb="xs">
          {collisions.map((collision) => (
            <List.Item key={`${collision.kind}:${collision.id}`}>
              {what(collision)}: {t(REASONS[collision.reason])}
            </List.Item>
          ))}
        </List>
      )}
      <Text size="sm">
        {t(collisions?.length ? 'editor.collision.then' : 'editor.collision.supersedes')}{' '}
        <Anchor component={Link} to={draftPath(revises)}>
          {t('editor.collision.back')}
        </Anchor>
      </Text>
    </Alert>
  );
}
