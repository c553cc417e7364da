// Issue 15, item 2: redaction by value on data, keeping field paths, never corrupting a report.
import { describe, expect, it } from "vitest";
import type { RunReport } from "../../src/model/index.js";
import { redact, redactDeep, SecretValues } from "../../src/report/index.js";

const report: RunReport = {
  ready: false,
  mode: "sync",
  kustomizations: [
    {
      name: "apps",
      namespace: "flux-system",
      ready: "False",
      reason: "ReconciliationFailed",
      message:
        'ConfigMap/apps/web dry-run failed (Invalid): metadata.labels: Invalid value: "s3cr3t value": a valid label must be …',
      revision: "main@sha1:0123456789abcdef0123456789abcdef01234567",
      changes: [
        {
          id: "apps_web__ConfigMap",
          kind: "ConfigMap",
          namespace: "apps",
          name: "web",
          action: "failed",
          detail: 'metadata.labels: Invalid value: "s3cr3t value"',
        },
      ],
      durationMs: 12,
      warnings: ["dependency 'flux-system/infra' is not ready"],
    },
  ],
};

describe("redaction", () => {
  it("replaces a quoted value and keeps the field path", () => {
    const out = redactDeep(report, ["s3cr3t value"]);
    expect(out.kustomizations[0]!.message).toBe(
      'ConfigMap/apps/web dry-run failed (Invalid): metadata.labels: Invalid value: "***": a valid label must be …',
    );
    expect(out.kustomizations[0]!.changes[0]!.detail).toBe('metadata.labels: Invalid value: "***"');
    expect(report.kustomizations[0]!.message).toContain("s3cr3t value"); // a copy, not a rewrite
  });

  it("a password that is a common word leaves the report whole: enumerations, names, JSON", () => {
    for (const password of ["e", "ready", "True", "apps", "ConfigMap", "ReconciliationFailed"]) {
      const out = redactDeep(report, [password]);
      const row = out.kustomizations[0]!;
      expect(row).toMatchObject({
        name: "apps",
        namespace: "flux-system",
        ready: "False",
        reason: "ReconciliationFailed",
      });
      expect(row.changes[0]).toMatchObject({ kind: "ConfigMap", name: "web", action: "failed" });
      expect(JSON.parse(JSON.stringify(out))).toEqual(out);
    }
    // A short value is replaced where a message quotes it, never where it is a word of the text.
    expect(redact("dependency 'flux-system/infra' is not ready; already", ["ready"])).toBe(
      "dependency 'flux-system/infra' is not ready; already",
    );
    expect(
      redact("metadata.labels: Invalid value: \"ready\": a valid label (e.g. 'e')", ["ready", "e"]),
    ).toBe("metadata.labels: Invalid value: \"***\": a valid label (e.g. '***')");
    expect(redact("got &value.valueUnstructured{Value:5432}", ["5432"])).toBe(
      "got &value.valueUnstructured{Value:***}",
    );
  });

  it("collects Secret data in every form an API message may quote", () => {
    const secrets = new SecretValues(["kubeconfig-token-1"]);
    secrets.addSecretData({ password: Buffer.from("hunter2-canary").toString("base64") }, { base64: true });
    secrets.addSecretData({
      port: 5432,
      nested: { key: "nested-canary" },
      flag: "on",
      pem: "line one is long\nline two is long",
    });
    expect(secrets.values).toEqual(
      expect.arrayContaining([
        "kubeconfig-token-1",
        "aHVudGVyMi1jYW5hcnk=",
        "hunter2-canary",
        "5432",
        "nested-canary",
        "line one is long\\nline two is long",
        "line one is long",
      ]),
    );
    // Too short to be told apart from ordinary words and digits.
    expect(secrets.values).not.toContain("on");
    expect(
      redact(
        '.stringData.port: expected string, got &value.valueUnstructured{Value:5432}; map[string]interface {}{"key":"nested-canary"}',
        secrets.values,
      ),
    ).toBe(
      '.stringData.port: expected string, got &value.valueUnstructured{Value:***}; map[string]interface {}{"key":"***"}',
    );
  });

  it("sees values added after a logger or pattern was made", () => {
    const secrets = new SecretValues();
    expect(redact("a late-canary here", secrets.values)).toBe("a late-canary here");
    secrets.addSecretData("late-canary");
    expect(redact("a late-canary here", secrets.values)).toBe("a *** here");
  });
});
