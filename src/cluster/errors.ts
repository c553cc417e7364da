/** Errors of the cluster module, as values callers can inspect and render. */

/** What the caller was doing, as it appears in messages ("dry-run failed", "apply failed", ...). */
export type Operation =
  | "dry-run"
  | "apply"
  | "create"
  | "update"
  | "patch"
  | "delete"
  | "get"
  | "list"
  | "watch"
  | "discovery";

/** The object (or collection) a request was about. */
export interface ErrorTarget {
  kind?: string;
  namespace?: string;
  name?: string;
  /** Plural resource, e.g. "deployments". */
  resource?: string;
  group?: string;
}

export interface ApiErrorInit {
  /** HTTP status; 0 when no HTTP response was received (network error, no REST mapping). */
  status: number;
  /** Kubernetes Status reason (Invalid, Forbidden, Conflict, NotFound, AlreadyExists, ...). */
  reason: string;
  message: string;
  /** HTTP method turned Kubernetes verb: get, list, watch, create, update, patch, delete. */
  verb: string;
  operation: Operation;
  target?: ErrorTarget;
  /** Kubernetes Status details.causes, when given (field errors of Invalid). */
  causes?: { reason?: string; message?: string; field?: string }[];
  /** Seconds from a Retry-After header or Status details.retryAfterSeconds. */
  retryAfterSeconds?: number;
  /** Network error code (ECONNREFUSED, ECONNRESET, ...) when there was no response. */
  code?: string;
  /** How many attempts were made (retries + 1). */
  attempts?: number;
}

/** A failed Kubernetes API call. `message` is the API's message (never credentials). */
export class ApiError extends Error {
  override readonly name: string = "ApiError";
  readonly status: number;
  readonly reason: string;
  readonly verb: string;
  readonly operation: Operation;
  readonly target: ErrorTarget;
  readonly causes: { reason?: string; message?: string; field?: string }[];
  readonly retryAfterSeconds: number | undefined;
  readonly code: string | undefined;
  attempts: number;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.reason = init.reason;
    this.verb = init.verb;
    this.operation = init.operation;
    this.target = init.target ?? {};
    this.causes = init.causes ?? [];
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.code = init.code;
    this.attempts = init.attempts ?? 1;
  }
}

/** The kind is not served by the API (kubectl's `no matches for kind "X" in version "g/v"`). */
export class NoMatchError extends ApiError {
  override readonly name = "NoMatchError";
  constructor(apiVersion: string, kind: string, operation: Operation = "discovery", target?: ErrorTarget) {
    super({
      status: 0,
      reason: "NoMatch",
      message: `no matches for kind "${kind}" in version "${apiVersion}"`,
      verb: "get",
      operation,
      target: { kind, ...target },
    });
  }
}

/** A Lease is held by someone else and did not expire within the wait. */
export class LeaseLockedError extends Error {
  override readonly name = "LeaseLockedError";
  constructor(
    readonly holder: string,
    readonly acquireTime: string,
    readonly lease: { namespace: string; name: string },
  ) {
    super(`locked by ${holder} since ${acquireTime}`);
  }
}

/** A held lease was taken over, deleted, or not renewed in time: stop writing. */
export class LeaseLostError extends Error {
  override readonly name = "LeaseLostError";
  constructor(
    readonly lease: { namespace: string; name: string },
    readonly reason: string,
  ) {
    super(`lost the lock (Lease ${lease.namespace}/${lease.name}): ${reason}`);
  }
}

/** Reasons the API server sends in Status objects; others are ours (NoMatch, NamespaceNotSpecified, ...). */
const API_REASONS = new Set([
  "Unauthorized",
  "Forbidden",
  "NotFound",
  "AlreadyExists",
  "Conflict",
  "Gone",
  "Invalid",
  "ServerTimeout",
  "StoreReadError",
  "Timeout",
  "TooManyRequests",
  "BadRequest",
  "MethodNotAllowed",
  "NotAcceptable",
  "RequestEntityTooLarge",
  "UnsupportedMediaType",
  "InternalError",
  "Expired",
  "ServiceUnavailable",
]);

/** `Kind/namespace/name` (`Kind/name` cluster-scoped); a collection when there is no name. */
export function formatTarget(t: ErrorTarget): string {
  const kind = t.kind ?? t.resource ?? "object";
  if (!t.name) return t.namespace ? `${kind} in namespace ${t.namespace}` : kind;
  return t.namespace ? `${kind}/${t.namespace}/${t.name}` : `${kind}/${t.name}`;
}

/**
 * Renders an error the way Flux does: `Deployment/webapp/backend dry-run failed (Invalid): <msg>`,
 * `Deployment/webapp/backend apply failed: <msg>`, `Kind/ns/name namespace not specified`.
 * Forbidden always names the verb and the object. Non-ApiErrors render their message.
 */
export function formatApiError(err: unknown): string {
  if (!(err instanceof ApiError)) return err instanceof Error ? err.message : String(err);
  const ref = formatTarget(err.target);
  if (err.reason === "NamespaceNotSpecified") return `${ref} namespace not specified`;
  let message = err.message;
  if (err.reason === "Forbidden" && !mentionsVerb(message, err.verb)) {
    message = `${message} (cannot ${err.verb} ${describeResource(err.target)})`;
  }
  // A failure that survived the bounded retries says so: the user knows it was not a blip.
  if (err.attempts > 1 && isRetriable(err)) message = `${message} (gave up after ${err.attempts} attempts)`;
  const reason = API_REASONS.has(err.reason) ? err.reason : "";
  switch (err.operation) {
    case "dry-run":
      return reason ? `${ref} dry-run failed (${reason}): ${message}` : `${ref} dry-run failed: ${message}`;
    case "discovery":
      return message;
    default:
      return `${ref} ${err.operation} failed: ${message}`;
  }
}

function mentionsVerb(message: string, verb: string): boolean {
  return new RegExp(`\\b${verb}\\b`).test(message);
}

function describeResource(t: ErrorTarget): string {
  const res = t.resource ?? t.kind ?? "object";
  const gr = t.group ? `${res}.${t.group}` : res;
  const named = t.name ? `${gr} "${t.name}"` : gr;
  return t.namespace ? `${named} in namespace "${t.namespace}"` : named;
}

/** Network error codes worth retrying (the request may not have reached the server, or was cut). */
const RETRIABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EAI_AGAIN",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ECONNABORTED",
  "UND_ERR_SOCKET",
  "ERR_SOCKET_TIMEOUT",
  "REQUEST_TIMEOUT",
]);

/** True only for transient failures: network errors, 429 and 5xx. Never 4xx like 403/409/422. */
export function isRetriable(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  if (err.status === 0) return err.code !== undefined && RETRIABLE_CODES.has(err.code);
  return err.status === 429 || (err.status >= 500 && err.status <= 599);
}

/** Parses a Retry-After header (seconds or HTTP date) into seconds; undefined when absent/invalid. */
export function parseRetryAfter(value: string | undefined, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  const when = Date.parse(trimmed);
  if (Number.isNaN(when)) return undefined;
  return Math.max(0, (when - now) / 1000);
}

export interface RetryPolicy {
  /** Total attempts, first included. Default 5. */
  attempts: number;
  /** Give up when the next wait would end after this many ms from the first attempt. Default 30 s. */
  budgetMs: number;
  /** First backoff; doubles each retry. Default 250 ms. */
  baseMs: number;
  /** Largest single backoff. Default 8 s. */
  maxMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, budgetMs: 30_000, baseMs: 250, maxMs: 8_000 };

/**
 * Milliseconds to wait before retry number `retry` (1-based), or undefined to give up.
 * Honours Retry-After (capped by maxMs); `jitter` in [0,1) spreads concurrent clients.
 */
export function backoffDelay(
  err: unknown,
  retry: number,
  elapsedMs: number,
  policy: RetryPolicy = DEFAULT_RETRY,
  jitter: number = Math.random(),
): number | undefined {
  if (!isRetriable(err)) return undefined;
  if (retry >= policy.attempts) return undefined;
  const retryAfter = err instanceof ApiError ? err.retryAfterSeconds : undefined;
  let delay: number;
  if (retryAfter !== undefined) {
    delay = Math.min(retryAfter * 1000, policy.maxMs);
  } else {
    const exp = Math.min(policy.baseMs * 2 ** (retry - 1), policy.maxMs);
    delay = exp / 2 + (exp / 2) * jitter;
  }
  if (elapsedMs + delay > policy.budgetMs) return undefined;
  return Math.round(delay);
}

/** Builds an ApiError from an HTTP error response body (a Kubernetes Status, or anything else). */
export function apiErrorFromResponse(
  httpStatus: number,
  body: string,
  headers: { retryAfter?: string },
  context: Pick<ApiErrorInit, "verb" | "operation" | "target">,
): ApiError {
  let status = httpStatus;
  let reason = reasonForStatus(status);
  let message = "";
  let causes: ApiErrorInit["causes"];
  let retryAfterSeconds = parseRetryAfter(headers.retryAfter);
  try {
    const parsed = JSON.parse(body) as {
      kind?: string;
      reason?: string;
      message?: string;
      details?: { causes?: ApiErrorInit["causes"]; retryAfterSeconds?: number };
    };
    if (parsed && typeof parsed === "object" && parsed.kind === "Status") {
      if (parsed.reason) reason = parsed.reason;
      if (parsed.message) message = parsed.message;
      causes = parsed.details?.causes;
      if (retryAfterSeconds === undefined && parsed.details?.retryAfterSeconds) {
        retryAfterSeconds = parsed.details.retryAfterSeconds;
      }
    }
  } catch {
    // not JSON (a proxy's HTML page, plain text)
  }
  if (!message) {
    const text = body.replace(/\s+/g, " ").trim();
    message = text ? truncate(text, 300) : `the server responded with HTTP ${status} (${reason})`;
  }
  if (status === 500 && isTypedPatchFailure(message)) {
    // Server-side apply reports schema violations (unknown fields, wrong types) as HTTP 500
    // without a reason (kubernetes/kubernetes#122480). They are deterministic: call them Invalid,
    // so they are neither retried nor reported as a server fault.
    status = 422;
    reason = "Invalid";
  }
  return new ApiError({ status, reason, message, causes, retryAfterSeconds, ...context });
}

/** SSA's schema errors: `failed to create typed patch object (...): .spec.x: field not declared in schema`. */
export function isTypedPatchFailure(message: string): boolean {
  return /^failed to create typed (patch|live) object\b/.test(message);
}

/** Kubernetes' reason for a bare HTTP status (client-go's errors.NewGenericServerResponse). */
export function reasonForStatus(status: number): string {
  switch (status) {
    case 400:
      return "BadRequest";
    case 401:
      return "Unauthorized";
    case 403:
      return "Forbidden";
    case 404:
      return "NotFound";
    case 405:
      return "MethodNotAllowed";
    case 406:
      return "NotAcceptable";
    case 409:
      return "Conflict";
    case 410:
      return "Gone";
    case 413:
      return "RequestEntityTooLarge";
    case 415:
      return "UnsupportedMediaType";
    case 422:
      return "Invalid";
    case 429:
      return "TooManyRequests";
    case 500:
      return "InternalError";
    case 503:
      return "ServiceUnavailable";
    case 504:
      return "Timeout";
    default:
      return status >= 500 ? "InternalError" : "Unknown";
  }
}

function truncate(s: string, n: number): string {
  return s.length <= n ? s : `${s.slice(0, n)}…`;
}
