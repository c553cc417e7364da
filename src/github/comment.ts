import type { RunReport } from "../model/index.js";
import { COMMENT_LIMIT, truncate } from "../report/index.js";
import { describeFailure, type GitHubClient } from "./client.js";

export const COMMENT_MODES = ["always", "on-change", "on-failure", "never"] as const;
export type CommentMode = (typeof COMMENT_MODES)[number];

/** The hidden first line that makes a comment ours: one sticky comment per header. */
export function commentMarker(header: string): string {
  const safe = (header.trim() || "sync").replace(/--+/g, "-").replace(/[<>\n]/g, "");
  return `<!-- kustomize-sync:${safe} -->`;
}

const STATE_PREFIX = "<!-- kustomize-sync-state:";

/**
 * Readiness of every Kustomization as one line, recorded in the comment so the next run can tell
 * whether readiness changed (`on-change`) or an earlier failure needs correcting (`on-failure`).
 */
export function readinessState(report: RunReport): string {
  return report.kustomizations
    .map((k) => `${k.namespace}/${k.name}=${k.ready}`)
    .sort()
    .join(",");
}

function recordedState(body: string): string | undefined {
  const line = body.split("\n").find((l) => l.startsWith(STATE_PREFIX));
  return line?.slice(STATE_PREFIX.length, -" -->".length).trim();
}

/** The full comment body: marker, recorded state, then the report cut to GitHub's comment limit. */
export function commentBody(header: string, report: RunReport, markdown: string): string {
  const head = `${commentMarker(header)}\n${STATE_PREFIX} ${readinessState(report).replaceAll("--", "-")} -->\n`;
  return head + truncate(markdown, COMMENT_LIMIT - head.length);
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
      return !report.ready || (previous ?? "").split(",").some((e) => e !== "" && !e.endsWith("=True"));
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
      const assumed = report.kustomizations
        .map((k) => `${k.namespace}/${k.name}=True`)
        .sort()
        .join(",");
      return changed || readinessState(report) !== (previous ?? assumed);
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
 * Who the token writes as, for matching our earlier comment. `GET /user` answers for personal
 * access tokens; installation tokens (GITHUB_TOKEN, GitHub Apps) get 403 there. Comments written
 * with those are always authored by a Bot account (`github-actions[bot]` for GITHUB_TOKEN,
 * `<app>[bot]` for an App), which no person can be, so a person pasting the marker into a comment
 * cannot make the action edit it (the edit would fail anyway).
 */
export async function tokenIdentity(client: GitHubClient): Promise<{ login?: string }> {
  try {
    const { data } = await client.rest.users.getAuthenticated();
    return { login: data.login };
  } catch {
    return {};
  }
}

/** Pages through every comment on the PR (100 a page, Link headers) for the oldest one that is ours. */
export async function findStickyComment(
  client: GitHubClient,
  target: StickyTarget,
  identity: { login?: string },
): Promise<ExistingComment | undefined> {
  const marker = commentMarker(target.header);
  const comments = await client.paginate(client.rest.issues.listComments, {
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    per_page: 100,
  });
  const ours = comments.filter((c) => {
    if ((c.body ?? "").split("\n")[0] !== marker) return false;
    return identity.login ? c.user?.login === identity.login : c.user?.type === "Bot";
  });
  // Prefer GITHUB_TOKEN's bot when an App's comments carry the same marker.
  const found = ours.find((c) => c.user?.login === "github-actions[bot]") ?? ours[0];
  return (
    found && { id: found.id, body: found.body ?? "", url: found.html_url, author: found.user?.login ?? "" }
  );
}

export type CommentOutcome =
  | { action: "created" | "updated" | "unchanged"; url: string; id: number }
  /** Not written under the comment mode; `url` is the existing sticky comment's, if any. */
  | { action: "skipped"; reason: string; url?: string };

/**
 * Creates or updates the sticky comment. An unchanged body is not written again (no
 * notification, no "edited" noise). A comment we may not edit (another App's) is left alone and
 * a new one created.
 */
export async function upsertStickyComment(
  client: GitHubClient,
  target: StickyTarget,
  body: string,
  decide: (existing?: ExistingComment) => boolean = () => true,
): Promise<CommentOutcome> {
  const identity = await tokenIdentity(client);
  const existing = await findStickyComment(client, target, identity);
  if (!decide(existing)) {
    return {
      action: "skipped",
      reason: "nothing to report under the comment mode",
      ...(existing ? { url: existing.url } : {}),
    };
  }
  if (existing && existing.body === body) return { action: "unchanged", url: existing.url, id: existing.id };
  if (existing) {
    try {
      const { data } = await client.rest.issues.updateComment({
        owner: target.owner,
        repo: target.repo,
        comment_id: existing.id,
        body,
      });
      return { action: "updated", url: data.html_url, id: data.id };
    } catch (error) {
      // 403/404: not ours to edit (another App's comment with the same marker). Try a new one;
      // a token that may not write at all fails there too, and the caller says why.
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
  return { action: "created", url: data.html_url, id: data.id };
}
