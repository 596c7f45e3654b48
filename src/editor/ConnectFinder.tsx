import { Group, Select, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { VertexLook } from '../canvas';
import { t } from '../i18n/translate';
import { labelFor } from '../lib/words';

/** The vertices whose titles hold every word typed, in canvas order, the selected one left out. */
export function connectCandidates(
  looks: ReadonlyMap<string, VertexLook>,
  from: string,
  text: string,
): { uuid: string; title: string }[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const found: { uuid: string; title: string }[] = [];
  for (const [uuid, look] of looks) {
    const title = look.title ?? '';
    if (uuid !== from && words.every((word) => title.toLowerCase().includes(word))) found.push({ uuid, title });
  }
  return found;
}

/**
 * Connecting by keyboard (`C`): a word of another vertex's title, then Enter joins the selected vertex to the first
 * that matches, with the edge type chosen beside; Escape leaves. What Enter would join is said before it is pressed.
 */
export function ConnectFinder({
  looks,
  from,
  edgeType,
  edgeTypes,
  onEdgeType,
  onConnect,
  onClose,
}: {
  looks: ReadonlyMap<string, VertexLook>;
  from: string;
  edgeType: string;
  edgeTypes: readonly string[];
  onEdgeType(type: string): void;
  onConnect(to: string): void;
  onClose(): void;
}) {
  const [text, setText] = useState('');
  // Pressing C opened this to type in at once: the keyboard's focus moves here, and back when it closes.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const candidates = useMemo(() => connectCandidates(looks, from, text), [looks, from, text]);
  const first = candidates[0];
  return (
    <Group
      align="flex-end"
      gap="sm"
      p="xs"
      style={{ border: '1px solid var(--mantine-color-blue-4)', borderRadius: 6 }}
    >
      <TextInput
        ref={input}
        label={t('editor.connectTo', { from: looks.get(from)?.title ?? t('canvas.untitledVertex') })}
        placeholder={t('editor.connectPlaceholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onClose();
          } else if (event.key === 'Enter' && first) {
            event.preventDefault();
            onConnect(first.uuid);
          }
        }}
        w={320}
      />
      <Select
        label={t('editor.edgeType')}
        data={edgeTypes.map((type) => ({ value: type, label: labelFor('edgeType', type) }))}
        value={edgeType}
        onChange={(value) => value && onEdgeType(value)}
        allowDeselect={false}
        w={180}
      />
      <Text size="sm" c="dimmed" aria-live="polite" mb={8}>
        {text.trim() === ''
          ? t('editor.connectHint')
          : first
            ? t('editor.connectWillJoin', { title: first.title, count: candidates.length })
            : t('editor.connectNoMatch')}
      </Text>
    </Group>
  );
}
