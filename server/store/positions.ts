/** Model id -> its position in `ids`, -1 for ids not in it. */
export function positionsOf(ids: Int32Array): Int32Array {
  let max = 0;
  for (const id of ids) max = Math.max(max, id);
  const positions = new Int32Array(max + 1).fill(-1);
  ids.forEach((id, at) => (positions[id] = at));
  return positions;
}
