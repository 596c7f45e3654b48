import { Tooltip } from '@mantine/core';
import { CopyUuidButton, UuidDetailView, type Hint, type UuidDetailProps } from './UuidDetailView';

// The uuid's hints as Mantine tooltips, loaded at the first interaction (see overlayOnDemand).
const TooltipHint: Hint = ({ label, children }) => (
  <Tooltip label={label} withArrow>
    {children}
  </Tooltip>
);

export function UuidDetailWithHints(props: UuidDetailProps) {
  return <UuidDetailView {...props} Hint={TooltipHint} />;
}

export function CopyUuidWithHint(props: UuidDetailProps) {
  return <CopyUuidButton {...props} Hint={TooltipHint} />;
}
