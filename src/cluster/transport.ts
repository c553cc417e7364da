import http from "node:http";
import https from "node:https";
import {
  ApiError,
  type ApiErrorInit,
  apiErrorFromResponse,
  backoffDelay,
  DEFAULT_RETRY,
  type RetryPolicy,
} from "./errors.js";
import { Credentials, type ResolvedKubeconfig } from "./kubeconfig.js";

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
}

export interface Response<T> {
  status: number;
  body: T;
}

/** A small counting semaphore bounding requests in flight. */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly limit: number) {}
  async acquire(): Promise<() => void> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    };
  }
  get inFlight(): number {
    return this.active;
  }
}

export interface TransportOptions {
  concurrency: number;
  requestTimeoutMs: number;
  retry: RetryPolicy;
  userAgent: string;
  onWarning?: (warning: string) => void;
  /** Test hook: called before every attempt with the attempt number. */
  onAttempt?: (spec: RequestSpec, attempt: number) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** HTTP(S) to the API server with the kubeconfig's TLS and credentials, keep-alive, bounded concurrency, retries. */
export class Transport {
  private readonly url: URL;
  private readonly basePath: string;
  private readonly isHttps: boolean;
  private agent!: http.Agent;
  private watchAgent!: http.Agent;
  private readonly credentials: Credentials;
  private readonly sem: Semaphore;
  private readonly opts: TransportOptions;
  private readonly openStreams = new Set<http.ClientRequest>();
  private readonly counters = { requests: 0, retries: 0, maxInFlight: 0, watches: 0 };

  constructor(
    private readonly config: ResolvedKubeconfig,
    opts: Partial<TransportOptions> & { userAgent: string },
  ) {
    this.opts = {
      concurrency: 16,
      requestTimeoutMs: 60_000,
      retry: DEFAULT_RETRY,
      ...opts,
    };
    this.url = new URL(config.server);
    this.basePath = this.url.pathname.replace(/\/+$/, "");
    this.isHttps = this.url.protocol === "https:";
    if (!this.isHttps && this.url.protocol !== "http:") {
      throw new Error(`unsupported server URL scheme ${this.url.protocol} (want https: or http:)`);
    }
    this.credentials = new Credentials(config.auth, config.server);
    this.sem = new Semaphore(Math.max(1, this.opts.concurrency));
  }

  /** Builds the keep-alive agents (runs an exec plugin first when it supplies a client certificate). */
  async init(): Promise<void> {
    const execCert = await this.credentials.clientCertificate();
    const t = this.config.tls;
    const tls: https.AgentOptions = {
      ca: t.ca,
      cert: execCert?.cert ?? t.cert,
      key: execCert?.key ?? t.key,
      rejectUnauthorized: t.rejectUnauthorized,
      servername: t.servername,
    };
    if (this.isHttps) {
      this.agent = new https.Agent({ ...tls, keepAlive: true, maxSockets: this.opts.concurrency });
      this.watchAgent = new https.Agent({ ...tls, keepAlive: false });
    } else {
      this.agent = new http.Agent({ keepAlive: true, maxSockets: this.opts.concurrency });
      this.watchAgent = new http.Agent({ keepAlive: false });
    }
  }

  private authHeaders(): Promise<Record<string, string>> {
    return this.credentials.headers();
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
      const release = await this.sem.acquire();
      this.counters.requests++;
      if (attempt > 1) this.counters.retries++;
      this.counters.maxInFlight = Math.max(this.counters.maxInFlight, this.sem.inFlight);
      let result: Response<T> | ApiError;
      try {
        result = await this.once<T>(spec);
      } finally {
        release();
      }
      if (!(result instanceof ApiError)) return result;
      result.attempts = attempt;
      if (
        result.status === 401 &&
        attempt === 1 &&
        (this.config.auth.type === "exec" || this.config.auth.type === "tokenFile")
      ) {
        // Expired exec/token-file credentials: fetch fresh ones once.
        this.credentials.invalidate();
        continue;
      }
      const delay =
        spec.noRetry || spec.noRetryStatus?.includes(result.status)
          ? undefined
          : backoffDelay(result, attempt, Date.now() - started, this.opts.retry);
      if (delay === undefined) throw result;
      await sleep(delay);
    }
  }

  private async once<T>(spec: RequestSpec): Promise<Response<T> | ApiError> {
    const headers: Record<string, string> = {
      ...(await this.authHeaders()),
      Accept: spec.accept ?? "application/json",
      "User-Agent": this.opts.userAgent,
    };
    let payload: Buffer | undefined;
    if (spec.body !== undefined) {
      payload = Buffer.from(JSON.stringify(spec.body));
      headers["Content-Type"] = spec.contentType ?? "application/json";
      headers["Content-Length"] = String(payload.length);
    }
    const mod = this.isHttps ? https : http;
    return new Promise((resolve) => {
      const req = mod.request(
        {
          protocol: this.url.protocol,
          hostname: this.url.hostname.replace(/^\[|\]$/g, ""),
          port: this.url.port || (this.isHttps ? 443 : 80),
          method: spec.method,
          path: this.buildPath(spec),
          headers,
          agent: this.agent,
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
      req.setTimeout(this.opts.requestTimeoutMs, () => {
        const err = Object.assign(new Error(`request timed out after ${this.opts.requestTimeoutMs} ms`), {
          code: "REQUEST_TIMEOUT",
        });
        req.destroy(err);
      });
      req.on("error", (err) => resolve(networkError(err, spec)));
      req.end(payload);
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
    void this.authHeaders().then(
      (auth) => {
        if (aborted) return;
        const headers = {
          ...auth,
          Accept: spec.accept ?? "application/json",
          "User-Agent": this.opts.userAgent,
        };
        const mod = this.isHttps ? https : http;
        req = mod.request(
          {
            protocol: this.url.protocol,
            hostname: this.url.hostname.replace(/^\[|\]$/g, ""),
            port: this.url.port || (this.isHttps ? 443 : 80),
            method: "GET",
            path: this.buildPath(spec),
            headers,
            agent: this.watchAgent,
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

  /** Request counters (HTTP attempts, retries among them, peak concurrency, watches started). */
  stats(): { requests: number; retries: number; maxInFlight: number; watches: number } {
    return { ...this.counters };
  }

  close(): void {
    for (const r of this.openStreams) r.destroy();
    this.openStreams.clear();
    this.agent?.destroy();
    this.watchAgent?.destroy();
  }
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
