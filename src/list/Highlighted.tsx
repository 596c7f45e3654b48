import { Mark } from '@mantine/core';
import type { Range } from './filterMatch';

/** Text with the runs a filter matched marked (Mantine's Highlight would mark every occurrence of a word, not the match). */
export function Highlighted({ text, ranges }: { text: string; ranges: readonly Range[] }) {
  const pieces = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) pieces.push(text.slice(at, start));
    pieces.push(<Mark key={start}>{text.slice(start, end)}</Mark>);
    at = end;
  }
  pieces.push(text.slice(at));
  return <>{pieces}</>;
}
