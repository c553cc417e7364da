import {
  ARTIFACT_GENERATOR_GROUP,
  type ArtifactCopyRule,
  type ArtifactGeneratorSpec,
  type ArtifactOutput,
  isRecord,
  type Problem,
  type SourceLocation,
  type YamlPath,
} from "../model/index.js";
import { fieldText } from "./messages.js";
import { formatFieldPath } from "./schema.js";

/** The versions of source-watcher's ArtifactGenerator API. */
export const ARTIFACT_GENERATOR_API_VERSIONS = [`${ARTIFACT_GENERATOR_GROUP}/v1beta1`] as const;

const ALIAS = /^[a-z0-9]([a-z0-9_-]*[a-z0-9])?$/;
const NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;
const FROM = /^@([a-z0-9]([a-z0-9_-]*[a-z0-9])?)\/(.*)$/;
const TO = /^@(artifact)\/(.*)$/;
const SOURCE_KINDS = ["Bucket", "GitRepository", "OCIRepository"] as const;
const STRATEGIES = ["Overwrite", "Merge", "Extract"] as const;

type Json = Record<string, unknown>;

/**
 * Reads one ArtifactGenerator (source-watcher's CRD rules, checked by hand: no schema package
 * publishes this group) into its spec, or the problems that make it unusable, each at its line.
 */
export function readArtifactGenerator(
  object: Json,
  defaultNamespace: string,
  source: SourceLocation,
  lineOf: (path: YamlPath) => number,
): { generator?: ArtifactGeneratorSpec; problems: Problem[] } {
  const metadata = isRecord(object.metadata) ? object.metadata : {};
  const name = typeof metadata.name === "string" ? metadata.name : "";
  const namespace = (typeof metadata.namespace === "string" && metadata.namespace) || defaultNamespace;
  const objectRef = name ? `ArtifactGenerator/${namespace}/${name}` : undefined;
  const problems: Problem[] = [];
  const problem = (path: YamlPath, message: string) =>
    problems.push({
      message: `${formatFieldPath(path)}: ${message}`,
      ...(objectRef ? { object: objectRef } : {}),
      source: { file: source.file, line: lineOf(path) },
    });
  const required = (parent: YamlPath, field: string) => problem([...parent, field], fieldText.required);
  const pattern = (path: YamlPath, value: unknown, re: RegExp) => {
    if (typeof value !== "string") problem(path, fieldText.wrongType(value, "string"));
    else if (!re.test(value)) problem(path, fieldText.pattern(value, re.source));
  };

  if (!name) required(["metadata"], "name");
  const spec = isRecord(object.spec) ? object.spec : undefined;
  if (!spec) {
    required([], "spec");
    return { problems };
  }
  const sources = listAt(spec.sources, ["spec", "sources"], problem);
  if (spec.sources === undefined || spec.sources === null) required(["spec"], "sources");
  const aliases = new Set<string>();
  const sourceRefs = (sources ?? []).flatMap((entry, i) => {
    const at = ["spec", "sources", i];
    if (!isRecord(entry)) {
      problem(at, fieldText.wrongType(entry, "object"));
      return [];
    }
    for (const field of ["alias", "kind", "name"]) if (entry[field] === undefined) required(at, field);
    if (entry.alias !== undefined) pattern([...at, "alias"], entry.alias, ALIAS);
    if (entry.name !== undefined) pattern([...at, "name"], entry.name, NAME);
    if (entry.kind !== undefined && !(SOURCE_KINDS as readonly unknown[]).includes(entry.kind))
      problem([...at, "kind"], fieldText.unsupported(entry.kind, SOURCE_KINDS));
    if (typeof entry.alias === "string" && aliases.has(entry.alias))
      problem([...at, "alias"], fieldText.invalid(entry.alias, "duplicate alias"));
    if (typeof entry.alias === "string") aliases.add(entry.alias);
    return [
      {
        alias: String(entry.alias),
        kind: String(entry.kind),
        name: String(entry.name),
        namespace: (typeof entry.namespace === "string" && entry.namespace) || namespace,
      },
    ];
  });
  const artifacts = listAt(spec.artifacts, ["spec", "artifacts"], problem);
  if (spec.artifacts === undefined || spec.artifacts === null) required(["spec"], "artifacts");
  const outputs = (artifacts ?? []).flatMap((entry, i): ArtifactOutput[] => {
    const at = ["spec", "artifacts", i];
    if (!isRecord(entry)) {
      problem(at, fieldText.wrongType(entry, "object"));
      return [];
    }
    if (entry.name === undefined) required(at, "name");
    else pattern([...at, "name"], entry.name, NAME);
    // `revision` was the field's name before source-watcher v2.
    const revisionField = entry.originRevision !== undefined ? "originRevision" : "revision";
    const originRevision = entry[revisionField];
    if (originRevision !== undefined) {
      pattern([...at, revisionField], originRevision, /^@([a-z0-9]([a-z0-9_-]*[a-z0-9])?)$/);
      if (typeof originRevision === "string" && !aliases.has(originRevision.slice(1)))
        problem([...at, revisionField], fieldText.invalid(originRevision, "no source has this alias"));
    }
    const copy = listAt(entry.copy, [...at, "copy"], problem);
    if (entry.copy === undefined || entry.copy === null) required(at, "copy");
    const rules = (copy ?? []).flatMap((rule, j): ArtifactCopyRule[] => {
      const ruleAt = [...at, "copy", j];
      if (!isRecord(rule)) {
        problem(ruleAt, fieldText.wrongType(rule, "object"));
        return [];
      }
      if (rule.from === undefined) required(ruleAt, "from");
      else pattern([...ruleAt, "from"], rule.from, FROM);
      if (rule.to === undefined) required(ruleAt, "to");
      else pattern([...ruleAt, "to"], rule.to, TO);
      const alias = typeof rule.from === "string" ? FROM.exec(rule.from)?.[1] : undefined;
      if (alias !== undefined && !aliases.has(alias))
        problem([...ruleAt, "from"], fieldText.invalid(rule.from, `no source has the alias '${alias}'`));
      const strategy = rule.strategy ?? "Overwrite";
      if (!(STRATEGIES as readonly unknown[]).includes(strategy))
        problem([...ruleAt, "strategy"], fieldText.unsupported(strategy, STRATEGIES));
      const exclude = Array.isArray(rule.exclude) ? rule.exclude.map(String) : [];
      return [
        {
          from: String(rule.from),
          to: String(rule.to),
          exclude,
          optional: rule.optional === true,
          strategy: String(strategy),
        },
      ];
    });
    return [
      {
        name: String(entry.name),
        ...(typeof originRevision === "string" ? { originRevision } : {}),
        copy: rules,
      },
    ];
  });
  if (problems.length > 0) return { problems };
  return {
    generator: { name, namespace, sources: sourceRefs, artifacts: outputs, source },
    problems,
  };
}

/** A required list of at least one item (the CRD's MinItems=1). */
function listAt(
  value: unknown,
  path: YamlPath,
  problem: (path: YamlPath, message: string) => void,
): unknown[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) {
    problem(path, fieldText.wrongType(value, "array"));
    return undefined;
  }
  if (value.length === 0) problem(path, fieldText.invalid(0, "must have at least 1 item"));
  return value;
}
