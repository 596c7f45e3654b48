/**
 * The rich-text fields a model's descriptions are configured with (the service offers no operation to
 * configure more): a draft may only carry these.
 */
export const DESCRIPTION_TYPES = {
  purpose: 'e4a1c7d2-3b5f-4a9e-8c6d-0f2b4d6a8c31',
  procedure: 'e4a1c7d2-3b5f-4a9e-8c6d-0f2b4d6a8c32',
} as const;
