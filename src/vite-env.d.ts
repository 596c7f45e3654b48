// A part of an interface catalogue (scripts/icuCatalogues.mjs): its messages, compiled.
declare module '*.json?first' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?rest' {
  const messages: Record<string, unknown>;
  export default messages;
}
