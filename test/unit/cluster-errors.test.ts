import { describe, expect, it } from "vitest";
import {
  ApiError,
  apiErrorFromResponse,
  backoffDelay,
  DEFAULT_RETRY,
  formatApiError,
  isRetriable,
  LeaseLockedError,
  NoMatchError,
  parseRetryAfter,
  reasonForStatus,
} from "../../src/cluster/errors.js";

const deploy = {
  kind: "Deployment",
  namespace: "webapp",
  name: "backend",
  resource: "deployments",
  group: "apps",
};

function status(code: number, reason: string, message: string, extra: Record<string, unknown> = {}) {
  return JSON.stringify({
    kind: "Status",
    apiVersion: "v1",
    status: "Failure",
    code,
    reason,
    message,
    ...extra,
  });
}

describe("apiErrorFromResponse", () => {
  it("takes reason, message and causes from a Kubernetes Status", () => {
    const err = apiErrorFromResponse(
      422,
      status(422, "Invalid", 'Deployment.apps "backend" is invalid: spec.replicas: Invalid value: -1', {
        details: {
          causes: [{ reason: "FieldValueInvalid", field: "spec.replicas", message: "Invalid value" }],
        },
      }),
      {},
      { verb: "patch", operation: "dry-run", target: deploy },
    );
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(422);
    expect(err.reason).toBe("Invalid");
    expect(err.message).toContain("spec.replicas");
    expect(err.causes[0]?.field).toBe("spec.replicas");
    expect(err.verb).toBe("patch");
    expect(err.target.name).toBe("backend");
  });

  it("falls back to the HTTP status for bodies that are not a Status", () => {
    const err = apiErrorFromResponse(
      503,
      "<html><body>Service   Unavailable</body></html>",
      {},
      {
        verb: "get",
        operation: "get",
        target: deploy,
      },
    );
    expect(err.reason).toBe("ServiceUnavailable");
    expect(err.message).toBe("<html><body>Service Unavailable</body></html>");
    const empty = apiErrorFromResponse(403, "", {}, { verb: "get", operation: "get", target: deploy });
    expect(empty.reason).toBe("Forbidden");
    expect(empty.message).toBe("the server responded with HTTP 403 (Forbidden)");
  });

  it("reads Retry-After from the header or the Status details", () => {
    const h = apiErrorFromResponse(
      429,
      status(429, "TooManyRequests", "slow down"),
      { retryAfter: "3" },
      {
        verb: "get",
        operation: "get",
      },
    );
    expect(h.retryAfterSeconds).toBe(3);
    const d = apiErrorFromResponse(
      429,
      status(429, "TooManyRequests", "slow down", { details: { retryAfterSeconds: 2 } }),
      {},
      { verb: "get", operation: "get" },
    );
    expect(d.retryAfterSeconds).toBe(2);
  });

  it("maps bare statuses to Kubernetes reasons", () => {
    expect(reasonForStatus(409)).toBe("Conflict");
    expect(reasonForStatus(410)).toBe("Gone");
    expect(reasonForStatus(422)).toBe("Invalid");
    expect(reasonForStatus(502)).toBe("InternalError");
  });
});

describe("formatApiError", () => {
  it("uses Flux's dry-run wording with the reason", () => {
    const err = new ApiError({
      status: 422,
      reason: "Invalid",
      message: "boom",
      verb: "patch",
      operation: "dry-run",
      target: deploy,
    });
    expect(formatApiError(err)).toBe("Deployment/webapp/backend dry-run failed (Invalid): boom");
  });

  it("uses Flux's apply wording without the reason", () => {
    const err = new ApiError({
      status: 409,
      reason: "Conflict",
      message: 'conflict with "kubectl"',
      verb: "patch",
      operation: "apply",
      target: deploy,
    });
    expect(formatApiError(err)).toBe('Deployment/webapp/backend apply failed: conflict with "kubectl"');
  });

  it("writes cluster-scoped objects as Kind/name", () => {
    const err = new ApiError({
      status: 500,
      reason: "InternalError",
      message: "x",
      verb: "delete",
      operation: "delete",
      target: { kind: "Namespace", name: "apps" },
    });
    expect(formatApiError(err)).toBe("Namespace/apps delete failed: x");
  });

  it("renders a missing namespace as Flux does", () => {
    const err = new ApiError({
      status: 0,
      reason: "NamespaceNotSpecified",
      message: "namespace not specified",
      verb: "patch",
      operation: "dry-run",
      target: { kind: "ConfigMap", name: "c" },
    });
    expect(formatApiError(err)).toBe("ConfigMap/c namespace not specified");
  });

  it("omits non-API reasons (no matches for kind)", () => {
    const err = new NoMatchError("example.com/v1", "Widget", "dry-run", { namespace: "ns", name: "w" });
    expect(err.message).toBe('no matches for kind "Widget" in version "example.com/v1"');
    expect(formatApiError(err)).toBe(
      'Widget/ns/w dry-run failed: no matches for kind "Widget" in version "example.com/v1"',
    );
  });

  it("names the verb and object when a Forbidden message does not", () => {
    const err = new ApiError({
      status: 403,
      reason: "Forbidden",
      message: "access denied by policy",
      verb: "patch",
      operation: "apply",
      target: deploy,
    });
    expect(formatApiError(err)).toBe(
      'Deployment/webapp/backend apply failed: access denied by policy (cannot patch deployments.apps "backend" in namespace "webapp")',
    );
    const k8s = new ApiError({
      status: 403,
      reason: "Forbidden",
      message: 'deployments.apps "backend" is forbidden: User "u" cannot patch resource "deployments"',
      verb: "patch",
      operation: "apply",
      target: deploy,
    });
    expect(formatApiError(k8s)).not.toContain("(cannot patch");
  });

  it("passes other errors through", () => {
    expect(
      formatApiError(
        new LeaseLockedError("run-1", "2026-01-01T00:00:00.000000Z", { namespace: "a", name: "b" }),
      ),
    ).toBe("locked by run-1 since 2026-01-01T00:00:00.000000Z");
    expect(formatApiError("plain")).toBe("plain");
  });
});

describe("retry classification", () => {
  const e = (status: number, code?: string) =>
    new ApiError({
      status,
      reason: reasonForStatus(status),
      message: "m",
      verb: "get",
      operation: "get",
      code,
    });

  it("retries connection failures, 429 and 5xx only", () => {
    expect(isRetriable(e(0, "ECONNREFUSED"))).toBe(true);
    expect(isRetriable(e(0, "ECONNRESET"))).toBe(true);
    expect(isRetriable(e(429))).toBe(true);
    expect(isRetriable(e(500))).toBe(true);
    expect(isRetriable(e(503))).toBe(true);
    for (const s of [400, 401, 403, 404, 409, 410, 422]) expect(isRetriable(e(s))).toBe(false);
    expect(isRetriable(e(0))).toBe(false);
    expect(isRetriable(new NoMatchError("v1", "X"))).toBe(false);
    expect(isRetriable(new Error("ECONNREFUSED"))).toBe(false);
  });

  it("backs off exponentially within the attempt and time budget", () => {
    const err = e(503);
    expect(backoffDelay(err, 1, 0, DEFAULT_RETRY, 0)).toBe(125);
    expect(backoffDelay(err, 2, 0, DEFAULT_RETRY, 0.999)).toBe(500);
    expect(backoffDelay(err, 4, 0, DEFAULT_RETRY, 0)).toBe(1000);
    expect(backoffDelay(err, 5, 0)).toBeUndefined(); // 5 attempts made
    expect(backoffDelay(err, 1, 29_990, DEFAULT_RETRY, 0)).toBeUndefined(); // over 30 s
    expect(backoffDelay(e(403), 1, 0)).toBeUndefined();
  });

  it("honours Retry-After", () => {
    const err = new ApiError({
      status: 429,
      reason: "TooManyRequests",
      message: "m",
      verb: "get",
      operation: "get",
      retryAfterSeconds: 2,
    });
    expect(backoffDelay(err, 1, 0, DEFAULT_RETRY, 0.5)).toBe(2000);
    expect(parseRetryAfter("7")).toBe(7);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4_000)).toBe(6);
    expect(parseRetryAfter("soon")).toBeUndefined();
    expect(parseRetryAfter(undefined)).toBeUndefined();
  });
});

describe("server-side apply schema errors (HTTP 500 without reason, kubernetes#122480)", () => {
  it("are Invalid and not retried", () => {
    const body = JSON.stringify({
      kind: "Status",
      apiVersion: "v1",
      status: "Failure",
      message:
        "failed to create typed patch object (smoke/d; apps/v1, Kind=Deployment): .spec.replicass: field not declared in schema",
      code: 500,
    });
    const err = apiErrorFromResponse(500, body, {}, { verb: "patch", operation: "dry-run", target: deploy });
    expect(err.status).toBe(422);
    expect(err.reason).toBe("Invalid");
    expect(isRetriable(err)).toBe(false);
    expect(formatApiError(err)).toBe(
      "Deployment/webapp/backend dry-run failed (Invalid): failed to create typed patch object (smoke/d; apps/v1, Kind=Deployment): .spec.replicass: field not declared in schema",
    );
    const other = apiErrorFromResponse(
      500,
      status(500, "InternalError", "etcdserver: leader changed"),
      {},
      {
        verb: "patch",
        operation: "apply",
      },
    );
    expect(isRetriable(other)).toBe(true);
  });
});
