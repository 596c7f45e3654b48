import { commandCount, onlyEdges, type EditCommand } from '../../common/editCommands';
import { t } from '../i18n/translate';

/** A change in words, for the Undo and Redo buttons and what a screen reader hears: "move of 3 vertices". */
export function describeCommand(command: EditCommand): string {
  const count = commandCount(command);
  switch (command.kind) {
    case 'move':
      return t('editor.change.move', { count });
    case 'arrange':
      return t('editor.change.arrange', { count });
    case 'add':
      return onlyEdges(command) ? t('editor.change.connect', { count }) : t('editor.change.add', { count });
    case 'remove':
      return onlyEdges(command) ? t('editor.change.disconnect', { count }) : t('editor.change.remove', { count });
    case 'resize':
      return t('editor.change.resize');
    case 'retype':
      return t('editor.change.retype', { type: command.to });
    case 'reconnect':
      return t('editor.change.reconnect');
    case 'resymbol':
      return t('editor.change.resymbol');
    case 'retitle':
      return t('editor.change.retitle');
    case 'describe':
      return t('editor.change.describe');
  }
}
