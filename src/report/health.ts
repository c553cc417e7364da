import { isRecord } from "../model/index.js";
import { codeSpan, escapeInline } from "./escape.js";

/**
 * Health results, as a list: one line per object that is not healthy (with its pod-level
 * reasons) unless the Kustomization's message already says it, and a count of the healthy ones.
 * The reconcile stage owns the shape of KustomizationResult.health; this reads it defensively
 * (known field names, nothing else), so the report renders whatever a JSON report carries.
 */
export function renderHealth(health: unknown, message = ""): string {
  if (health === undefined || health === null) return "";
  const record = isRecord(health) ? health : {};
  const objects = Array.isArray(health)
    ? health
    : (firstArray(record, ["objects", "checks", "results", "entries"]) ?? []);
  const lines: string[] = [];
  const summary = text(record.message) ?? text(record.status) ?? text(record.result);
  if (summary && !message.includes(summary)) lines.push(escapeInline(summary));
  const healthy: string[] = [];
  const problems: string[] = [];
  for (const item of objects) {
    if (!isRecord(item)) continue;
    const status = text(item.status) ?? text(item.state) ?? "";
    const ref =
      text(item.ref) ??
      text(item.object) ??
      text(item.id) ??
      [text(item.kind), text(item.namespace), text(item.name)].filter(Boolean).join("/");
    if (/^(current|healthy|ready|true|passed)$/i.test(status)) {
      healthy.push(ref);
      continue;
    }
    const itemMessage = text(item.message);
    // Flux's health message lists `Kind/ns/name status: 'X': why`: said there, not again here.
    if (message.includes(`${ref} status: '${status}'${itemMessage ? `: ${itemMessage}` : ""}`)) continue;
    const line = `- ${codeSpan(ref)} ${escapeInline(status)}${itemMessage ? `: ${escapeInline(itemMessage)}` : ""}`;
    const reasons = [
      ...(firstArray(item, ["pods", "podReasons", "reasons"]) ?? []).map(podReason),
      ...(text(item.reason) ? [escapeInline(text(item.reason)!)] : []),
    ].filter(Boolean);
    problems.push([line, ...reasons.map((r) => `  - ${r}`)].join("\n"));
  }
  if (problems.length) lines.push(problems.join("\n"));
  if (healthy.length > 0) {
    const names = healthy.length <= 5 ? `: ${healthy.map((r) => codeSpan(r)).join(", ")}` : "";
    lines.push(`${healthy.length} object${healthy.length === 1 ? "" : "s"} healthy${names}.`);
  }
  // Paragraphs, so the count does not run on into the last list item.
  return lines.join("\n\n");
}

function podReason(pod: unknown): string {
  if (typeof pod === "string") return escapeInline(pod);
  if (!isRecord(pod)) return "";
  const name = text(pod.name) ?? text(pod.pod);
  const container = text(pod.container);
  const reason = text(pod.reason) ?? text(pod.status);
  const message = text(pod.message);
  const who = [name ? `Pod ${name}` : "", container ? `container ${container}` : ""]
    .filter(Boolean)
    .join(", ");
  return escapeInline([who, reason, message].filter(Boolean).join(": "));
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

function firstArray(record: Record<string, unknown>, keys: string[]): unknown[] | undefined {
  for (const key of keys) if (Array.isArray(record[key])) return record[key] as unknown[];
  return undefined;
}
