// Charts from their sources, as source-controller provides them to helm-controller: a
// HelmRepository over HTTP(S) or OCI, a chartRef to an OCIRepository or a HelmChart, a chart path
// in a GitRepository / Bucket / the repository being synced. Each index is read once per run;
// packaged charts are kept on disk by digest across runs, so a second run downloads only indexes.
import { createHash } from "node:crypto";
import { mkdtemp, readdir, stat } from "node:fs/promises";
import { join, posix } from "node:path";
import { Readable } from "node:stream";
import {
  formatDuration,
  type HelmReleaseSpec,
  type Logger,
  type SourceLocation,
  silentLogger,
} from "../model/index.js";
import { lookupSource } from "../render/index.js";
import { scratchDir } from "../render/scratch.js";
import { extractTarGz, readLimited } from "../sources/extract.js";
import { OciRepositoryClient } from "../sources/oci.js";
import type { SourceResolver } from "../sources/resolver.js";
import {
  DEFAULT_FETCH_TIMEOUT_MS,
  type HelmChartSource,
  type HelmRepositorySource,
  type OCIRepositorySource,
  type SourceDefinition,
  sourceKey,
} from "../sources/types.js";
import { ChartCache } from "./chart-cache.js";
import {
  artifactChartLayer,
  chartVersionForRevision,
  repositoryChartLayer,
  withBuildMetadata,
} from "./chart-oci.js";
import { buildPathChart, readChartMetadata } from "./chart-path.js";
import {
  type ChartIndex,
  ChartRepositoryError,
  chartVersionIn,
  fetchIndex,
  httpGet,
  MAX_CHART_SIZE,
  type RepositoryAccess,
  resolveChartUrl,
} from "./chart-repository.js";
import { chartText } from "./messages.js";
import { type ChartArtifact, HelmError } from "./types.js";

export interface ChartFetcherOptions {
  resolver: SourceResolver;
  /** Charts by digest, kept across runs. */
  cacheDir: string;
  log?: Logger;
  signal?: AbortSignal;
  /** The helm binary that builds chart dependencies (default: `helm` on PATH). */
  helm?: string;
  /** Indexes this run read, by repository access: a diff's two sides read each one once. */
  indexes?: IndexStore;
}

/** Repositories' indexes as one run reads them (ChartFetcherOptions.indexes). */
export type IndexStore = Map<string, Promise<ChartIndex>>;

/** A chart as `chart.spec` (or a HelmChart) names it, its source reference's namespace settled. */
interface ChartTemplate {
  chart: string;
  version: string;
  sourceKind: string;
  sourceNamespace: string;
  sourceName: string;
  reconcileStrategy?: string;
  /** Only for a chartRef to a HelmChart: its valuesFiles travel with the artifact. */
  helmChart?: HelmChartSource;
}

export class ChartFetcher {
  private readonly cache: ChartCache;
  private readonly log: Logger;
  private readonly indexes = new Map<string, Promise<ChartIndex>>();
  private readonly charts = new Map<string, Promise<ChartArtifact>>();
  private workDir?: Promise<string>;
  /** What this run downloaded (indexes, packaged charts, registry layers): the cache's measure. */
  readonly downloads = { indexes: 0, charts: 0 };

  constructor(private readonly options: ChartFetcherOptions) {
    this.cache = new ChartCache(options.cacheDir);
    this.log = options.log ?? silentLogger;
  }

  /** Source objects a Kustomization renders (its HelmReleases' HelmRepository or OCIRepository): definitions first. */
  noteRendered(manifests: readonly { object: unknown; source?: SourceLocation }[]): void {
    this.options.resolver.noteRendered(manifests);
  }

  /** The chart of a HelmRelease, as helm-controller would load it. Rejects with a one-line HelmError. */
  async chartFor(release: HelmReleaseSpec): Promise<ChartArtifact> {
    if (release.chart && release.chartRef) throw new HelmError(chartText.bothCharts);
    if (release.chart) {
      const spec = release.chart;
      return this.fromTemplate({
        chart: spec.chart,
        version: spec.version ?? "",
        sourceKind: spec.sourceRef.kind,
        sourceNamespace: spec.sourceRef.namespace ?? release.namespace,
        sourceName: spec.sourceRef.name,
        ...(spec.reconcileStrategy ? { reconcileStrategy: spec.reconcileStrategy } : {}),
      });
    }
    const ref = release.chartRef;
    if (!ref) throw new HelmError(chartText.noChart);
    const namespace = ref.namespace ?? release.namespace;
    const key = sourceKey({ kind: ref.kind, namespace, name: ref.name });
    if (ref.kind === "OCIRepository")
      return this.once(`${key}`, () => this.ociRepositoryChart(namespace, ref.name));
    if (ref.kind === "HelmChart") {
      const definition = await this.definition("HelmChart", namespace, ref.name, ref.name, undefined);
      const helmChart = definition as HelmChartSource;
      return this.fromTemplate({
        chart: helmChart.chart,
        version: helmChart.version ?? "",
        sourceKind: helmChart.sourceRef.kind,
        sourceNamespace: helmChart.namespace,
        sourceName: helmChart.sourceRef.name,
        ...(helmChart.reconcileStrategy ? { reconcileStrategy: helmChart.reconcileStrategy } : {}),
        helmChart,
      });
    }
    throw new HelmError(
      chartText.chartFailed(
        key,
        undefined,
        ref.name,
        undefined,
        ref.kind === "ExternalArtifact"
          ? chartText.externalArtifact
          : chartText.chartKindUnsupported(ref.kind),
      ),
    );
  }

  private async fromTemplate(template: ChartTemplate): Promise<ChartArtifact> {
    const source = sourceKey({
      kind: template.sourceKind,
      namespace: template.sourceNamespace,
      name: template.sourceName,
    });
    const id = JSON.stringify([source, template.chart, template.version, template.reconcileStrategy ?? ""]);
    const artifact = await this.once(id, async () => {
      if (template.sourceKind === "HelmRepository") return this.helmRepositoryChart(template, source);
      if (template.sourceKind === "GitRepository" || template.sourceKind === "Bucket")
        return this.pathChart(template, source);
      throw new HelmError(
        chartText.chartFailed(
          source,
          undefined,
          template.chart,
          template.version,
          chartText.chartKindUnsupported(template.sourceKind),
        ),
      );
    });
    if (!template.helmChart) return artifact;
    return {
      ...artifact,
      valuesFiles: template.helmChart.valuesFiles,
      ...(template.helmChart.ignoreMissingValuesFiles ? { ignoreMissingValuesFiles: true } : {}),
    };
  }

  /** Each chart once per run, however many releases use it; failures become HelmErrors. */
  private once(id: string, make: () => Promise<ChartArtifact>): Promise<ChartArtifact> {
    let artifact = this.charts.get(id);
    if (!artifact) {
      artifact = make().catch((error: Error) => {
        throw error instanceof HelmError ? error : new HelmError(error.message);
      });
      this.charts.set(id, artifact);
    }
    return artifact;
  }

  private async definition(
    kind: string,
    namespace: string,
    name: string,
    chart: string,
    version: string | undefined,
  ): Promise<SourceDefinition> {
    const found = await this.options.resolver.findDefinition(kind, namespace, name);
    if ("problem" in found)
      throw new HelmError(
        chartText.chartFailed(sourceKey({ kind, namespace, name }), undefined, chart, version, found.problem),
      );
    return found.definition;
  }

  /** The run's signal with the source's spec.timeout (source-controller's default 60s), and why an error happened. */
  private timeout(timeoutMs: number | undefined): {
    signal: AbortSignal;
    reason: (error: unknown) => string;
  } {
    const ms = timeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS;
    const timeout = AbortSignal.timeout(ms);
    const signal = this.options.signal ? AbortSignal.any([timeout, this.options.signal]) : timeout;
    return {
      signal,
      reason: (error) =>
        timeout.aborted ? chartText.timedOut(formatDuration(ms)) : (error as Error).message,
    };
  }

  private async helmRepositoryChart(template: ChartTemplate, source: string): Promise<ChartArtifact> {
    const definition = await this.definition(
      "HelmRepository",
      template.sourceNamespace,
      template.sourceName,
      template.chart,
      template.version,
    );
    const repository = definition as HelmRepositorySource;
    const { signal, reason } = this.timeout(repository.timeoutMs);
    try {
      if (!repository.url) throw new Error(chartText.noUrl);
      const fetched =
        repository.type === "oci"
          ? await this.ociHelmRepositoryChart(repository, template, signal)
          : await this.httpChart(repository, template, signal);
      return { ...fetched, source };
    } catch (error) {
      throw new HelmError(
        chartText.chartFailed(source, repository.url, template.chart, template.version, reason(error)),
      );
    }
  }

  private async repositoryAccess(
    repository: HelmRepositorySource,
    signal: AbortSignal,
  ): Promise<RepositoryAccess> {
    const access: RepositoryAccess = {
      url: repository.url,
      passCredentials: repository.passCredentials,
      signal,
    };
    const resolver = this.options.resolver;
    const tlsFrom = (data: Record<string, string>) => {
      const ca = data["ca.crt"] ?? data.caFile;
      const cert = data["tls.crt"] ?? data.certFile;
      const key = data["tls.key"] ?? data.keyFile;
      return ca || cert || key
        ? { ...(ca ? { ca } : {}), ...(cert ? { cert } : {}), ...(key ? { key } : {}) }
        : undefined;
    };
    if (repository.certSecretRef) {
      const tls = tlsFrom(await resolver.readSecret(repository.namespace, repository.certSecretRef));
      if (tls) access.tls = tls;
    }
    if (repository.secretRef) {
      const data = await resolver.readSecret(repository.namespace, repository.secretRef);
      if (data.username !== undefined || data.password !== undefined)
        access.basic = { username: data.username ?? "", password: data.password ?? "" };
      // TLS in secretRef: deprecated by source-controller, still read when certSecretRef is absent.
      const tls = access.tls ? undefined : tlsFrom(data);
      if (tls) access.tls = tls;
    }
    return access;
  }

  /**
   * index.yaml once per run per repository address, credentials and timeout (later runs read it
   * again: indexes change). Keyed by a digest: the store never holds a credential.
   */
  private index(repository: HelmRepositorySource, access: RepositoryAccess): Promise<ChartIndex> {
    const key = createHash("sha256")
      .update(
        JSON.stringify([
          access.url,
          access.passCredentials ?? false,
          access.basic ?? null,
          access.tls ?? null,
          repository.timeoutMs ?? null,
        ]),
      )
      .digest("hex");
    const indexes = this.options.indexes ?? this.indexes;
    let index = indexes.get(key);
    if (!index) {
      index = fetchIndex(access).then((read) => {
        this.downloads.indexes++;
        return read;
      });
      index.catch(() => indexes.delete(key));
      indexes.set(key, index);
    }
    return index;
  }

  private async httpChart(
    repository: HelmRepositorySource,
    template: ChartTemplate,
    signal: AbortSignal,
  ): Promise<Omit<ChartArtifact, "source">> {
    const access = await this.repositoryAccess(repository, signal);
    const entry = chartVersionIn(await this.index(repository, access), template.chart, template.version);
    const reference = entry.urls[0];
    if (!reference) throw new ChartRepositoryError(chartText.noUrls(template.chart));
    const url = resolveChartUrl(repository.url, reference);
    const download = async (): Promise<Buffer> => {
      const started = Date.now();
      const bytes = await readLimited(
        await httpGet(url, access),
        MAX_CHART_SIZE,
        () => new ChartRepositoryError(chartText.chartTooLarge(MAX_CHART_SIZE)),
      );
      this.downloads.charts++;
      this.log.info(
        `downloaded chart ${template.chart} ${entry.version} from ${sourceKey(repository)} in ${formatDuration(Date.now() - started)}`,
      );
      return bytes;
    };
    const sha256 = (bytes: Buffer) => `sha256:${createHash("sha256").update(bytes).digest("hex")}`;
    const unpack = (bytes: Buffer) => async (tmp: string) => {
      await extractTarGz(Readable.from([bytes]), tmp);
    };
    let digest: string;
    let dir: string;
    if (entry.digest) {
      // Keyed by the index's digest: a cached chart is not downloaded, and two releases that
      // pick the same version download it once.
      digest = `sha256:${entry.digest}`;
      dir = await this.cache.store(
        digest,
        async (tmp) => {
          const bytes = await download();
          const got = sha256(bytes);
          if (got !== digest) throw new ChartRepositoryError(chartText.digestMismatch(digest, got));
          await unpack(bytes)(tmp);
        },
        true,
      );
    } else {
      const bytes = await download();
      digest = sha256(bytes);
      dir = await this.cache.store(digest, unpack(bytes), true);
    }
    const metadata = await readChartMetadata(dir);
    return { dir, name: metadata.name, version: metadata.version, digest };
  }

  private async ociClient(
    source: Pick<
      OCIRepositorySource,
      "url" | "namespace" | "secretRef" | "certSecretRef" | "provider" | "insecure"
    >,
    url: string,
    signal: AbortSignal,
  ): Promise<OciRepositoryClient> {
    const { login, ca } = await this.options.resolver.registryCredentials(source);
    return new OciRepositoryClient(url, {
      ...(login ? { login } : {}),
      insecure: source.insecure,
      ...(ca ? { ca } : {}),
      signal,
    });
  }

  /** The layer's chart from the cache, else pulled into it. */
  private async layerChart(client: OciRepositoryClient, layer: string): Promise<string> {
    const cached = await this.cache.lookup(layer);
    if (cached) return cached;
    // Said where it is pulled: two fetchers sharing the cache (diff --base) pull a layer once.
    return this.cache.store(
      layer,
      async (tmp) => {
        const started = Date.now();
        await client.extractLayer(layer, tmp);
        this.downloads.charts++;
        this.log.info(
          `pulled chart ${client.repository} (${layer}) in ${formatDuration(Date.now() - started)}`,
        );
      },
      true,
    );
  }

  private async ociHelmRepositoryChart(
    repository: HelmRepositorySource,
    template: ChartTemplate,
    signal: AbortSignal,
  ): Promise<Omit<ChartArtifact, "source">> {
    const url = `${repository.url.replace(/\/+$/, "")}/${template.chart}`;
    const client = await this.ociClient(repository, url, signal);
    const layer = await repositoryChartLayer(client, template.chart, template.version);
    const dir = await this.layerChart(client, layer.digest);
    const metadata = await readChartMetadata(dir);
    return { dir, name: metadata.name, version: metadata.version, digest: layer.digest };
  }

  /**
   * A chartRef to an OCIRepository: the chart layer of its artifact (layerSelector's media type,
   * else Helm's chart layer, else the first), with `.Chart.Version` as helm-controller sets it:
   * `X+<manifest digest[:12]>` (mutateChartWithSourceRevision).
   */
  private async ociRepositoryChart(namespace: string, name: string): Promise<ChartArtifact> {
    const source = sourceKey({ kind: "OCIRepository", namespace, name });
    const resolver = this.options.resolver;
    const mapped = lookupSource(resolver.mapping, "OCIRepository", namespace, name);
    if (mapped) return this.mappedOciChart(source, name, mapped);
    const repository = (await this.definition(
      "OCIRepository",
      namespace,
      name,
      name,
      undefined,
    )) as OCIRepositorySource;
    const { signal, reason } = this.timeout(repository.timeoutMs);
    try {
      const client = await this.ociClient(repository, repository.url, signal);
      const { layer, revision } = await artifactChartLayer(client, repository);
      const dir = await this.layerChart(client, layer.digest);
      const metadata = await readChartMetadata(dir);
      return {
        dir,
        name: metadata.name,
        version: chartVersionForRevision(metadata.version, revision),
        digest: layer.digest,
        source,
      };
    } catch (error) {
      throw new HelmError(chartText.chartFailed(source, repository.url, name, undefined, reason(error)));
    }
  }

  /** An OCIRepository mapped to a local directory (`sources:`), or one a Kustomization already pulled. */
  private async mappedOciChart(source: string, name: string, dir: string): Promise<ChartArtifact> {
    const target = await this.privateDir();
    try {
      await buildPathChart({
        sourceRoot: dir,
        chartPath: await chartRootIn(dir),
        target,
        ...this.helmOption(),
      });
    } catch (error) {
      throw new HelmError(
        chartText.chartFailed(source, undefined, name, undefined, (error as Error).message),
      );
    }
    const metadata = await readChartMetadata(target);
    const revision = this.options.resolver.revisions.get(dir);
    let version = metadata.version;
    try {
      if (revision) version = chartVersionForRevision(version, revision);
    } catch (error) {
      throw new HelmError(
        chartText.chartFailed(source, undefined, name, undefined, (error as Error).message),
      );
    }
    return {
      dir: target,
      name: metadata.name,
      version,
      digest: `sha256:${createHash("sha256")
        .update(`${dir}\0${revision ?? ""}`)
        .digest("hex")}`,
      source,
    };
  }

  private helmOption(): { helm?: string; signal?: AbortSignal } {
    return {
      ...(this.options.helm ? { helm: this.options.helm } : {}),
      ...(this.options.signal ? { signal: this.options.signal } : {}),
    };
  }

  /** A new directory in the run's private directory (removed with it). */
  private async privateDir(): Promise<string> {
    this.workDir ??= mkdtemp(join(scratchDir(), "charts-"));
    return mkdtemp(join(await this.workDir, "chart-"));
  }

  /**
   * A chart at a path of a GitRepository / Bucket (fetched once per run by the resolver, or the
   * repository being synced, or a `sources:` mapping). Built charts of a fetched revision are
   * cached by revision and path; `sourceRoot` is where valuesFiles are read from.
   */
  private async pathChart(template: ChartTemplate, source: string): Promise<ChartArtifact> {
    const resolver = this.options.resolver;
    const fail = (reason: string): never => {
      throw new HelmError(chartText.chartFailed(source, undefined, template.chart, undefined, reason));
    };
    const decision = await resolver.decideSource(
      template.sourceKind,
      template.sourceNamespace,
      template.sourceName,
    );
    let sourceRoot: string | undefined;
    let revision: string | undefined;
    if (decision.type === "failed") return fail(decision.message);
    if (decision.type === "repository") sourceRoot = resolver.root;
    else if (decision.type === "local")
      sourceRoot = lookupSource(
        resolver.mapping,
        template.sourceKind,
        template.sourceNamespace,
        template.sourceName,
      );
    else ({ dir: sourceRoot, revision } = decision);
    if (!sourceRoot) return fail(chartText.chartKindUnsupported(template.sourceKind));
    const root = sourceRoot;
    const chartPath = posix
      .normalize(template.chart.replaceAll("\\", "/"))
      .replace(/^(\.\/)+/, "")
      .replace(/\/+$/, "");
    const build = (target: string) =>
      buildPathChart({ sourceRoot: root, chartPath, target, ...this.helmOption() });
    let dir: string;
    let digest: string;
    try {
      if (revision) {
        digest = `sha256:${createHash("sha256").update(`${source}\0${revision}\0${chartPath}`).digest("hex")}`;
        dir = (await this.cache.lookup(digest)) ?? (await this.cache.store(digest, build, false));
      } else {
        dir = await this.privateDir();
        await build(dir);
        digest = `sha256:${createHash("sha256").update(`${root}\0${chartPath}`).digest("hex")}`;
      }
    } catch (error) {
      return fail((error as Error).message);
    }
    const metadata = await readChartMetadata(dir);
    let version = metadata.version;
    // source-controller's ReconcileStrategy Revision: the source revision as build metadata.
    if (template.reconcileStrategy === "Revision" && revision) {
      const hash = revision.slice(revision.lastIndexOf(":") + 1);
      version = withBuildMetadata(version, hash.slice(0, 12));
    }
    return { dir, name: metadata.name, version, digest, source, sourceRoot: root };
  }
}

/** The chart directory of an unpacked artifact: its root, or its one `<name>/` directory. */
async function chartRootIn(dir: string): Promise<string> {
  if (await stat(join(dir, "Chart.yaml")).catch(() => undefined)) return ".";
  const entries = (await readdir(dir, { withFileTypes: true })).filter((e) => e.isDirectory());
  return entries.length === 1 ? entries[0]!.name : ".";
}
