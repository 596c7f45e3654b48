// What the console and the service both take for a uuid.

/** A UUID in either letter case, as a JSON Schema pattern (draft body keys) and as the test below. */
export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const UUID = new RegExp(UUID_PATTERN);

export const isUuid = (value: string) => UUID.test(value);
