/**
 * The y axis of a chart of counts: whole-number ticks from 0 to a round top at or above `max`; at least
 * 0 to `wanted`, so one request in a quiet month is a small step, not a spike to the top.
 */
export function countTicks(max: number, wanted = 4): number[] {
  if (!Number.isFinite(max) || max <= wanted) return Array.from({ length: wanted + 1 }, (_, index) => index);
  const rough = max / wanted;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough) ?? 10 * magnitude);
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
}

/** Indexes of `count` points to label on an axis with room for about `room` labels, always the first and last. */
export function labelIndexes(count: number, room: number): number[] {
  if (count <= 0) return [];
  if (count === 1) return [0];
  const slots = Math.max(2, Math.min(count, Math.floor(room)));
  const stride = Math.ceil((count - 1) / (slots - 1));
  const indexes: number[] = [];
  for (let index = 0; index < count - 1; index += stride) indexes.push(index);
  // the last label replaces a previous one that would sit too close to it
  if (indexes.length > 1 && count - 1 - indexes[indexes.length - 1] < stride / 2) indexes.pop();
  return [...indexes, count - 1];
}
