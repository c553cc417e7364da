import * as core from "@actions/core";
import {
  COMMENT_MODES,
  type CommentMode,
  defaultStatusContext,
  type PublishSettings,
} from "./github/index.js";
import type { Logger } from "./model/index.js";
import { parseBoolean, type RunOptions, resolveOptions, UsageError } from "./options.js";
import { GITHUB_LIMITS, kubeconfigSecrets, measure } from "./report/index.js";

/** Moved to the redaction mechanism (report/redact.ts); re-exported for existing importers. */
export { kubeconfigSecrets };

/** Action settings that matter only to the GitHub edge, not to the engine. */
export interface ActionSettings extends PublishSettings {
  /** The `mode` input as given: an engine mode (sync, plan, validate, graph, destroy), `diff` or `publish`. */
  mode: string;
  /** `diff`: the git revision to compare with (default: the pull request's base commit). */
  base?: string;
  /** `publish`: the saved JSON report to post. */
  report?: string;
  /** false: report only; the step succeeds even when something is not Ready. */
  failOnNotReady: boolean;
}

/**
 * Reads the inputs of the GitHub edge once (the runner passes them as INPUT_<NAME> variables,
 * which action.yml maps explicitly because composite actions get none automatically) and masks
 * every credential before anything could print it. Nothing else in the action calls
 * core.getInput. Throws UsageError naming the input; `partialSettings` then still says where a
 * configuration error can be reported.
 */
export function readSettings(): ActionSettings {
  const settings = partialSettings();
  const comment = (input("comment") || "always").trim() as CommentMode;
  if (!COMMENT_MODES.includes(comment)) {
    throw new UsageError(
      `comment: unsupported value ${JSON.stringify(input("comment"))}: supported values: ${COMMENT_MODES.join(", ")}`,
    );
  }
  const limit = GITHUB_LIMITS.statusContextCharacters;
  if (measure(settings.statusContext, "characters") > limit) {
    const from = input("status-context").trim()
      ? "status-context"
      : "comment-header (the default status-context)";
    throw new UsageError(`${from}: a commit status context has at most ${limit} characters (GitHub's limit)`);
  }
  const report = input("report").trim();
  if (settings.mode === "publish" && !report)
    throw new UsageError("report: mode publish needs the path of a saved JSON report (the `result` output)");
  const base = input("base").trim();
  return {
    ...settings,
    comment,
    ...(report ? { report } : {}),
    ...(base ? { base } : {}),
    failOnNotReady: parseBoolean("fail-on-not-ready", input("fail-on-not-ready"), true),
  };
}

/** The settings that can be read without failing: enough to set the commit status to `error`. */
export function partialSettings(): ActionSettings {
  const githubToken = input("github-token");
  // Mask before anything could print them.
  const secrets = [
    githubToken,
    ...kubeconfigSecrets(input("kubeconfig")),
    ...ageKeyLines(input("sops-age-key")),
  ].filter((s) => s !== "");
  for (const secret of secrets) core.setSecret(secret);
  const commentHeader = input("comment-header").trim();
  const mode = input("mode").trim() || "sync";
  return {
    mode,
    githubToken,
    comment: "always",
    commentHeader,
    // A diff is not a deployment: without a header its comment and status are apart from sync's.
    statusContext:
      input("status-context").trim() ||
      defaultStatusContext(commentHeader || (mode === "diff" || mode === "destroy" ? mode : "")),
    failOnNotReady: true,
    secrets,
  };
}

/** The lines of an age key file that hold a key (each masked on its own). */
function ageKeyLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
}

/** The engine's options from the inputs; `publish` has none. */
export function readOptions(log: Logger): RunOptions {
  // The engine reads SOPS' own variable, as the sops CLI does (build/decrypt.ts); the input sets it.
  const sopsAgeKey = input("sops-age-key");
  if (sopsAgeKey.trim()) process.env.SOPS_AGE_KEY = sopsAgeKey;
  const multiline = (name: string) => core.getMultilineInput(name);
  const options = resolveOptions(
    {
      // diff renders both revisions exactly as build does.
      mode: input("mode").trim() === "diff" ? "build" : input("mode") || "sync",
      root: input("root") || process.env.GITHUB_WORKSPACE || process.cwd(),
      path: input("path"),
      namespace: input("namespace"),
      kubeconfig: input("kubeconfig"),
      context: input("context"),
      inventoryNamespace: input("inventory-namespace"),
      timeout: input("timeout"),
      lockTimeout: input("lock-timeout"),
      defaultServiceAccount: input("default-service-account"),
      concurrency: input("concurrency"),
      fieldManager: input("field-manager"),
      prune: input("prune"),
      takeover: input("takeover"),
      images: multiline("images"),
      substitute: multiline("substitute"),
      featureGates: input("feature-gates"),
      sources: multiline("sources"),
      repositorySource: input("repository-source"),
      sourceSecrets: input("source-secrets"),
      // Reads the GitRepositories on the workflow's own host that the workflow can read.
      githubToken: input("github-token"),
      kustomize: input("kustomize"),
      helm: input("helm"),
      kubeVersion: input("kube-version"),
      apiVersions: multiline("api-versions"),
      helmReleases: input("helm-releases"),
      helmReleaser: input("helm-releaser"),
      chartCache: input("chart-cache"),
      renderCache: input("render-cache"),
    },
    {
      cwd: process.env.GITHUB_WORKSPACE || process.cwd(),
      log,
      pathMayBeMissing: input("mode").trim() === "diff",
    },
  );
  // Masked before anything could print them (each line too: the runner masks line by line).
  for (const data of options.sourceSecrets?.values() ?? [])
    for (const value of Object.values(data))
      for (const part of [value, ...value.split("\n")])
        if (part.trim().length >= 4) core.setSecret(part.trim());
  return options;
}

function input(name: string): string {
  return core.getInput(name);
}
