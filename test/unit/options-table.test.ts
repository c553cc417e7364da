import { readFileSync } from "node:fs";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";

// One table of the run's options: the RawOptions field (src/options.ts), the action input that
// sets it (action.yml, read in src/inputs.ts) and the CLI flag (src/cli/main.ts). Adding an option
// means a row here; this test then names every place that does not agree yet.
const OPTIONS: ReadonlyArray<{ raw: string; input?: string; flag?: string }> = [
  { raw: "mode", input: "mode" }, // the CLI's command
  { raw: "root", input: "root", flag: "root" },
  { raw: "path", input: "path", flag: "path" },
  { raw: "namespace", input: "namespace", flag: "namespace" },
  { raw: "inventoryNamespace", input: "inventory-namespace", flag: "inventory-namespace" },
  { raw: "kubeconfig", input: "kubeconfig", flag: "kubeconfig" },
  { raw: "context", input: "context", flag: "context" },
  { raw: "timeout", input: "timeout", flag: "timeout" },
  { raw: "lockTimeout", input: "lock-timeout", flag: "lock-timeout" },
  { raw: "concurrency", input: "concurrency", flag: "concurrency" },
  { raw: "fieldManager", input: "field-manager", flag: "field-manager" },
  { raw: "prune", input: "prune", flag: "no-prune" },
  { raw: "takeover", input: "takeover", flag: "takeover" },
  { raw: "images", input: "images", flag: "image" },
  { raw: "substitute", input: "substitute", flag: "substitute" },
  { raw: "featureGates", input: "feature-gates", flag: "feature-gates" },
  { raw: "sources", input: "sources", flag: "source" },
  { raw: "repositorySource", input: "repository-source", flag: "repository-source" },
  { raw: "sourceSecrets", input: "source-secrets", flag: "source-secrets" },
  { raw: "githubToken", input: "github-token" }, // the CLI reads GITHUB_TOKEN
  { raw: "kustomize", input: "kustomize", flag: "kustomize" },
  { raw: "helm", input: "helm", flag: "helm" },
  { raw: "kubeVersion", input: "kube-version", flag: "kube-version" },
  { raw: "apiVersions", input: "api-versions", flag: "api-versions" },
  { raw: "helmReleases", input: "helm-releases", flag: "no-helm-releases" },
  { raw: "helmReleaser", input: "helm-releaser", flag: "helm-releaser" },
  { raw: "chartCache", input: "chart-cache", flag: "chart-cache" },
  { raw: "renderCache", input: "render-cache", flag: "render-cache" },
  { raw: "name", flag: "name" }, // build/destroy --name: one Kustomization, a local question
  { raw: "defaultServiceAccount", input: "default-service-account", flag: "default-service-account" },
];

/** Inputs and flags that are not engine options: the report, the comment and the CLI's own. */
const ACTION_ONLY = [
  "comment",
  "comment-header",
  "status-context",
  "fail-on-not-ready",
  "report",
  "sops-age-key",
  "base", // mode: diff (the CLI's diff --base is a DIFF_ONLY flag)
];
const CLI_ONLY = ["json", "help", "verbose", "report", "comment", "comment-header", "status-context"];
const DIFF_ONLY = ["base", "exit-code", "markdown"];
/** Flags that turn an option off (`render-cache: false`). */
const NEGATIONS = ["no-render-cache"];
/** Flags the help does not list (none: every flag is documented). */
const UNDOCUMENTED_FLAGS: string[] = [];

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();
const defined = <T>(values: Array<T | undefined>) => values.filter((v): v is T => v !== undefined);

const action = load(read("action.yml")) as { inputs: Record<string, unknown> };
const inputsTs = read("src/inputs.ts");
const optionsTs = read("src/options.ts");
const cliTs = read("src/cli/main.ts");
const flagSpec = /\nconst FLAG_SPEC = \{\n([\s\S]*?)\n\}( as const)?;\n/.exec(cliTs)?.[1] ?? "";
// Flags are listed by name in flagsOf([...]) groups, or as `name: { … }` entries.
const cliFlags = [
  ...[...flagSpec.matchAll(/flagsOf\(\[([^\]]*)\]/g)].flatMap((m) => m[1]!.match(/[a-z-]+/g) ?? []),
  ...[...flagSpec.matchAll(/^\s+"?([a-z-]+)"?:/gm)].map((m) => m[1] as string),
];
const help = cliTs.slice(0, cliTs.indexOf("\nconst FLAG_SPEC"));

describe("the option table", () => {
  it("reads every source it checks (the checks below are not vacuous)", () => {
    expect(Object.keys(action.inputs).length).toBeGreaterThan(20);
    expect(cliFlags.length).toBeGreaterThan(20);
    expect(help).toContain("--path DIR");
  });

  it("action.yml's inputs are the table's inputs and the action-only ones", () => {
    expect(sorted(Object.keys(action.inputs))).toEqual(
      sorted([...defined(OPTIONS.map((o) => o.input)), ...ACTION_ONLY]),
    );
  });

  it("action.yml passes every input to the action's step (INPUT_<NAME>)", () => {
    // An input may fall back to an earlier step's output (helm: the Helm the action set up).
    const passed = [
      ...read("action.yml").matchAll(
        /^\s+INPUT_([A-Z-]+): \$\{\{ inputs\.([a-z-]+)(?: \|\| steps\.[a-z-]+\.outputs\.[a-z-]+)? \}\}$/gm,
      ),
    ];
    for (const [, env, name] of passed) expect(env).toBe(name?.toUpperCase());
    expect(sorted(passed.map((m) => m[2] as string))).toEqual(sorted(Object.keys(action.inputs)));
  });

  it("src/inputs.ts reads exactly action.yml's inputs", () => {
    const names = [...inputsTs.matchAll(/\b(?:input|multiline|parseBoolean)\("([a-z-]+)"/g)].map(
      (m) => m[1] as string,
    );
    expect(sorted(names)).toEqual(sorted(Object.keys(action.inputs)));
  });

  it("RawOptions' fields are the table's rows", () => {
    const body = /export interface RawOptions \{([\s\S]*?)\n\}/.exec(optionsTs)?.[1] ?? "";
    const fields = [...body.matchAll(/^\s+([a-zA-Z]+)\??:/gm)].map((m) => m[1] as string);
    expect(sorted(fields)).toEqual(sorted(OPTIONS.map((o) => o.raw)));
  });

  it("src/inputs.ts sets each option from its input", () => {
    for (const { raw, input } of OPTIONS) {
      if (!input) continue;
      expect(inputsTs, `${raw} from input ${input}`).toMatch(
        new RegExp(`\\b${raw}: (?:input|multiline)\\("${input}"\\)`),
      );
    }
  });

  it("the CLI's flags are the table's flags and the CLI-only ones", () => {
    expect(sorted(cliFlags)).toEqual(
      sorted([...defined(OPTIONS.map((o) => o.flag)), ...CLI_ONLY, ...DIFF_ONLY, ...NEGATIONS]),
    );
  });

  it("the CLI sets each option from its flag", () => {
    for (const { raw, flag } of OPTIONS) {
      if (!flag) continue;
      const read = /^[a-z]+$/.test(flag) ? `flags\\.${flag}` : `flags\\["${flag}"\\]`;
      expect(cliTs, `${raw} from --${flag}`).toMatch(new RegExp(`\\b${raw}: [^\\n]*${read}`));
    }
  });

  it("the CLI's help lists every flag", () => {
    const missing = cliFlags.filter((flag) => !new RegExp(`--${flag}\\b`).test(help));
    expect(missing).toEqual(UNDOCUMENTED_FLAGS);
  });
});
