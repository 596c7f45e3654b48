import { Anchor, Text } from '@mantine/core';
import { useMemo } from 'react';
import { piecesOf } from './thread';

/** A comment's words as text: its http(s) links opened apart, its mentions marked; nothing in it is markup. */
export function CommentText({ text, mentions }: { text: string; mentions: readonly { name: string }[] }) {
  const pieces = useMemo(() => piecesOf(text, mentions), [text, mentions]);
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {pieces.map((piece, n) =>
        piece.kind === 'link' ? (
          <Anchor key={n} href={piece.href} target="_blank" rel="noopener noreferrer nofollow">
            {piece.href}
          </Anchor>
        ) : piece.kind === 'mention' ? (
          <Text key={n} span fw={600} c="blue">
            {piece.text}
          </Text>
        ) : (
          piece.text
        ),
      )}
    </Text>
  );
}
