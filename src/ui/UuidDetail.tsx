import { overlayOnDemand } from './overlayOnDemand';
import { CopyUuidButton, UuidDetailView, type UuidDetailProps } from './UuidDetailView';

export const UuidDetail = overlayOnDemand<UuidDetailProps>(
  () => import('./uuidHints').then((m) => m.UuidDetailWithHints),
  UuidDetailView,
);

export const CopyUuid = overlayOnDemand<UuidDetailProps>(
  () => import('./uuidHints').then((m) => m.CopyUuidWithHint),
  CopyUuidButton,
);
