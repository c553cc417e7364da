// HTTP(S) to the API server. Hand-written because client-node's API client has no Retry-After-aware
// retry budget and is 2–3.5× slower on the engine's request pattern (scripts/bench/transport.mjs);
// client-node's KubeConfig supplies its TLS material and credentials (see ./kubeconfig.ts).
import http from "node:http";
import https from "node:https";
import tls from "node:tls";
import { Semaphore, sleep } from "../model/async.js";
import {
  ApiError,
  type ApiErrorInit,
  apiErrorFromResponse,
  backoffDelay,
  DEFAULT_RETRY,
  type RetryPolicy,
} from "./errors.js";
import type { CredentialSource, RequestAuth } from "./source.js";
import type { WriteFence } from "./types.js";

/** What a transport sent: HTTP attempts, retries among them, peak in flight, watches, attempts to write (not dry-runs). */
export interface TransportStats {
  requests: number;
  retries: number;
  maxInFlight: number;
  watches: number;
  writes: number;
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RequestSpec {
  method: HttpMethod;
  /** Path below the server URL, starting with "/", without query. */
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  /** Serialised as JSON. */
  body?: unknown;
  contentType?: string;
  accept?: string;
  /** For ApiError: what the caller was doing. */
  context: Pick<ApiErrorInit, "verb" | "operation" | "target">;
  /** Disable retries for this request (default: retry transient failures). */
  noRetry?: boolean;
  /** Statuses not to retry for this request (e.g. 503 of an unavailable aggregated API). */
  noRetryStatus?: number[];
  /** Extra headers (impersonation of a Kustomization's ServiceAccount); they win over the kubeconfig's. */
  headers?: Record<string, string | string[]>;
  /** The lock a write depends on: asked before every attempt, and again right before the bytes leave. */
  fence?: WriteFence;
}

/** A fenced request that did not leave: its lock's last renewal became too old while it waited for a connection. */
const UNSENT = Symbol("unsent");

export interface Response<T> {
  status: number;
  body: T;
}

export interface TransportOptions {
  concurrency: number;
  requestTimeoutMs: number;
  retry: RetryPolicy;
  userAgent: string;
  onWarning?: (warning: string) => void;
  /** Called before a retry that waits a second or more: what failed, and how long it waits. */
  onRetry?: (info: { error: ApiError; attempt: number; delayMs: number }) => void;
  /** Test hook: called before every attempt with the attempt number. */
  onAttempt?: (spec: RequestSpec, attempt: number) => void;
}

/** HTTP(S) to the API server with the kubeconfig's TLS and credentials, keep-alive, bounded concurrency, retries. */
export class Transport {
  private readonly basePath: string;
  private readonly isHttps: boolean;
  /** Where every request and watch goes (an IPv6 host without its brackets, as node:http wants it). */
  private readonly server: Pick<http.RequestOptions, "protocol" | "hostname" | "port">;
  /** Keep-alive agent for requests and a plain one for watches, built for one set of TLS material. */
  private agents: { tls: RequestAuth["tls"]; agent: http.Agent; watch: http.Agent } | undefined;
  /** Agents no longer built here but still to close: replaced after an exec plugin rotated the client certificate, or client-node's proxy agent. */
  private readonly retired: http.Agent[] = [];
  private readonly sem: Semaphore;
  private readonly opts: TransportOptions;
  private readonly openStreams = new Set<http.ClientRequest>();
  private readonly counters = { requests: 0, retries: 0, maxInFlight: 0, watches: 0, writes: 0 };
  /** Writes other than Leases: sent so far, and under way now (see writeEpoch). */
  private readonly objectWrites = { sent: 0, underWay: 0 };

  constructor(
    server: string,
    private readonly auth: CredentialSource,
    opts: Partial<TransportOptions> & { userAgent: string },
  ) {
    this.opts = {
      concurrency: 16,
      requestTimeoutMs: 60_000,
      retry: DEFAULT_RETRY,
      ...opts,
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
      port: url.port || (this.isHttps ? 443 : 80),
    };
    this.sem = new Semaphore(Math.max(1, this.opts.concurrency));
  }

  /** Runs the credential chain once (exec plugins, OIDC) and builds the agents. */
  async init(): Promise<void> {
    const auth = await this.auth.get();
    if (this.isHttps) {
      try {
        // What an exec plugin returned (or the kubeconfig holds) must be usable TLS material: fail
        // here, once and clearly, rather than on every request.
        tls.createSecureContext({ ca: auth.tls.ca, cert: auth.tls.cert, key: auth.tls.key });
      } catch (err) {
        throw new Error(
          `the client certificate, key or certificate authority cannot be used: ${(err as Error).message}`,
        );
      }
    }
    this.agentsFor(auth);
  }

  /** The agents for this TLS material; rebuilt when an exec plugin returned a new client certificate. */
  private agentsFor(auth: RequestAuth): { agent: http.Agent; watch: http.Agent } {
    if (auth.proxyAgent) {
      if (!this.retired.includes(auth.proxyAgent)) this.retired.push(auth.proxyAgent); // closed at close()
      return { agent: auth.proxyAgent, watch: auth.proxyAgent };
    }
    const t = auth.tls;
    const current = this.agents;
    if (current && current.tls.cert === t.cert && current.tls.key === t.key && current.tls.ca === t.ca) {
      return current;
    }
    if (current) this.retired.push(current.agent, current.watch);
    const tls: https.AgentOptions = {
      ca: t.ca,
      cert: t.cert,
      key: t.key,
      rejectUnauthorized: t.rejectUnauthorized,
      servername: t.servername,
    };
    // One context for every connection: given only the PEM, node parses the CA, certificate and
    // key again for each new socket (a watch opens one each).
    if (this.isHttps) tls.secureContext = tlsContext(t);
    this.agents = this.isHttps
      ? {
          tls: t,
          agent: new https.Agent({ ...tls, keepAlive: true, maxSockets: this.opts.concurrency }),
          watch: new https.Agent({ ...tls, keepAlive: false }),
        }
      : {
          tls: t,
          agent: new http.Agent({ keepAlive: true, maxSockets: this.opts.concurrency }),
          watch: new http.Agent({ keepAlive: false }),
        };
    return this.agents;
  }

  private buildPath(spec: Pick<RequestSpec, "path" | "query">): string {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(spec.query ?? {})) if (v !== undefined) q.set(k, String(v));
    const qs = q.toString();
    return `${this.basePath}${spec.path}${qs ? `?${qs}` : ""}`;
  }

  /** One request with retries of transient failures; throws ApiError for HTTP >= 400. */
  async request<T>(spec: RequestSpec): Promise<Response<T>> {
    const started = Date.now();
    for (let attempt = 1; ; attempt++) {
      this.opts.onAttempt?.(spec, attempt);
      let result: Response<T> | ApiError | typeof UNSENT = UNSENT;
      while (result === UNSENT) {
        // Asked before a slot is taken: a renewal it waits for needs a slot of its own.
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
          result = await this.once<T>(spec);
        } finally {
          if (writesObjects) this.objectWrites.underWay--;
          release();
        }
      }
      if (!(result instanceof ApiError)) return result;
      if (result.status === 401 && attempt === 1) {
        // Credentials that expired in flight: ask the credential chain again, once.
        this.auth.invalidate();
        continue;
      }
      const delay =
        spec.noRetry || spec.noRetryStatus?.includes(result.status)
          ? undefined
          : backoffDelay(result, attempt, Date.now() - started, this.opts.retry);
      if (delay === undefined) {
        // Counted only once given up: a retry's message must not read "gave up after" (formatApiError).
        result.attempts = attempt;
        throw result;
      }
      // Waits past a second are said (a server answering 429/503 can hold a run for half a minute).
      if (delay >= 1000) this.opts.onRetry?.({ error: result, attempt, delayMs: delay });
      await sleep(delay);
    }
  }

  /** The kubeconfig's credentials and the request's own headers (its impersonation replaces the kubeconfig's). */
  private headersFor(
    auth: RequestAuth,
    spec: Pick<RequestSpec, "headers" | "accept">,
  ): http.OutgoingHttpHeaders {
    return {
      ...withoutImpersonation(auth.headers, spec.headers),
      ...spec.headers,
      Accept: spec.accept ?? "application/json",
      "User-Agent": this.opts.userAgent,
    };
  }

  private async once<T>(spec: RequestSpec): Promise<Response<T> | ApiError | typeof UNSENT> {
    let auth: RequestAuth;
    try {
      auth = await this.auth.get();
    } catch (err) {
      return credentialsError(err, spec);
    }
    const headers = this.headersFor(auth, spec);
    let payload: Buffer | undefined;
    if (spec.body !== undefined) {
      payload = Buffer.from(JSON.stringify(spec.body));
      headers["Content-Type"] = spec.contentType ?? "application/json";
      headers["Content-Length"] = String(payload.length);
    }
    const mod = this.isHttps ? https : http;
    return new Promise((resolve) => {
      let req: http.ClientRequest;
      try {
        req = mod.request(
          {
            ...this.server,
            method: spec.method,
            path: this.buildPath(spec),
            headers,
            agent: this.agentsFor(auth).agent,
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
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
                resolve({ status, body: (text ? JSON.parse(text) : undefined) as T });
              } catch {
                resolve(
                  new ApiError({
                    status,
                    reason: "InternalError",
                    message: `the server returned a response that is not JSON (HTTP ${status})`,
                    ...spec.context,
                  }),
                );
              }
            });
          },
        );
      } catch (err) {
        // TLS material the runtime refuses (a client key that is not PEM, say) throws right here.
        resolve(credentialsError(new Error(`TLS client configuration: ${(err as Error).message}`), spec));
        return;
      }
      req.setTimeout(this.opts.requestTimeoutMs, () => {
        const err = Object.assign(new Error(`request timed out after ${this.opts.requestTimeoutMs} ms`), {
          code: "REQUEST_TIMEOUT",
        });
        req.destroy(err);
      });
      req.on("error", (err) => resolve(networkError(err, spec)));
      const fence = spec.fence;
      if (!fence) {
        req.end(payload);
        return;
      }
      // A fenced write is sent once its connection is up, after a last look at the lock: nothing
      // is written to a socket before end(), so one that may no longer go is dropped unsent.
      req.once("socket", (socket) => {
        const send = () => {
          if (fence.allows()) return req.end(payload);
          resolve(UNSENT);
          req.destroy();
        };
        if (socket.connecting)
          socket.once(socket instanceof tls.TLSSocket ? "secureConnect" : "connect", send);
        // Not from inside the 'socket' event: node flushes the request right after it, and a
        // request ended within it is finished twice (diagnostics_channel reports it started twice).
        else process.nextTick(send);
      });
    });
  }

  private reportWarnings(header: string | string[] | undefined): void {
    if (!header || !this.opts.onWarning) return;
    for (const w of Array.isArray(header) ? header : [header]) {
      // `299 - "message"`; several may be comma-joined.
      const re = /\d{3} \S+ "((?:[^"\\]|\\.)*)"/g;
      let m: RegExpExecArray | null = re.exec(w);
      if (!m) this.opts.onWarning(w);
      while (m) {
        this.opts.onWarning(m[1]!.replace(/\\(.)/g, "$1"));
        m = re.exec(w);
      }
    }
  }

  /**
   * A streaming GET (watch): calls onLine per newline-delimited JSON line; onEnd once when the
   * stream ends, fails (HTTP error → ApiError), or times out — never after the returned abort().
   */
  stream(
    spec: Omit<RequestSpec, "method" | "body">,
    onLine: (line: string) => void,
    onEnd: (err?: Error) => void,
  ): () => void {
    let ended = false;
    let aborted = false;
    let req: http.ClientRequest | undefined;
    const finish = (err?: Error) => {
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
        const mod = this.isHttps ? https : http;
        req = mod.request(
          {
            ...this.server,
            method: "GET",
            path: this.buildPath(spec),
            headers,
            agent: this.agentsFor(auth).watch,
          },
          (res) => {
            const status = res.statusCode ?? 0;
            if (status >= 400) {
              const chunks: Buffer[] = [];
              res.on("data", (c: Buffer) => chunks.push(c));
              res.on("end", () =>
                finish(
                  apiErrorFromResponse(
                    status,
                    Buffer.concat(chunks).toString("utf8"),
                    { retryAfter: res.headers["retry-after"] },
                    spec.context,
                  ),
                ),
              );
              res.on("error", (err) => finish(networkError(err, spec)));
              return;
            }
            let buf = "";
            res.setEncoding("utf8");
            res.on("data", (chunk: string) => {
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
          },
        );
        this.openStreams.add(req);
        req.on("socket", (socket) => socket.setKeepAlive(true, 30_000));
        req.on("error", (err) => finish(networkError(err, spec)));
        req.end();
      },
      (err: unknown) => finish(err instanceof Error ? err : new Error(String(err))),
    );
    return () => {
      aborted = true;
      finish();
    };
  }

  /** Request counters (HTTP attempts, retries among them, peak concurrency, watches started, attempts to write). */
  stats(): TransportStats {
    return { ...this.counters };
  }

  /**
   * How many requests that change the cluster, Leases aside, were sent so far: while it stays the
   * same, nothing this connection read was changed by it since. Undefined while one is under way.
   */
  writeEpoch(): number | undefined {
    return this.objectWrites.underWay > 0 ? undefined : this.objectWrites.sent;
  }

  close(): void {
    for (const r of this.openStreams) r.destroy();
    this.openStreams.clear();
    for (const a of [this.agents?.agent, this.agents?.watch, ...this.retired]) a?.destroy();
    this.retired.length = 0;
  }
}

/** The kubeconfig's headers without its Impersonate-* ones when the request impersonates someone else. */
function withoutImpersonation(
  headers: Record<string, string | string[]>,
  extra: Record<string, string | string[]> | undefined,
): Record<string, string | string[]> {
  if (!extra || !Object.keys(extra).some((k) => k.startsWith("Impersonate-"))) return headers;
  return Object.fromEntries(Object.entries(headers).filter(([k]) => !k.startsWith("Impersonate-")));
}

/** Credentials that could not be obtained (exec plugin failed, token file unreadable): not retried. */
export function credentialsError(err: unknown, spec: Pick<RequestSpec, "context">): ApiError {
  return new ApiError({
    status: 0,
    reason: "CredentialsError",
    message: err instanceof Error ? err.message : String(err),
    code: "CREDENTIALS",
    ...spec.context,
  });
}

function networkError(err: Error & { code?: string }, spec: Pick<RequestSpec, "context">): ApiError {
  const code = err.code ?? "ECONNRESET";
  return new ApiError({
    status: 0,
    reason: "ConnectionError",
    message: `${err.message}${err.code && !err.message.includes(err.code) ? ` (${err.code})` : ""}`,
    code,
    ...spec.context,
  });
}

function tlsContext(t: RequestAuth["tls"]): tls.SecureContext {
  return tls.createSecureContext({ ca: t.ca, cert: t.cert, key: t.key });
}

/** Where Leases are written: a lock's writes change no object a plan reads. */
const LEASES = "/apis/coordination.k8s.io/";

/** Whether a request writes: any method but GET, unless it is a dry-run (in the query, or a DELETE's body). */
export function changesCluster(spec: Pick<RequestSpec, "method" | "query" | "body">): boolean {
  if (spec.method === "GET" || spec.query?.dryRun !== undefined) return false;
  return !(spec.body as { dryRun?: unknown } | undefined)?.dryRun;
}
