// REST mapping from (aggregated) discovery. Hand-written because client-node has no RESTMapper
// (its KubernetesObjectApi looks each kind up with a request of its own per group version).
import { splitApiVersion } from "../model/index.js";
import { ApiError, NoMatchError } from "./errors.js";
import type { Transport } from "./transport.js";
import type { ResourceMapping } from "./types.js";

const AGGREGATED_ACCEPT = [
  "application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList",
  "application/json;g=apidiscovery.k8s.io;v=v2beta1;as=APIGroupDiscoveryList",
  "application/json",
].join(",");

interface AggregatedList {
  kind?: string;
  apiVersion?: string;
  items?: {
    metadata?: { name?: string };
    versions?: {
      version: string;
      resources?: {
        resource: string;
        responseKind?: { group?: string; version?: string; kind?: string };
        scope?: "Namespaced" | "Cluster";
        verbs?: string[];
      }[];
    }[];
  }[];
}

interface ApiResourceList {
  groupVersion?: string;
  resources?: { name: string; kind: string; namespaced: boolean; verbs?: string[] }[];
}

/** Key "group/version/Kind" (core group: "/v1/Kind"). */
const key = (group: string, version: string, kind: string) => `${group}/${version}/${kind}`;

/** Builds mapping entries from an aggregated discovery document (pure; exported for tests). */
export function mappingsFromAggregated(doc: AggregatedList): ResourceMapping[] {
  const out: ResourceMapping[] = [];
  for (const g of doc.items ?? []) {
    const group = g.metadata?.name ?? "";
    for (const v of g.versions ?? []) {
      for (const r of v.resources ?? []) {
        if (!r.responseKind?.kind || r.resource.includes("/")) continue;
        out.push({
          group,
          version: v.version,
          resource: r.resource,
          kind: r.responseKind.kind,
          namespaced: r.scope === "Namespaced",
          verbs: r.verbs ?? [],
        });
      }
    }
  }
  return out;
}

/** Builds mapping entries from a legacy APIResourceList (pure; exported for tests). */
export function mappingsFromResourceList(groupVersion: string, doc: ApiResourceList): ResourceMapping[] {
  const { group, version } = splitApiVersion(groupVersion);
  return (doc.resources ?? [])
    .filter((r) => !r.name.includes("/"))
    .map((r) => ({
      group,
      version,
      resource: r.name,
      kind: r.kind,
      namespaced: r.namespaced,
      verbs: r.verbs ?? [],
    }));
}

/** The REST mapping from discovery, cached for the run. */
export class RestMapper {
  private table: Map<string, ResourceMapping> | undefined;
  private loading: Promise<Map<string, ResourceMapping>> | undefined;
  /** Kinds we already re-discovered once for since the last explicit refresh. */
  private readonly missRefreshed = new Map<string, Promise<void>>();

  constructor(
    private readonly transport: Transport,
    /** Ask for aggregated discovery (apidiscovery.k8s.io, Kubernetes >= 1.26); false forces per-group lists. */
    private readonly aggregated = true,
  ) {}

  async resolve(apiVersion: string, kind: string): Promise<ResourceMapping> {
    const { group, version } = splitApiVersion(apiVersion);
    const k = key(group, version, kind);
    let table = await this.load();
    let hit = table.get(k);
    if (!hit) {
      // Deferred discovery: a CRD may have been installed since we looked. Once per kind
      // (concurrent callers share the one refresh).
      let refreshing = this.missRefreshed.get(k);
      if (!refreshing) {
        refreshing = this.refresh(false);
        this.missRefreshed.set(k, refreshing);
      }
      await refreshing;
      table = await this.load();
      hit = table.get(k);
    }
    if (!hit) throw new NoMatchError(apiVersion, kind);
    return hit;
  }

  /** Every kind served, one entry per group, version and kind (discovery's preferred version first). */
  async all(): Promise<ResourceMapping[]> {
    return [...(await this.load()).values()];
  }

  /** Drops the cache and reloads discovery now. */
  async refresh(clearMisses = true): Promise<void> {
    if (clearMisses) this.missRefreshed.clear();
    const pending = this.loading;
    if (pending) {
      // A load already under way may predate the caller's change: wait, then load again.
      await pending.catch(() => undefined);
    }
    this.table = undefined;
    this.loading = undefined;
    await this.load();
  }

  private load(): Promise<Map<string, ResourceMapping>> {
    if (this.table) return Promise.resolve(this.table);
    if (!this.loading) {
      this.loading = this.discover().then(
        (entries) => {
          const t = new Map<string, ResourceMapping>();
          for (const e of entries) {
            const k = key(e.group, e.version, e.kind);
            // Prefer the main resource when several serve one kind (e.g. events in two groups differ by group anyway).
            if (!t.has(k)) t.set(k, e);
          }
          this.table = t;
          this.loading = undefined;
          return t;
        },
        (err: unknown) => {
          this.loading = undefined;
          throw err;
        },
      );
    }
    return this.loading;
  }

  private async discover(): Promise<ResourceMapping[]> {
    const ctx = { verb: "get", operation: "discovery" as const, target: { kind: "APIGroupDiscoveryList" } };
    const [core, groups] = await Promise.all([
      this.transport.request<AggregatedList & { versions?: string[] }>({
        method: "GET",
        path: "/api",
        accept: this.aggregated ? AGGREGATED_ACCEPT : "application/json",
        context: ctx,
      }),
      this.transport.request<AggregatedList & { groups?: { versions?: { groupVersion: string }[] }[] }>({
        method: "GET",
        path: "/apis",
        accept: this.aggregated ? AGGREGATED_ACCEPT : "application/json",
        context: ctx,
      }),
    ]);
    const aggregated = (d: { kind?: string }) => d?.kind === "APIGroupDiscoveryList";
    if (aggregated(core.body) && aggregated(groups.body)) {
      return [...mappingsFromAggregated(core.body), ...mappingsFromAggregated(groups.body)];
    }
    // Legacy discovery: one request per group version (all served versions).
    const gvs: string[] = [
      ...(core.body.versions ?? ["v1"]),
      ...(groups.body.groups ?? []).flatMap((g) => (g.versions ?? []).map((v) => v.groupVersion)),
    ];
    const lists = await Promise.all(
      gvs.map(async (gv) => {
        try {
          const res = await this.transport.request<ApiResourceList>({
            method: "GET",
            path: gv.includes("/") ? `/apis/${gv}` : `/api/${gv}`,
            context: ctx,
            // An aggregated API whose backend is down answers 503 steadily: skip it at once.
            noRetryStatus: [503],
          });
          return mappingsFromResourceList(gv, res.body);
        } catch (err) {
          // An unavailable aggregated API (metrics-server down) must not break the whole mapping.
          if (err instanceof ApiError && (err.status === 503 || err.status === 404)) return [];
          throw err;
        }
      }),
    );
    return lists.flat();
  }
}
