/** The reviews carousel's position rules: one step at a time, kept within 0..count-1, no wrap. */

export function clampIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.trunc(index)));
}

export function step(index: number, delta: -1 | 1, count: number): number {
  return clampIndex(index + delta, count);
}

export function atStart(index: number): boolean {
  return index <= 0;
}

export function atEnd(index: number, count: number): boolean {
  return index >= count - 1;
}
