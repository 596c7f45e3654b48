import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { t } from '../i18n/translate';
import { editPath } from '../lib/paths';
import { useEdits } from './queries';

/** The header's list of one's edits in progress, the latest changed first; nothing when there are none. */
export function EditsInProgress() {
  const edits = useEdits().data?.edits ?? [];
  if (edits.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="light" size="xs">
          {t('editor.inProgress', { count: edits.length })}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('editor.inProgressLabel')}</Menu.Label>
        {edits.map((edit) => (
          <Menu.Item key={edit.uuid} component={Link} to={editPath(edit.uuid)} translate="no">
            {edit.source.title}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
