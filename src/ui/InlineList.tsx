import { Fragment, type ReactNode } from 'react';
import { formatList } from '../i18n/translate';

/**
 * Elements joined as the interface language joins a list ("A, B and C", "A, B et C"): Intl places the
 * separators around placeholders, which are then replaced by the elements themselves.
 */
export function InlineList({ items }: { items: readonly ReactNode[] }) {
  // Private-use characters around each index: nothing a list format writes, and they pass through it untouched.
  const marks = items.map((_, index) => `\uE000${index}\uE001`);
  const parts = formatList(marks).split(/\uE000(\d+)\uE001/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{index % 2 === 1 ? items[Number(part)] : part}</Fragment>
      ))}
    </>
  );
}
