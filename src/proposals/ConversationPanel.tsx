import { Alert, Badge, Button, Card, Group, Select, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import type { Conversation, ProposalNote } from '../api/consoleServer/types';
import { COMMENT_MAX_LENGTH } from '../../common/proposals';
import { actorWords } from '../activity';
import type { MessageKey } from '../i18n/catalogues';
import { formatDateTime, t } from '../i18n/translate';
import { describeError } from '../ui/errors';
import { CommentText } from './CommentText';
import { useComment, useCommentChanges } from './queries';
import { threadsOf, type ThreadEntry } from './thread';

export type Anchor = NonNullable<ProposalNote['anchor']>;

/** What the conversation needs of the canvas it sits beside: the selection, and words for what a comment is on. */
export interface CanvasSide {
  selectedVertex: string | undefined;
  onSelectVertex(vertex: string | undefined): void;
  /** "vertex “Check order”", "edge from “A” to “B”". */
  describe(anchor: Pick<Anchor, 'kind' | 'id'>): string;
  /** The edges of a vertex, to anchor a comment to one. */
  edgesOf(vertex: string): string[];
  /** The vertex a comment on a vertex or an edge is shown at. */
  vertexOf(anchor: Pick<Anchor, 'kind' | 'id'>): string | undefined;
}

const DECISION_WORDS: Partial<Record<ProposalNote['kind'], MessageKey>> = {
  requestChanges: 'conversation.requestedChanges',
  revise: 'conversation.revised',
  withdraw: 'conversation.withdrew',
  accept: 'conversation.accepted',
};

/** Writes a comment or a reply: the text stays, with the reason, when the server refuses it. */
function Composer({
  draftId,
  canvas,
  replyTo,
  onDone,
}: {
  draftId: string;
  canvas?: CanvasSide;
  replyTo?: string;
  onDone?: () => void;
}) {
  const comment = useComment(draftId);
  const [text, setText] = useState('');
  const selected = canvas?.selectedVertex;
  const [on, setOn] = useState<string | null>(null);
  // Until the writer chooses, a comment goes on the selected vertex, if there is one.
  const choice = on ?? (selected ? `vertex:${selected}` : 'whole');
  const choices = [
    { value: 'whole', label: t('conversation.onWhole') },
    ...(selected && canvas
      ? [
          { value: `vertex:${selected}`, label: canvas.describe({ kind: 'vertex', id: selected }) },
          ...canvas
            .edgesOf(selected)
            .map((edge) => ({ value: `edge:${edge}`, label: canvas.describe({ kind: 'edge', id: edge }) })),
        ]
      : []),
  ];
  const send = () => {
    const [kind, id] = choice.split(':') as ['whole' | Anchor['kind'], string | undefined];
    comment.mutate(
      {
        body: text.trim(),
        ...(kind !== 'whole' && id ? { anchor: { kind, id } } : {}),
        ...(replyTo ? { replyTo } : {}),
      },
      {
        onSuccess: () => {
          setText('');
          setOn(null);
          onDone?.();
        },
      },
    );
  };
  return (
    <Stack gap={6}>
      <Textarea
        aria-label={t(replyTo ? 'conversation.replyLabel' : 'conversation.commentLabel')}
        placeholder={t(replyTo ? 'conversation.replyPlaceholder' : 'conversation.commentPlaceholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && text.trim()) send();
        }}
        autosize
        minRows={replyTo ? 1 : 2}
        maxRows={10}
        maxLength={COMMENT_MAX_LENGTH}
        error={comment.error ? describeError(comment.error, t('conversation.commentAction')) : undefined}
      />
      <Group gap="xs" justify="space-between" wrap="nowrap">
        {!replyTo && choices.length > 1 ? (
          <Select
            aria-label={t('conversation.on')}
            data={choices}
            value={choice}
            onChange={(value) => setOn(value)}
            allowDeselect={false}
            size="xs"
            style={{ flex: 1, minWidth: 0 }}
          />
        ) : (
          <span />
        )}
        <Group gap="xs" wrap="nowrap">
          {onDone && (
            <Button size="xs" variant="subtle" onClick={onDone}>
              {t('conversation.cancel')}
            </Button>
          )}
          <Button size="xs" onClick={send} disabled={!text.trim()} loading={comment.isPending}>
            {t(replyTo ? 'conversation.reply' : 'conversation.comment')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/** One entry: a comment (with what its author and others may do with it), a reply, or a decision in words. */
function NoteView({
  draftId,
  note,
  canvas,
  pending,
  onReply,
}: {
  draftId: string;
  note: ProposalNote;
  canvas: CanvasSide;
  pending: boolean;
  onReply?: () => void;
}) {
  const { change, remove } = useCommentChanges(draftId);
  const [editing, setEditing] = useState<string>();
  const who = actorWords({ ...note.author });
  const decision = DECISION_WORDS[note.kind];
  const failure = change.error ?? remove.error;
  const at = note.anchor && canvas.vertexOf(note.anchor);
  return (
    <Stack gap={4} data-testid="conversation-note" data-kind={note.kind}>
      <Group gap={6} wrap="wrap">
        <Text size="sm" fw={600}>
          {decision ? t(decision, { who }) : who}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(note.createdAt)}
          {note.editedAt ? ` · ${t('conversation.edited')}` : ''}
        </Text>
        {note.resolved && (
          <Badge size="xs" color="teal" variant="light" tt="none">
            {t('conversation.resolvedBy', { who: note.resolved.by })}
          </Badge>
        )}
      </Group>
      {note.anchor && (
        <Group gap={6}>
          <Button
            size="compact-xs"
            variant="light"
            disabled={!at || Boolean(note.anchor.lostOn)}
            onClick={() => canvas.onSelectVertex(at)}
          >
            {canvas.describe(note.anchor)}
          </Button>
          {note.anchor.lostOn && (
            <Badge size="xs" color="gray" variant="outline" tt="none">
              {t('conversation.earlierRevision')}
            </Badge>
          )}
        </Group>
      )}
      {note.deleted ? (
        <Text size="sm" c="dimmed" fs="italic">
          {t('conversation.deleted')}
        </Text>
      ) : editing !== undefined ? (
        <Stack gap={4}>
          <Textarea
            aria-label={t('conversation.editLabel')}
            value={editing}
            onChange={(event) => setEditing(event.currentTarget.value)}
            autosize
            maxLength={COMMENT_MAX_LENGTH}
          />
          <Group gap="xs" justify="flex-end">
            <Button size="xs" variant="subtle" onClick={() => setEditing(undefined)}>
              {t('conversation.cancel')}
            </Button>
            <Button
              size="xs"
              disabled={!editing.trim()}
              loading={change.isPending}
              onClick={() =>
                change.mutate({ uuid: note.uuid, body: editing.trim() }, { onSuccess: () => setEditing(undefined) })
              }
            >
              {t('conversation.save')}
            </Button>
          </Group>
        </Stack>
      ) : (
        note.body && <CommentText text={note.body} mentions={note.mentions} />
      )}
      {failure && (
        <Alert color="red" p="xs" role="alert">
          {describeError(failure, t('conversation.changeAction'))}
        </Alert>
      )}
      {pending && note.kind === 'comment' && !note.deleted && editing === undefined && (
        <Group gap={4}>
          {onReply && (
            <Button size="compact-xs" variant="subtle" onClick={onReply}>
              {t('conversation.reply')}
            </Button>
          )}
          {!note.replyTo && (
            <Button
              size="compact-xs"
              variant="subtle"
              loading={change.isPending}
              onClick={() => change.mutate({ uuid: note.uuid, resolved: !note.resolved })}
            >
              {t(note.resolved ? 'conversation.reopen' : 'conversation.resolve')}
            </Button>
          )}
          {note.mine && (
            <>
              <Button size="compact-xs" variant="subtle" onClick={() => setEditing(note.body)}>
                {t('conversation.edit')}
              </Button>
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                loading={remove.isPending}
                onClick={() => remove.mutate(note.uuid)}
              >
                {t('conversation.delete')}
              </Button>
            </>
          )}
        </Group>
      )}
    </Stack>
  );
}

function ThreadCard({
  draftId,
  entry,
  canvas,
  pending,
}: {
  draftId: string;
  entry: ThreadEntry;
  canvas: CanvasSide;
  pending: boolean;
}) {
  const [replying, setReplying] = useState(false);
  const onReply = () => setReplying(true);
  return (
    <Card withBorder padding="xs" radius="sm" component="li">
      <Stack gap="xs">
        <NoteView draftId={draftId} note={entry.note} canvas={canvas} pending={pending} onReply={onReply} />
        {entry.replies.length > 0 && (
          <Stack gap="xs" pl="md" style={{ borderLeft: '2px solid var(--mantine-color-gray-4)' }}>
            {entry.replies.map((reply) => (
              <NoteView
                key={reply.uuid}
                draftId={draftId}
                note={reply}
                canvas={canvas}
                pending={pending}
                onReply={onReply}
              />
            ))}
          </Stack>
        )}
        {replying && <Composer draftId={draftId} replyTo={entry.note.uuid} onDone={() => setReplying(false)} />}
      </Stack>
    </Card>
  );
}

/**
 * A proposal's conversation beside its canvas: a comment on the whole or on the selected vertex (or one of its
 * edges), and every thread with its replies, decisions and revisions in order; resolved threads folded away.
 */
export function ConversationPanel({
  draftId,
  conversation,
  canvas,
}: {
  draftId: string;
  conversation: Conversation;
  canvas: CanvasSide;
}) {
  const [showResolved, setShowResolved] = useState(false);
  const threads = threadsOf(conversation.notes);
  const shown = threads.filter((entry) => showResolved || !entry.note.resolved);
  const resolved = threads.length - shown.length;
  const comments = conversation.notes.filter((note) => note.kind === 'comment' && !note.deleted).length;
  return (
    <Stack gap="sm" component="section" aria-labelledby="conversation-title" data-testid="conversation">
      <Group justify="space-between">
        <Title order={2} size="h4" id="conversation-title">
          {t('conversation.title', { count: comments })}
        </Title>
        {(resolved > 0 || showResolved) && (
          <Switch
            size="xs"
            label={t('conversation.showResolved')}
            checked={showResolved}
            onChange={(event) => setShowResolved(event.currentTarget.checked)}
          />
        )}
      </Group>
      {conversation.may.comment ? (
        <Composer draftId={draftId} canvas={canvas} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('conversation.closed')}
        </Text>
      )}
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('conversation.none')}
        </Text>
      ) : (
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-live="polite">
          {shown.map((entry) => (
            <ThreadCard
              key={entry.note.uuid}
              draftId={draftId}
              entry={entry}
              canvas={canvas}
              pending={conversation.may.comment}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
