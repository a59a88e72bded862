/**
 * Timeouts sized to a test's work, for the tests whose work grows with a
 * site: pages rendered, a file validated again and again, random runs of
 * edits. A fixed timeout that is generous for the fixtures fails by chance on
 * a busy machine, and for certain on a larger site (the root site.yaml may be
 * anyone's). Each test states what one unit of its work may take on a busy
 * two-core machine, about three times what it took under `stress-ng --cpu 2`
 * beside other work, so a timeout means a hang or a several-fold slowdown,
 * never a busy afternoon. Below Vitest's timeout for the project, that one holds.
 */
const FLOOR = 30_000;

/** Milliseconds for `units` units of work at `each` milliseconds a unit, on top of `base`. */
export function workTimeout(units: number, each: number, base = 0): number {
  return Math.max(FLOOR, Math.ceil(base + units * each));
}

/** A text's size in kilobytes, the unit of work of a test that reads, validates or edits it whole. */
export const textKilobytes = (text: string) => Buffer.byteLength(text) / 1024;
