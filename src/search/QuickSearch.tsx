import { Badge, Button, Group, Kbd, Modal, NavLink, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { useRepositories } from '../repositories';
import { repositoryChoices } from '../repositories';
import { modelPath, repositoryPath } from '../lib/paths';
import { recentModels } from '../lib/recent';
import { useSearchHits } from './useSearchHits';
import { useReopenIndex } from './useLive';
import { t } from '../i18n/translate';

interface Target {
  label: string;
  description: string;
  to: string;
}

/**
 * Ctrl+K's content: recent models and repositories by name, then every model and symbol title in the index.
 * Arrow keys move the highlight, Enter opens it.
 */
export function QuickSearch({ onGo }: { onGo: (to: string) => void }) {
  const [text, setText] = useState('');
  const [highlighted, setHighlighted] = useState(0);
  const repositories = useRepositories({ maxResults: 100, sortBy: 'name' });
  const index = useSearchHits(text, 20);
  const needle = text.trim().toLowerCase();
  const targets: Target[] = [
    ...recentModels().map((m) => ({
      label: m.title,
      description: t('quick.recentModel'),
      to: modelPath(m.repositoryId, m.modelId),
    })),
    ...repositoryChoices(repositories.data?.data).map((r) => ({
      label: r.label,
      description: t('quick.repository'),
      to: repositoryPath(r.uuid),
    })),
  ].filter((t) => t.label.toLowerCase().includes(needle));
  const seen = new Set(targets.map((target) => target.to));
  for (const hit of index.hits) {
    if (seen.has(hit.to)) continue;
    seen.add(hit.to);
    targets.push({
      label: hit.title,
      description: t('quick.hit', { kind: hit.kind, repository: hit.repositoryName, language: hit.languageName }),
      to: hit.to,
    });
  }
  const current = Math.min(highlighted, Math.max(0, targets.length - 1));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlighted((current + step + targets.length) % Math.max(1, targets.length));
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (targets[current]) onGo(targets[current].to);
      }}
    >
      <TextInput
        data-autofocus
        placeholder={t('quick.placeholder')}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setHighlighted(0);
        }}
        onKeyDown={onKeyDown}
        rightSection={<Kbd size="xs">↵</Kbd>}
        mb="sm"
        aria-label={t('quick.jumpTo')}
        aria-controls="quick-search-results"
        aria-activedescendant={targets[current] ? `quick-search-${current}` : undefined}
      />
      <ScrollArea.Autosize mah={360} viewportProps={{ tabIndex: 0 }}>
        <Stack gap={0} id="quick-search-results" role="listbox" aria-label={t('quick.places')}>
          {targets.map((target, n) => (
            <NavLink
              key={target.to}
              id={`quick-search-${n}`}
              role="option"
              aria-selected={n === current}
              active={n === current}
              label={target.label}
              description={target.description}
              onClick={() => onGo(target.to)}
              onMouseEnter={() => setHighlighted(n)}
            />
          ))}
          {targets.length === 0 && <Text c="dimmed">{t(index.searching ? 'quick.searching' : 'quick.nothing')}</Text>}
        </Stack>
      </ScrollArea.Autosize>
      {needle && index.coverage && (
        <Group gap={6} mt="xs">
          <Badge size="xs" variant="light" color="violet">
            {t('quick.partial')}
          </Badge>
          <Text size="xs" c="dimmed">
            {t('quick.coverage', { coverage: index.coverage })}
          </Text>
          {index.stalled && <TryAgain />}
        </Group>
      )}
    </form>
  );
}

/** Opens this browser's index anew, where it has not opened (see reopenIndex). */
function TryAgain() {
  const reopen = useReopenIndex();
  return (
    <Button size="compact-xs" variant="default" onClick={reopen}>
      {t('index.tryAgain')}
    </Button>
  );
}

/** Ctrl+K's dialog: the quick search, closed by Escape or by choosing where to go. */
export function QuickJumpDialog({ onClose, onGo }: { onClose: () => void; onGo: (to: string) => void }) {
  return (
    <Modal opened onClose={onClose} title={<Text fw={600}>{t('quick.title')}</Text>} size="lg">
      <QuickSearch onGo={onGo} />
    </Modal>
  );
}
