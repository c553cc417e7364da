import { posix } from "node:path";
import type { DiffReport } from "../diff/index.js";
import type { KustomizationResult, RunReport, SourceLocation } from "../model/index.js";
import { formatLocation, formatRef, oneLine, problemMessage } from "../model/index.js";
import { GITHUB_LIMITS } from "./limits.js";
import { warningLines } from "./problems.js";
import { plural } from "./text.js";

export interface Annotation {
  level: "error" | "warning" | "notice";
  message: string;
  /** Relative to the workspace, so GitHub places it on the PR's changed line. */
  file?: string;
  line?: number;
}

/** Where an annotation goes: the report's root-relative location, made workspace-relative. */
function locator(rootFromWorkspace: string) {
  return (source?: SourceLocation) =>
    source
      ? {
          file: posix.join(rootFromWorkspace.replaceAll("\\", "/"), source.file),
          ...(source.line ? { line: source.line } : {}),
        }
      : {};
}

/** A `diff` run's problems: the head's definitions, then each Kustomization that did not render, at its file. */
export function diffAnnotations(report: DiffReport, rootFromWorkspace = ""): Annotation[] {
  const at = locator(rootFromWorkspace);
  return [
    ...report.problems.map((p) => ({ level: "error" as const, message: p.message, ...at(p.source) })),
    ...report.kustomizations.flatMap((k) =>
      k.problems.map((p) => ({
        level: "error" as const,
        message: `${k.namespace}/${k.name}: ${p}`,
        ...at(k.source),
      })),
    ),
  ];
}

/**
 * Every problem of a run as exactly one annotation, the most important first: definition problems
 * and the errors that stopped a Kustomization (at the manifest's or the definition's file:line),
 * then Kustomizations that are not Ready for another reason, then those only blocked by a
 * dependency that is not Ready (a consequence, annotated last). Warnings (Pods failing under a
 * Kustomization without health checks) follow as warning annotations.
 * `rootFromWorkspace` turns the report's root-relative paths into workspace-relative ones.
 */
export function planAnnotations(report: RunReport, rootFromWorkspace = ""): Annotation[] {
  const at = locator(rootFromWorkspace);
  const causes: Annotation[] = [];
  const others: Annotation[] = [];
  const blocked: Annotation[] = [];
  const warnings: Annotation[] = [];
  for (const problem of report.problems ?? [])
    causes.push({ level: "error", message: problemMessage(problem), ...at(problem.source) });
  for (const k of report.kustomizations) {
    const key = `${k.namespace}/${k.name}`;
    const said: string[] = [];
    for (const problem of k.problems ?? []) {
      const text = withoutSelf(problem.message, k);
      const object =
        problem.object && !text.includes(problem.object) && !problem.object.startsWith("Kustomization/")
          ? `${problem.object}: `
          : "";
      const message = text === problem.message ? `${key}: ${object}${text}` : `${key}: ${k.reason}: ${text}`;
      causes.push({ level: "error", message, ...at(problem.source ?? k.source) });
      said.push(problem.message, problem.object ?? "");
    }
    for (const change of k.changes) {
      if (change.action !== "failed") continue;
      const ref = formatRef(change);
      // Its problem above already names the object and says why.
      if (said.some((s) => s === ref || (s !== "" && s.includes(ref)))) continue;
      causes.push({
        level: "error",
        message: `${key}: ${ref} failed${change.detail ? `: ${change.detail}` : ""}`,
        ...at(change.source ?? k.source),
      });
    }
    if (k.ready === "False" && !(k.problems?.length ?? 0)) {
      const annotation: Annotation = {
        level: "error",
        message: `${key}: ${k.reason}: ${k.message}`,
        ...at(k.source),
      };
      if (k.reason === "DependencyNotReady" && / is not ready$/.test(k.message)) blocked.push(annotation);
      else if (k.reason === "DependencyNotReady") causes.push(annotation);
      else others.push(annotation);
    }
    for (const warning of warningLines(report, k))
      warnings.push({ level: "warning", message: warning, ...at(k.source) });
  }
  const seen = new Set<string>();
  // One line each, as in every channel (problems.ts): kustomize's multi-line errors folded.
  const all = [...causes, ...others, ...blocked, ...warnings].map((a) => ({
    ...a,
    message: oneLine(a.message),
  }));
  return all.filter((a) => {
    const id = `${a.level} ${a.file ?? ""}:${a.line ?? ""} ${a.message}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** A health problem reads `Kustomization/apps: health check failed …`; the key says which already. */
function withoutSelf(message: string, k: KustomizationResult): string {
  const prefix = `Kustomization/${k.name}: `;
  return message.startsWith(prefix) ? message.slice(prefix.length) : message;
}

/**
 * What GitHub will show: per level, the first ten; when there are more, the tenth says how many
 * more there are and where they are listed (the job summary). `rest` holds those, as text.
 */
export function budgetAnnotations(
  annotations: readonly Annotation[],
  used: Partial<Record<Annotation["level"], number>> = {},
): { shown: Annotation[]; rest: string[] } {
  const shown: Annotation[] = [];
  const rest: string[] = [];
  for (const level of ["error", "warning", "notice"] as const) {
    const all = annotations.filter((a) => a.level === level);
    const room = Math.max(0, GITHUB_LIMITS.annotationsPerLevel - (used[level] ?? 0));
    if (all.length <= room) {
      shown.push(...all);
      continue;
    }
    const kept = all.slice(0, Math.max(0, room - 1));
    const left = all.slice(kept.length);
    shown.push(...kept);
    if (room > 0) {
      shown.push({
        level,
        message: `${plural(left.length, `more ${level === "error" ? "problem" : level}`)} not annotated here (GitHub shows ${GITHUB_LIMITS.annotationsPerLevel} per step): the job summary lists them`,
      });
    }
    rest.push(
      ...left.map((a) =>
        a.file ? `${formatLocation({ file: a.file, line: a.line })}: ${a.message}` : a.message,
      ),
    );
  }
  return { shown, rest };
}
