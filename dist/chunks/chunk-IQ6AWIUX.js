import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);

// src/cluster/errors.ts
var ApiError = class extends Error {
  name = "ApiError";
  status;
  reason;
  verb;
  operation;
  target;
  causes;
  retryAfterSeconds;
  code;
  attempts;
  constructor(init) {
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
};
var NoMatchError = class extends ApiError {
  name = "NoMatchError";
  constructor(apiVersion, kind, operation = "discovery", target) {
    super({
      status: 0,
      reason: "NoMatch",
      message: `no matches for kind "${kind}" in version "${apiVersion}"`,
      verb: "get",
      operation,
      target: { kind, ...target }
    });
  }
};
var LeaseLockedError = class extends Error {
  constructor(holder, acquireTime, lease) {
    super(`locked by ${holder} since ${acquireTime}`);
    this.holder = holder;
    this.acquireTime = acquireTime;
    this.lease = lease;
  }
  holder;
  acquireTime;
  lease;
  name = "LeaseLockedError";
};
var LeaseLostError = class extends Error {
  constructor(lease, reason) {
    super(`lost the lock (Lease ${lease.namespace}/${lease.name}): ${reason}`);
    this.lease = lease;
    this.reason = reason;
  }
  lease;
  reason;
  name = "LeaseLostError";
};
var API_REASONS = /* @__PURE__ */ new Set([
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
  "ServiceUnavailable"
]);
function formatTarget(t) {
  const kind = t.kind ?? t.resource ?? "object";
  if (!t.name) return t.namespace ? `${kind} in namespace ${t.namespace}` : kind;
  return t.namespace ? `${kind}/${t.namespace}/${t.name}` : `${kind}/${t.name}`;
}
function formatApiError(err) {
  if (!(err instanceof ApiError)) return err instanceof Error ? err.message : String(err);
  const ref = formatTarget(err.target);
  if (err.reason === "NamespaceNotSpecified") return `${ref} namespace not specified`;
  let message = err.message;
  if (err.reason === "Forbidden" && !mentionsVerb(message, err.verb)) {
    message = `${message} (cannot ${err.verb} ${describeResource(err.target)})`;
  }
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
function mentionsVerb(message, verb) {
  return new RegExp(`\\b${verb}\\b`).test(message);
}
function describeResource(t) {
  const res = t.resource ?? t.kind ?? "object";
  const gr = t.group ? `${res}.${t.group}` : res;
  const named = t.name ? `${gr} "${t.name}"` : gr;
  return t.namespace ? `${named} in namespace "${t.namespace}"` : named;
}
var RETRIABLE_CODES = /* @__PURE__ */ new Set([
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
  "REQUEST_TIMEOUT"
]);
function isRetriable(err) {
  if (!(err instanceof ApiError)) return false;
  if (err.status === 0) return err.code !== void 0 && RETRIABLE_CODES.has(err.code);
  return err.status === 429 || err.status >= 500 && err.status <= 599;
}
function parseRetryAfter(value, now = Date.now()) {
  if (!value) return void 0;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  const when = Date.parse(trimmed);
  if (Number.isNaN(when)) return void 0;
  return Math.max(0, (when - now) / 1e3);
}
var DEFAULT_RETRY = { attempts: 5, budgetMs: 3e4, baseMs: 250, maxMs: 8e3 };
function backoffDelay(err, retry, elapsedMs, policy = DEFAULT_RETRY, jitter = Math.random()) {
  if (!isRetriable(err)) return void 0;
  if (retry >= policy.attempts) return void 0;
  const retryAfter = err instanceof ApiError ? err.retryAfterSeconds : void 0;
  let delay;
  if (retryAfter !== void 0) {
    delay = Math.min(retryAfter * 1e3, policy.maxMs);
  } else {
    const exp = Math.min(policy.baseMs * 2 ** (retry - 1), policy.maxMs);
    delay = exp / 2 + exp / 2 * jitter;
  }
  if (elapsedMs + delay > policy.budgetMs) return void 0;
  return Math.round(delay);
}
function apiErrorFromResponse(httpStatus, body, headers, context) {
  let status = httpStatus;
  let reason = reasonForStatus(status);
  let message = "";
  let causes;
  let retryAfterSeconds = parseRetryAfter(headers.retryAfter);
  try {
    const parsed = JSON.parse(body);
    if (parsed && typeof parsed === "object" && parsed.kind === "Status") {
      if (parsed.reason) reason = parsed.reason;
      if (parsed.message) message = parsed.message;
      causes = parsed.details?.causes;
      if (retryAfterSeconds === void 0 && parsed.details?.retryAfterSeconds) {
        retryAfterSeconds = parsed.details.retryAfterSeconds;
      }
    }
  } catch {
  }
  if (!message) {
    const text = body.replace(/\s+/g, " ").trim();
    message = text ? truncate(text, 300) : `the server responded with HTTP ${status} (${reason})`;
  }
  if (status === 500 && isTypedPatchFailure(message)) {
    status = 422;
    reason = "Invalid";
  }
  return new ApiError({ status, reason, message, causes, retryAfterSeconds, ...context });
}
function isTypedPatchFailure(message) {
  return /^failed to create typed (patch|live) object\b/.test(message);
}
function reasonForStatus(status) {
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
function truncate(s, n) {
  return s.length <= n ? s : `${s.slice(0, n)}\u2026`;
}

export {
  ApiError,
  NoMatchError,
  LeaseLockedError,
  LeaseLostError,
  formatApiError,
  isRetriable,
  DEFAULT_RETRY,
  backoffDelay,
  apiErrorFromResponse
};
