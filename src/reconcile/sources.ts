import type { Cluster } from "../cluster/types.js";
import {
  type KustomizationResult,
  type KustomizationSpec,
  kustomizationKey,
  type WalkIndexes,
} from "../model/index.js";
import type { RunOptions } from "../options.js";
import type { SecretSink } from "../render/index.js";
import { SourceResolver } from "../sources/index.js";
import { resultFor } from "./result.js";

/** The run's source resolver: one per run, so that each source is fetched once. */
export function sourceResolverFor(
  options: RunOptions,
  access: {
    cluster?: Cluster | (() => Promise<Cluster>);
    sink?: SecretSink;
    signal?: AbortSignal;
    walks?: WalkIndexes;
  },
): SourceResolver {
  return new SourceResolver({
    root: options.root,
    path: options.path,
    defaultNamespace: options.defaultNamespace,
    mapping: options.sources,
    ...(options.repositorySource ? { repositorySource: options.repositorySource } : {}),
    ...(options.sourceSecrets ? { secrets: options.sourceSecrets } : {}),
    ...(options.githubToken ? { githubToken: options.githubToken } : {}),
    ...(access.cluster ? { cluster: access.cluster } : {}),
    ...(access.sink ? { sink: access.sink } : {}),
    ...(access.signal ? { signal: access.signal } : {}),
    ...(access.walks ? { walks: access.walks } : {}),
    log: options.log,
  });
}

/**
 * Resolves the Kustomization's source before anything of it is rendered or written: a source
 * that cannot be resolved fails it (ArtifactFailed, one line naming the source, its URL and the
 * `sources:` alternative); a fetched one gets its revision recorded for the report and inventory.
 */
export async function sourceFailure(
  spec: KustomizationSpec,
  sources: SourceResolver,
  revisions?: Map<string, Promise<string>>,
): Promise<KustomizationResult | undefined> {
  const decision = await sources.decide(spec);
  if (decision.type === "failed") {
    return resultFor(spec, "False", "ArtifactFailed", decision.message, {
      problems: [
        { message: decision.message, object: `Kustomization/${kustomizationKey(spec)}`, source: spec.source },
      ],
    });
  }
  if (decision.type === "fetched" && revisions && !revisions.has(decision.dir))
    revisions.set(decision.dir, Promise.resolve(decision.revision));
  return undefined;
}
