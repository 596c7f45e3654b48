import { TextInput } from '@mantine/core';
import type { ListController } from './useListController';

/** The filter box of a list; the list controller debounces it into the URL. */
export function ListFilter({
  list,
  label,
  description,
  placeholder,
  width = 260,
}: {
  list: ListController;
  label: string;
  description?: string;
  placeholder?: string;
  width?: number;
}) {
  return (
    <TextInput
      label={label}
      description={description}
      placeholder={placeholder}
      value={list.filterInput}
      onChange={(e) => list.setFilterInput(e.currentTarget.value)}
      w={width}
    />
  );
}
