import { createTwoFilesPatch, FILE_HEADERS_ONLY } from "diff";
import type { KubeObject } from "../cluster/types.js";
import { sortKeys, stringifyYaml } from "../model/index.js";
import { isMap } from "./noise.js";

/** One object as YAML with sorted keys (as kubectl diff and flux diff print objects): the text both sides of a diff are made of. */
export function objectYaml(object: KubeObject | Record<string, unknown> | undefined): string {
  if (!object) return "";
  return stringifyYaml(sortKeys(object));
}

/**
 * A unified diff (`--- a/<label>` / `+++ b/<label>`, 3 lines of context) of two objects; an
 * absent side is /dev/null, so created objects read as all `+` and deleted ones as all `-`.
 * "" when both render the same.
 */
export function unifiedDiff(label: string, before: object | undefined, after: object | undefined): string {
  const old = objectYaml(before as KubeObject | undefined);
  const neu = objectYaml(after as KubeObject | undefined);
  if (old === neu) return "";
  return createTwoFilesPatch(
    before ? `a/${label}` : "/dev/null",
    after ? `b/${label}` : "/dev/null",
    old,
    neu,
    undefined,
    undefined,
    { context: 3, headerOptions: FILE_HEADERS_ONLY },
  );
}

const MAX_PATHS = 50;

/** A field path as segments: map keys and list positions (`["spec", "containers", 0, "image"]`). */
export type FieldPath = readonly (string | number)[];

/** `spec.template.spec.containers[0].image`, `metadata.labels["app.kubernetes.io/name"]`. */
export function formatFieldPath(path: FieldPath): string {
  if (path.length === 0) return ".";
  return path
    .map((segment, i) => {
      if (typeof segment === "number") return `[${segment}]`;
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(segment)) return `[${JSON.stringify(segment)}]`;
      return i === 0 ? segment : `.${segment}`;
    })
    .join("");
}

/** The paths of the leaves whose values differ (at most 50), in key order. */
export function changedFieldPaths(before: unknown, after: unknown): FieldPath[] {
  const paths: FieldPath[] = [];
  const walk = (a: unknown, b: unknown, path: (string | number)[]) => {
    if (paths.length >= MAX_PATHS) return;
    if (isMap(a) && isMap(b)) {
      const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
      for (const key of [...keys].sort()) walk(a[key], b[key], [...path, key]);
      return;
    }
    if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
      for (const [i, item] of a.entries()) walk(item, b[i], [...path, i]);
      return;
    }
    if (!equalJson(a, b)) paths.push(path);
  };
  walk(before, after, []);
  return paths;
}

export function equalJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (isMap(a) && isMap(b)) {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((key) => key in b && equalJson(a[key], b[key]));
  }
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => equalJson(item, b[i]));
  return false;
}
