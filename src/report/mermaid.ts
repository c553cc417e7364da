import type { KustomizationResult, RunReport } from "../model/index.js";

const CLASS: Record<KustomizationResult["ready"], string> = {
  True: "ready",
  False: "failed",
  Unknown: "unknown",
};

/**
 * The dependsOn graph as a Mermaid flowchart (dependency → dependant, the apply order), each
 * node coloured by its result. Mermaid diagrams of hundreds of nodes are unreadable and slow to
 * render on GitHub, so beyond `maxNodes` only the not-Ready Kustomizations and their direct
 * dependencies are drawn, or nothing — and the text says which. Returns "" when there is no
 * dependsOn edge at all (a graph of unconnected boxes says nothing the table does not).
 */
export function renderMermaid(report: RunReport, { maxNodes = 50 } = {}): string {
  const all = report.kustomizations;
  const byKey = new Map(all.map((k) => [`${k.namespace}/${k.name}`, k]));
  const hasEdges = all.some((k) => (k.dependsOn ?? []).length > 0);
  if (!hasEdges) return "";
  let shown = all;
  let note = "";
  if (all.length > maxNodes) {
    // Not Ready means failed: a suspended (or planned, or cancelled) Kustomization is not a failure.
    const failing = all.filter((k) => k.ready === "False");
    const keys = new Set(failing.map((k) => `${k.namespace}/${k.name}`));
    for (const k of failing) for (const dep of k.dependsOn ?? []) if (byKey.has(dep)) keys.add(dep);
    if (failing.length === 0 || keys.size > maxNodes) {
      return `<details><summary>Dependency graph</summary>\n\nNot drawn: ${all.length} Kustomizations is more than the ${maxNodes} a diagram stays readable with${
        failing.length
          ? ` (and the ${failing.length} not Ready with their dependencies are ${keys.size})`
          : ""
      }. \`kustomize-sync graph\` prints the order.\n\n</details>`;
    }
    shown = all.filter((k) => keys.has(`${k.namespace}/${k.name}`));
    const which =
      failing.length === 1 ? "the Kustomization that is" : `the ${failing.length} Kustomizations that are`;
    note = `Showing ${which} not Ready and their dependencies (${shown.length} of ${all.length}).\n\n`;
  }
  const id = new Map(shown.map((k, i) => [`${k.namespace}/${k.name}`, `k${i}`]));
  // One namespace for all: labels without it, as the table shows them.
  const single = new Set(all.map((k) => k.namespace)).size === 1;
  const text = (key: string) => (single ? key.slice(key.indexOf("/") + 1) : key);
  const lines = ["flowchart LR"];
  for (const k of shown) {
    const key = `${k.namespace}/${k.name}`;
    lines.push(`  ${id.get(key)}["${label(text(key))}"]:::${CLASS[k.ready]}`);
  }
  const missing = new Map<string, string>();
  for (const k of shown) {
    for (const dep of k.dependsOn ?? []) {
      let from = id.get(dep);
      if (!from && !byKey.has(dep)) {
        // A dependency that is not defined: draw it, dashed, so the reader sees what is missing.
        from = missing.get(dep) ?? `m${missing.size}`;
        if (!missing.has(dep)) lines.push(`  ${from}["${label(dep)} (not found)"]:::missing`);
        missing.set(dep, from);
      }
      if (from) lines.push(`  ${from} --> ${id.get(`${k.namespace}/${k.name}`)}`);
    }
  }
  lines.push(
    "  classDef ready fill:#dafbe1,stroke:#1a7f37,color:#1f2328",
    "  classDef failed fill:#ffebe9,stroke:#cf222e,color:#1f2328",
    "  classDef unknown fill:#eaeef2,stroke:#57606a,color:#1f2328",
    "  classDef missing fill:#fff8c5,stroke:#9a6700,color:#1f2328,stroke-dasharray:4 3",
  );
  const open = shown.length <= 12 ? " open" : "";
  return `<details${open}><summary>Dependency graph</summary>\n\n${note}\`\`\`mermaid\n${lines.join("\n")}\n\`\`\`\n\n</details>`;
}

/**
 * Mermaid labels are quoted; a quote, markup, a backtick (markdown label), `#` (entity codes) or a
 * line break inside would end the label or add a statement (`click … href` makes a link).
 */
function label(text: string): string {
  return text.replace(/["<>`#&;\r\n]/g, "");
}
