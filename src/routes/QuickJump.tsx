import { Modal, Text } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { lazyComponent } from '../components/lazyComponent';

// The search (and the index under it) loads when Ctrl+K is first pressed.
const QuickSearch = lazyComponent(() => import('./search/QuickSearch').then((m) => m.QuickSearch), <Text c="dimmed">Loading…</Text>);

/** Ctrl+K (⌘K): jump to a repository, a recently opened model, or any model or symbol in the search index. */
export function QuickJump() {
  const [opened, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  useHotkeys([['mod+K', open]], []);
  const go = (to: string) => {
    close();
    navigate(to);
  };
  return (
    <Modal opened={opened} onClose={close} title={<Text fw={600}>Jump to…</Text>} size="lg">
      {opened && <QuickSearch onGo={go} />}
    </Modal>
  );
}
