import type { DeletionPolicy, DriftIgnoreRule, Manifest, Problem, SourceLocation } from "../model/index.js";

/** One Kustomization's rendered objects at one revision: what the diff engine compares. */
export interface RenderedKustomization {
  namespace: string;
  name: string;
  /** Where the Kustomization is defined. */
  source?: SourceLocation;
  /** spec.prune (and the run's prune setting): whether objects removed from it are deleted. */
  prune: boolean;
  deletionPolicy: DeletionPolicy;
  /** The definition as loaded, compared to tell a changed Kustomization from an unchanged one. */
  definition?: Record<string, unknown>;
  manifests: Manifest[];
  /** spec.ignore: paths left out of the comparison of an object that exists on both sides. */
  ignore?: DriftIgnoreRule[];
  /** Set when it did not render at this revision: one line, already in Flux's words. */
  error?: string;
  /** What could not be resolved without a cluster (substituteFrom), named rather than guessed. */
  unresolved?: string[];
  /** HelmReleases (`namespace/name`) whose chart did not render at this revision, each with its one line. */
  failedReleases?: { release: string; message: string }[];
  warnings?: string[];
  /** Not rendered: no change between the revisions reaches it (diff --base), so its objects are not counted. */
  notRendered?: true;
}

export type ObjectChange = "added" | "removed" | "changed";

/** What becomes of an object that left the manifests. */
export interface Removal {
  /** true: prune deletes it; false: it stays in the cluster, unmanaged. */
  deleted: boolean;
  /** Why it is deleted or kept, in one line (e.g. `prune is false`, `deletionPolicy Orphan`). */
  reason: string;
}

/** One object that differs between the two sides, with its masked unified YAML diff. */
export interface ObjectDiff {
  /** Flux inventory id `<namespace>_<name>_<group>_<kind>`. */
  id: string;
  /** Absent when built from a run report's change set (plan), which keeps no apiVersion. */
  apiVersion?: string;
  kind: string;
  namespace: string;
  name: string;
  change: ObjectChange;
  /** Where it is defined at the head (for removed objects: at the base). */
  source?: SourceLocation;
  /** Changed field paths (`spec.replicas`, `data.password`); never values. */
  paths: string[];
  /** Unified diff of the two YAML renderings, noise removed and Secret values masked. */
  diff: string;
  /** Set for removed objects. */
  removal?: Removal;
  /** `namespace/name` of the Kustomization that rendered it before, when it moved between two. */
  movedFrom?: string;
  /** Edited in the cluster, not in git: the manifest did not change (live diffs only). */
  drift?: boolean;
  /** `namespace/name` of the HelmRelease that renders it, for an object of a chart. */
  release?: string;
}

export type KustomizationChange = "added" | "removed" | "changed" | "unchanged" | "failed";

export interface KustomizationDiff {
  namespace: string;
  name: string;
  change: KustomizationChange;
  source?: SourceLocation;
  /** Unified diff of the Kustomization's own definition, when it changed. */
  definitionDiff?: string;
  /** Objects that differ, removed first, then changed, then added. */
  objects: ObjectDiff[];
  /** How many objects are the same on both sides. */
  unchanged: number;
  /** Not rendered at either revision, since no change reaches it: unchanged, its objects not counted. */
  notRendered?: true;
  /** Render failures (head or base), one line each. */
  problems: string[];
  /** What could not be resolved without a cluster, and other things a reviewer should know. */
  notes: string[];
}

export interface DiffSummary {
  /** By change; `notRendered` counts the unchanged ones no change reached, left unrendered (diff --base). */
  kustomizations: Record<KustomizationChange, number> & { notRendered?: number };
  objects: { added: number; changed: number; deleted: number; orphaned: number; unchanged: number };
}

export interface DiffResult {
  kustomizations: KustomizationDiff[];
  summary: DiffSummary;
  /** Anything added, removed or changed (objects or definitions). */
  hasChanges: boolean;
}

/** What `kustomize-sync diff --base REF` found: the shape of its `--json` report (docs/DIFF.md). */
export interface DiffReport extends DiffResult {
  mode: "diff";
  /** false when a definition is invalid or a Kustomization failed to render at the head. */
  ready: boolean;
  base: { ref: string; revision: string };
  head: { revision: string };
  /** Problems with the head's definitions (file:line), as `validate` reports them. */
  problems: Problem[];
  startedAt: string;
  durationMs: number;
}
