import { RestMapper } from "./discovery.js";
import {
  ApiError,
  type ErrorTarget,
  formatApiError,
  NoMatchError,
  type Operation,
  type RetryPolicy,
} from "./errors.js";
import type { ResolvedKubeconfig } from "./kubeconfig.js";
import { writeKubeconfigFile } from "./kubeconfig-file.js";
import { acquireLease } from "./lease.js";
import { type CredentialSource, type KubeconfigSource, type RequestAuth, safeServerUrl } from "./source.js";
import {
  changesCluster,
  credentialsError,
  type RequestSpec,
  Transport,
  type TransportStats,
} from "./transport.js";
import type {
  ApiObjectRef,
  ApplyOptions,
  Cluster,
  ClusterInfo,
  DeleteOptions,
  DeleteResult,
  InformerEvent,
  KubeObject,
  LeaseHandle,
  LeaseOptions,
  ListOptions,
  ListResult,
  ListWatchOptions,
  PatchType,
  ResourceMapping,
  WatchEndHandler,
  WatchEvent,
  WatchOptions,
  WriteFence,
  WriteOptions,
} from "./types.js";
import { watchList } from "./watch.js";

export interface ConnectOptions {
  /** Kubeconfig content (YAML/JSON with apiVersion/clusters...) or a path to it. */
  kubeconfig?: string;
  /** Context to use instead of the kubeconfig's current-context. */
  context?: string;
  /** Server-side apply field manager; default "kustomize-sync". */
  fieldManager?: string;
  /** Maximum requests in flight (watches excluded); default 16. */
  concurrency?: number;
  /** Per-request timeout (not watches); default 60 s. */
  requestTimeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  /** API warnings (`Warning:` headers), e.g. deprecated APIs or unknown fields under fieldValidation=Warn. */
  onWarning?: (warning: string) => void;
  /** A retry that waits a second or more (429, 5xx, connection errors): to say what the run waits for. */
  onRetry?: (message: string) => void;
  userAgent?: string;
  /** Use aggregated discovery when the server offers it (default true); false lists each group version. */
  aggregatedDiscovery?: boolean;
  /** Test hook: every HTTP attempt (retries included). */
  onAttempt?: (info: { method: string; path: string; attempt: number }) => void;
}

/** Connects to the cluster of the resolved kubeconfig. Performs no request yet. */
export async function connect(opts: ConnectOptions = {}): Promise<KubeCluster> {
  // Loaded on demand: client-node is most of the bundle, and commands without a cluster never need it.
  const { KubeAuth, loadKubeConfig } = await import("./kubeconfig.js");
  const config = loadKubeConfig(opts.kubeconfig, opts.context);
  const cluster = new KubeCluster(config, new KubeAuth(config), opts);
  await cluster.init();
  return cluster;
}

const apiVersionOf = (group: string, version: string) => (group ? `${group}/${version}` : version);

/** The Cluster implementation over raw HTTP(S) with the kubeconfig's TLS and credentials. */
export class KubeCluster implements Cluster {
  readonly fieldManager: string;
  private readonly transport: Transport;
  private readonly mapper: RestMapper;
  private readonly info: ClusterInfo;
  private closers = new Set<() => void | Promise<void>>();
  /** Impersonation headers of a view made by impersonate(); undefined on the connection itself. */
  private headers: Record<string, string | string[]> | undefined;
  /** The lock every write of a view made by fenced() depends on. */
  private fence: WriteFence | undefined;
  /** A view (impersonate, fenced) shares the connection's transport: closing it leaves that open. */
  private isView = false;

  readonly source: KubeconfigSource;
  /** The context's default namespace, when the kubeconfig sets one. */
  readonly defaultNamespace: string | undefined;

  constructor(
    private readonly config: ResolvedKubeconfig,
    private readonly auth: CredentialSource,
    opts: ConnectOptions = {},
  ) {
    this.source = config.source;
    this.defaultNamespace = config.namespace;
    this.fieldManager = opts.fieldManager ?? "kustomize-sync";
    this.transport = new Transport(config.server, auth, {
      concurrency: opts.concurrency ?? 16,
      requestTimeoutMs: opts.requestTimeoutMs ?? 60_000,
      retry: { attempts: 5, budgetMs: 30_000, baseMs: 250, maxMs: 8_000, ...opts.retry },
      userAgent: opts.userAgent ?? "kustomize-sync",
      onWarning: opts.onWarning,
      onRetry: opts.onRetry
        ? ({ error, attempt, delayMs }) =>
            opts.onRetry?.(
              `${formatApiError(error)}; retrying in ${(delayMs / 1000).toFixed(delayMs < 10_000 ? 1 : 0)}s (attempt ${attempt + 1})`,
            )
        : undefined,
      onAttempt: opts.onAttempt
        ? (spec, attempt) => opts.onAttempt?.({ method: spec.method, path: spec.path, attempt })
        : undefined,
    });
    this.mapper = new RestMapper(this.transport, opts.aggregatedDiscovery !== false);
    this.info = { server: safeServerUrl(config.server), context: config.context };
  }

  async init(): Promise<void> {
    await this.transport.init();
  }

  /** One request, with this view's impersonation headers, and its fence when the request changes the cluster. */
  private send<T>(spec: RequestSpec) {
    const fence = this.fence && changesCluster(spec) ? { fence: this.fence } : {};
    return this.transport.request<T>({
      ...spec,
      ...(this.headers ? { headers: this.headers } : {}),
      ...fence,
    });
  }

  /** A view sharing this connection (transport, discovery); its own watches and leases close with it. */
  private view(): KubeCluster {
    const view = Object.assign(Object.create(KubeCluster.prototype) as KubeCluster, this);
    view.closers = new Set();
    view.isView = true;
    return view;
  }

  /**
   * The same connection acting as `user` (Kubernetes impersonation, as Flux applies a
   * Kustomization with `spec.serviceAccountName`): every request of the view carries
   * Impersonate-User (and Impersonate-Group) instead of the kubeconfig's own impersonation.
   * Shares the connection pool and discovery; closing a view stops only its own watches and leases.
   */
  impersonate(user: string, groups: string[] = []): KubeCluster {
    const view = this.view();
    view.headers = { "Impersonate-User": user, ...(groups.length ? { "Impersonate-Group": groups } : {}) };
    return view;
  }

  fenced(fence: WriteFence): KubeCluster {
    const view = this.view();
    view.fence = fence;
    return view;
  }

  describe(): ClusterInfo {
    return { ...this.info };
  }

  /**
   * The connection's own identity, as the kubeconfig resolved it (a view's impersonation is not
   * carried over: helm acts as the run's kubeconfig user, as it always did).
   */
  async writeKubeconfigFor(dir: string): Promise<string> {
    let auth: RequestAuth;
    try {
      auth = await this.auth.get();
    } catch (err) {
      // As a request would fail: an ApiError, which the release engine reports in one line.
      throw credentialsError(err, { context: { verb: "get", operation: "get", target: {} } });
    }
    return writeKubeconfigFile(dir, {
      server: this.config.server,
      proxyUrl: this.config.kc.getCurrentCluster()?.proxyUrl,
      auth,
      impersonation: this.config.impersonation,
    });
  }

  /** HTTP attempts made so far, retries among them, peak requests in flight, watches started, writes. */
  stats(): TransportStats {
    return this.transport.stats();
  }

  writeEpoch(): number | undefined {
    return this.transport.writeEpoch();
  }

  identity(): string {
    return this.headers ? JSON.stringify(this.headers) : "";
  }

  async serverVersion(): Promise<string> {
    const res = await this.send<{ gitVersion?: string }>({
      method: "GET",
      path: "/version",
      context: { verb: "get", operation: "get", target: { kind: "version" } },
    });
    return res.body?.gitVersion ?? "unknown";
  }

  resolve(apiVersion: string, kind: string): Promise<ResourceMapping> {
    return this.mapper.resolve(apiVersion, kind);
  }

  resources(): Promise<ResourceMapping[]> {
    return this.mapper.all();
  }

  refreshMapping(): Promise<void> {
    return this.mapper.refresh();
  }

  // ---- paths -------------------------------------------------------------------------------

  private collectionPath(m: ResourceMapping, namespace: string | undefined): string {
    const base = m.group ? `/apis/${m.group}/${m.version}` : `/api/${m.version}`;
    const ns = m.namespaced && namespace ? `/namespaces/${encodeURIComponent(namespace)}` : "";
    return `${base}${ns}/${m.resource}`;
  }

  private objectPath(m: ResourceMapping, namespace: string | undefined, name: string): string {
    return `${this.collectionPath(m, namespace)}/${encodeURIComponent(name)}`;
  }

  /** Resolves the mapping of an object/ref and checks the namespace rules. */
  private async target(
    apiVersion: string,
    kind: string,
    namespace: string | undefined,
    name: string,
    operation: Operation,
    verb: string,
  ): Promise<{ m: ResourceMapping; ns: string | undefined; t: ErrorTarget }> {
    const t: ErrorTarget = { kind, namespace: namespace || undefined, name };
    if (!apiVersion || !kind || !name) {
      const missing = !apiVersion ? "apiVersion" : !kind ? "kind" : "metadata.name";
      throw new ApiError({
        status: 0,
        reason: "Invalid",
        message: `${missing} is required`,
        verb,
        operation,
        target: t,
      });
    }
    let m: ResourceMapping;
    try {
      m = await this.mapper.resolve(apiVersion, kind);
    } catch (err) {
      if (err instanceof NoMatchError) throw new NoMatchError(apiVersion, kind, operation, t);
      throw err;
    }
    t.resource = m.resource;
    t.group = m.group;
    if (!m.namespaced) {
      t.namespace = undefined;
      return { m, ns: undefined, t };
    }
    if (!namespace) {
      throw new ApiError({
        status: 0,
        reason: "NamespaceNotSpecified",
        message: "namespace not specified",
        verb,
        operation,
        target: t,
      });
    }
    return { m, ns: namespace, t };
  }

  // ---- reads -------------------------------------------------------------------------------

  async get(ref: ApiObjectRef): Promise<KubeObject | undefined> {
    const { m, ns, t } = await this.target(
      apiVersionOf(ref.group, ref.version),
      ref.kind,
      ref.namespace,
      ref.name,
      "get",
      "get",
    );
    try {
      const res = await this.send<KubeObject>({
        method: "GET",
        path: this.objectPath(m, ns, ref.name),
        context: { verb: "get", operation: "get", target: t },
      });
      return res.body;
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return undefined;
      throw err;
    }
  }

  async list(opts: ListOptions): Promise<KubeObject[]> {
    return (await this.listWithVersion(opts)).items;
  }

  async listWithVersion(opts: ListOptions): Promise<ListResult> {
    let m: ResourceMapping;
    const t: ErrorTarget = { kind: opts.kind, namespace: opts.namespace };
    try {
      m = await this.mapper.resolve(opts.apiVersion, opts.kind);
    } catch (err) {
      if (err instanceof NoMatchError) throw new NoMatchError(opts.apiVersion, opts.kind, "list", t);
      throw err;
    }
    t.resource = m.resource;
    t.group = m.group;
    if (!m.namespaced) t.namespace = undefined;
    const path = this.collectionPath(m, opts.namespace);
    const apiVersion = apiVersionOf(m.group, m.version);
    for (let restart = 0; ; restart++) {
      const items: KubeObject[] = [];
      let cont: string | undefined;
      let rv = "";
      try {
        do {
          const res = await this.send<{
            items?: KubeObject[];
            metadata?: { continue?: string; resourceVersion?: string };
          }>({
            method: "GET",
            path,
            query: {
              labelSelector: opts.labelSelector,
              fieldSelector: opts.fieldSelector,
              limit: opts.pageSize ?? 500,
              continue: cont,
            },
            context: { verb: "list", operation: "list", target: t },
          });
          for (const item of res.body.items ?? []) {
            items.push({ ...item, apiVersion, kind: m.kind });
          }
          cont = res.body.metadata?.continue || undefined;
          rv = res.body.metadata?.resourceVersion ?? rv;
        } while (cont);
        return { items, resourceVersion: rv };
      } catch (err) {
        // An expired continue token: start over once from a fresh snapshot.
        if (err instanceof ApiError && err.status === 410 && cont && restart === 0) continue;
        // The collection itself is not there (a LIST in a missing namespace is empty, not 404):
        // discovery still names a kind whose CRD was deleted since. Read it again; the kind is unknown.
        if (err instanceof ApiError && err.status === 404 && !cont) {
          await this.mapper.refresh();
          throw new NoMatchError(opts.apiVersion, opts.kind, "list", t);
        }
        throw err;
      }
    }
  }

  // ---- writes ------------------------------------------------------------------------------

  async apply(obj: KubeObject, opts: ApplyOptions = {}): Promise<KubeObject> {
    return (await this.applyReporting(obj, opts)).object;
  }

  async applyReporting(
    obj: KubeObject,
    opts: ApplyOptions = {},
  ): Promise<{ object: KubeObject; created: boolean }> {
    const res = await this.write(obj, opts.dryRun ? "dry-run" : "apply", "patch", (m, ns) => ({
      method: "PATCH",
      path: this.objectPath(m, ns, obj.metadata?.name),
      contentType: "application/apply-patch+yaml",
      body: sanitizeForApply(obj, m.namespaced),
      query: {
        fieldManager: opts.fieldManager ?? this.fieldManager,
        force: opts.force === false ? undefined : true,
        dryRun: opts.dryRun ? "All" : undefined,
        fieldValidation: opts.fieldValidation ?? "Strict",
      },
    }));
    // The API server answers an apply that created the object with 201 Created, an update with 200.
    return { object: res.body, created: res.status === 201 };
  }

  async create(obj: KubeObject, opts: WriteOptions = {}): Promise<KubeObject> {
    return this.writeObject(obj, opts.dryRun ? "dry-run" : "create", "create", (m, ns) => ({
      method: "POST",
      path: this.collectionPath(m, ns),
      body: sanitizeForApply(obj, m.namespaced),
      query: this.writeQuery(opts),
    }));
  }

  async update(obj: KubeObject, opts: WriteOptions = {}): Promise<KubeObject> {
    return this.writeObject(obj, opts.dryRun ? "dry-run" : "update", "update", (m, ns) => ({
      method: "PUT",
      path: this.objectPath(m, ns, obj.metadata?.name),
      body: obj,
      query: this.writeQuery(opts),
    }));
  }

  private writeQuery(opts: WriteOptions) {
    return {
      fieldManager: opts.fieldManager ?? this.fieldManager,
      dryRun: opts.dryRun ? "All" : undefined,
      fieldValidation: "Strict",
    };
  }

  private async writeObject(...args: Parameters<KubeCluster["write"]>): Promise<KubeObject> {
    return (await this.write(...args)).body;
  }

  /** One write of a whole object: resolves its mapping and namespace, sends what `request` builds. */
  private async write(
    obj: KubeObject,
    operation: Operation,
    verb: string,
    request: (m: ResourceMapping, ns: string | undefined) => Omit<RequestSpec, "context">,
  ): Promise<{ status: number; body: KubeObject }> {
    const { m, ns, t } = await this.target(
      obj.apiVersion,
      obj.kind,
      obj.metadata?.namespace,
      obj.metadata?.name,
      operation,
      verb,
    );
    return this.send<KubeObject>({ ...request(m, ns), context: { verb, operation, target: t } });
  }

  async patch(
    ref: ApiObjectRef,
    patch: unknown,
    type: PatchType,
    opts: WriteOptions = {},
  ): Promise<KubeObject> {
    const operation: Operation = opts.dryRun ? "dry-run" : "patch";
    const { m, ns, t } = await this.target(
      apiVersionOf(ref.group, ref.version),
      ref.kind,
      ref.namespace,
      ref.name,
      operation,
      "patch",
    );
    const contentType = {
      merge: "application/merge-patch+json",
      json: "application/json-patch+json",
      strategic: "application/strategic-merge-patch+json",
    }[type];
    const res = await this.send<KubeObject>({
      method: "PATCH",
      path: this.objectPath(m, ns, ref.name),
      contentType,
      body: patch,
      query: {
        fieldManager: opts.fieldManager ?? this.fieldManager,
        dryRun: opts.dryRun ? "All" : undefined,
      },
      context: { verb: "patch", operation, target: t },
    });
    return res.body;
  }

  async delete(ref: ApiObjectRef, opts: DeleteOptions = {}): Promise<DeleteResult> {
    let target: Awaited<ReturnType<KubeCluster["target"]>>;
    try {
      target = await this.target(
        apiVersionOf(ref.group, ref.version),
        ref.kind,
        ref.namespace,
        ref.name,
        "delete",
        "delete",
      );
    } catch (err) {
      // The kind is no longer served (its CRD is gone): so are its objects.
      if (err instanceof NoMatchError) return "notFound";
      throw err;
    }
    const { m, ns, t } = target;
    const preconditions: Record<string, string> = {};
    if (opts.uid) preconditions.uid = opts.uid;
    if (opts.resourceVersion) preconditions.resourceVersion = opts.resourceVersion;
    try {
      const res = await this.send<KubeObject | { kind?: string; status?: unknown } | undefined>({
        method: "DELETE",
        path: this.objectPath(m, ns, ref.name),
        body: {
          apiVersion: "v1",
          kind: "DeleteOptions",
          propagationPolicy: opts.propagationPolicy ?? "Background",
          ...(Object.keys(preconditions).length ? { preconditions } : {}),
          ...(opts.dryRun ? { dryRun: ["All"] } : {}),
        },
        context: { verb: "delete", operation: "delete", target: t },
      });
      return removedBy(res.body) ? "deleted" : "terminating";
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return "notFound";
      throw err;
    }
  }

  // ---- watch -------------------------------------------------------------------------------

  watch(opts: WatchOptions, onEvent: (ev: WatchEvent) => void, onEnd: WatchEndHandler): () => void {
    let stopped = false;
    let abortStream: (() => void) | undefined;
    const stop = () => {
      stopped = true;
      abortStream?.();
      this.closers.delete(stop);
    };
    this.closers.add(stop);
    const t: ErrorTarget = { kind: opts.kind, namespace: opts.namespace };
    const end = (err?: Error) => {
      if (stopped) return;
      stopped = true;
      this.closers.delete(stop);
      onEnd(err);
    };
    this.mapper.resolve(opts.apiVersion, opts.kind).then(
      (m) => {
        if (stopped) return;
        t.resource = m.resource;
        t.group = m.group;
        if (!m.namespaced) t.namespace = undefined;
        const context = { verb: "watch", operation: "watch" as const, target: t };
        abortStream = this.transport.stream(
          {
            headers: this.headers,
            path: this.collectionPath(m, opts.namespace),
            query: {
              watch: 1,
              allowWatchBookmarks: opts.allowBookmarks === false ? undefined : true,
              resourceVersion: opts.resourceVersion,
              fieldSelector: opts.fieldSelector,
              labelSelector: opts.labelSelector,
              timeoutSeconds: opts.timeoutSeconds,
            },
            context,
          },
          (line) => {
            let ev: { type?: string; object?: unknown };
            try {
              ev = JSON.parse(line) as { type?: string; object?: unknown };
            } catch {
              return end(
                new ApiError({
                  status: 0,
                  reason: "InternalError",
                  message: "malformed watch event",
                  ...context,
                }),
              );
            }
            if (ev.type === "ERROR") {
              const st = (ev.object ?? {}) as { code?: number; reason?: string; message?: string };
              abortStream?.();
              return end(
                new ApiError({
                  status: st.code ?? 500,
                  reason: st.reason ?? "InternalError",
                  message: st.message ?? "watch error",
                  ...context,
                }),
              );
            }
            if (
              ev.type === "ADDED" ||
              ev.type === "MODIFIED" ||
              ev.type === "DELETED" ||
              ev.type === "BOOKMARK"
            ) {
              try {
                onEvent({ type: ev.type, object: ev.object as KubeObject });
              } catch (err) {
                // A throwing handler ends the watch instead of crashing the process from a socket callback.
                abortStream?.();
                end(err instanceof Error ? err : new Error(String(err)));
              }
            }
          },
          (err) => end(err),
        );
        if (stopped) abortStream();
      },
      (err: unknown) => {
        const e =
          err instanceof NoMatchError ? new NoMatchError(opts.apiVersion, opts.kind, "watch", t) : err;
        end(e instanceof Error ? e : new Error(String(e)));
      },
    );
    return stop;
  }

  watchList(
    opts: ListWatchOptions,
    onEvent: (ev: InformerEvent) => void,
    onError?: (err: Error) => void,
  ): () => void {
    const stop = watchList(this, opts, onEvent, onError);
    const wrapped = () => {
      stop();
      this.closers.delete(wrapped);
    };
    this.closers.add(wrapped);
    return wrapped;
  }

  // ---- leases ------------------------------------------------------------------------------

  async acquireLease(
    namespace: string,
    name: string,
    holder: string,
    opts?: LeaseOptions,
  ): Promise<LeaseHandle> {
    const handle = await acquireLease(this, namespace, name, holder, opts);
    const closer = () => handle.release().catch(() => undefined);
    this.closers.add(closer);
    const release = handle.release.bind(handle);
    handle.release = async () => {
      this.closers.delete(closer);
      await release();
    };
    return handle;
  }

  async close(): Promise<void> {
    const pending = [...this.closers].map((c) => c());
    this.closers.clear();
    await Promise.all(pending);
    if (!this.isView) this.transport.close();
  }
}

/** The body sent for SSA/create: no managedFields, no namespace on cluster-scoped kinds. */
export function sanitizeForApply(obj: KubeObject, namespaced: boolean): KubeObject {
  const { managedFields: _mf, ...metadata } = obj.metadata ?? ({} as KubeObject["metadata"]);
  if (!namespaced) delete metadata.namespace;
  return { ...obj, metadata: metadata as KubeObject["metadata"] };
}

/**
 * Whether a DELETE's answer shows the object removed (checked on kube-apiserver v1.34): most kinds
 * answer a Status of Success; Service and ServiceAccount the removed object, without a
 * deletionTimestamp. An object finalizers or a grace period still hold comes back with one.
 */
function removedBy(body: KubeObject | { kind?: string; status?: unknown } | undefined): boolean {
  if (!body) return false;
  if (body.kind === "Status") return body.status === "Success";
  const metadata = (body as KubeObject).metadata;
  return metadata !== undefined && !metadata.deletionTimestamp;
}
