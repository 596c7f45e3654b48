import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useIndexSource } from '../api/queries/installationIndex';
import { lazyComponent } from '../components/lazyComponent';
import { useIdle } from '../lib/useIdle';

// The dialog, the search and the index under it load once the first page is drawn and the browser idle, or when
// Ctrl+K is pressed before: not in the first page, where a Mantine Modal would bring its focus trap and scroll
// lock along, and not only at the first Ctrl+K, which then waited a third of a second for them.
const QuickJumpDialog = lazyComponent(() => import('./search/QuickSearch').then((m) => m.QuickJumpDialog), null);

/** Ctrl+K (⌘K): jump to a repository, a recently opened model, or any model or symbol in the search index. */
export function QuickJump() {
  const [opened, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  useHotkeys([['mod+K', open]], []);
  // Asked at sign-in: which index answers (the installation's, where this origin keeps one).
  useIndexSource();
  const idle = useIdle();
  useEffect(() => {
    if (idle) void QuickJumpDialog.preload().catch(() => undefined);
  }, [idle]);
  const go = (to: string) => {
    close();
    void navigate(to);
  };
  return opened ? <QuickJumpDialog onClose={close} onGo={go} /> : null;
}
