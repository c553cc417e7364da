import { statSync } from "node:fs";
import { isAbsolute, relative, resolve, sep } from "node:path";
import { cacheHome } from "./cache-home.js";
import {
  DEFAULT_NAMESPACE,
  type ImageOverride,
  type Logger,
  parseDuration,
  RUN_MODES,
  type RunMode,
} from "./model/index.js";
import { parseImageLines, parseKeyValueLines, parseVariableLines } from "./render/index.js";
import { parseSourceSecrets, type SecretData, SourceSecretsError } from "./sources/index.js";

/** Everything a run needs, built by the action (inputs.ts) or the CLI (cli/main.ts). */
export interface RunOptions {
  mode: RunMode;
  /** Repository root, absolute: each Kustomization's spec.path is relative to it (as in Flux). */
  root: string;
  /** Directory searched for Kustomization definitions, absolute. */
  path: string;
  /** Namespace for Kustomizations without one. */
  defaultNamespace: string;
  /**
   * Where inventories and locks live; default each Kustomization's own namespace. A preview
   * environment per pull request sets one per PR, so the PRs' runs never share an inventory.
   */
  inventoryNamespace?: string;
  /** Kubeconfig content or path; undefined → KUBECONFIG, ~/.kube/config, in-cluster. */
  kubeconfig?: string;
  context?: string;
  /** Default health-check timeout in milliseconds. */
  timeoutMs: number;
  /** How long to wait for another run's lock on a Kustomization before failing. */
  lockTimeoutMs: number;
  concurrency: number;
  fieldManager: string;
  /** false turns pruning off for every Kustomization. */
  prune: boolean;
  /**
   * Take over Kustomizations whose inventory was written from another repository or definitions
   * path (refused by default: the other one's objects would be pruned as removed).
   */
  takeover: boolean;
  images: ImageOverride[];
  substitute: Record<string, string>;
  /**
   * kustomize-controller's StrictPostBuildSubstitutions gate, on by default since Flux 2.9: a
   * variable without a value or default fails the build (`feature-gates` turns it off).
   */
  strictSubstitute: boolean;
  /** sourceRef name (or namespace/name) → local directory. */
  sources: Record<string, string>;
  /**
   * The sourceRef that is the repository being synced (`name`, `namespace/name` or
   * `Kind/namespace/name`; default the GitRepository `flux-system`). Other sources are fetched.
   */
  repositorySource?: string;
  /** Secrets (by `namespace/name`) for sources' `secretRef`, given instead of read from the cluster. */
  sourceSecrets?: ReadonlyMap<string, SecretData>;
  /** The workflow's token: reads GitRepositories on its own host (HTTPS) that have no secretRef. */
  githubToken?: { host: string; token: string };
  /** Renderer choice: "kustomize", "kubectl" or a path; undefined = auto. */
  kustomize?: string;
  /** HelmRelease renders: the helm binary (a path; default the helm on PATH, Helm 4 required). */
  helm?: string;
  /**
   * `.Capabilities` for charts rendered without a cluster: `kubeVersion` (default
   * DEFAULT_KUBE_VERSION) and extra `apiVersions`. With a cluster, its own are used.
   */
  kubeVersion?: string;
  apiVersions: string[];
  /** build and diff render the HelmReleases of each Kustomization (default true). */
  helmReleases: boolean;
  /**
   * sync: who releases the HelmReleases of a Kustomization's output. `auto` (default): the
   * cluster's helm-controller when it serves helm.toolkit.fluxcd.io HelmRelease, else
   * kustomize-sync; `kustomize-sync` or `helm-controller` to choose.
   */
  helmReleaser: HelmReleaser;
  /** Where downloaded charts are kept across runs, by digest (default DEFAULT_CHART_CACHE). */
  chartCache: string;
  /**
   * `diff`: where renders are kept across runs, by the digest of their inputs (default
   * ~/.cache/kustomize-sync/renders); undefined with `--no-render-cache` / `render-cache: false`.
   */
  renderCache?: string;
  /** Only this Kustomization (build command). */
  name?: string;
  /**
   * ServiceAccount (in each Kustomization's namespace) to impersonate for Kustomizations without
   * spec.serviceAccountName, as kustomize-controller's --default-service-account.
   */
  defaultServiceAccount?: string;
  log: Logger;
}

export const DEFAULTS = {
  namespace: DEFAULT_NAMESPACE,
  timeout: "5m",
  lockTimeout: "2m",
  concurrency: 8,
  fieldManager: "kustomize-sync",
} as const;

/** A mistake in how kustomize-sync was invoked (bad flag or input): exit code 2, no stack trace. */
export class UsageError extends Error {
  override name = "UsageError";
}

/** Options as text, exactly as the action's inputs or the CLI's flags give them. */
export interface RawOptions {
  mode: string;
  root?: string;
  path?: string;
  namespace?: string;
  inventoryNamespace?: string;
  kubeconfig?: string;
  context?: string;
  timeout?: string;
  lockTimeout?: string;
  concurrency?: string;
  fieldManager?: string;
  prune?: string;
  takeover?: string;
  /** `name=newName:tag` per line (or per flag). */
  images?: string[];
  /** `KEY=value` per line. */
  substitute?: string[];
  /** kustomize-controller's `--feature-gates`: `Gate=true|false`, comma-separated. */
  featureGates?: string;
  /** `name=dir` per line. */
  sources?: string[];
  repositorySource?: string;
  /** Secret manifests: YAML content or the path of a file. */
  sourceSecrets?: string;
  githubToken?: string;
  kustomize?: string;
  helm?: string;
  kubeVersion?: string;
  /** Group/version or group/version/Kind per line (or per flag). */
  apiVersions?: string[];
  helmReleases?: string;
  helmReleaser?: string;
  chartCache?: string;
  /** A directory, or "false" for none. */
  renderCache?: string;
  name?: string;
  defaultServiceAccount?: string;
}

const MODES = RUN_MODES;

/** Validates raw options once for both entry points; every mistake is a UsageError naming the option. */
export function resolveOptions(
  raw: RawOptions,
  env: {
    cwd: string;
    log: Logger;
    /** diff: the path may exist at the base revision only (a pull request that removes it). */
    pathMayBeMissing?: boolean;
  },
): RunOptions {
  const mode = raw.mode.trim() as RunMode;
  if (!MODES.includes(mode)) {
    throw new UsageError(
      `mode: unsupported value ${JSON.stringify(raw.mode)}: supported values: ${MODES.join(", ")}`,
    );
  }
  const root = resolvePath(env.cwd, nonEmpty(raw.root) ?? ".");
  const path = resolvePath(root, nonEmpty(raw.path) ?? ".");
  if (!isDirectory(root)) throw new UsageError(`root: ${root} is not a directory`);
  const fromRoot = relative(root, path);
  if (fromRoot === ".." || fromRoot.startsWith(`..${sep}`) || isAbsolute(fromRoot)) {
    throw new UsageError(`path: ${path} is not inside the root ${root} (spec.path is relative to the root)`);
  }
  // destroy tears down what a path synced, also after the path was removed from the repository.
  if (mode !== "destroy" && !env.pathMayBeMissing && !statSync(path, { throwIfNoEntry: false }))
    throw new UsageError(`path: ${path} does not exist`);
  const timeoutText = nonEmpty(raw.timeout) ?? DEFAULTS.timeout;
  const timeoutMs = parseDuration(timeoutText);
  if (timeoutMs === undefined || timeoutMs <= 0) {
    throw new UsageError(
      `timeout: invalid duration ${JSON.stringify(timeoutText)} (examples: 30s, 5m, 1h30m)`,
    );
  }
  const lockText = nonEmpty(raw.lockTimeout) ?? DEFAULTS.lockTimeout;
  const lockTimeoutMs = parseDuration(lockText);
  if (lockTimeoutMs === undefined) {
    throw new UsageError(
      `lock-timeout: invalid duration ${JSON.stringify(lockText)} (examples: 0s, 30s, 2m)`,
    );
  }
  const concurrencyText = nonEmpty(raw.concurrency) ?? String(DEFAULTS.concurrency);
  const concurrency = Number(concurrencyText);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) {
    throw new UsageError(
      `concurrency: must be a whole number from 1 to 64, got ${JSON.stringify(concurrencyText)}`,
    );
  }
  return {
    mode,
    root,
    path,
    defaultNamespace: validNamespace("namespace", nonEmpty(raw.namespace)) ?? DEFAULTS.namespace,
    inventoryNamespace: validNamespace("inventory-namespace", nonEmpty(raw.inventoryNamespace)),
    kubeconfig: nonEmpty(raw.kubeconfig),
    context: nonEmpty(raw.context),
    timeoutMs,
    lockTimeoutMs,
    concurrency,
    fieldManager: nonEmpty(raw.fieldManager) ?? DEFAULTS.fieldManager,
    defaultServiceAccount: validName("default-service-account", nonEmpty(raw.defaultServiceAccount)),
    prune: parseBoolean("prune", raw.prune, true),
    takeover: parseBoolean("takeover", raw.takeover, false),
    images: asUsage(() => parseImageLines((raw.images ?? []).join("\n"))),
    substitute: asUsage(() => parseVariableLines((raw.substitute ?? []).join("\n"))),
    strictSubstitute: featureGates(raw.featureGates).StrictPostBuildSubstitutions,
    sources: Object.fromEntries(
      Object.entries(asUsage(() => parseKeyValueLines((raw.sources ?? []).join("\n"), "sources"))).map(
        ([name, dir]) => {
          const absolute = resolvePath(root, dir);
          if (!isDirectory(absolute))
            throw new UsageError(`sources: ${name}=${dir}: ${absolute} is not a directory`);
          return [name, absolute];
        },
      ),
    ),
    ...sourceOptions(raw, nonEmpty(raw.namespace) ?? DEFAULTS.namespace),
    kustomize: nonEmpty(raw.kustomize),
    ...helmOptions(raw, root),
    ...renderCacheOption(raw, root),
    name: validKustomizationName(nonEmpty(raw.name)),
    log: env.log,
  };
}

/**
 * The Kubernetes version charts see without a cluster: the one Helm 4.2.4 (the pinned Helm)
 * reports, passed explicitly so that another Helm on the runner renders the same.
 */
export const DEFAULT_KUBE_VERSION = "v1.36.0";

/** Charts kept across runs (an actions/cache path): XDG's cache directory, as Helm's own cache. */
function defaultChartCache(): string {
  return resolve(cacheHome(), "kustomize-sync", "charts");
}

/** Renders kept across runs (`diff`): beside the charts; "false" turns it off. */
function renderCacheOption(raw: RawOptions, root: string): Pick<RunOptions, "renderCache"> {
  const given = nonEmpty(raw.renderCache);
  if (given === "false") return {};
  return {
    renderCache: given ? resolvePath(root, given) : resolve(cacheHome(), "kustomize-sync", "renders"),
  };
}

export const HELM_RELEASERS = ["auto", "kustomize-sync", "helm-controller"] as const;
export type HelmReleaser = (typeof HELM_RELEASERS)[number];

function parseReleaser(raw: string | undefined): HelmReleaser {
  const value = nonEmpty(raw) ?? "auto";
  if ((HELM_RELEASERS as readonly string[]).includes(value)) return value as HelmReleaser;
  throw new UsageError(`helm-releaser: ${JSON.stringify(value)} is not one of ${HELM_RELEASERS.join(", ")}`);
}

/** The inputs of HelmRelease renders: which helm, what `.Capabilities` say, where charts are kept. */
function helmOptions(
  raw: RawOptions,
  root: string,
): Pick<RunOptions, "helm" | "kubeVersion" | "apiVersions" | "helmReleases" | "helmReleaser" | "chartCache"> {
  const kubeVersion = nonEmpty(raw.kubeVersion);
  if (kubeVersion !== undefined && !/^v?\d+\.\d+(\.\d+)?([-+][0-9A-Za-z.-]+)?$/.test(kubeVersion))
    throw new UsageError(
      `kube-version: ${JSON.stringify(kubeVersion)} is not a Kubernetes version (e.g. v1.34.0)`,
    );
  const apiVersions = (raw.apiVersions ?? [])
    .flatMap((line) => line.split(/[\n,]/))
    .map((v) => v.trim())
    .filter(Boolean);
  for (const version of apiVersions) {
    if (!/^([a-z0-9.-]+\/)?v[0-9a-z]+(\/[A-Za-z0-9]+)?$/.test(version))
      throw new UsageError(
        `api-versions: ${JSON.stringify(version)} is not a group/version or group/version/Kind (e.g. monitoring.coreos.com/v1)`,
      );
  }
  const helm = nonEmpty(raw.helm);
  const chartCache = nonEmpty(raw.chartCache);
  return {
    ...(helm ? { helm } : {}),
    ...(kubeVersion ? { kubeVersion: kubeVersion.startsWith("v") ? kubeVersion : `v${kubeVersion}` } : {}),
    apiVersions,
    helmReleases: parseBoolean("helm-releases", raw.helmReleases, true),
    helmReleaser: parseReleaser(raw.helmReleaser),
    chartCache: chartCache ? resolvePath(root, chartCache) : defaultChartCache(),
  };
}

/** The inputs of src/sources/: which sourceRef is this repository, and credentials for the others. */
function sourceOptions(
  raw: RawOptions,
  defaultNamespace: string,
): Pick<RunOptions, "repositorySource" | "sourceSecrets" | "githubToken"> {
  const repositorySource = nonEmpty(raw.repositorySource);
  if (
    repositorySource !== undefined &&
    !/^([A-Za-z]+\/)?([a-z0-9-.]+\/)?[a-z0-9][a-z0-9-.]*$/.test(repositorySource)
  )
    throw new UsageError(
      `repository-source: ${JSON.stringify(repositorySource)} is not a sourceRef (name, namespace/name or Kind/namespace/name)`,
    );
  let sourceSecrets: ReadonlyMap<string, SecretData> | undefined;
  try {
    sourceSecrets = raw.sourceSecrets ? parseSourceSecrets(raw.sourceSecrets, defaultNamespace) : undefined;
  } catch (err) {
    if (err instanceof SourceSecretsError) throw new UsageError(err.message);
    throw err;
  }
  const token = nonEmpty(raw.githubToken);
  let host = "github.com";
  try {
    if (process.env.GITHUB_SERVER_URL) host = new URL(process.env.GITHUB_SERVER_URL).host;
  } catch {}
  return {
    ...(repositorySource ? { repositorySource } : {}),
    ...(sourceSecrets?.size ? { sourceSecrets } : {}),
    ...(token ? { githubToken: { host, token } } : {}),
  };
}

/** A namespace name: an RFC 1123 label. */
const NAMESPACE = /^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/;

function validNamespace(option: string, value: string | undefined): string | undefined {
  if (value !== undefined && !NAMESPACE.test(value)) {
    throw new UsageError(
      `${option}: ${JSON.stringify(value)} is not a valid namespace name (RFC 1123 label)`,
    );
  }
  return value;
}

/** A ServiceAccount name: an RFC 1123 subdomain. */
function validName(option: string, value: string | undefined): string | undefined {
  if (value !== undefined && !/^[a-z0-9]([-a-z0-9.]{0,251}[a-z0-9])?$/.test(value)) {
    throw new UsageError(`${option}: ${JSON.stringify(value)} is not a valid ServiceAccount name`);
  }
  return value;
}

/** `--name NAME` or `NAMESPACE/NAME`: a Kustomization's name is an RFC 1123 subdomain. */
function validKustomizationName(value: string | undefined): string | undefined {
  if (value === undefined) return value;
  const parts = value.split("/");
  const name = parts.pop() ?? "";
  const namespaceOk = parts.length === 0 || (parts.length === 1 && NAMESPACE.test(parts[0]!));
  if (!namespaceOk || !/^[a-z0-9]([-a-z0-9.]{0,251}[a-z0-9])?$/.test(name))
    throw new UsageError(
      `name: ${JSON.stringify(value)} is not a Kustomization name (NAME or NAMESPACE/NAME, lowercase RFC 1123)`,
    );
  return value;
}

function isDirectory(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function resolvePath(base: string, p: string): string {
  return isAbsolute(p) ? p : resolve(base, p);
}

/** `true` / `false` (any case, blank: `fallback`); anything else is a UsageError naming the option. */
/**
 * kustomize-controller v1.9's feature gates that change what a build or an apply makes, with the
 * controller's defaults; the value reads as the controller's flag does
 * (`StrictPostBuildSubstitutions=false`), so a gate set on the controller can be copied as it is.
 */
const FEATURE_GATES = { StrictPostBuildSubstitutions: true };

function featureGates(value: string | undefined): typeof FEATURE_GATES {
  const gates = { ...FEATURE_GATES };
  for (const item of (nonEmpty(value) ?? "").split(/[,\n]/)) {
    const entry = item.trim();
    if (entry === "") continue;
    const [, name, setting] = /^([A-Za-z0-9]+)=(.*)$/.exec(entry) ?? [];
    if (name === undefined || setting === undefined)
      throw new UsageError(`feature-gates: ${JSON.stringify(entry)} is not Gate=true or Gate=false`);
    if (!Object.hasOwn(gates, name))
      throw new UsageError(
        `feature-gates: unrecognized feature gate: ${name} (supported: ${Object.keys(FEATURE_GATES).join(", ")})`,
      );
    gates[name as keyof typeof FEATURE_GATES] = parseBoolean(`feature-gates: ${name}`, setting, true);
  }
  return gates;
}

export function parseBoolean(option: string, value: string | undefined, fallback: boolean): boolean {
  const v = nonEmpty(value)?.toLowerCase();
  if (v === undefined) return fallback;
  if (v === "true") return true;
  if (v === "false") return false;
  throw new UsageError(`${option}: must be true or false, got ${JSON.stringify(value)}`);
}

/** The build module's input parsers say which line is wrong; for the entry points that is a usage error. */
function asUsage<T>(parse: () => T): T {
  try {
    return parse();
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}
