import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
import {
  ApiError,
  DEFAULT_RETRY,
  LeaseLockedError,
  LeaseLostError,
  NoMatchError,
  apiErrorFromResponse,
  backoffDelay,
  formatApiError,
  isRetriable
} from "./chunk-IQ6AWIUX.js";
import {
  https_default
} from "./chunk-BUIMFUIX.js";
import {
  MANAGED_BY_LABEL,
  MANAGED_BY_VALUE,
  Semaphore,
  http_default,
  safeServerUrl,
  sleep,
  splitApiVersion,
  stringifyYaml
} from "./chunk-NE6SRN4W.js";

// src/cluster/discovery.ts
var AGGREGATED_ACCEPT = [
  "application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList",
  "application/json;g=apidiscovery.k8s.io;v=v2beta1;as=APIGroupDiscoveryList",
  "application/json"
].join(",");
var key = (group, version, kind) => `${group}/${version}/${kind}`;
function mappingsFromAggregated(doc) {
  const out = [];
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
          verbs: r.verbs ?? []
        });
      }
    }
  }
  return out;
}
function mappingsFromResourceList(groupVersion, doc) {
  const { group, version } = splitApiVersion(groupVersion);
  return (doc.resources ?? []).filter((r) => !r.name.includes("/")).map((r) => ({
    group,
    version,
    resource: r.name,
    kind: r.kind,
    namespaced: r.namespaced,
    verbs: r.verbs ?? []
  }));
}
var RestMapper = class {
  constructor(transport, aggregated = true) {
    this.transport = transport;
    this.aggregated = aggregated;
  }
  transport;
  aggregated;
  table;
  loading;
  /** Kinds we already re-discovered once for since the last explicit refresh. */
  missRefreshed = /* @__PURE__ */ new Map();
  async resolve(apiVersion, kind) {
    const { group, version } = splitApiVersion(apiVersion);
    const k = key(group, version, kind);
    let table = await this.load();
    let hit = table.get(k);
    if (!hit) {
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
  async all() {
    return [...(await this.load()).values()];
  }
  /** Drops the cache and reloads discovery now. */
  async refresh(clearMisses = true) {
    if (clearMisses) this.missRefreshed.clear();
    const pending = this.loading;
    if (pending) {
      await pending.catch(() => void 0);
    }
    this.table = void 0;
    this.loading = void 0;
    await this.load();
  }
  load() {
    if (this.table) return Promise.resolve(this.table);
    if (!this.loading) {
      this.loading = this.discover().then(
        (entries) => {
          const t = /* @__PURE__ */ new Map();
          for (const e of entries) {
            const k = key(e.group, e.version, e.kind);
            if (!t.has(k)) t.set(k, e);
          }
          this.table = t;
          this.loading = void 0;
          return t;
        },
        (err) => {
          this.loading = void 0;
          throw err;
        }
      );
    }
    return this.loading;
  }
  async discover() {
    const ctx = { verb: "get", operation: "discovery", target: { kind: "APIGroupDiscoveryList" } };
    const [core, groups] = await Promise.all([
      this.transport.request({
        method: "GET",
        path: "/api",
        accept: this.aggregated ? AGGREGATED_ACCEPT : "application/json",
        context: ctx
      }),
      this.transport.request({
        method: "GET",
        path: "/apis",
        accept: this.aggregated ? AGGREGATED_ACCEPT : "application/json",
        context: ctx
      })
    ]);
    const aggregated = (d) => d?.kind === "APIGroupDiscoveryList";
    if (aggregated(core.body) && aggregated(groups.body)) {
      return [...mappingsFromAggregated(core.body), ...mappingsFromAggregated(groups.body)];
    }
    const gvs = [
      ...core.body.versions ?? ["v1"],
      ...(groups.body.groups ?? []).flatMap((g) => (g.versions ?? []).map((v) => v.groupVersion))
    ];
    const lists = await Promise.all(
      gvs.map(async (gv) => {
        try {
          const res = await this.transport.request({
            method: "GET",
            path: gv.includes("/") ? `/apis/${gv}` : `/api/${gv}`,
            context: ctx,
            // An aggregated API whose backend is down answers 503 steadily: skip it at once.
            noRetryStatus: [503]
          });
          return mappingsFromResourceList(gv, res.body);
        } catch (err) {
          if (err instanceof ApiError && (err.status === 503 || err.status === 404)) return [];
          throw err;
        }
      })
    );
    return lists.flat();
  }
};

// src/cluster/kubeconfig-file.ts
import { chmod, writeFile } from "node:fs/promises";
import path from "node:path";
var NAME = "kustomize-sync";
var base64 = (value) => Buffer.from(value).toString("base64");
function resolvedKubeconfig(input) {
  const { auth, impersonation } = input;
  const insecure = !auth.tls.rejectUnauthorized;
  const cluster = { server: input.server };
  if (insecure) cluster["insecure-skip-tls-verify"] = true;
  else if (auth.tls.ca) cluster["certificate-authority-data"] = base64(auth.tls.ca);
  if (auth.tls.servername) cluster["tls-server-name"] = auth.tls.servername;
  if (input.proxyUrl) cluster["proxy-url"] = input.proxyUrl;
  const user = {};
  const authorization = auth.headers.Authorization ?? auth.headers.authorization;
  const header = Array.isArray(authorization) ? authorization[0] : authorization;
  const bearer = header && /^Bearer\s+(.+)$/i.exec(header);
  const basic = header && /^Basic\s+(.+)$/i.exec(header);
  if (bearer) user.token = bearer[1];
  else if (basic) {
    const decoded = Buffer.from(basic[1], "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    user.username = colon < 0 ? decoded : decoded.slice(0, colon);
    user.password = colon < 0 ? "" : decoded.slice(colon + 1);
  }
  if (auth.tls.cert && auth.tls.key) {
    user["client-certificate-data"] = base64(auth.tls.cert);
    user["client-key-data"] = base64(auth.tls.key);
  }
  if (impersonation.user) {
    user.as = impersonation.user;
    if (impersonation.uid) user["as-uid"] = impersonation.uid;
    if (impersonation.groups?.length) user["as-groups"] = impersonation.groups;
    if (impersonation.extra && Object.keys(impersonation.extra).length)
      user["as-user-extra"] = impersonation.extra;
  }
  return {
    apiVersion: "v1",
    kind: "Config",
    clusters: [{ name: NAME, cluster }],
    users: [{ name: NAME, user }],
    contexts: [{ name: NAME, context: { cluster: NAME, user: NAME } }],
    "current-context": NAME,
    preferences: {}
  };
}
async function writeKubeconfigFile(dir, input) {
  const file = path.join(dir, "kubeconfig");
  await writeFile(file, stringifyYaml(resolvedKubeconfig(input)), { mode: 384 });
  await chmod(file, 384);
  return file;
}

// src/cluster/lease.ts
function microTime(date = /* @__PURE__ */ new Date()) {
  return date.toISOString().replace(/\.(\d{3})Z$/, ".$1000Z");
}
var localNow = () => performance.now();
var LeaseObservation = class {
  version;
  since = 0;
  /** True when the lease may be taken: no holder, or unchanged for leaseDurationSeconds since first seen. */
  expired(lease, now = localNow()) {
    if (!lease.spec?.holderIdentity) return true;
    const version = lease.metadata.resourceVersion ?? JSON.stringify(lease.spec);
    if (version !== this.version) {
      this.version = version;
      this.since = now;
    }
    return now - this.since >= (lease.spec.leaseDurationSeconds ?? 0) * 1e3;
  }
  /** Local time left until the observed record would expire if it stays unchanged. */
  remainingMs(lease, now = localNow()) {
    return Math.max(0, this.since + (lease.spec?.leaseDurationSeconds ?? 0) * 1e3 - now);
  }
};
var isStatus = (err, status) => err instanceof ApiError && err.status === status;
async function acquireLease(cluster, namespace, name, holder, opts = {}) {
  const duration = opts.durationSeconds ?? 60;
  const pollMs = opts.pollMs ?? 1e3;
  const deadline = Date.now() + (opts.waitMs ?? 0);
  const ref = { group: "coordination.k8s.io", version: "v1", kind: "Lease", namespace, name };
  const observation = new LeaseObservation();
  let announced = false;
  let absent = true;
  for (; ; ) {
    const existing = absent ? void 0 : await cluster.get(ref);
    absent = false;
    const now = /* @__PURE__ */ new Date();
    const sent = localNow();
    if (!existing) {
      try {
        const created = await cluster.create({
          apiVersion: "coordination.k8s.io/v1",
          kind: "Lease",
          metadata: { name, namespace, labels: { [MANAGED_BY_LABEL]: MANAGED_BY_VALUE } },
          spec: {
            holderIdentity: holder,
            leaseDurationSeconds: duration,
            acquireTime: microTime(now),
            renewTime: microTime(now),
            leaseTransitions: 0
          }
        });
        return new Lease(cluster, ref, holder, created, opts, duration, sent);
      } catch (err) {
        if (isStatus(err, 409)) continue;
        throw err;
      }
    }
    const spec = existing.spec ?? {};
    if (spec.holderIdentity === holder || observation.expired(existing)) {
      const takeover = spec.holderIdentity !== holder;
      try {
        const updated = await cluster.update({
          ...existing,
          spec: {
            ...spec,
            holderIdentity: holder,
            leaseDurationSeconds: duration,
            acquireTime: takeover ? microTime(now) : spec.acquireTime ?? microTime(now),
            renewTime: microTime(now),
            leaseTransitions: (spec.leaseTransitions ?? 0) + (takeover && spec.holderIdentity ? 1 : 0)
          }
        });
        return new Lease(cluster, ref, holder, updated, opts, duration, sent);
      } catch (err) {
        if (isStatus(err, 409) || isStatus(err, 404)) continue;
        throw err;
      }
    }
    const remaining = deadline - Date.now();
    const since = spec.acquireTime ?? spec.renewTime ?? "unknown";
    if (remaining <= 0) throw new LeaseLockedError(spec.holderIdentity, since, { namespace, name });
    if (!announced) {
      announced = true;
      opts.onWaiting?.({
        holder: spec.holderIdentity,
        since,
        until: new Date(Date.now() + Math.min(remaining, observation.remainingMs(existing)))
      });
    }
    await sleep(Math.min(pollMs, remaining));
  }
}
var RENEW_AFTER = 1 / 2;
var WRITABLE_FOR = 2 / 3;
var RENEWALS_PER_WRITE = 3;
var Lease = class {
  constructor(cluster, ref, holder, obj, opts, duration, sentAt) {
    this.cluster = cluster;
    this.ref = ref;
    this.holder = holder;
    this.opts = opts;
    this.namespace = ref.namespace;
    this.name = ref.name;
    this.current = obj;
    this.renewedAt = sentAt;
    this.durationMs = duration * 1e3;
    this.renewEveryMs = opts.renewMs ?? Math.max(1e3, this.durationMs / 3);
    this.timer = setInterval(() => {
      this.renew().catch(() => {
        const silentMs = localNow() - this.renewedAt;
        if (this.state === "held" && silentMs > this.durationMs * WRITABLE_FOR) {
          this.markLost(`not renewed for ${Math.round(silentMs / 1e3)}s`);
        }
      });
    }, this.renewEveryMs);
    this.timer.unref();
  }
  cluster;
  ref;
  holder;
  opts;
  namespace;
  name;
  current;
  timer;
  state = "held";
  lostReason = "";
  chain = Promise.resolve();
  /** The renewal under way: every write that needs one waits for the same request. */
  renewal;
  /** Local time at which the last successful write of the lease was sent. */
  renewedAt;
  durationMs;
  renewEveryMs;
  get held() {
    return this.state === "held";
  }
  expiresAt() {
    return new Date(Date.now() + this.renewedAt + this.durationMs - localNow());
  }
  serial(fn) {
    const next = this.chain.then(fn, fn);
    this.chain = next.catch(() => void 0);
    return next;
  }
  markLost(reason) {
    if (this.state !== "held") return;
    this.state = "lost";
    this.lostReason = reason;
    this.stopTimer();
    this.opts.onLost?.(reason);
  }
  lost(reason) {
    this.markLost(reason);
    throw new LeaseLostError(this.ref, this.lostReason || reason);
  }
  /** Why no write may leave any more, or undefined while the lease is held. */
  gone() {
    if (this.state === "lost") return new LeaseLostError(this.ref, this.lostReason);
    if (this.state !== "held") return new LeaseLostError(this.ref, "released");
    return void 0;
  }
  stopTimer() {
    if (this.timer) clearInterval(this.timer);
    this.timer = void 0;
  }
  allows() {
    return this.state === "held" && localNow() - this.renewedAt < this.durationMs * WRITABLE_FOR;
  }
  async ready() {
    for (let renewals = 0; ; renewals++) {
      const gone = this.gone();
      if (gone) throw gone;
      if (localNow() - this.renewedAt < this.durationMs * RENEW_AFTER) return;
      if (renewals === RENEWALS_PER_WRITE) {
        this.lost(
          `not renewed within ${Math.round(this.durationMs * RENEW_AFTER / 1e3)}s in ${renewals} tries`
        );
      }
      await this.renew();
    }
  }
  renew() {
    this.renewal ??= this.serial(() => this.renewNow()).finally(() => {
      this.renewal = void 0;
    });
    return this.renewal;
  }
  async renewNow() {
    const gone = this.gone();
    if (gone) throw gone;
    for (let attempt = 0; attempt < 3; attempt++) {
      const sent = localNow();
      try {
        this.current = await this.cluster.update({
          ...this.current,
          spec: { ...this.current.spec, renewTime: microTime() }
        });
        this.renewedAt = sent;
        return;
      } catch (err) {
        if (isStatus(err, 404)) this.lost("deleted by someone else");
        if (!isStatus(err, 409)) throw err;
        const fresh = await this.cluster.get(this.ref);
        if (!fresh) this.lost("deleted by someone else");
        if (fresh.spec?.holderIdentity !== this.holder) {
          this.lost(`taken over by ${fresh.spec?.holderIdentity ?? "nobody"}`);
        }
        this.current = fresh;
      }
    }
  }
  release() {
    return this.serial(async () => {
      if (this.state !== "held") {
        this.stopTimer();
        return;
      }
      this.state = "released";
      this.stopTimer();
      for (let attempt = 0; attempt < 3; attempt++) {
        try {
          await this.cluster.delete(this.ref, {
            uid: this.current.metadata.uid,
            resourceVersion: this.current.metadata.resourceVersion
          });
          return;
        } catch (err) {
          if (!isStatus(err, 409)) throw err;
          const fresh = await this.cluster.get(this.ref);
          if (!fresh || fresh.spec?.holderIdentity !== this.holder) return;
          this.current = fresh;
        }
      }
    });
  }
};

// src/cluster/transport.ts
import tls from "node:tls";
var UNSENT = /* @__PURE__ */ Symbol("unsent");
var Transport = class {
  constructor(server, auth, opts) {
    this.auth = auth;
    this.opts = {
      concurrency: 16,
      requestTimeoutMs: 6e4,
      retry: DEFAULT_RETRY,
      ...opts
    };
    const url = new URL(server);
    this.basePath = url.pathname.replace(/\/+$/, "");
    this.isHttps = url.protocol === "https:";
    if (!this.isHttps && url.protocol !== "http:") {
      throw new Error(`unsupported server URL scheme ${url.protocol} (want https: or http:)`);
    }
    this.server = {
      protocol: url.protocol,
      hostname: url.hostname.replace(/^\[|\]$/g, ""),
      port: url.port || (this.isHttps ? 443 : 80)
    };
    this.sem = new Semaphore(Math.max(1, this.opts.concurrency));
  }
  auth;
  basePath;
  isHttps;
  /** Where every request and watch goes (an IPv6 host without its brackets, as node:http wants it). */
  server;
  /** Keep-alive agent for requests and a plain one for watches, built for one set of TLS material. */
  agents;
  /** Agents no longer built here but still to close: replaced after an exec plugin rotated the client certificate, or client-node's proxy agent. */
  retired = [];
  sem;
  opts;
  openStreams = /* @__PURE__ */ new Set();
  counters = { requests: 0, retries: 0, maxInFlight: 0, watches: 0, writes: 0 };
  /** Writes other than Leases: sent so far, and under way now (see writeEpoch). */
  objectWrites = { sent: 0, underWay: 0 };
  /** Runs the credential chain once (exec plugins, OIDC) and builds the agents. */
  async init() {
    const auth = await this.auth.get();
    if (this.isHttps) {
      try {
        tls.createSecureContext({ ca: auth.tls.ca, cert: auth.tls.cert, key: auth.tls.key });
      } catch (err) {
        throw new Error(
          `the client certificate, key or certificate authority cannot be used: ${err.message}`
        );
      }
    }
    this.agentsFor(auth);
  }
  /** The agents for this TLS material; rebuilt when an exec plugin returned a new client certificate. */
  agentsFor(auth) {
    if (auth.proxyAgent) {
      if (!this.retired.includes(auth.proxyAgent)) this.retired.push(auth.proxyAgent);
      return { agent: auth.proxyAgent, watch: auth.proxyAgent };
    }
    const t = auth.tls;
    const current = this.agents;
    if (current && current.tls.cert === t.cert && current.tls.key === t.key && current.tls.ca === t.ca) {
      return current;
    }
    if (current) this.retired.push(current.agent, current.watch);
    const tls2 = {
      ca: t.ca,
      cert: t.cert,
      key: t.key,
      rejectUnauthorized: t.rejectUnauthorized,
      servername: t.servername
    };
    if (this.isHttps) tls2.secureContext = tlsContext(t);
    this.agents = this.isHttps ? {
      tls: t,
      agent: new https_default.Agent({ ...tls2, keepAlive: true, maxSockets: this.opts.concurrency }),
      watch: new https_default.Agent({ ...tls2, keepAlive: false })
    } : {
      tls: t,
      agent: new http_default.Agent({ keepAlive: true, maxSockets: this.opts.concurrency }),
      watch: new http_default.Agent({ keepAlive: false })
    };
    return this.agents;
  }
  buildPath(spec) {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(spec.query ?? {})) if (v !== void 0) q.set(k, String(v));
    const qs = q.toString();
    return `${this.basePath}${spec.path}${qs ? `?${qs}` : ""}`;
  }
  /** One request with retries of transient failures; throws ApiError for HTTP >= 400. */
  async request(spec) {
    const started = Date.now();
    for (let attempt = 1; ; attempt++) {
      this.opts.onAttempt?.(spec, attempt);
      let result = UNSENT;
      while (result === UNSENT) {
        await spec.fence?.ready();
        const release = await this.sem.acquire();
        this.counters.requests++;
        const writes = changesCluster(spec);
        const writesObjects = writes && !spec.path.startsWith(LEASES);
        if (writes) this.counters.writes++;
        if (writesObjects) {
          this.objectWrites.sent++;
          this.objectWrites.underWay++;
        }
        if (attempt > 1) this.counters.retries++;
        this.counters.maxInFlight = Math.max(this.counters.maxInFlight, this.sem.inFlight);
        try {
          result = await this.once(spec);
        } finally {
          if (writesObjects) this.objectWrites.underWay--;
          release();
        }
      }
      if (!(result instanceof ApiError)) return result;
      if (result.status === 401 && attempt === 1) {
        this.auth.invalidate();
        continue;
      }
      const delay = spec.noRetry || spec.noRetryStatus?.includes(result.status) ? void 0 : backoffDelay(result, attempt, Date.now() - started, this.opts.retry);
      if (delay === void 0) {
        result.attempts = attempt;
        throw result;
      }
      if (delay >= 1e3) this.opts.onRetry?.({ error: result, attempt, delayMs: delay });
      await sleep(delay);
    }
  }
  /** The kubeconfig's credentials and the request's own headers (its impersonation replaces the kubeconfig's). */
  headersFor(auth, spec) {
    return {
      ...withoutImpersonation(auth.headers, spec.headers),
      ...spec.headers,
      Accept: spec.accept ?? "application/json",
      "User-Agent": this.opts.userAgent
    };
  }
  async once(spec) {
    let auth;
    try {
      auth = await this.auth.get();
    } catch (err) {
      return credentialsError(err, spec);
    }
    const headers = this.headersFor(auth, spec);
    let payload;
    if (spec.body !== void 0) {
      payload = Buffer.from(JSON.stringify(spec.body));
      headers["Content-Type"] = spec.contentType ?? "application/json";
      headers["Content-Length"] = String(payload.length);
    }
    const mod = this.isHttps ? https_default : http_default;
    return new Promise((resolve) => {
      let req;
      try {
        req = mod.request(
          {
            ...this.server,
            method: spec.method,
            path: this.buildPath(spec),
            headers,
            agent: this.agentsFor(auth).agent
          },
          (res) => {
            const chunks = [];
            res.on("data", (c) => chunks.push(c));
            res.on("error", (err) => resolve(networkError(err, spec)));
            res.on("end", () => {
              this.reportWarnings(res.headers.warning);
              const text = Buffer.concat(chunks).toString("utf8");
              const status = res.statusCode ?? 0;
              if (status >= 400) {
                const ra = res.headers["retry-after"];
                resolve(apiErrorFromResponse(status, text, { retryAfter: ra }, spec.context));
                return;
              }
              try {
                resolve({ status, body: text ? JSON.parse(text) : void 0 });
              } catch {
                resolve(
                  new ApiError({
                    status,
                    reason: "InternalError",
                    message: `the server returned a response that is not JSON (HTTP ${status})`,
                    ...spec.context
                  })
                );
              }
            });
          }
        );
      } catch (err) {
        resolve(credentialsError(new Error(`TLS client configuration: ${err.message}`), spec));
        return;
      }
      req.setTimeout(this.opts.requestTimeoutMs, () => {
        const err = Object.assign(new Error(`request timed out after ${this.opts.requestTimeoutMs} ms`), {
          code: "REQUEST_TIMEOUT"
        });
        req.destroy(err);
      });
      req.on("error", (err) => resolve(networkError(err, spec)));
      const fence = spec.fence;
      if (!fence) {
        req.end(payload);
        return;
      }
      req.once("socket", (socket) => {
        const send = () => {
          if (fence.allows()) return req.end(payload);
          resolve(UNSENT);
          req.destroy();
        };
        if (socket.connecting)
          socket.once(socket instanceof tls.TLSSocket ? "secureConnect" : "connect", send);
        else process.nextTick(send);
      });
    });
  }
  reportWarnings(header) {
    if (!header || !this.opts.onWarning) return;
    for (const w of Array.isArray(header) ? header : [header]) {
      const re = /\d{3} \S+ "((?:[^"\\]|\\.)*)"/g;
      let m = re.exec(w);
      if (!m) this.opts.onWarning(w);
      while (m) {
        this.opts.onWarning(m[1].replace(/\\(.)/g, "$1"));
        m = re.exec(w);
      }
    }
  }
  /**
   * A streaming GET (watch): calls onLine per newline-delimited JSON line; onEnd once when the
   * stream ends, fails (HTTP error → ApiError), or times out — never after the returned abort().
   */
  stream(spec, onLine, onEnd) {
    let ended = false;
    let aborted = false;
    let req;
    const finish = (err) => {
      if (ended) return;
      ended = true;
      if (req) {
        this.openStreams.delete(req);
        req.destroy();
      }
      if (!aborted) onEnd(err);
    };
    this.counters.watches++;
    void this.auth.get().then(
      (auth) => {
        if (aborted) return;
        const headers = this.headersFor(auth, spec);
        const mod = this.isHttps ? https_default : http_default;
        req = mod.request(
          {
            ...this.server,
            method: "GET",
            path: this.buildPath(spec),
            headers,
            agent: this.agentsFor(auth).watch
          },
          (res) => {
            const status = res.statusCode ?? 0;
            if (status >= 400) {
              const chunks = [];
              res.on("data", (c) => chunks.push(c));
              res.on(
                "end",
                () => finish(
                  apiErrorFromResponse(
                    status,
                    Buffer.concat(chunks).toString("utf8"),
                    { retryAfter: res.headers["retry-after"] },
                    spec.context
                  )
                )
              );
              res.on("error", (err) => finish(networkError(err, spec)));
              return;
            }
            let buf = "";
            res.setEncoding("utf8");
            res.on("data", (chunk) => {
              buf += chunk;
              let nl = buf.indexOf("\n");
              while (nl >= 0) {
                const line = buf.slice(0, nl).trim();
                buf = buf.slice(nl + 1);
                if (line && !ended) onLine(line);
                nl = buf.indexOf("\n");
              }
            });
            res.on("end", () => {
              const rest = buf.trim();
              if (rest && !ended) onLine(rest);
              finish();
            });
            res.on("error", (err) => finish(networkError(err, spec)));
            res.on("aborted", () => finish());
          }
        );
        this.openStreams.add(req);
        req.on("socket", (socket) => socket.setKeepAlive(true, 3e4));
        req.on("error", (err) => finish(networkError(err, spec)));
        req.end();
      },
      (err) => finish(err instanceof Error ? err : new Error(String(err)))
    );
    return () => {
      aborted = true;
      finish();
    };
  }
  /** Request counters (HTTP attempts, retries among them, peak concurrency, watches started, attempts to write). */
  stats() {
    return { ...this.counters };
  }
  /**
   * How many requests that change the cluster, Leases aside, were sent so far: while it stays the
   * same, nothing this connection read was changed by it since. Undefined while one is under way.
   */
  writeEpoch() {
    return this.objectWrites.underWay > 0 ? void 0 : this.objectWrites.sent;
  }
  close() {
    for (const r of this.openStreams) r.destroy();
    this.openStreams.clear();
    for (const a of [this.agents?.agent, this.agents?.watch, ...this.retired]) a?.destroy();
    this.retired.length = 0;
  }
};
function withoutImpersonation(headers, extra) {
  if (!extra || !Object.keys(extra).some((k) => k.startsWith("Impersonate-"))) return headers;
  return Object.fromEntries(Object.entries(headers).filter(([k]) => !k.startsWith("Impersonate-")));
}
function credentialsError(err, spec) {
  return new ApiError({
    status: 0,
    reason: "CredentialsError",
    message: err instanceof Error ? err.message : String(err),
    code: "CREDENTIALS",
    ...spec.context
  });
}
function networkError(err, spec) {
  const code = err.code ?? "ECONNRESET";
  return new ApiError({
    status: 0,
    reason: "ConnectionError",
    message: `${err.message}${err.code && !err.message.includes(err.code) ? ` (${err.code})` : ""}`,
    code,
    ...spec.context
  });
}
function tlsContext(t) {
  return tls.createSecureContext({ ca: t.ca, cert: t.cert, key: t.key });
}
var LEASES = "/apis/coordination.k8s.io/";
function changesCluster(spec) {
  if (spec.method === "GET" || spec.query?.dryRun !== void 0) return false;
  return !spec.body?.dryRun;
}

// src/cluster/watch.ts
function objectKey(o) {
  return `${o.metadata?.namespace ?? ""}/${o.metadata?.name}`;
}
function diffSnapshot(cache, fresh) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const o of fresh) {
    const k = objectKey(o);
    seen.add(k);
    const old = cache.get(k);
    if (!old) out.push({ type: "ADDED", object: o });
    else if (old.metadata.resourceVersion !== o.metadata.resourceVersion || old.metadata.uid !== o.metadata.uid)
      out.push({ type: "MODIFIED", object: o });
  }
  for (const [k, o] of cache) if (!seen.has(k)) out.push({ type: "DELETED", object: o });
  return out;
}
var isGone = (err) => err instanceof ApiError && (err.status === 410 || err.reason === "Expired");
function watchList(cluster, { watchAfter, ...opts }, onEvent, onError) {
  const cache = /* @__PURE__ */ new Map();
  let rv = "";
  let stopped = false;
  let stopWatch;
  let timer;
  let failures = 0;
  const fail = (err) => {
    if (stopped) return;
    stopped = true;
    onError?.(err);
  };
  const later = (fn, ms) => {
    timer = setTimeout(() => {
      timer = void 0;
      if (!stopped) fn();
    }, ms);
  };
  const backoff = () => Math.min(500 * 2 ** Math.min(failures++, 6), 3e4);
  const relist = async () => {
    try {
      const res = await cluster.listWithVersion({
        apiVersion: opts.apiVersion,
        kind: opts.kind,
        namespace: opts.namespace,
        labelSelector: opts.labelSelector,
        fieldSelector: opts.fieldSelector
      });
      if (stopped) return;
      for (const ev of diffSnapshot(cache, res.items)) {
        if (ev.type === "DELETED") cache.delete(objectKey(ev.object));
        else if (ev.type !== "SYNCED") cache.set(objectKey(ev.object), ev.object);
        onEvent(ev);
        if (stopped) return;
      }
      rv = res.resourceVersion;
      onEvent({ type: "SYNCED", objects: [...cache.values()] });
      if (stopped) return;
      if (watchAfter)
        void watchAfter.then(() => {
          if (!stopped && !stopWatch && !timer) startWatch();
        });
      else startWatch();
    } catch (err) {
      if (stopped) return;
      if (isRetriable(err)) later(relist, backoff());
      else fail(err);
    }
  };
  const startWatch = () => {
    const startedAt = Date.now();
    const timeoutSeconds = opts.timeoutSeconds ?? 300 + Math.floor(Math.random() * 300);
    stopWatch = cluster.watch(
      { ...opts, resourceVersion: rv, allowBookmarks: true, timeoutSeconds },
      (ev) => {
        if (stopped) return;
        failures = 0;
        const newRv = ev.object?.metadata?.resourceVersion;
        if (newRv) rv = newRv;
        if (ev.type === "BOOKMARK") return;
        const k = objectKey(ev.object);
        if (ev.type === "DELETED") cache.delete(k);
        else cache.set(k, ev.object);
        onEvent({ type: ev.type, object: ev.object });
      },
      (err) => {
        stopWatch = void 0;
        if (stopped) return;
        if (!err) {
          if (Date.now() - startedAt < 1e3) later(startWatch, backoff());
          else startWatch();
        } else if (isGone(err)) {
          void relist();
        } else if (isRetriable(err)) {
          later(startWatch, backoff());
        } else {
          fail(err);
        }
      }
    );
  };
  void relist();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    stopWatch?.();
  };
}

// src/cluster/client.ts
async function connect(opts = {}) {
  const { KubeAuth, loadKubeConfig } = await import("./kubeconfig-IOKW7HPI.js");
  const config = loadKubeConfig(opts.kubeconfig, opts.context);
  const cluster = new KubeCluster(config, new KubeAuth(config), opts);
  await cluster.init();
  return cluster;
}
var apiVersionOf = (group, version) => group ? `${group}/${version}` : version;
var KubeCluster = class _KubeCluster {
  constructor(config, auth, opts = {}) {
    this.config = config;
    this.auth = auth;
    this.source = config.source;
    this.defaultNamespace = config.namespace;
    this.fieldManager = opts.fieldManager ?? "kustomize-sync";
    this.transport = new Transport(config.server, auth, {
      concurrency: opts.concurrency ?? 16,
      requestTimeoutMs: opts.requestTimeoutMs ?? 6e4,
      retry: { attempts: 5, budgetMs: 3e4, baseMs: 250, maxMs: 8e3, ...opts.retry },
      userAgent: opts.userAgent ?? "kustomize-sync",
      onWarning: opts.onWarning,
      onRetry: opts.onRetry ? ({ error, attempt, delayMs }) => opts.onRetry?.(
        `${formatApiError(error)}; retrying in ${(delayMs / 1e3).toFixed(delayMs < 1e4 ? 1 : 0)}s (attempt ${attempt + 1})`
      ) : void 0,
      onAttempt: opts.onAttempt ? (spec, attempt) => opts.onAttempt?.({ method: spec.method, path: spec.path, attempt }) : void 0
    });
    this.mapper = new RestMapper(this.transport, opts.aggregatedDiscovery !== false);
    this.info = { server: safeServerUrl(config.server), context: config.context };
  }
  config;
  auth;
  fieldManager;
  transport;
  mapper;
  info;
  closers = /* @__PURE__ */ new Set();
  /** Impersonation headers of a view made by impersonate(); undefined on the connection itself. */
  headers;
  /** The lock every write of a view made by fenced() depends on. */
  fence;
  /** A view (impersonate, fenced) shares the connection's transport: closing it leaves that open. */
  isView = false;
  source;
  /** The context's default namespace, when the kubeconfig sets one. */
  defaultNamespace;
  async init() {
    await this.transport.init();
  }
  /** One request, with this view's impersonation headers, and its fence when the request changes the cluster. */
  send(spec) {
    const fence = this.fence && changesCluster(spec) ? { fence: this.fence } : {};
    return this.transport.request({
      ...spec,
      ...this.headers ? { headers: this.headers } : {},
      ...fence
    });
  }
  /** A view sharing this connection (transport, discovery); its own watches and leases close with it. */
  view() {
    const view = Object.assign(Object.create(_KubeCluster.prototype), this);
    view.closers = /* @__PURE__ */ new Set();
    view.isView = true;
    return view;
  }
  /**
   * The same connection acting as `user` (Kubernetes impersonation, as Flux applies a
   * Kustomization with `spec.serviceAccountName`): every request of the view carries
   * Impersonate-User (and Impersonate-Group) instead of the kubeconfig's own impersonation.
   * Shares the connection pool and discovery; closing a view stops only its own watches and leases.
   */
  impersonate(user, groups = []) {
    const view = this.view();
    view.headers = { "Impersonate-User": user, ...groups.length ? { "Impersonate-Group": groups } : {} };
    return view;
  }
  fenced(fence) {
    const view = this.view();
    view.fence = fence;
    return view;
  }
  describe() {
    return { ...this.info };
  }
  /**
   * The connection's own identity, as the kubeconfig resolved it (a view's impersonation is not
   * carried over: helm acts as the run's kubeconfig user, as it always did).
   */
  async writeKubeconfigFor(dir) {
    let auth;
    try {
      auth = await this.auth.get();
    } catch (err) {
      throw credentialsError(err, { context: { verb: "get", operation: "get", target: {} } });
    }
    return writeKubeconfigFile(dir, {
      server: this.config.server,
      proxyUrl: this.config.kc.getCurrentCluster()?.proxyUrl,
      auth,
      impersonation: this.config.impersonation
    });
  }
  /** HTTP attempts made so far, retries among them, peak requests in flight, watches started, writes. */
  stats() {
    return this.transport.stats();
  }
  writeEpoch() {
    return this.transport.writeEpoch();
  }
  identity() {
    return this.headers ? JSON.stringify(this.headers) : "";
  }
  async serverVersion() {
    const res = await this.send({
      method: "GET",
      path: "/version",
      context: { verb: "get", operation: "get", target: { kind: "version" } }
    });
    return res.body?.gitVersion ?? "unknown";
  }
  resolve(apiVersion, kind) {
    return this.mapper.resolve(apiVersion, kind);
  }
  resources() {
    return this.mapper.all();
  }
  refreshMapping() {
    return this.mapper.refresh();
  }
  // ---- paths -------------------------------------------------------------------------------
  collectionPath(m, namespace) {
    const base = m.group ? `/apis/${m.group}/${m.version}` : `/api/${m.version}`;
    const ns = m.namespaced && namespace ? `/namespaces/${encodeURIComponent(namespace)}` : "";
    return `${base}${ns}/${m.resource}`;
  }
  objectPath(m, namespace, name) {
    return `${this.collectionPath(m, namespace)}/${encodeURIComponent(name)}`;
  }
  /** Resolves the mapping of an object/ref and checks the namespace rules. */
  async target(apiVersion, kind, namespace, name, operation, verb) {
    const t = { kind, namespace: namespace || void 0, name };
    if (!apiVersion || !kind || !name) {
      const missing = !apiVersion ? "apiVersion" : !kind ? "kind" : "metadata.name";
      throw new ApiError({
        status: 0,
        reason: "Invalid",
        message: `${missing} is required`,
        verb,
        operation,
        target: t
      });
    }
    let m;
    try {
      m = await this.mapper.resolve(apiVersion, kind);
    } catch (err) {
      if (err instanceof NoMatchError) throw new NoMatchError(apiVersion, kind, operation, t);
      throw err;
    }
    t.resource = m.resource;
    t.group = m.group;
    if (!m.namespaced) {
      t.namespace = void 0;
      return { m, ns: void 0, t };
    }
    if (!namespace) {
      throw new ApiError({
        status: 0,
        reason: "NamespaceNotSpecified",
        message: "namespace not specified",
        verb,
        operation,
        target: t
      });
    }
    return { m, ns: namespace, t };
  }
  // ---- reads -------------------------------------------------------------------------------
  async get(ref) {
    const { m, ns, t } = await this.target(
      apiVersionOf(ref.group, ref.version),
      ref.kind,
      ref.namespace,
      ref.name,
      "get",
      "get"
    );
    try {
      const res = await this.send({
        method: "GET",
        path: this.objectPath(m, ns, ref.name),
        context: { verb: "get", operation: "get", target: t }
      });
      return res.body;
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return void 0;
      throw err;
    }
  }
  async list(opts) {
    return (await this.listWithVersion(opts)).items;
  }
  async listWithVersion(opts) {
    let m;
    const t = { kind: opts.kind, namespace: opts.namespace };
    try {
      m = await this.mapper.resolve(opts.apiVersion, opts.kind);
    } catch (err) {
      if (err instanceof NoMatchError) throw new NoMatchError(opts.apiVersion, opts.kind, "list", t);
      throw err;
    }
    t.resource = m.resource;
    t.group = m.group;
    if (!m.namespaced) t.namespace = void 0;
    const path2 = this.collectionPath(m, opts.namespace);
    const apiVersion = apiVersionOf(m.group, m.version);
    for (let restart = 0; ; restart++) {
      const items = [];
      let cont;
      let rv = "";
      try {
        do {
          const res = await this.send({
            method: "GET",
            path: path2,
            query: {
              labelSelector: opts.labelSelector,
              fieldSelector: opts.fieldSelector,
              limit: opts.pageSize ?? 500,
              continue: cont
            },
            context: { verb: "list", operation: "list", target: t }
          });
          for (const item of res.body.items ?? []) {
            items.push({ ...item, apiVersion, kind: m.kind });
          }
          cont = res.body.metadata?.continue || void 0;
          rv = res.body.metadata?.resourceVersion ?? rv;
        } while (cont);
        return { items, resourceVersion: rv };
      } catch (err) {
        if (err instanceof ApiError && err.status === 410 && cont && restart === 0) continue;
        if (err instanceof ApiError && err.status === 404 && !cont) {
          await this.mapper.refresh();
          throw new NoMatchError(opts.apiVersion, opts.kind, "list", t);
        }
        throw err;
      }
    }
  }
  // ---- writes ------------------------------------------------------------------------------
  async apply(obj, opts = {}) {
    return (await this.applyReporting(obj, opts)).object;
  }
  async applyReporting(obj, opts = {}) {
    const res = await this.write(obj, opts.dryRun ? "dry-run" : "apply", "patch", (m, ns) => ({
      method: "PATCH",
      path: this.objectPath(m, ns, obj.metadata?.name),
      contentType: "application/apply-patch+yaml",
      body: sanitizeForApply(obj, m.namespaced),
      query: {
        fieldManager: opts.fieldManager ?? this.fieldManager,
        force: opts.force === false ? void 0 : true,
        dryRun: opts.dryRun ? "All" : void 0,
        fieldValidation: opts.fieldValidation ?? "Strict"
      }
    }));
    return { object: res.body, created: res.status === 201 };
  }
  async create(obj, opts = {}) {
    return this.writeObject(obj, opts.dryRun ? "dry-run" : "create", "create", (m, ns) => ({
      method: "POST",
      path: this.collectionPath(m, ns),
      body: sanitizeForApply(obj, m.namespaced),
      query: this.writeQuery(opts)
    }));
  }
  async update(obj, opts = {}) {
    return this.writeObject(obj, opts.dryRun ? "dry-run" : "update", "update", (m, ns) => ({
      method: "PUT",
      path: this.objectPath(m, ns, obj.metadata?.name),
      body: obj,
      query: this.writeQuery(opts)
    }));
  }
  writeQuery(opts) {
    return {
      fieldManager: opts.fieldManager ?? this.fieldManager,
      dryRun: opts.dryRun ? "All" : void 0,
      fieldValidation: "Strict"
    };
  }
  async writeObject(...args) {
    return (await this.write(...args)).body;
  }
  /** One write of a whole object: resolves its mapping and namespace, sends what `request` builds. */
  async write(obj, operation, verb, request) {
    const { m, ns, t } = await this.target(
      obj.apiVersion,
      obj.kind,
      obj.metadata?.namespace,
      obj.metadata?.name,
      operation,
      verb
    );
    return this.send({ ...request(m, ns), context: { verb, operation, target: t } });
  }
  async patch(ref, patch, type, opts = {}) {
    const operation = opts.dryRun ? "dry-run" : "patch";
    const { m, ns, t } = await this.target(
      apiVersionOf(ref.group, ref.version),
      ref.kind,
      ref.namespace,
      ref.name,
      operation,
      "patch"
    );
    const contentType = {
      merge: "application/merge-patch+json",
      json: "application/json-patch+json",
      strategic: "application/strategic-merge-patch+json"
    }[type];
    const res = await this.send({
      method: "PATCH",
      path: this.objectPath(m, ns, ref.name),
      contentType,
      body: patch,
      query: {
        fieldManager: opts.fieldManager ?? this.fieldManager,
        dryRun: opts.dryRun ? "All" : void 0
      },
      context: { verb: "patch", operation, target: t }
    });
    return res.body;
  }
  async delete(ref, opts = {}) {
    let target;
    try {
      target = await this.target(
        apiVersionOf(ref.group, ref.version),
        ref.kind,
        ref.namespace,
        ref.name,
        "delete",
        "delete"
      );
    } catch (err) {
      if (err instanceof NoMatchError) return "notFound";
      throw err;
    }
    const { m, ns, t } = target;
    const preconditions = {};
    if (opts.uid) preconditions.uid = opts.uid;
    if (opts.resourceVersion) preconditions.resourceVersion = opts.resourceVersion;
    try {
      const res = await this.send({
        method: "DELETE",
        path: this.objectPath(m, ns, ref.name),
        body: {
          apiVersion: "v1",
          kind: "DeleteOptions",
          propagationPolicy: opts.propagationPolicy ?? "Background",
          ...Object.keys(preconditions).length ? { preconditions } : {},
          ...opts.dryRun ? { dryRun: ["All"] } : {}
        },
        context: { verb: "delete", operation: "delete", target: t }
      });
      return removedBy(res.body) ? "deleted" : "terminating";
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return "notFound";
      throw err;
    }
  }
  // ---- watch -------------------------------------------------------------------------------
  watch(opts, onEvent, onEnd) {
    let stopped = false;
    let abortStream;
    const stop = () => {
      stopped = true;
      abortStream?.();
      this.closers.delete(stop);
    };
    this.closers.add(stop);
    const t = { kind: opts.kind, namespace: opts.namespace };
    const end = (err) => {
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
        if (!m.namespaced) t.namespace = void 0;
        const context = { verb: "watch", operation: "watch", target: t };
        abortStream = this.transport.stream(
          {
            headers: this.headers,
            path: this.collectionPath(m, opts.namespace),
            query: {
              watch: 1,
              allowWatchBookmarks: opts.allowBookmarks === false ? void 0 : true,
              resourceVersion: opts.resourceVersion,
              fieldSelector: opts.fieldSelector,
              labelSelector: opts.labelSelector,
              timeoutSeconds: opts.timeoutSeconds
            },
            context
          },
          (line) => {
            let ev;
            try {
              ev = JSON.parse(line);
            } catch {
              return end(
                new ApiError({
                  status: 0,
                  reason: "InternalError",
                  message: "malformed watch event",
                  ...context
                })
              );
            }
            if (ev.type === "ERROR") {
              const st = ev.object ?? {};
              abortStream?.();
              return end(
                new ApiError({
                  status: st.code ?? 500,
                  reason: st.reason ?? "InternalError",
                  message: st.message ?? "watch error",
                  ...context
                })
              );
            }
            if (ev.type === "ADDED" || ev.type === "MODIFIED" || ev.type === "DELETED" || ev.type === "BOOKMARK") {
              try {
                onEvent({ type: ev.type, object: ev.object });
              } catch (err) {
                abortStream?.();
                end(err instanceof Error ? err : new Error(String(err)));
              }
            }
          },
          (err) => end(err)
        );
        if (stopped) abortStream();
      },
      (err) => {
        const e = err instanceof NoMatchError ? new NoMatchError(opts.apiVersion, opts.kind, "watch", t) : err;
        end(e instanceof Error ? e : new Error(String(e)));
      }
    );
    return stop;
  }
  watchList(opts, onEvent, onError) {
    const stop = watchList(this, opts, onEvent, onError);
    const wrapped = () => {
      stop();
      this.closers.delete(wrapped);
    };
    this.closers.add(wrapped);
    return wrapped;
  }
  // ---- leases ------------------------------------------------------------------------------
  async acquireLease(namespace, name, holder, opts) {
    const handle = await acquireLease(this, namespace, name, holder, opts);
    const closer = () => handle.release().catch(() => void 0);
    this.closers.add(closer);
    const release = handle.release.bind(handle);
    handle.release = async () => {
      this.closers.delete(closer);
      await release();
    };
    return handle;
  }
  async close() {
    const pending = [...this.closers].map((c) => c());
    this.closers.clear();
    await Promise.all(pending);
    if (!this.isView) this.transport.close();
  }
};
function sanitizeForApply(obj, namespaced) {
  const { managedFields: _mf, ...metadata } = obj.metadata ?? {};
  if (!namespaced) delete metadata.namespace;
  return { ...obj, metadata };
}
function removedBy(body) {
  if (!body) return false;
  if (body.kind === "Status") return body.status === "Success";
  const metadata = body.metadata;
  return metadata !== void 0 && !metadata.deletionTimestamp;
}

export {
  connect,
  KubeCluster
};
