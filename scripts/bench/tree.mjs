// The benchmarks' repository trees: `deploy/kN/` holds the objects of Kustomization N (ConfigMaps,
// ServiceAccounts and Services in a fixed mix), `clusters/kustomizations.yaml` the Flux
// Kustomizations. apply.mjs, flux.mjs, ceiling.mjs and profile.mjs apply the same objects.
// Two shapes of deploy/kN: "plain" (one objects.yaml, no kustomization file: Flux generates one)
// and "kustomization" (as real repositories are laid out: the objects split by kind over a few
// files that a kustomization.yaml lists, with the `namespace:` and common `labels:` most app
// directories carry).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Kustomization `k`'s objects: `per` of them, of which the first `round(per * keep)` exist; those
 * with `i % 10 === 0` carry `version` (the "10% changed" case). As plain objects (for clients
 * that send them directly) ...
 */
export function objectBodies(ns, k, per, { version = 1, keep = 1 } = {}) {
  const objects = [];
  for (let i = 0; i < Math.round(per * keep); i++) {
    const name = `k${k}-obj-${i}`;
    const rev = String(i % 10 === 0 ? version : 1);
    if (i % 4 === 3) {
      objects.push({
        apiVersion: "v1",
        kind: "Service",
        metadata: { name, namespace: ns, labels: { rev } },
        spec: { selector: { app: name }, ports: [{ port: 80, targetPort: 8080 }] },
      });
    } else if (i % 4 === 2) {
      objects.push({
        apiVersion: "v1",
        kind: "ServiceAccount",
        metadata: { name, namespace: ns, labels: { rev } },
      });
    } else {
      objects.push({
        apiVersion: "v1",
        kind: "ConfigMap",
        metadata: { name, namespace: ns },
        data: { rev, payload: "x".repeat(200) },
      });
    }
  }
  return objects;
}

/** ... and as the block-YAML documents a user would write. */
export function objectDocs(ns, k, per, tree) {
  return objectBodies(ns, k, per, tree).map((o) => {
    const head = `apiVersion: v1\nkind: ${o.kind}\nmetadata:\n  name: ${o.metadata.name}\n  namespace: ${ns}\n`;
    if (o.kind === "Service")
      return `${head}  labels:\n    rev: "${o.metadata.labels.rev}"\nspec:\n  selector:\n    app: ${o.metadata.name}\n  ports:\n    - port: 80\n      targetPort: 8080\n`;
    if (o.kind === "ServiceAccount") return `${head}  labels:\n    rev: "${o.metadata.labels.rev}"\n`;
    return `${head}data:\n  rev: "${o.data.rev}"\n  payload: "${o.data.payload}"\n`;
  });
}

export const SHAPES = ["kustomization", "plain"];

/** Files of one app directory in the "kustomization" shape, by the kind they hold. */
const FILE_OF_KIND = {
  ConfigMap: "configmaps.yaml",
  ServiceAccount: "serviceaccounts.yaml",
  Service: "services.yaml",
};

/** The kustomization.yaml of deploy/kN, listing `files` (relative to it). */
export function kustomizationFile(ns, k, files) {
  return `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nnamespace: ${ns}\nlabels:\n  - pairs:\n      app.kubernetes.io/name: k${k}\n      app.kubernetes.io/part-of: bench\nresources:\n${files.map((f) => `  - ${f}\n`).join("")}`;
}

/**
 * Writes `deploy/k0..k{count-1}` under root (replacing what was there) in `shape` ("plain" by
 * default). `extraFiles(k)` adds files of its own to a directory ({ name: text }), listed in its
 * kustomization.yaml too.
 */
export function writeTree(
  root,
  ns,
  { count, per, version = 1, keep = 1, shape = "plain", extraFiles = () => ({}) },
) {
  if (!SHAPES.includes(shape)) throw new Error(`unknown tree shape ${shape}: ${SHAPES.join(" or ")}`);
  rmSync(join(root, "deploy"), { recursive: true, force: true });
  for (let k = 0; k < count; k++) {
    const dir = join(root, "deploy", `k${k}`);
    mkdirSync(dir, { recursive: true });
    const files = {};
    if (shape === "plain") {
      files["objects.yaml"] = objectDocs(ns, k, per, { version, keep }).join("---\n");
    } else {
      const bodies = objectBodies(ns, k, per, { version, keep });
      const docs = objectDocs(ns, k, per, { version, keep });
      for (const [i, doc] of docs.entries()) {
        const file = FILE_OF_KIND[bodies[i].kind];
        files[file] = files[file] === undefined ? doc : `${files[file]}---\n${doc}`;
      }
    }
    Object.assign(files, extraFiles(k));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    if (shape === "kustomization")
      writeFileSync(join(dir, "kustomization.yaml"), kustomizationFile(ns, k, Object.keys(files).sort()));
  }
}

/**
 * Flux Kustomization documents `bench-k0..` for `deploy/kN`, in namespace `ns`. `extra(k)` adds
 * spec lines (indented two spaces below `spec:`), e.g. `wait: true` or dependsOn.
 */
export function kustomizationDocs(ns, count, extra = () => "") {
  const docs = [];
  for (let k = 0; k < count; k++) {
    docs.push(
      `apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata:\n  name: bench-k${k}\n  namespace: ${ns}\nspec:\n  interval: 10m\n  path: ./deploy/k${k}\n  prune: true\n  sourceRef:\n    kind: GitRepository\n    name: flux-system\n${extra(k)}`,
    );
  }
  return docs;
}

/** Writes `clusters/kustomizations.yaml` under root. */
export function writeKustomizations(root, ns, count, extra) {
  mkdirSync(join(root, "clusters"), { recursive: true });
  writeFileSync(
    join(root, "clusters", "kustomizations.yaml"),
    kustomizationDocs(ns, count, extra).join("---\n"),
  );
}
