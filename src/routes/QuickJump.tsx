import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { lazyComponent } from '../components/lazyComponent';

// The dialog, the search and the index under it load when Ctrl+K is first pressed: a Mantine Modal in every
// first page would bring its focus trap and scroll lock along.
const QuickJumpDialog = lazyComponent(() => import('./search/QuickSearch').then((m) => m.QuickJumpDialog), null);

/** Ctrl+K (⌘K): jump to a repository, a recently opened model, or any model or symbol in the search index. */
export function QuickJump() {
  const [opened, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  useHotkeys([['mod+K', open]], []);
  const go = (to: string) => {
    close();
    void navigate(to);
  };
  return opened ? <QuickJumpDialog onClose={close} onGo={go} /> : null;
}
