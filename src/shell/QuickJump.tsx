import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useIndexSource } from '../search';
import { QuickJumpDialog } from '../search';
import { useIdle } from '../lib/useIdle';

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
