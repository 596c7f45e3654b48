/** What to show a person who typed something else. */
export const UUID_EXAMPLE = '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

/** The first eight characters and an ellipsis: enough to tell uuids apart on a screen, not to read as a name. */
export const shortUuid = (uuid: string) => (uuid.length > 9 ? `${uuid.slice(0, 8)}…` : uuid);
