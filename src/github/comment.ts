import { createHash } from "node:crypto";
import type { DiffReport } from "../diff/index.js";
import type { RunReport } from "../model/index.js";
import {
  codeSpan,
  escapeHiddenComment,
  escapeInline,
  GITHUB_LIMITS,
  type MarkdownContext,
  measure,
  plural,
  renderDiffMarkdown,
  renderMarkdown,
  type SizeLimit,
  shortRevision,
} from "../report/index.js";
import { describeFailure, type GitHubClient } from "./client.js";

export const COMMENT_MODES = ["always", "on-change", "on-failure", "never"] as const;
export type CommentMode = (typeof COMMENT_MODES)[number];

/** The hidden first line that makes a comment ours: one sticky comment per header. */
export function commentMarker(header: string): string {
  return `<!-- kustomize-sync:${escapeHiddenComment(header.trim() || "sync")} -->`;
}

const STATE_PREFIX = "<!-- kustomize-sync-state:";

/**
 * Readiness of every Kustomization as one canonical line (`ns/name=True`, sorted): what the next
 * run compares with to tell whether readiness changed (`on-change`) or an earlier failure needs
 * correcting (`on-failure`).
 */
export function readinessState(report: RunReport): string {
  return report.kustomizations
    .map((k) => `${k.namespace}/${k.name}=${k.ready}`)
    .sort()
    .join(",");
}

/** What a comment records about the readiness it showed, in a fixed size whatever the run's size. */
export interface RecordedState {
  /** sha256 of readinessState(), 16 hex digits. */
  digest: string;
  notReady: number;
}

function stateOf(state: string): RecordedState {
  return {
    digest: createHash("sha256").update(state).digest("hex").slice(0, 16),
    notReady: state === "" ? 0 : state.split(",").filter((e) => e.endsWith("=False")).length,
  };
}

/**
 * The hidden state line: a digest and a count, ~70 characters for 1 or 10,000 Kustomizations (the
 * list it replaces grew by ~32 characters per Kustomization and pushed large comments past 65,536).
 */
function stateLine(report: RunReport): string {
  const { digest, notReady } = stateOf(readinessState(report));
  return `${STATE_PREFIX} v2 ${digest} notready=${notReady} -->`;
}

/** Reads the state line back; also the first format (`ns/a=True,ns/b=False`) of earlier comments. */
export function recordedState(body: string): RecordedState | undefined {
  const line = body.split("\n", 3).find((l) => l.startsWith(STATE_PREFIX));
  if (!line) return undefined;
  const text = line.slice(STATE_PREFIX.length, -" -->".length).trim();
  const v2 = /^v2 ([0-9a-f]{16}) notready=(\d+)$/.exec(text);
  if (v2) return { digest: v2[1]!, notReady: Number(v2[2]) };
  return stateOf(text);
}

/**
 * The full comment body: marker, state line, then the report fitted into GitHub's 65,536
 * characters minus what the two hidden lines take.
 */
export function commentBody(header: string, report: RunReport, ctx: MarkdownContext = {}): string {
  return withinComment(`${commentMarker(header)}\n${stateLine(report)}\n`, ctx, (limit) =>
    renderMarkdown(report, ctx, limit),
  );
}

/** `head` (the hidden lines), then what `render` fits into the rest of GitHub's 65,536 characters. */
function withinComment(head: string, ctx: MarkdownContext, render: (limit: SizeLimit) => string): string {
  const where = ctx.runUrl
    ? `the job summary of the [workflow run](${ctx.runUrl}) and in its JSON report (the \`result\` output)`
    : "the job summary and the JSON report (the `result` output)";
  return (
    head +
    render({
      max: GITHUB_LIMITS.commentCharacters,
      reserved: measure(head, "characters"),
      unit: "characters",
      fullReport: where,
    })
  );
}

/**
 * A `diff` run (mode: diff) as markdown: a title with the verdict, the two revisions, then the
 * diff fitted into `limit` — deletions first, one collapsible diff per Kustomization.
 */
export function renderDiffReport(report: DiffReport, ctx: MarkdownContext, limit: SizeLimit): string {
  const icon = report.ready ? (report.hasChanges ? "✏️" : "✅") : "❌";
  const where = ctx.header ? ` · ${escapeInline(ctx.header)}` : "";
  const facts = [
    `from ${codeSpan(shortRevision(report.base.revision))} to ${codeSpan(shortRevision(report.head.revision))}`,
    ...(ctx.runUrl ? [`[workflow run](${ctx.runUrl})`] : []),
  ];
  const notes = (ctx.notes ?? []).map((n) => `\n\n> [!WARNING]\n> ${escapeInline(n)}`).join("");
  const problems = report.problems.map((p) => `\n- ❌ ${escapeInline(p.message)}`).join("");
  return renderDiffMarkdown(report, {
    title: `### ${icon} kustomize-sync diff${where}: ${diffVerdict(report)}\n\n${facts.join(" · ")}${notes}${problems ? `\n${problems}` : ""}`,
    limit,
  });
}

/** `3 Kustomizations changed`, `no changes`, `1 Kustomization does not render`. */
export function diffVerdict(report: DiffReport): string {
  const k = report.summary.kustomizations;
  if (!report.ready)
    return k.failed
      ? `${plural(k.failed, "Kustomization")} ${k.failed === 1 ? "does" : "do"} not render`
      : plural(report.problems.length, "problem");
  const changed = k.changed + k.added + k.removed;
  return changed ? `${plural(changed, "Kustomization")} changed` : "no changes";
}

/** The sticky comment of a `diff` run: marker, then the diff within GitHub's 65,536 characters. */
export function diffCommentBody(header: string, report: DiffReport, ctx: MarkdownContext = {}): string {
  return withinComment(`${commentMarker(header)}\n`, ctx, (limit) => renderDiffReport(report, ctx, limit));
}

/**
 * Whether a `diff` run writes its comment: `on-change` when something changed or an earlier
 * comment (which may show changes since reverted) stands; `on-failure` when a Kustomization does
 * not render or an earlier comment stands.
 */
export function shouldWriteDiffComment(mode: CommentMode, report: DiffReport, existing: boolean): boolean {
  if (mode === "never") return false;
  if (mode === "always" || existing) return true;
  return mode === "on-change" ? report.hasChanges || !report.ready : !report.ready;
}

/**
 * Whether this run should write the sticky comment.
 * - always: every run.
 * - on-change: when the run created, configured, pruned or failed to apply an object, or when the
 *   readiness of any Kustomization differs from what the existing comment recorded (with no
 *   comment yet, from "all Ready"): a first failure, a fix, a Kustomization added or removed.
 * - on-failure: when something is not Ready, and once more when an earlier comment recorded a
 *   failure, so it does not go on showing one that is fixed.
 * - never: no comment (the job summary and the commit status are still written).
 */
export function shouldWriteComment(mode: CommentMode, report: RunReport, existingBody?: string): boolean {
  const previous = existingBody === undefined ? undefined : recordedState(existingBody);
  switch (mode) {
    case "never":
      return false;
    case "always":
      return true;
    case "on-failure":
      return !report.ready || (previous?.notReady ?? 0) > 0;
    case "on-change": {
      const changed = report.kustomizations.some((k) =>
        k.changes.some(
          (c) =>
            c.action === "created" ||
            c.action === "configured" ||
            c.action === "deleted" ||
            c.action === "failed",
        ),
      );
      const assumed = stateOf(
        report.kustomizations
          .map((k) => `${k.namespace}/${k.name}=True`)
          .sort()
          .join(","),
      );
      return changed || stateOf(readinessState(report)).digest !== (previous ?? assumed).digest;
    }
  }
}

export interface StickyTarget {
  owner: string;
  repo: string;
  issueNumber: number;
  header: string;
}

export interface ExistingComment {
  id: number;
  body: string;
  url: string;
  author: string;
}

/**
 * Who the token writes as. `GET /user` answers for personal access tokens; installation tokens
 * (GITHUB_TOKEN, GitHub Apps) get 403 there — the caller may know the login anyway from the
 * `creator` of a commit status it just wrote (see Publisher).
 */
export async function tokenIdentity(client: GitHubClient): Promise<{ login?: string }> {
  try {
    const { data } = await client.rest.users.getAuthenticated();
    return { login: data.login };
  } catch {
    return {};
  }
}

/**
 * Every comment on the PR (100 a page, following Link headers) whose first line is our marker
 * and that could be ours, oldest first: by the token's login when it is known; else by any Bot
 * (comments by installation tokens are always authored by a Bot account such as
 * `github-actions[bot]` or `<app>[bot]`, which no person can be), GITHUB_TOKEN's bot first.
 */
export async function findStickyComments(
  client: GitHubClient,
  target: StickyTarget,
  identity: { login?: string },
): Promise<ExistingComment[]> {
  const marker = commentMarker(target.header);
  const comments = await client.paginate(client.rest.issues.listComments, {
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    per_page: 100,
  });
  const ours = comments.filter((c) => {
    if ((c.body ?? "").split("\n", 1)[0] !== marker) return false;
    return identity.login ? c.user?.login === identity.login : c.user?.type === "Bot";
  });
  if (!identity.login)
    ours.sort(
      (a, b) =>
        Number(b.user?.login === "github-actions[bot]") - Number(a.user?.login === "github-actions[bot]"),
    );
  return ours.map((c) => ({ id: c.id, body: c.body ?? "", url: c.html_url, author: c.user?.login ?? "" }));
}

export type CommentOutcome =
  | { action: "created" | "updated" | "unchanged"; url: string; id: number; author?: string }
  /** Not written under the comment mode; `url` is the existing sticky comment's, if any. */
  | { action: "skipped"; reason: string; url?: string };

/**
 * Creates or updates the sticky comment, never a second one for the same header and author. An
 * unchanged body is not written again (no notification, no "edited" noise). When the token's
 * login is unknown (an App's installation token) and a Bot comment turns out not to be ours (the
 * edit is refused), the next candidate is tried; a new comment is created only when none is ours,
 * and the next run then finds and updates that one.
 */
export async function upsertStickyComment(
  client: GitHubClient,
  target: StickyTarget,
  body: string,
  decide: (existing?: ExistingComment) => boolean = () => true,
  known: { login?: string } = {},
): Promise<CommentOutcome> {
  const identity = known.login ? known : await tokenIdentity(client);
  const candidates = await findStickyComments(client, target, identity);
  if (!decide(candidates[0])) {
    return {
      action: "skipped",
      reason: "nothing to report under the comment mode",
      ...(candidates[0] ? { url: candidates[0].url } : {}),
    };
  }
  // Three attempts at most: other Apps' comments with our marker are rare, and each costs a request.
  for (const existing of candidates.slice(0, 3)) {
    if (existing.body === body) return { action: "unchanged", url: existing.url, id: existing.id };
    try {
      const repo = { owner: target.owner, repo: target.repo };
      const { data } = await client.rest.issues.updateComment({ ...repo, comment_id: existing.id, body });
      return { action: "updated", url: data.html_url, id: data.id, author: data.user?.login };
    } catch (error) {
      // 403/404: not ours to edit (another App's comment with the same marker). A token that may
      // not write at all fails at the create below too, and the caller says why.
      const { status } = describeFailure(error);
      if (status !== 403 && status !== 404) throw error;
    }
  }
  const { data } = await client.rest.issues.createComment({
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    body,
  });
  return { action: "created", url: data.html_url, id: data.id, author: data.user?.login };
}
