import * as core from "@actions/core";
import type { Logger } from "./model/index.js";
import { type RunOptions, resolveOptions } from "./options.js";

/** Action settings that matter only to the GitHub edge, not to the engine. */
export interface ActionSettings {
  githubToken: string;
  comment: string;
  commentHeader: string;
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
  // Mask before anything could print them; a kubeconfig holds keys and tokens on many lines.
  if (githubToken) core.setSecret(githubToken);
  if (kubeconfig.includes("\n")) {
    for (const line of kubeconfig.split("\n")) {
      const value = line.split(":").slice(1).join(":").trim();
      if (value.length >= 8) core.setSecret(value);
    }
  }
  const options = resolveOptions(
    {
      mode: input("mode") || "sync",
      root: input("root") || process.env.GITHUB_WORKSPACE || process.cwd(),
      path: input("path"),
      namespace: input("namespace"),
      kubeconfig,
      context: input("context"),
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
  return {
    options,
    settings: {
      githubToken,
      comment: input("comment") || "always",
      commentHeader: input("comment-header"),
    },
  };
}
