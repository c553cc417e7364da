// A sourceRef that cannot be resolved never falls back to the repository root: the Kustomizations
// using it fail before anything of them is written, each with one line naming the source, its URL
// and the `sources:` mapping as the alternative; the rest of the run goes on.
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { createTestNamespace } from "./support/cluster.js";
import { copySourceFixture } from "./support/sources.js";
import { actions, exists, inventoryIds, row, runSync } from "./support/sync.js";

/** A loopback port nothing listens on (taken and released). */
async function closedPort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

describe("unresolvable sources", () => {
  it("fail their Kustomizations in one line before anything is written, and never render the repository root instead", async () => {
    const ns = await createTestNamespace("src-unresolved");
    const registry = `127.0.0.1:${await closedPort()}`;
    const fleet = await copySourceFixture("unresolved/fleet", { __NS__: ns, __REGISTRY__: registry });
    const report = await runSync(fleet);

    expect(row(report, "local")).toMatchObject({ ready: "True" });
    expect(actions(report, "local")).toEqual(["ConfigMap/local-settings created"]);

    const undefinedSource = row(report, "undefined-source");
    expect(undefinedSource).toMatchObject({ ready: "False", reason: "ArtifactFailed", changes: [] });
    expect(undefinedSource.message).toBe(
      `source GitRepository/${ns}/sample-apps could not be resolved: no definition in the repository or in the cluster; or map it to a local directory with sources: sample-apps=DIR`,
    );

    const unreachable = row(report, "unreachable-source");
    expect(unreachable).toMatchObject({ ready: "False", reason: "ArtifactFailed", changes: [] });
    expect(unreachable.message).not.toContain("\n");
    expect(unreachable.message).toMatch(
      new RegExp(
        `^source OCIRepository/${ns}/unreachable \\(oci://${registry.replace(".", "\\.")}/nothing-here\\) could not be resolved: .*ECONNREFUSED.*; or map it to a local directory with sources: unreachable=DIR$`,
      ),
    );
    for (const failed of [undefinedSource, unreachable])
      expect(failed.problems?.map((p) => p.message)).toEqual([failed.message]);

    // Nothing of the failed ones was written: not the root's objects, not an inventory.
    expect(await exists("configmap", "not-from-here", ns)).toBe(false);
    expect(await inventoryIds(ns, "undefined-source")).toBeUndefined();
    expect(await inventoryIds(ns, "unreachable-source")).toBeUndefined();
    expect(report.ready).toBe(false);
  });
});
