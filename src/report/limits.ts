/**
 * GitHub's documented limits on what the action writes, each in the unit GitHub counts it in.
 * A comment body is validated by characters (65,536, every hidden marker included); a step's
 * summary file by bytes (the runner refuses to upload more than 1 MiB); a commit status's
 * description and context by characters. The GitHub emulator in test/support enforces the same.
 */
export const GITHUB_LIMITS = {
  commentCharacters: 65_536,
  summaryBytes: 1024 * 1024,
  statusDescriptionCharacters: 140,
  statusContextCharacters: 255,
  /** Error, warning and notice annotations GitHub shows per step (each level apart). */
  annotationsPerLevel: 10,
} as const;

export type SizeUnit = "characters" | "bytes";

/**
 * Size of `text` in `unit`. Characters are Unicode code points, as GitHub (Ruby) counts them:
 * an emoji outside the Basic Multilingual Plane is one character but two UTF-16 units in JS.
 */
export function measure(text: string, unit: SizeUnit): number {
  if (unit === "bytes") return Buffer.byteLength(text, "utf8");
  let surrogatePairs = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) surrogatePairs++;
  }
  return text.length - surrogatePairs;
}

/** The longest prefix of `text` within `max` (never splitting a character), plus `…` when cut. */
export function cutTo(text: string, max: number, unit: SizeUnit): string {
  if (measure(text, unit) <= max) return text;
  const room = max - measure("…", unit);
  let used = 0;
  let end = 0;
  for (const char of text) {
    const size = measure(char, unit);
    if (used + size > room) break;
    used += size;
    end += char.length;
  }
  return `${text.slice(0, end)}…`;
}
