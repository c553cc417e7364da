import { existsSync, readFileSync } from "node:fs";
import * as core from "@actions/core";
import { parse } from "yaml";
import { COMMENT_MODES, type CommentMode, defaultStatusContext } from "./github/index.js";
import type { Logger } from "./model/index.js";
import { type RunOptions, resolveOptions, UsageError } from "./options.js";

/** Action settings that matter only to the GitHub edge, not to the engine. */
export interface ActionSettings {
  githubToken: string;
  comment: CommentMode;
  commentHeader: string;
  statusContext: string;
  /** false: report only; the step succeeds even when something is not Ready. */
  failOnNotReady: boolean;
  /** Every value masked in the log; published text (summary, comment, JSON) is redacted with them too. */
  secrets: string[];
}

/**
 * Reads every input once (the runner passes them as INPUT_<NAME> variables, which action.yml maps
 * explicitly because composite actions get none automatically) and validates them into typed
 * settings. Nothing else in the action calls core.getInput.
 */
export function readInputs(log: Logger): { options: RunOptions; settings: ActionSettings } {
  const input = (name: string) => core.getInput(name);
  const multiline = (name: string) => core.getMultilineInput(name);
  const kubeconfig = input("kubeconfig");
  const githubToken = input("github-token");
  // Mask before anything could print them.
  const secrets = [githubToken, ...kubeconfigSecrets(kubeconfig)].filter((s) => s !== "");
  for (const secret of secrets) core.setSecret(secret);
  const options = resolveOptions(
    {
      mode: input("mode") || "sync",
      root: input("root") || process.env.GITHUB_WORKSPACE || process.cwd(),
      path: input("path"),
      namespace: input("namespace"),
      kubeconfig,
      context: input("context"),
      inventoryNamespace: input("inventory-namespace"),
      timeout: input("timeout"),
      lockTimeout: input("lock-timeout"),
      concurrency: input("concurrency"),
      fieldManager: input("field-manager"),
      prune: input("prune"),
      images: multiline("images"),
      substitute: multiline("substitute"),
      sources: multiline("sources"),
      kustomize: input("kustomize"),
    },
    { cwd: process.env.GITHUB_WORKSPACE || process.cwd(), log },
  );
  const comment = (input("comment") || "always").trim() as CommentMode;
  if (!COMMENT_MODES.includes(comment)) {
    throw new UsageError(
      `comment: unsupported value ${JSON.stringify(input("comment"))}: supported values: ${COMMENT_MODES.join(", ")}`,
    );
  }
  const commentHeader = input("comment-header").trim();
  return {
    options,
    settings: {
      githubToken,
      comment,
      commentHeader,
      statusContext: input("status-context").trim() || defaultStatusContext(commentHeader),
      failOnNotReady: booleanInput("fail-on-not-ready", input("fail-on-not-ready"), true),
      secrets,
    },
  };
}

function booleanInput(name: string, value: string, fallback: boolean): boolean {
  const v = value.trim().toLowerCase();
  if (v === "") return fallback;
  if (v === "true") return true;
  if (v === "false") return false;
  throw new UsageError(`${name}: must be true or false, got ${JSON.stringify(value)}`);
}

/** Kubeconfig fields that hold credentials (users[].user and auth-provider config). */
const SECRET_FIELD =
  /^(token|password|client-key-data|client-certificate-data|id-token|refresh-token|access-token|client-secret|secret)$/i;
const SECRET_ENV = /token|secret|password|key|credential/i;

/**
 * Every credential in a kubeconfig (given as content or as a path to a file): tokens, passwords,
 * client keys and certificates, auth-provider tokens, exec plugin env values that look secret.
 * `client-key-data` is masked both encoded and decoded (each line of the PEM), since an error
 * message could quote either. Any length counts: a short password is still a password.
 */
export function kubeconfigSecrets(kubeconfig: string): string[] {
  if (!kubeconfig.trim()) return [];
  let text = kubeconfig;
  if (!kubeconfig.includes("\n") && existsSync(kubeconfig)) {
    try {
      text = readFileSync(kubeconfig, "utf8");
    } catch {
      return [];
    }
  }
  const found: string[] = [];
  const add = (key: string, value: unknown) => {
    if (typeof value !== "string" && typeof value !== "number") return;
    const v = String(value).trim();
    if (!v) return;
    found.push(v);
    // The private key may be quoted decoded (PEM lines); a certificate's PEM is public.
    if (key === "client-key-data") {
      const decoded = Buffer.from(v, "base64").toString("utf8");
      for (const line of decoded.split("\n"))
        if (line.trim().length >= 8 && !line.startsWith("-----")) found.push(line.trim());
    }
  };
  let doc: unknown;
  try {
    doc = parse(text);
  } catch {
    doc = undefined;
  }
  if (doc && typeof doc === "object") {
    walk(doc, (key, value, parentKey) => {
      if (SECRET_FIELD.test(key)) add(key, value);
      // exec: env: [{name: AWS_SECRET_ACCESS_KEY, value: ...}]
      if (parentKey === "env" && key === "value") return;
      if (key === "env" && Array.isArray(value)) {
        for (const e of value as { name?: string; value?: string }[]) {
          if (e?.name && SECRET_ENV.test(e.name) && e.value) add("value", e.value);
        }
      }
    });
  } else {
    // Not YAML (or broken): fall back to `key: value` lines with a credential-looking key.
    for (const line of text.split("\n")) {
      const m = /^\s*-?\s*"?([\w-]+)"?\s*:\s*"?([^"]*)"?\s*$/.exec(line);
      if (m && SECRET_FIELD.test(m[1]!)) add(m[1]!, m[2]);
    }
  }
  return [...new Set(found)];
}

function walk(
  node: unknown,
  visit: (key: string, value: unknown, parentKey?: string) => void,
  parentKey?: string,
): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, visit, parentKey);
    return;
  }
  if (!node || typeof node !== "object") return;
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    visit(key, value, parentKey);
    walk(value, visit, key);
  }
}
