// `validate` holds the HelmReleases written in the repository to helm-controller's schema, with
// file:line, without a chart or a cluster; a document with postBuild variables waits for its render.
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { silentLogger } from "../../src/model/index.js";
import { resolveOptions } from "../../src/options.js";
import { validate } from "../../src/reconcile/validate.js";

const root = resolve(import.meta.dirname, "../fixtures/helm/validate");

describe("validate on HelmReleases", () => {
  it("names each schema problem of a HelmRelease with its file:line, and nothing of the valid ones", async () => {
    const { report } = await validate(
      resolveOptions({ mode: "validate", root, path: "." }, { cwd: root, log: silentLogger }),
    );
    expect(report.ready).toBe(false);
    expect(report.problems).toEqual([
      {
        message: 'HelmRelease/apps/bad: spec: Invalid value: "object": either chart or chartRef must be set',
        object: "HelmRelease/apps/bad",
        source: { file: "apps/releases.yaml", line: 10 },
      },
      {
        message:
          'HelmRelease/apps/bad: spec.interval: Invalid value: "ten": must be a duration such as "30s", "5m" or "1h30m"',
        object: "HelmRelease/apps/bad",
        source: { file: "apps/releases.yaml", line: 10 },
      },
    ]);
  });
});
