import { mkdtempSync } from "node:fs";
import { realpath, rm, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { Cluster } from "../cluster/types.js";
import {
  formatDuration,
  type KustomizationSpec,
  type Logger,
  type SourceLocation,
  silentLogger,
  type WalkIndexes,
} from "../model/index.js";
import { lookupSource, type SecretSink, substitutionReaderFrom } from "../render/index.js";
import { scratchDir } from "../render/scratch.js";
import {
  loginFromDockerConfig,
  type RegistryLogin,
  runnerDockerConfig,
  type SecretData,
  SecretStore,
} from "./credentials.js";
import {
  findSourceDefinitions,
  indexDefinitions,
  readClusterSource,
  readSourceObject,
} from "./definitions.js";
import { joinInside } from "./extract.js";
import { applyIgnore, copyTree, keepOnly } from "./filter.js";
import {
  cloneGitRepository,
  credentialsFromSecret,
  type GitCredentials,
  splitUrlCredentials,
} from "./git.js";
import { normaliseRemote, repositoryRemote } from "./identity.js";
import { printableUrl, sourceText } from "./messages.js";
import { parseOciUrl, pullArtifact } from "./oci.js";
import {
  DEFAULT_FETCH_TIMEOUT_MS,
  type FetchedSource,
  type GitRepositorySource,
  type OCIRepositorySource,
  type SourceDecision,
  type SourceDefinition,
  sourceKey,
} from "./types.js";

/** The sourceRef that is the repository being synced when nothing says otherwise (Flux's bootstrap name). */
const DEFAULT_REPOSITORY_SOURCE = "flux-system";

export interface SourceResolverOptions {
  /** The repository root (absolute): the repository being synced. */
  root: string;
  /** The definitions path (absolute): source definitions under it win over others of the same name. */
  path: string;
  defaultNamespace: string;
  /** The `sources:` input: sourceRef → local directory. Wins over everything. */
  mapping: Record<string, string>;
  /** Which sourceRef is this repository: `name`, `namespace/name` or `Kind/namespace/name` (GitRepository by default). */
  repositorySource?: string;
  /** The `source-secrets` input: Secrets by `namespace/name`. */
  secrets?: ReadonlyMap<string, SecretData>;
  /**
   * Source definitions and Secrets not in the repository are read here (the step's identity);
   * a function connects on first need.
   */
  cluster?: Cluster | (() => Promise<Cluster>);
  /** Receives every credential read, so that no output shows it. */
  sink?: SecretSink;
  /** The workflow token, used for HTTPS GitRepositories on its own host when no secretRef says otherwise. */
  githubToken?: { host: string; token: string };
  log?: Logger;
  signal?: AbortSignal;
  /** Walks kept by earlier runs (model/walk-index.ts): the repository's source definitions among them. */
  walks?: WalkIndexes;
}

/**
 * Decides per sourceRef what it points at, as source-controller would have provided it: the
 * repository being synced (the checkout at the root), a `sources:` mapping, or a source fetched
 * into the run's private directory — each fetched once per run, however many Kustomizations use
 * it. A source that cannot be resolved is a failed decision (one line), never the root.
 */
export class SourceResolver {
  private readonly decisions = new Map<string, Promise<SourceDecision>>();
  private readonly fetches = new Map<string, Promise<FetchedSource>>();
  private definitions?: Promise<Map<string, SourceDefinition[]>>;
  private written?: Promise<SourceDefinition[]>;

  /** Every source object defined in the repository's files, each with its file:line (read once per run). */
  writtenDefinitions(): Promise<SourceDefinition[]> {
    this.written ??= realpath(this.options.root)
      .then((real) => this.options.walks?.of(real))
      .catch(() => undefined)
      .then((index) => findSourceDefinitions(this.options.root, this.options.defaultNamespace, index));
    return this.written;
  }
  /**
   * The source objects written in another checkout of this repository whose files that define
   * sources are the same (a diff's two revisions when no changed file names the source group):
   * taken instead of walking this one's files.
   */
  takeWrittenDefinitions(from: SourceResolver): void {
    this.written ??= from.writtenDefinitions();
  }
  private remote?: Promise<string | undefined>;
  private workDir?: string;
  private readonly secrets: SecretStore;
  private readonly log: Logger;
  /** The `sources:` mapping plus every fetched source by `Kind/namespace/name`: what rendering reads. */
  readonly mapping: Record<string, string>;
  /** Fetched source directory → its revision. */
  readonly revisions = new Map<string, string>();

  constructor(private readonly options: SourceResolverOptions) {
    this.mapping = { ...options.mapping };
    this.secrets = new SecretStore(
      options.secrets ?? new Map(),
      options.cluster
        ? {
            read: async (kind, namespace, name) =>
              substitutionReaderFrom(await this.cluster()).read(kind, namespace, name),
          }
        : undefined,
      options.sink,
    );
    this.log = options.log ?? silentLogger;
  }

  /** Starts resolving every sourceRef of these Kustomizations at once (each source once). */
  prefetch(specs: readonly KustomizationSpec[]): void {
    for (const spec of specs) void this.decide(spec);
  }

  /** What the Kustomization's sourceRef points at. Never rejects: failures are decisions. */
  decide(spec: KustomizationSpec): Promise<SourceDecision> {
    const ref = spec.sourceRef;
    if (!ref) return Promise.resolve({ type: "repository" });
    return this.decideSource(ref.kind, ref.namespace ?? spec.namespace, ref.name);
  }

  /**
   * What a source reference points at (a Kustomization's sourceRef, a HelmRelease chart's
   * GitRepository or Bucket), decided once per run. Never rejects: failures are decisions.
   */
  decideSource(kind: string, namespace: string, name: string): Promise<SourceDecision> {
    const key = sourceKey({ kind, namespace, name });
    let decision = this.decisions.get(key);
    if (!decision) {
      decision = this.decideFor(kind, namespace, name).catch((error: Error) => ({
        type: "failed" as const,
        message: sourceText.failed(key, name, undefined, error.message),
      }));
      this.decisions.set(key, decision);
    }
    return decision;
  }

  /** The repository being synced (absolute). */
  get root(): string {
    return this.options.root;
  }

  /** The run's cancellation, for fetches made on the resolver's behalf (charts). */
  get signal(): AbortSignal | undefined {
    return this.options.signal;
  }

  private isRepositorySource(kind: string, namespace: string, name: string): boolean {
    const given = this.options.repositorySource ?? DEFAULT_REPOSITORY_SOURCE;
    const parts = given.split("/");
    const [wantKind, wantNamespace, wantName] =
      parts.length === 3
        ? parts
        : parts.length === 2
          ? ["GitRepository", ...parts]
          : ["GitRepository", undefined, parts[0]];
    return (
      kind === wantKind && name === wantName && (wantNamespace === undefined || namespace === wantNamespace)
    );
  }

  private async decideFor(kind: string, namespace: string, name: string): Promise<SourceDecision> {
    if (lookupSource(this.options.mapping, kind, namespace, name) !== undefined) return { type: "local" };
    // Built from the repository's ArtifactGenerators by the build stage.
    if (kind === "ExternalArtifact") return { type: "local" };
    if (this.isRepositorySource(kind, namespace, name)) return { type: "repository" };
    const key = sourceKey({ kind, namespace, name });
    const found = await this.findDefinition(kind, namespace, name);
    if ("problem" in found)
      return { type: "failed", message: sourceText.failed(key, name, undefined, found.problem) };
    const definition = found.definition;
    const url = definition.url;
    if (definition.kind === "GitRepository" && url) {
      this.remote ??= repositoryRemote(this.options.root);
      const remote = await this.remote;
      if (remote && normaliseRemote(url) === remote) return { type: "repository" };
    }
    try {
      const fetched = await this.fetch(definition, []);
      this.mapping[key] = fetched.dir;
      this.revisions.set(fetched.dir, fetched.revision);
      return { type: "fetched", key, ...fetched };
    } catch (error) {
      return { type: "failed", message: sourceText.failed(key, name, url, (error as Error).message) };
    }
  }

  /** Source objects a Kustomization rendered, by `Kind/namespace/name` (see noteRendered). */
  private readonly rendered = new Map<string, SourceDefinition>();

  /** Takes the source objects (HelmRepository, OCIRepository…) of a Kustomization's rendered output as definitions. */
  noteRendered(manifests: readonly { object: unknown; source?: SourceLocation }[]): void {
    for (const { object, source } of manifests) {
      const definition = readSourceObject(object, this.options.defaultNamespace, source ?? { file: "" });
      if (definition && !this.rendered.has(sourceKey(definition)))
        this.rendered.set(sourceKey(definition), definition);
    }
  }

  /** The source object's definition: a rendered one, the repository's (definitions path first), else the cluster's. */
  async findDefinition(
    kind: string,
    namespace: string,
    name: string,
  ): Promise<{ definition: SourceDefinition } | { problem: string }> {
    // What a Kustomization renders is what Flux applies (a HelmRelease's OCIRepository beside it,
    // in the namespace the render gives it): it wins over the files' reading.
    const rendered = this.rendered.get(sourceKey({ kind, namespace, name }));
    if (rendered) return { definition: rendered };
    this.definitions ??= this.writtenDefinitions().then((all) =>
      indexDefinitions(all, relative(this.options.root, this.options.path).split(sep).join("/")),
    );
    const candidates = (await this.definitions).get(sourceKey({ kind, namespace, name })) ?? [];
    const distinct = candidates.filter(
      (c, i) =>
        candidates.findIndex(
          (d) => JSON.stringify({ ...d, definedIn: 0 }) === JSON.stringify({ ...c, definedIn: 0 }),
        ) === i,
    );
    if (distinct.length > 1) {
      return {
        problem: sourceText.definedTwice(
          distinct.map((d) =>
            d.definedIn === "cluster" ? "cluster" : `${d.definedIn.file}:${d.definedIn.line}`,
          ),
        ),
      };
    }
    if (distinct[0]) return { definition: distinct[0] };
    const cluster = this.options.cluster;
    const fromCluster = cluster
      ? await readClusterSource(await this.cluster(), kind, namespace, name)
      : undefined;
    if (fromCluster) return { definition: fromCluster };
    return { problem: sourceText.notDefined(cluster !== undefined) };
  }

  private cluster(): Promise<Cluster> {
    const given = this.options.cluster as Cluster | (() => Promise<Cluster>);
    return typeof given === "function" ? given() : Promise.resolve(given);
  }

  /** The run's private directory for fetched sources (removed by close(), or with the run directory). */
  private directory(definition: SourceDefinition): string {
    // Inside the process's run directory: removed at exit, and by the next run after a kill.
    this.workDir ??= mkdtempSync(join(scratchDir(), "sources-"));
    const safe = `${definition.kind}-${definition.namespace}-${definition.name}`.replace(
      /[^A-Za-z0-9._-]/g,
      "_",
    );
    return join(this.workDir, safe);
  }

  private fetch(definition: SourceDefinition, chain: string[]): Promise<FetchedSource> {
    const key = sourceKey(definition);
    if (chain.includes(key))
      return Promise.reject(new Error(sourceText.includeCycle([...chain, key].join(" -> "))));
    let fetching = this.fetches.get(key);
    if (!fetching) {
      const started = Date.now();
      fetching = this.fetchUncached(definition, [...chain, key]).then((fetched) => {
        this.log.info(
          `fetched ${key} (${printableUrl(fetched.url)}) at ${fetched.revision} in ${formatDuration(Date.now() - started)}`,
        );
        return fetched;
      });
      this.fetches.set(key, fetching);
    }
    return fetching;
  }

  private async fetchUncached(definition: SourceDefinition, chain: string[]): Promise<FetchedSource> {
    if (definition.kind === "Bucket") throw new Error(sourceText.bucketUnsupported);
    if (definition.kind !== "GitRepository" && definition.kind !== "OCIRepository")
      throw new Error(sourceText.kindUnsupported(definition.kind));
    const source = definition as GitRepositorySource | OCIRepositorySource;
    if (!source.url) throw new Error(sourceText.noUrl);
    const dir = this.directory(definition);
    await rm(dir, { recursive: true, force: true });
    // As source-controller: a clone or a pull that takes longer than spec.timeout fails.
    const timeoutMs = source.timeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = this.options.signal ? AbortSignal.any([timeout, this.options.signal]) : timeout;
    const timedOut = (error: unknown) => {
      throw timeout.aborted ? new Error(sourceText.timedOut(formatDuration(timeoutMs))) : error;
    };
    let revision: string;
    if (source.kind === "GitRepository") {
      const credentials = await this.gitCredentials(source);
      ({ revision } = await cloneGitRepository(source, dir, credentials, signal).catch(timedOut));
      await keepOnly(dir, source.sparseCheckout);
      for (const include of source.include) await this.include(source, include, dir, chain);
    } else {
      const { login, ca } = await this.registryCredentials(source);
      ({ revision } = await pullArtifact(source, dir, login, { ...(ca ? { ca } : {}), signal }).catch(
        timedOut,
      ));
    }
    await applyIgnore(dir, source.ignore);
    return { dir, revision, url: source.url };
  }

  private async include(
    source: GitRepositorySource,
    include: GitRepositorySource["include"][number],
    dir: string,
    chain: string[],
  ): Promise<void> {
    const found = await this.findDefinition("GitRepository", source.namespace, include.repository);
    if ("problem" in found)
      throw new Error(
        `spec.include GitRepository/${source.namespace}/${include.repository}: ${found.problem}`,
      );
    const included = await this.fetch(found.definition, chain);
    const from = joinInside(included.dir, include.fromPath);
    const to = joinInside(dir, include.toPath);
    if (!from) throw new Error(sourceText.outsideSource(`spec.include fromPath '${include.fromPath}'`));
    if (!to || to === dir)
      throw new Error(sourceText.outsideSource(`spec.include toPath '${include.toPath}'`));
    if (!(await stat(from).catch(() => undefined))?.isDirectory())
      throw new Error(
        `spec.include fromPath '${include.fromPath}' not found in GitRepository/${source.namespace}/${include.repository}`,
      );
    await copyTree(from, to);
  }

  /** A source's Secret (source-secrets input, else the cluster), redacted from every output. */
  async readSecret(namespace: string, name: string): Promise<SecretData> {
    const data = await this.secrets.read(namespace, name);
    if (!data) throw new Error(sourceText.secretMissing(namespace, name, this.secrets.hasCluster));
    return data;
  }

  private async gitCredentials(source: GitRepositorySource): Promise<GitCredentials | undefined> {
    // A password written into spec.url is used as credentials (see cloneGitRepository) and redacted.
    const inUrl = splitUrlCredentials(source.url).password;
    if (inUrl) this.options.sink?.addSecretData({ password: inUrl });
    const token = this.options.githubToken;
    let tokenApplies = false;
    try {
      const url = new URL(source.url);
      tokenApplies =
        !!token && url.protocol === "https:" && url.host.toLowerCase() === token.host.toLowerCase();
    } catch {}
    if (source.secretRef) {
      const data = await this.secrets.read(source.namespace, source.secretRef);
      if (data) return credentialsFromSecret(data);
      if (!tokenApplies)
        throw new Error(
          sourceText.secretMissing(source.namespace, source.secretRef, this.secrets.hasCluster),
        );
    }
    // The workflow token reads what the workflow may read on its own GitHub host.
    if (tokenApplies) this.options.sink?.addSecretData({ token: token!.token });
    return tokenApplies ? { username: "x-access-token", password: token!.token } : undefined;
  }

  /** Registry login and CA of an OCIRepository or an OCI HelmRepository, as source-controller reads them. */
  async registryCredentials(
    source: Pick<OCIRepositorySource, "url" | "namespace" | "secretRef" | "certSecretRef" | "provider">,
  ): Promise<{ login?: RegistryLogin; ca?: string }> {
    const { host } = parseOciUrl(source.url);
    const out: { login?: RegistryLogin; ca?: string } = {};
    if (source.certSecretRef) {
      const data = await this.readSecret(source.namespace, source.certSecretRef);
      const ca = data["ca.crt"] ?? data.caFile;
      if (ca) out.ca = ca;
    }
    if (source.secretRef) {
      const data = await this.readSecret(source.namespace, source.secretRef);
      const login = data[".dockerconfigjson"]
        ? loginFromDockerConfig(data[".dockerconfigjson"], host)
        : data.username !== undefined
          ? { username: data.username, password: data.password ?? "" }
          : undefined;
      if (login) out.login = login;
      return out;
    }
    const runner = await runnerDockerConfig();
    const login = runner ? loginFromDockerConfig(runner, host) : undefined;
    if (login) {
      this.options.sink?.addSecretData({ password: login.password });
      out.login = login;
    } else if (source.provider !== "generic") {
      throw new Error(sourceText.providerNeedsLogin(source.provider, host));
    }
    return out;
  }

  /** Removes every fetched source. */
  async close(): Promise<void> {
    if (this.workDir) await rm(this.workDir, { recursive: true, force: true });
  }
}
