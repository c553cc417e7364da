import type { KubeObject, ObjectRef } from "../model/index.js";

// Its home is model/manifest.ts (model/ imports nothing from adapters); cluster/ callers import it here.
export type { KubeObject } from "../model/index.js";

/** A reference that can be sent to the API: needs the apiVersion's version. */
export type ApiObjectRef = ObjectRef & { version: string };

/** Where a kind is served: the REST mapping of one apiVersion + kind. */
export interface ResourceMapping {
  group: string;
  version: string;
  /** Plural resource name, e.g. "deployments". */
  resource: string;
  kind: string;
  namespaced: boolean;
  /** Verbs the API advertises for the resource (may be empty when unknown). */
  verbs: string[];
}

export interface ListOptions {
  apiVersion: string;
  kind: string;
  /** Omit for all namespaces (or for cluster-scoped kinds). */
  namespace?: string;
  labelSelector?: string;
  fieldSelector?: string;
  /** Page size for `limit`/`continue` paging; default 500. */
  pageSize?: number;
}

export interface ListResult {
  items: KubeObject[];
  /** The list's resourceVersion, to start a watch from. */
  resourceVersion: string;
}

export interface ApplyOptions {
  /** Server-side dry run (`dryRun=All`): nothing is persisted. */
  dryRun?: boolean;
  /** Take ownership of fields owned by other managers (`force=true`). Default true. */
  force?: boolean;
  /** Overrides the connection's field manager for this request. */
  fieldManager?: string;
  /** Server-side field validation; default "Strict" (unknown fields are an Invalid error). */
  fieldValidation?: "Strict" | "Warn" | "Ignore";
}

export type PropagationPolicy = "Background" | "Foreground" | "Orphan";

export interface DeleteOptions {
  /** Delete only when the live object still has this UID (else 409 Conflict). */
  uid?: string;
  /** Delete only when the live object still has this resourceVersion (else 409 Conflict). */
  resourceVersion?: string;
  /** Default "Background", as Flux prunes. */
  propagationPolicy?: PropagationPolicy;
  dryRun?: boolean;
}

/**
 * "deleted": the API server removed the object (it answered with a Status of Success, or with the
 * removed object and no deletionTimestamp: Service, ServiceAccount); "terminating": it only marked
 * it (answered with the object carrying a deletionTimestamp: finalizers or a grace period hold it);
 * "notFound": it was not there.
 */
export type DeleteResult = "deleted" | "terminating" | "notFound";

export interface WriteOptions {
  dryRun?: boolean;
  fieldManager?: string;
}

export type PatchType = "merge" | "json" | "strategic";

export interface WatchOptions {
  apiVersion: string;
  kind: string;
  namespace?: string;
  fieldSelector?: string;
  labelSelector?: string;
  /** Start after this resourceVersion (normally the one a list returned). */
  resourceVersion?: string;
  /** Ask the server for BOOKMARK events (default true). */
  allowBookmarks?: boolean;
  /** Server-side timeout of the watch request; the server then ends the stream. */
  timeoutSeconds?: number;
}

/** What watchList lists and then watches. */
export interface ListWatchOptions extends Omit<WatchOptions, "resourceVersion"> {
  /**
   * The watch starts once this settles, from the list's resourceVersion (nothing is missed): a
   * caller whose answer may come from the list alone (every object already healthy) then opens no
   * watch connection at all.
   */
  watchAfter?: Promise<unknown>;
}

export type WatchEventType = "ADDED" | "MODIFIED" | "DELETED" | "BOOKMARK";

export interface WatchEvent {
  type: WatchEventType;
  object: KubeObject;
}

/**
 * Called once when a raw watch ends for any reason other than the caller aborting it:
 * `err` is undefined when the server closed the stream normally (resume from the last
 * resourceVersion seen), an `ApiError` with status 410 (reason "Expired"/"Gone") when the
 * resourceVersion is too old (list again), or another error.
 */
export type WatchEndHandler = (err?: Error) => void;

/** Events of `watchList`: an informer's view (list, then watch, re-list on 410). */
export type InformerEvent =
  | { type: "ADDED" | "MODIFIED" | "DELETED"; object: KubeObject }
  /** The local cache equals a fresh list (after the first list and after every re-list). */
  | { type: "SYNCED"; objects: KubeObject[] };

export interface LeaseOptions {
  /** spec.leaseDurationSeconds: how long others wait, by their own clock, after its last change. Default 60. */
  durationSeconds?: number;
  /** How long to wait for a lease held by someone else before failing. Default 0. */
  waitMs?: number;
  /** Poll interval while waiting. Default 1000 ms. */
  pollMs?: number;
  /** Renewal interval while held. Default durationSeconds / 3. */
  renewMs?: number;
  /** Called when the lease was taken over, deleted, or could not be renewed in time. */
  onLost?: (reason: string) => void;
  /** Called once when the lease is held by someone else and this call starts waiting for it. */
  onWaiting?: (info: { holder: string; since: string; until: Date }) => void;
}

/**
 * Fencing of a held lock, asked right before every request that changes the cluster (see
 * Cluster.fenced). As client-go's leader election, the holder judges by its own monotonic clock
 * against its last confirmed renewal: a write may leave only while nobody can have taken the lock
 * over, whatever happened to the process (a SIGSTOP, a frozen VM) since the last look.
 */
export interface WriteFence {
  /**
   * Resolves when a write may leave now, renewing the lock first when its last renewal is
   * getting old (one request, shared by every write waiting for it); throws LeaseLostError when
   * the lock is lost or was released.
   */
  ready(): Promise<void>;
  /** The last look, synchronous, right before a request's bytes leave: false when ready() must be asked again. */
  allows(): boolean;
}

export interface LeaseHandle extends WriteFence {
  namespace: string;
  name: string;
  holder: string;
  /** True until release() or until the lease was lost. */
  readonly held: boolean;
  /** When the lease expires on its own if it is not renewed again (by this machine's clock). */
  expiresAt(): Date;
  /** Renews now (also done periodically). Throws LeaseLostError when the lease was lost. */
  renew(): Promise<void>;
  /** Stops renewing and deletes the lease (only if still ours). Idempotent. */
  release(): Promise<void>;
}

export interface ClusterInfo {
  /** API server URL without credentials. */
  server: string;
  context: string;
}

/**
 * The only way the engine talks to Kubernetes. Implemented in this folder (raw HTTPS with the
 * kubeconfig's TLS and credentials); every other module receives it, so nothing else talks to the API.
 * Failures are thrown as `ApiError` (see ./errors.ts); `formatApiError` renders them as Flux does.
 */
export interface Cluster {
  /** Reads one object; `undefined` when it does not exist. */
  get(ref: ApiObjectRef): Promise<KubeObject | undefined>;

  /** Lists objects of one kind, following `continue` pages. Items carry apiVersion and kind. */
  list(opts: ListOptions): Promise<KubeObject[]>;
  /** As `list`, plus the list's resourceVersion (to start a watch from). */
  listWithVersion(opts: ListOptions): Promise<ListResult>;

  /** Server-side apply; returns the object the server returned (dry-run: what it would be). */
  apply(obj: KubeObject, opts?: ApplyOptions): Promise<KubeObject>;
  /** Server-side apply that also says whether the server created the object (201 Created) or updated it. */
  applyReporting(obj: KubeObject, opts?: ApplyOptions): Promise<{ object: KubeObject; created: boolean }>;
  /** POST. AlreadyExists is an ApiError with status 409. */
  create(obj: KubeObject, opts?: WriteOptions): Promise<KubeObject>;
  /** PUT; set metadata.resourceVersion for optimistic concurrency (409 Conflict when stale). */
  update(obj: KubeObject, opts?: WriteOptions): Promise<KubeObject>;
  patch(ref: ApiObjectRef, patch: unknown, type: PatchType, opts?: WriteOptions): Promise<KubeObject>;
  /** Deletes; NotFound (also: kind no longer served) counts as done and gives "notFound". See DeleteResult. */
  delete(ref: ApiObjectRef, opts?: DeleteOptions): Promise<DeleteResult>;

  /** Raw watch; returns a function that stops it. See WatchEndHandler for how it ends. */
  watch(opts: WatchOptions, onEvent: (ev: WatchEvent) => void, onEnd: WatchEndHandler): () => void;
  /**
   * Informer-like: lists, then watches, resumes after normal closes and re-lists after 410 Gone
   * (emitting the differences). Retriable failures back off and retry; fatal ones (403, 404 of
   * the kind) go to onError and stop. Returns a function that stops it.
   */
  watchList(
    opts: ListWatchOptions,
    onEvent: (ev: InformerEvent) => void,
    onError?: (err: Error) => void,
  ): () => void;

  /** REST mapping from discovery (cached for the run). Throws NoMatchError when unknown. */
  resolve(apiVersion: string, kind: string): Promise<ResourceMapping>;
  /** Every kind the API serves (discovery, cached for the run): e.g. to see what a Namespace holds. */
  resources(): Promise<ResourceMapping[]>;
  /** Drops the discovery cache (call after CRDs were applied and are Established). */
  refreshMapping(): Promise<void>;

  /** Takes a coordination.k8s.io/v1 Lease; throws LeaseLockedError when held by someone else. */
  acquireLease(namespace: string, name: string, holder: string, opts?: LeaseOptions): Promise<LeaseHandle>;

  /**
   * The same connection acting as `user` (Kubernetes impersonation; Flux's serviceAccountName):
   * requests carry Impersonate-User/-Group. Closing the view leaves the connection open.
   */
  impersonate(user: string, groups?: string[]): Cluster;
  /**
   * The same connection (and impersonation) whose every request that changes the cluster asks
   * `fence` right before it leaves: none leaves once the lock may have expired; it fails with
   * LeaseLostError instead, unsent. Reads and dry-runs are not fenced.
   */
  fenced(fence: WriteFence): Cluster;

  /**
   * How many requests that change the cluster (Leases aside) the connection sent so far, views
   * included; undefined while one is under way. Equal twice: nothing was written in between.
   */
  writeEpoch(): number | undefined;
  /** Who the view acts as (its impersonation): equal for views that read with the same rights. */
  identity(): string;

  /** Server and context names, never credentials. */
  describe(): ClusterInfo;
  /**
   * Writes `<dir>/kubeconfig` (mode 0600) for a process that talks to the cluster itself (helm):
   * one context with the credentials this connection already resolved (an exec plugin's or
   * in-cluster token, client certificate, basic auth; CA, tls-server-name, proxy-url,
   * insecure-skip-tls-verify; the kubeconfig's impersonation), so that process needs neither the
   * user's kubeconfig nor their HOME. Returns its path; `dir` is the caller's and removed by it.
   */
  writeKubeconfigFor(dir: string): Promise<string>;
  /** Kubernetes version of the API server (`/version` gitVersion, e.g. "v1.34.4"). */
  serverVersion(): Promise<string>;
  /** Stops watches, releases leases still held, closes pooled connections. */
  close(): Promise<void>;
}
