// Flux durations are Go durations ("5m", "1m30s", "250ms", "1h"); its messages print them the Go
// way too ("1m0s"), so users see the same text they know from `flux get kustomizations`.

const UNIT_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/** Parses a Go duration string into milliseconds; `undefined` when it is not one. */
export function parseDuration(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === "0") return 0;
  const re = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/gy;
  let total = 0;
  let consumed = 0;
  for (let match = re.exec(trimmed); match; match = re.exec(trimmed)) {
    total += Number(match[1]) * (UNIT_MS[match[2]!] ?? 0);
    consumed = re.lastIndex;
  }
  return consumed === trimmed.length && consumed > 0 ? total : undefined;
}

/** Formats milliseconds like Go's time.Duration.String() at second precision: 1m0s, 1h2m3s, 45s, 1.5s. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return ms <= 0 ? "0s" : `${Math.round(ms)}ms`;
  const totalSeconds = ms / 1000;
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds - hours * 3600 - minutes * 60;
  const secText = Number.isInteger(seconds) ? `${seconds}s` : `${Number(seconds.toFixed(1))}s`;
  if (hours > 0) return `${hours}h${minutes}m${secText}`;
  if (minutes > 0) return `${minutes}m${secText}`;
  return secText;
}
