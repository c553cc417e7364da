// A plan says "would" everywhere it speaks of changes (the status, the table, the change lines, the
// comment); validate says "valid". One tense per run, in every channel.

import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { Change, KustomizationResult, RunReport } from "../../src/model/index.js";
import { silentLogger } from "../../src/model/index.js";
import { resolveOptions } from "../../src/options.js";
import { validate } from "../../src/reconcile/index.js";
import {
  renderChangeLines,
  renderMarkdown,
  renderTextTable,
  statusDescription,
} from "../../src/report/index.js";

const change = (kind: string, name: string, action: Change["action"], detail?: string): Change => ({
  id: `webapp_${name}__${kind}`,
  kind,
  namespace: kind === "Namespace" ? "" : "webapp",
  name,
  action,
  ...(detail ? { detail } : {}),
});

const planned: KustomizationResult = {
  name: "webapp",
  namespace: "flux-system",
  ready: "True",
  reason: "Planned",
  message: "Planned revision: main@sha1:0123456789abcdef0123456789abcdef01234567",
  revision: "main@sha1:0123456789abcdef0123456789abcdef01234567",
  changes: [
    change("Namespace", "webapp", "created"),
    change("Deployment", "backend", "created"),
    change("Service", "backend", "configured"),
    change("ConfigMap", "old", "deleted", "would be deleted"),
    change("ConfigMap", "same", "unchanged"),
  ],
  durationMs: 1200,
};
const plan: RunReport = { ready: true, mode: "plan", kustomizations: [planned] };

describe("a plan says would, everywhere", () => {
  it("in the change lines", () => {
    expect(renderChangeLines(planned, "plan")).toEqual([
      "Namespace/webapp would be created",
      "Deployment/webapp/backend would be created",
      "Service/webapp/backend would be configured",
      "ConfigMap/webapp/old would be deleted",
    ]);
  });

  it("in the table, the commit status and the comment", () => {
    expect(renderTextTable(plan)).toContain("2 would be created, 1 would be configured, 1 would be pruned");
    expect(statusDescription(plan)).toContain("2 would be created, 1 would be configured, 1 would be pruned");
    const md = renderMarkdown(plan);
    expect(md).toContain("2 would be created");
    expect(md).toContain("`Namespace/webapp would be created`");
    expect(md).not.toMatch(/(?<!would be )\b(created|configured|pruned|deleted)\b/);
  });

  it("a sync says what it did", () => {
    const sync: RunReport = { ...plan, mode: "sync" };
    expect(renderChangeLines(planned, "sync")[0]).toBe("Namespace/webapp created");
    expect(renderTextTable(sync)).toContain("2 created, 1 configured, 1 pruned");
  });
});

describe("validate says valid", () => {
  it("each row is Valid, 'valid'", async () => {
    const root = resolve(import.meta.dirname, "../../examples/webapp");
    const options = resolveOptions(
      { mode: "validate", root, path: join(root, "clusters") },
      { cwd: root, log: silentLogger },
    );
    const { report } = await validate(options);
    expect(report.kustomizations.map((k) => `${k.ready} ${k.reason} ${k.message}`)).toEqual([
      "Unknown Valid valid",
      "Unknown Valid valid",
      "Unknown Valid valid",
    ]);
    expect(renderMarkdown(report)).toContain("☑️\u00a0Valid");
    expect(renderMarkdown(report)).not.toContain("Planned");
  });
});
