// Issue 12 item 1/2: the diff engine — object sets compared Kustomization by Kustomization,
// server noise removed, defaults the manifest never set left out, Secret values masked as
// `flux diff kustomization` masks them.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { KubeObject } from "../../src/cluster/types.js";
import { attachPlanDiffs } from "../../src/diff/index.js";
import { MASK, MASK_AFTER, MASK_BEFORE, maskSecretPair } from "../../src/diff/mask.js";
import { appliedFields, fieldOwners, manifestShape, stripNoise, unionShape } from "../../src/diff/noise.js";
import { compareObjects, diffRevisions } from "../../src/diff/objects.js";
import type { RenderedKustomization } from "../../src/diff/types.js";
import { type Change, parseYaml } from "../../src/model/index.js";
import { renderDiffText } from "../../src/report/index.js";

const FIXTURES = resolve(import.meta.dirname, "../fixtures/diff/engine");
const fixture = <T>(name: string): T => parseYaml(readFileSync(resolve(FIXTURES, name), "utf8")) as T;
const revision = (name: string) => fixture<{ kustomizations: RenderedKustomization[] }>(name).kustomizations;

/** Every Secret value of the fixtures, in the form written and decoded. */
const CANARIES = [
  "CANARY-data-before-7f3a",
  "CANARY-data-after-9c1d",
  "CANARY-data-same-42aa",
  "CANARY-data-gone-5e0b",
  "CANARY-data-new-c0de",
  "CANARY-string-before-e11e",
  "CANARY-string-after-f22f",
];
const ENCODED = CANARIES.map((c) => Buffer.from(c).toString("base64"));

function expectNoCanary(output: string): void {
  for (const secret of [...CANARIES, ...ENCODED, "CANARY"]) expect(output).not.toContain(secret);
}

describe("diffRevisions", () => {
  const result = diffRevisions(revision("base.yaml"), revision("head.yaml"));
  const byName = (name: string) => result.kustomizations.find((k) => k.name === name);
  const object = (k: string, name: string, kind?: string) =>
    byName(k)?.objects.find((o) => o.name === name && (!kind || o.kind === kind));

  it("shows replicas 1→3 and the new image as field-level lines of a unified YAML diff", () => {
    const deployment = object("webapp-backend", "backend", "Deployment");
    expect(deployment?.change).toBe("changed");
    expect(deployment?.paths).toEqual(["spec.replicas", "spec.template.spec.containers[0].image"]);
    expect(deployment?.diff).toContain("--- a/Deployment/webapp/backend\n+++ b/Deployment/webapp/backend\n");
    expect(deployment?.diff.split("\n")).toEqual(
      expect.arrayContaining([
        "-  replicas: 1",
        "+  replicas: 3",
        "-      - image: ghcr.io/org/backend:1.0.0",
        "+      - image: ghcr.io/org/backend:1.1.0",
      ]),
    );
    expect(deployment?.source).toEqual({ file: "apps/backend/deployment.yaml", line: 1 });
  });

  it("masks a changed Secret as *** (before) / *** (after) and every other value as ***", () => {
    const secret = object("webapp-backend", "backend-credentials");
    expect(secret?.change).toBe("changed");
    expect(secret?.paths).toEqual(["data.apiKey", "data.legacy", "data.password", "stringData.token"]);
    const lines = secret?.diff.split("\n") ?? [];
    expect(lines).toEqual(
      expect.arrayContaining([
        `-  password: '${MASK_BEFORE}'`,
        `+  password: '${MASK_AFTER}'`,
        `   username: '${MASK}'`,
        `-  legacy: '${MASK}'`,
        `+  apiKey: '${MASK}'`,
        `-  token: '${MASK_BEFORE}'`,
        `+  token: '${MASK_AFTER}'`,
      ]),
    );
    expectNoCanary(JSON.stringify(result));
    expectNoCanary(renderDiffText(result));
  });

  it("lists a removed PodDisruptionBudget as deleted, and keeps objects prune would not delete apart", () => {
    const pdb = object("webapp-backend", "backend", "PodDisruptionBudget");
    expect(pdb).toMatchObject({ change: "removed", removal: { deleted: true, reason: "pruned" } });
    expect(object("webapp-backend", "keep-me")).toMatchObject({
      change: "removed",
      removal: { deleted: false, reason: "kustomize.toolkit.fluxcd.io/prune: disabled: left in the cluster" },
    });
    // Removed first, then changed, then added; each group in apply order.
    expect(byName("webapp-backend")?.objects.map((o) => `${o.change} ${o.kind}/${o.name}`)).toEqual([
      "removed ConfigMap/keep-me",
      "removed PodDisruptionBudget/backend",
      "changed ConfigMap/shared",
      "changed Secret/backend-credentials",
      "changed Deployment/backend",
      "added ConfigMap/backend-settings",
    ]);
  });

  it("shows an object that moved between Kustomizations under its new one, not as deleted", () => {
    expect(object("webapp-backend", "shared")).toMatchObject({
      change: "changed",
      movedFrom: "flux-system/webapp-common",
      paths: ["data.LOG_LEVEL"],
    });
    expect(byName("webapp-common")?.objects).toEqual([]);
    expect(byName("webapp-common")?.change).toBe("unchanged");
  });

  it("finalizes a removed Kustomization by its deletionPolicy (Orphan keeps its objects)", () => {
    expect(byName("legacy")).toMatchObject({ change: "removed" });
    expect(object("legacy", "legacy")?.removal).toEqual({
      deleted: false,
      reason: "deletionPolicy Orphan: left in the cluster",
    });
  });

  it("tells added, changed and unchanged Kustomizations apart, definition changes included", () => {
    expect(result.kustomizations.map((k) => `${k.name} ${k.change}`)).toEqual([
      "webapp-backend changed",
      "webapp-common unchanged",
      "monitoring unchanged",
      "webapp-frontend added",
      "legacy removed",
    ]);
    expect(byName("webapp-backend")?.definitionDiff).toContain("-timeout: 1m\n+timeout: 2m\n");
    expect(result.summary).toEqual({
      kustomizations: { added: 1, removed: 1, changed: 1, unchanged: 2, failed: 0 },
      objects: { added: 2, changed: 3, deleted: 1, orphaned: 2, unchanged: 3 },
    });
    expect(result.hasChanges).toBe(true);
  });

  it("prints deletions first under a prominent heading, then each changed Kustomization", () => {
    const text = renderDiffText(result);
    const lines = text.split("\n");
    expect(lines[0]).toBe("⚠ WILL BE DELETED (1 object):");
    expect(lines[1]).toMatch(
      /^ {2}PodDisruptionBudget\/webapp\/backend {2}flux-system\/webapp-backend {2}apps\/backend\/pdb.yaml:1$/,
    );
    expect(text).toContain("Removed from the manifests, left in the cluster (2 objects):");
    expect(text.indexOf("WILL BE DELETED")).toBeLessThan(text.indexOf("flux-system/webapp-backend: changed"));
    expect(lines).toEqual(expect.arrayContaining(["-  replicas: 1", "+  replicas: 3"]));
    expect(text).not.toContain("flux-system/monitoring");
    expect(lines.at(-2)).toBe(
      "Kustomizations: 1 changed, 1 added, 1 removed, 2 unchanged; objects: 2 added, 3 changed, 1 deleted, 2 left in the cluster, 3 unchanged",
    );
  });

  it("reports no changes for identical revisions", () => {
    const same = diffRevisions(revision("base.yaml"), revision("base.yaml"));
    expect(same.hasChanges).toBe(false);
    expect(same.kustomizations.every((k) => k.change === "unchanged" && k.objects.length === 0)).toBe(true);
    expect(renderDiffText(same)).toMatch(/No changes\.\n$/);
  });

  it("names a Kustomization that fails at the head instead of guessing what becomes of its objects", () => {
    const head = revision("head.yaml").map((k) =>
      k.name === "webapp-backend" ? { ...k, manifests: [], error: "kustomize build failed: boom" } : k,
    );
    const failed = diffRevisions(revision("base.yaml"), head);
    const backend = failed.kustomizations.find((k) => k.name === "webapp-backend");
    expect(backend).toMatchObject({
      change: "failed",
      objects: [],
      problems: ["at the head: kustomize build failed: boom"],
    });
    // Its own base objects are not reported as deleted; `shared`, which it would have taken over,
    // is pruned by webapp-common — what a sync of that revision does.
    const text = renderDiffText(failed);
    expect(text).toContain(
      "⚠ WILL BE DELETED (1 object):\n  ConfigMap/webapp/shared  flux-system/webapp-common",
    );
    expect(text).toContain(
      "flux-system/webapp-backend: failed\n  ✖ at the head: kustomize build failed: boom",
    );
  });
});

describe("masking", () => {
  const secret = (
    data: Record<string, string> | undefined,
    stringData?: Record<string, string>,
  ): KubeObject => ({
    apiVersion: "v1",
    kind: "Secret",
    metadata: { name: "s", namespace: "n" },
    ...(data ? { data } : {}),
    ...(stringData ? { stringData } : {}),
  });

  it("masks an added Secret whole", () => {
    const { diff } = compareObjects(
      undefined,
      secret({ a: ENCODED[0] as string }, { b: CANARIES[1] as string }),
    );
    expect(diff).toContain(`+  a: '${MASK}'`);
    expect(diff).toContain(`+  b: '${MASK}'`);
    expectNoCanary(diff);
  });

  it("masks a deleted Secret whole, and values that are not maps", () => {
    const odd = { ...secret(undefined), data: `${CANARIES[2]}` } as unknown as KubeObject;
    const { diff } = compareObjects(odd, undefined);
    expect(diff).toContain(`-data: '${MASK}'`);
    expectNoCanary(diff);
  });

  it("sees no change when only server noise differs, and keeps unchanged Secrets unchanged", () => {
    const live = {
      ...secret({ a: ENCODED[0] as string }),
      metadata: { name: "s", namespace: "n", uid: "u", resourceVersion: "9" },
    };
    expect(compareObjects(live, secret({ a: ENCODED[0] as string }))).toEqual({
      changed: false,
      paths: [],
      diff: "",
    });
  });

  it("compares a stringData manifest against the data the API server stores", () => {
    const manifest = secret(undefined, { password: CANARIES[1] as string });
    const live = secret({ password: ENCODED[0] as string, other: ENCODED[2] as string });
    const dryRun = secret({ password: ENCODED[1] as string, other: ENCODED[2] as string });
    const shape = unionShape(manifestShape(manifest), undefined);
    const { paths, diff } = compareObjects(live, dryRun, { shape });
    expect(paths).toEqual(["data.password"]);
    expect(diff).toContain(`-  password: '${MASK_BEFORE}'\n+  password: '${MASK_AFTER}'\n`);
    expect(diff).not.toContain("other"); // a key the manifest never set
    expectNoCanary(diff);
  });

  it("leaves objects other than core/v1 Secrets alone", () => {
    const cm: KubeObject = {
      apiVersion: "v1",
      kind: "ConfigMap",
      metadata: { name: "c" },
      data: { a: "visible" },
    };
    maskSecretPair(cm, undefined);
    expect(cm.data).toEqual({ a: "visible" });
  });
});

describe("live diffs: noise and defaulted fields", () => {
  const live = fixture<KubeObject>("live-deployment.yaml");
  const manifest = fixture<KubeObject>("manifest-deployment.yaml");
  const dryRun = fixture<KubeObject>("dryrun-deployment.yaml");

  it("strips managedFields, resourceVersion, uid, generation, creationTimestamp, status and last-applied", () => {
    const stripped = stripNoise(live);
    expect(Object.keys(stripped.metadata).sort()).toEqual(["annotations", "labels", "name", "namespace"]);
    expect(stripped.metadata.annotations).toEqual({ "deployment.kubernetes.io/revision": "7" });
    expect(stripped.status).toBeUndefined();
    expect(live.status).toBeDefined(); // a copy: the input is untouched
  });

  it("compares only the fields the manifest sets plus those the previous revision set", () => {
    const shape = unionShape(manifest, appliedFields(live, "kustomize-sync"));
    const { paths, diff } = compareObjects(live, dryRun, { shape });
    expect(paths).toEqual(["spec.paused", "spec.replicas"]);
    expect(diff).toBe(
      [
        "--- a/Deployment/webapp/backend",
        "+++ b/Deployment/webapp/backend",
        "@@ -6,8 +6,7 @@",
        "   name: backend",
        "   namespace: webapp",
        " spec:",
        "-  paused: false",
        "-  replicas: 1",
        "+  replicas: 3",
        "   selector:",
        "     matchLabels:",
        "       app: backend",
        "",
      ].join("\n"),
    );
    for (const noise of [
      "progressDeadlineSeconds",
      "imagePullPolicy",
      "deployment.kubernetes.io/revision",
      "4711",
    ])
      expect(diff).not.toContain(noise);
  });

  it("labels a change git did not make as drift: the changed field belongs to another manager", () => {
    const scaled = fixture<{ manifest: KubeObject; live: KubeObject; dryRun: KubeObject }>(
      "drift-deployment.yaml",
    );
    const shape = unionShape(scaled.manifest, appliedFields(scaled.live, "kustomize-sync"));
    const drifted = compareObjects(scaled.live, scaled.dryRun, { shape, fieldManager: "kustomize-sync" });
    expect(drifted).toMatchObject({ changed: true, paths: ["spec.replicas"], drift: true });
    expect(drifted.diff).toContain("-  replicas: 5\n+  replicas: 1\n");
    expect(fieldOwners(scaled.live, ["spec", "template", "spec", "containers", 0, "image"])).toEqual([
      "kustomize-sync",
    ]);
    // replicas 1→3 in git, on a live object whose replicas kustomize-sync owns: not drift.
    const inGit = compareObjects(live, dryRun, {
      shape: unionShape(manifest, appliedFields(live, "kustomize-sync")),
      fieldManager: "kustomize-sync",
    });
    expect(inGit.drift).toBeUndefined();
  });

  it("without a shape, every field the server returned is compared", () => {
    expect(compareObjects(live, dryRun).paths).toEqual(["spec.paused", "spec.replicas"]);
  });
});

describe("plan diffs", () => {
  const live = fixture<KubeObject>("live-deployment.yaml");
  const manifest = fixture<KubeObject>("manifest-deployment.yaml");
  const dryRun = fixture<KubeObject>("dryrun-deployment.yaml");

  it("attaches the live diff to configured changes and the manifest to created ones", () => {
    const changes: Change[] = [
      {
        id: "webapp_backend_apps_Deployment",
        kind: "Deployment",
        namespace: "webapp",
        name: "backend",
        action: "configured",
      },
      { id: "webapp_new__ConfigMap", kind: "ConfigMap", namespace: "webapp", name: "new", action: "created" },
      {
        id: "webapp_same__ConfigMap",
        kind: "ConfigMap",
        namespace: "webapp",
        name: "same",
        action: "unchanged",
      },
    ];
    const created: KubeObject = {
      apiVersion: "v1",
      kind: "ConfigMap",
      metadata: { name: "new", namespace: "webapp" },
    };
    attachPlanDiffs(
      changes,
      [
        { id: "webapp_backend_apps_Deployment", object: manifest, live, dryRun },
        { id: "webapp_new__ConfigMap", object: created },
        { id: "webapp_same__ConfigMap", object: created, live: created },
      ],
      "kustomize-sync",
    );
    expect(changes[0]).toMatchObject({ paths: ["spec.paused", "spec.replicas"] });
    expect(changes[0]?.diff).toContain("-  replicas: 1\n+  replicas: 3\n");
    expect(changes[0]?.drift).toBeUndefined();
    expect(changes[1]?.diff).toContain("--- /dev/null\n+++ b/ConfigMap/webapp/new\n");
    expect(changes[2]?.diff).toBeUndefined();
  });
});
