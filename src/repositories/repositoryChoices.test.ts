import { describe, expect, it } from 'vitest';
import { repositoryChoices } from './repositoryChoices';

describe('repositoryChoices', () => {
  it('offers each repository with a uuid once, labelled by its name or else its uuid', () => {
    const choices = repositoryChoices(
      [
        { uuid: 'a', name: 'Enterprise' },
        { name: 'No uuid' },
        { uuid: 'a', name: 'Enterprise again' },
        { uuid: 'b' },
        { uuid: 'c', name: '  ' },
        { uuid: 'd', name: 'Drafts' },
      ],
      (repository) => repository.name === 'Drafts',
    );
    expect(choices).toEqual([
      { uuid: 'a', label: 'Enterprise' },
      { uuid: 'b', label: 'b' },
      { uuid: 'c', label: 'c' },
    ]);
    expect(repositoryChoices(undefined)).toEqual([]);
  });
});
