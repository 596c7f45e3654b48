import { Kbd, Modal, NavLink, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useRepositories } from '../api/queries/repositories';
import { recentModels } from '../lib/recent';
import { repositoryChoices } from '../features/repositories/repositoryChoices';

interface Target {
  label: string;
  description: string;
  to: string;
}

/** The search box and the places it matches; Enter goes to the first. Mounted only while open. */
function QuickJumpSearch({ onGo }: { onGo: (to: string) => void }) {
  const [search, setSearch] = useState('');
  const repositories = useRepositories({ maxResults: 100, sortBy: 'name' });
  const needle = search.trim().toLowerCase();
  const targets: Target[] = [
    ...recentModels().map((m) => ({ label: m.title, description: 'Recently opened model', to: `/repositories/${m.repositoryId}/models/${m.modelId}` })),
    ...repositoryChoices(repositories.data?.data).map((r) => ({ label: r.label, description: 'Repository', to: `/repositories/${r.uuid}` })),
  ].filter((t) => t.label.toLowerCase().includes(needle));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (targets[0]) onGo(targets[0].to);
      }}
    >
      <TextInput
        data-autofocus
        placeholder="Repository or recent model"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        rightSection={<Kbd size="xs">↵</Kbd>}
        mb="sm"
        aria-label="Jump to"
      />
      <ScrollArea.Autosize mah={360}>
        <Stack gap={0} aria-label="Places">
          {targets.map((target) => (
            <NavLink key={target.to} label={target.label} description={target.description} onClick={() => onGo(target.to)} />
          ))}
          {targets.length === 0 && <Text c="dimmed">Nothing matches.</Text>}
        </Stack>
      </ScrollArea.Autosize>
    </form>
  );
}

/** Ctrl+K (⌘K): jump to a repository or a recently opened model. */
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
      {opened && <QuickJumpSearch onGo={go} />}
    </Modal>
  );
}
