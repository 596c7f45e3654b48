import type { Repository } from '../api/types';

export interface RepositoryChoice {
  uuid: string;
  label: string;
}

/**
 * Repositories to offer as a choice (quick jump, accept target): the schema makes uuid and name optional, so
 * a row without a uuid is left out, a repeated uuid is offered once, and a row without a name is labelled by
 * its uuid.
 */
export function repositoryChoices(
  repositories: readonly Repository[] | undefined,
  except: (repository: Repository) => boolean = () => false,
): RepositoryChoice[] {
  const seen = new Set<string>();
  const choices: RepositoryChoice[] = [];
  for (const repository of repositories ?? []) {
    if (!repository.uuid || seen.has(repository.uuid) || except(repository)) continue;
    seen.add(repository.uuid);
    choices.push({ uuid: repository.uuid, label: repository.name?.trim() || repository.uuid });
  }
  return choices;
}
