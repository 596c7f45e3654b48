/**
 * The entry under `key`, made when missing or no longer `valid`; the map is kept in least-recently-used
 * order (re-inserting moves an entry to the young end) and at most `capacity` entries.
 */
export function remember<K, V>(
  map: Map<K, V>,
  key: K,
  capacity: number,
  make: () => V,
  valid: (kept: V) => boolean = () => true,
): V {
  let value = map.get(key);
  if (value === undefined || !valid(value)) value = make();
  map.delete(key);
  map.set(key, value);
  if (map.size > capacity) map.delete(map.keys().next().value!);
  return value;
}
