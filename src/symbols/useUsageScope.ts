import { useSearchParams } from 'react-router';
import type { UsageScope } from '../search';

/** `?usage=here` narrows a symbol page's where-used and relations to its own repository; without it, every repository. */
const PARAM = 'usage';

/** The symbol page's scope, kept in the URL so that a narrowed view can be shared. */
export function useUsageScope(repositoryId: string): [UsageScope, (across: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const across = params.get(PARAM) !== 'here';
  const setAcross = (next: boolean) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.delete(PARAM);
        else updated.set(PARAM, 'here');
        return updated;
      },
      { replace: true },
    );
  return [{ repositoryId, across }, setAcross];
}
