// Whose is a live object (src/apply/ownership.ts): decided from the object, never from an
// inventory alone (issue 15 item 7). Cases: test/fixtures/sync/ownership/live.yaml.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isClaimConflict, ownershipRefusal, withClaim } from "../../src/apply/ownership.js";
import { ApiError } from "../../src/cluster/errors.js";
import type { KubeObject } from "../../src/cluster/types.js";
import { parseYamlDocuments } from "../../src/model/index.js";

const CASES = parseYamlDocuments(
  readFileSync(join(import.meta.dirname, "../fixtures/sync/ownership/live.yaml"), "utf8"),
).map((d) => d.value) as { expect: string; listed: boolean; object: KubeObject }[];
const WEB = { namespace: "apps", name: "web" };

describe("ownership of a live object", () => {
  for (const c of CASES) {
    it(`${c.object.kind}/${c.object.metadata.name}: ${c.expect === "ours" ? "ours" : "refused"}`, () => {
      const ref = {
        kind: c.object.kind,
        namespace: c.object.metadata.namespace ?? "",
        name: c.object.metadata.name,
      };
      const refusal = ownershipRefusal(c.object, ref, WEB, {
        listedInInventory: c.listed,
        fieldManager: "kustomize-sync",
      });
      if (c.expect === "ours") expect(refusal).toBeUndefined();
      else expect(refusal).toMatch(new RegExp(`^${c.expect.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    });
  }
});

describe("the write is the claim", () => {
  const object: KubeObject = {
    apiVersion: "v1",
    kind: "ConfigMap",
    metadata: { name: "a", namespace: "apps" },
  };

  it("creates with a create-only precondition and configures with the UID read, leaving the manifest alone", () => {
    expect(withClaim(object, undefined).metadata).toEqual({
      name: "a",
      namespace: "apps",
      resourceVersion: "1",
    });
    expect(withClaim(object, "0b9c").metadata).toEqual({ name: "a", namespace: "apps", uid: "0b9c" });
    expect(object.metadata).toEqual({ name: "a", namespace: "apps" });
  });

  it("knows the API server's answers to a lost claim from other failures", () => {
    const error = (status: number, message: string) =>
      new ApiError({ status, reason: "x", message, verb: "patch", operation: "apply" });
    expect(isClaimConflict(error(409, "the object has been modified"))).toBe(true);
    expect(isClaimConflict(error(422, 'metadata.uid: Invalid value: "0b9c": field is immutable'))).toBe(true);
    expect(isClaimConflict(error(422, "spec.replicas: Invalid value: -1"))).toBe(false);
    expect(isClaimConflict(error(403, "forbidden"))).toBe(false);
    expect(isClaimConflict(new Error("socket hang up"))).toBe(false);
  });
});
