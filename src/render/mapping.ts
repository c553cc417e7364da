/** A `sources` mapping's directory for a source, by `Kind/namespace/name`, `namespace/name` or name. */
export function lookupSource(
  sources: Readonly<Record<string, string>> | undefined,
  kind: string,
  namespace: string,
  name: string,
): string | undefined {
  if (!sources) return undefined;
  return sources[`${kind}/${namespace}/${name}`] ?? sources[`${namespace}/${name}`] ?? sources[name];
}
