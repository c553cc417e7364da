import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
import {
  cacheHome
} from "./chunk-A6SHELBC.js";
import {
  CLUSTER_SCOPED_KINDS,
  DEFAULT_NAMESPACE,
  EVENT_ID,
  FLUX_PRUNE_ANNOTATION,
  FLUX_SUBSTITUTE_ANNOTATION,
  GO_YAML_V3_WORDS,
  HELM_RESOURCE_POLICY,
  KUSTOMIZATION_FILES,
  LIFECYCLE_DELETION_ANNOTATION,
  PATCH_TARGET_FIELDS,
  RUN_MODES,
  SCALAR_STYLE,
  WalkIndexes,
  YamlError,
  YamlMappingEditor,
  annotation,
  compileTarget,
  documentPieces,
  escapeRegExp,
  formatDuration,
  formatLocation,
  formatProblem,
  formatRef,
  getScalarValue,
  goRegExp,
  goYamlNumber,
  goYamlTimestamp,
  http_default,
  isRecord,
  kustomizationKey,
  lookAtYamlDocument,
  mergeMaps,
  objectId,
  oneLine,
  parseDuration,
  parseEvents,
  parseYaml,
  parseYamlDocuments,
  parseYamlNodes,
  parseYamlValues,
  problemMessage,
  readYamlDocuments,
  rememberedAnswer,
  safeServerUrl,
  silentLogger,
  sortKeys,
  splitApiVersion,
  stringifyYaml
} from "./chunk-NE6SRN4W.js";

// src/report/limits.ts
var GITHUB_LIMITS = {
  commentCharacters: 65536,
  summaryBytes: 1024 * 1024,
  statusDescriptionCharacters: 140,
  statusContextCharacters: 255,
  /** Error, warning and notice annotations GitHub shows per step (each level apart). */
  annotationsPerLevel: 10
};
function measure(text3, unit) {
  if (unit === "bytes") return Buffer.byteLength(text3, "utf8");
  let surrogatePairs = 0;
  for (let i = 0; i < text3.length; i++) {
    const c = text3.charCodeAt(i);
    if (c >= 55296 && c <= 56319) surrogatePairs++;
  }
  return text3.length - surrogatePairs;
}
function cutTo(text3, max, unit) {
  if (measure(text3, unit) <= max) return text3;
  const room = max - measure("\u2026", unit);
  let used = 0;
  let end = 0;
  for (const char of text3) {
    const size = measure(char, unit);
    if (used + size > room) break;
    used += size;
    end += char.length;
  }
  return `${text3.slice(0, end)}\u2026`;
}

// src/report/problems.ts
function problemLines(report, options = {}) {
  const lines = /* @__PURE__ */ new Set();
  for (const problem of report.problems ?? []) lines.add(formatProblem(problem));
  for (const k of report.kustomizations) {
    if (k.ready !== "False") continue;
    const shown = options.table ? headline(k) : void 0;
    const details = k.problems?.length ? k.problems : [{ message: k.message }];
    for (const problem of details) {
      if (oneLine(problem.message) === shown) continue;
      const where2 = formatLocation(problem.source);
      const message = oneLine(problem.message);
      const located2 = where2 && !message.includes(where2) ? `${message} (${where2})` : message;
      lines.add(`${k.namespace}/${k.name}: ${k.reason}: ${located2}`);
    }
  }
  return [...lines];
}
function headline(k) {
  return oneLine(k.problems?.[0]?.message ?? k.message);
}
function saidAsProblem(k, detail) {
  return [k.message, ...(k.problems ?? []).map((p) => p.message)].some((m) => m.includes(detail));
}
function warningLines(report, k) {
  const said = [
    ...(report.problems ?? []).map((p) => p.message),
    ...k.ready === "False" ? [k.message, ...(k.problems ?? []).map((p) => p.message)] : []
  ].map(oneLine);
  return (k.warnings ?? []).map((warning) => {
    const text3 = oneLine(warning);
    const cause = / \((.+)\)$/.exec(text3)?.[1];
    const repeated = cause !== void 0 && said.some((m) => m.includes(cause));
    return `${k.namespace}/${k.name}: ${repeated ? text3.slice(0, -cause.length - 3) : text3}`;
  });
}

// src/report/text.ts
var ICON = { True: "\u2714", False: "\u2716", Unknown: "\u2022" };
function shortRevision(revision) {
  return revision.replace(/(sha1:[0-9a-f]{8})[0-9a-f]{32}/, "$1");
}
function plural(n, noun) {
  return `${n.toLocaleString("en-US")} ${noun}${n === 1 ? "" : "s"}`;
}
function countActions(changes) {
  const counts = { created: 0, configured: 0, unchanged: 0, deleted: 0, skipped: 0, failed: 0 };
  for (const c of changes) counts[c.action]++;
  return counts;
}
var ACTION_WORD = {
  created: "created",
  configured: "configured",
  unchanged: "unchanged",
  deleted: "pruned",
  skipped: "skipped",
  failed: "failed"
};
var WOULD = /* @__PURE__ */ new Set(["created", "configured", "deleted"]);
function tense(word, action, mode) {
  return mode === "plan" && WOULD.has(action) ? `would be ${word}` : word;
}
function describeCounts(counts, actions = ["created", "configured", "deleted", "skipped", "failed"], mode) {
  return actions.filter((a) => counts[a] > 0).map((a) => `${counts[a]} ${tense(ACTION_WORD[a], a, mode)}`).join(", ");
}
function changeCounts(k, mode) {
  return describeCounts(countActions(k.changes), void 0, mode) || (k.changes.length > 0 ? "no changes" : "-");
}
function renderTextTable(report) {
  const header = ["NAMESPACE", "NAME", "REVISION", "READY", "CHANGES", "DURATION", "MESSAGE"];
  const rows = report.kustomizations.map((k) => [
    k.namespace,
    k.name,
    shortRevision(k.revision) || "-",
    `${ICON[k.ready]} ${k.ready}`,
    changeCounts(k, report.mode),
    formatDuration(k.durationMs),
    // A Kustomization applied elsewhere (spec.kubeConfig) says where.
    `${headline(k)}${more(k)}${k.cluster ? ` (on ${k.cluster})` : ""}`
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => i === cells.length - 1 ? c : c.padEnd(widths[i])).join("  ").trimEnd();
  return [line(header), ...rows.map(line)].join("\n");
}
function more(k) {
  const count = (k.problems?.length ?? 0) - 1;
  return count > 0 ? ` (and ${plural(count, "more problem")})` : "";
}
function renderChangeLines(k, mode) {
  return k.changes.filter((c) => c.action !== "unchanged").filter((c) => !(c.action === "failed" && c.detail && saidAsProblem(k, c.detail))).map((c) => {
    const action = tense(c.action, c.action, mode);
    const detail = c.detail && c.detail !== action ? ` (${c.detail})` : "";
    return `${formatRef(c)} ${action}${detail}`;
  });
}
function releaseLine(r) {
  const revision = r.revision !== void 0 ? ` revision ${r.revision}` : "";
  return `${r.ref} ${r.chart}@${r.version}${revision} ${r.action}${r.message ? `: ${r.message}` : ""}`;
}
function renderReleaseLines(k) {
  return (k.releases ?? []).filter((r) => r.ready === "True" || !saidAsProblem(k, r.message)).map((r) => `${ICON[r.ready]} ${releaseLine(r)}`);
}

// src/report/escape.ts
var ZWSP = "\u200B";
function breakAutolinks(text3) {
  return text3.replaceAll("@", `@${ZWSP}`).replace(/#(?=\d)/g, `#${ZWSP}`).replace(/\b(GH)-(?=\d)/gi, `$1${ZWSP}-`).replace(/([a-z][a-z0-9+.-]*):\/\//gi, `$1:${ZWSP}//`).replace(/\b(www)\./gi, `$1${ZWSP}.`);
}
function escapeHtml(text3) {
  return breakAutolinks(
    oneLine2(text3).replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;")
  );
}
function escapeInline(text3) {
  const escaped2 = escapeHtml(text3).replace(/[\\`*_[\]~|]/g, "\\$&");
  return escaped2.replace(
    /^(\s*)([#>+=-]|\d+(?=[.)]))/,
    (_m, space, lead) => /^\d/.test(lead) ? `${space}${lead}\\` : `${space}\\${lead}`
  );
}
function codeSpan(text3, { inTable = false } = {}) {
  const line = oneLine2(text3);
  const longest = Math.max(0, ...[...line.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  const pad = line.startsWith("`") || line.endsWith("`") || line === "" ? " " : "";
  const body = inTable ? line.replaceAll("|", "\\|") : line;
  return `${fence}${pad}${body}${pad}${fence}`;
}
function escapeHiddenComment(text3) {
  return oneLine2(text3).replace(/-{2,}/g, "-").replace(/[<>]/g, "");
}
function oneLine2(text3) {
  return text3.replace(/\r?\n|\r/g, " ");
}

// src/apply/ignore.ts
import { isDeepStrictEqual } from "node:util";
var isMap = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var IGNORE_NOTHING = { pathsFor: () => [] };
function compileDriftIgnore(rules) {
  const compiled = (rules ?? []).filter((rule) => rule.paths.length > 0).map((rule) => ({ matches: compileTarget(rule.target), paths: rule.paths }));
  if (compiled.length === 0) return IGNORE_NOTHING;
  return {
    pathsFor: (object) => compiled.filter((rule) => rule.matches(object)).flatMap((rule) => rule.paths)
  };
}
function pointerTokens(pointer) {
  if (!pointer.startsWith("/")) return void 0;
  return pointer.slice(1).split("/").map((token) => token.replaceAll("~1", "/").replaceAll("~0", "~"));
}
function arrayIndex(token, length, negative) {
  if (!/^-?\d+$/.test(token)) return void 0;
  let index = Number(token);
  if (index < 0 && negative) index += length;
  return index >= 0 && index < length ? index : void 0;
}
function lookupPointer(object, pointer) {
  const tokens = pointerTokens(pointer);
  if (!tokens) return { found: false };
  let value = object;
  for (const token of tokens) {
    if (isMap(value) && Object.hasOwn(value, token)) value = value[token];
    else if (Array.isArray(value)) {
      const index = arrayIndex(token, value.length, false);
      if (index === void 0) return { found: false };
      value = value[index];
    } else return { found: false };
  }
  return { found: true, value };
}
var shallowCopy = (value) => Array.isArray(value) ? [...value] : { ...value };
function parentOf(root, tokens) {
  let value = root;
  for (const token of tokens.slice(0, -1)) {
    let next;
    if (isMap(value)) {
      if (!Object.hasOwn(value, token)) return void 0;
      next = value[token];
      if (isMap(next) || Array.isArray(next)) value[token] = next = shallowCopy(next);
    } else if (Array.isArray(value)) {
      const index = arrayIndex(token, value.length, true);
      if (index === void 0) return void 0;
      next = value[index];
      if (isMap(next) || Array.isArray(next)) value[index] = next = shallowCopy(next);
    } else return void 0;
    value = next;
  }
  return value;
}
function withoutPaths(object, pointers) {
  if (pointers.length === 0) return object;
  const copy = { ...object };
  for (const pointer of pointers) {
    const tokens = pointerTokens(pointer);
    if (!tokens) continue;
    const last = tokens[tokens.length - 1];
    const parent = parentOf(copy, tokens);
    if (isMap(parent)) delete parent[last];
    else if (Array.isArray(parent)) {
      const index = arrayIndex(last, parent.length, true);
      if (index !== void 0) parent.splice(index, 1);
    }
  }
  return copy;
}
function withValue(object, pointer, value) {
  const tokens = pointerTokens(pointer);
  if (!tokens) return object;
  const copy = { ...object };
  const last = tokens[tokens.length - 1];
  const parent = parentOf(copy, tokens);
  if (isMap(parent)) parent[last] = structuredClone(value);
  else if (Array.isArray(parent)) {
    const index = arrayIndex(last, parent.length, true);
    if (index !== void 0) parent[index] = structuredClone(value);
  }
  return copy;
}
function appliedFieldSets(live) {
  const entries = live.metadata.managedFields;
  if (!Array.isArray(entries)) return [];
  return entries.flatMap(
    (entry) => isMap(entry) && entry.operation === "Apply" && !entry.subresource && typeof entry.manager === "string" && isMap(entry.fieldsV1) ? [{ manager: entry.manager, fields: entry.fieldsV1 }] : []
  );
}
function fieldsV1Keys(live, tokens, applied) {
  const keys = [];
  let value = live;
  for (const token of tokens) {
    if (!Array.isArray(value)) {
      keys.push(`f:${token}`);
      value = isMap(value) ? value[token] : void 0;
      continue;
    }
    const index = arrayIndex(token, value.length, false);
    const item = index === void 0 ? void 0 : value[index];
    if (!isMap(item)) return void 0;
    const candidates = /* @__PURE__ */ new Set();
    for (const { fields } of applied) {
      const node = walkFieldsV1(fields, keys);
      for (const key2 of Object.keys(node ?? {})) if (key2.startsWith("k:")) candidates.add(key2);
    }
    const match = [...candidates].find((key2) => {
      try {
        const identity2 = JSON.parse(key2.slice(2));
        return Object.entries(identity2).every(([k, v]) => isDeepStrictEqual(item[k], v));
      } catch {
        return false;
      }
    });
    if (!match) return void 0;
    keys.push(match);
    value = item;
  }
  return keys;
}
function walkFieldsV1(fields, keys) {
  let node = fields;
  for (const key2 of keys) {
    node = isMap(node) ? node[key2] : void 0;
    if (!isMap(node)) return void 0;
  }
  return node;
}
function ownedByAnotherApplier(live, tokens, fieldManager) {
  const applied = appliedFieldSets(live);
  const keys = fieldsV1Keys(live, tokens, applied);
  if (!keys || keys.length === 0) return false;
  return applied.some(({ manager, fields }) => {
    if (manager === fieldManager) return false;
    const parent = walkFieldsV1(fields, keys.slice(0, -1));
    return parent !== void 0 && Object.hasOwn(parent, keys[keys.length - 1]);
  });
}
function resolveIgnoredDrift(live, dryRun, paths, fieldManager) {
  const resolutions = [];
  for (const path of paths) {
    const tokens = pointerTokens(path);
    if (!tokens) continue;
    const before = lookupPointer(live, path);
    const after = lookupPointer(dryRun, path);
    if (before.found === after.found && isDeepStrictEqual(before.value, after.value)) continue;
    resolutions.push(
      ownedByAnotherApplier(live, tokens, fieldManager) ? { path, action: "strip" } : { path, action: "adopt", found: before.found, ...before.found ? { value: before.value } : {} }
    );
  }
  return resolutions;
}
function applyDriftResolutions(payload, resolutions) {
  const strip = resolutions.filter((r) => r.action === "strip" || !r.found).map((r) => r.path);
  let result = withoutPaths(payload, strip);
  for (const r of resolutions) {
    if (r.action === "adopt" && r.found) result = withValue(result, r.path, r.value);
  }
  return result;
}

// src/apply/order.ts
var KIND_ORDER = [
  "CustomResourceDefinition",
  "Namespace",
  "ClusterRole",
  "*Class",
  "ClusterRoleBinding",
  "ResourceQuota",
  "ServiceAccount",
  "Role",
  "RoleBinding",
  "ConfigMap",
  "Secret",
  "Service",
  "LimitRange",
  "Deployment",
  "StatefulSet",
  "CronJob",
  "PodDisruptionBudget",
  "",
  "MutatingWebhookConfiguration",
  "ValidatingWebhookConfiguration"
];
var UNKNOWN_RANK = KIND_ORDER.indexOf("");
var CLASS_RANK = KIND_ORDER.indexOf("*Class");
function kindRank(kind) {
  const rank2 = KIND_ORDER.indexOf(kind);
  if (rank2 >= 0 && kind !== "") return rank2;
  return kind.endsWith("Class") ? CLASS_RANK : UNKNOWN_RANK;
}
function stageOf(kind) {
  if (kind === "CustomResourceDefinition" || kind === "Namespace" || kind === "ClusterRole") return 0;
  return kind.endsWith("Class") ? 1 : 2;
}
function compareForApply(a, b) {
  return kindRank(a.kind) - kindRank(b.kind) || compare(splitApiVersion(a.apiVersion).group, splitApiVersion(b.apiVersion).group) || compare(a.kind, b.kind) || compare(a.metadata.namespace ?? "", b.metadata.namespace ?? "") || compare(a.metadata.name, b.metadata.name);
}
function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// src/diff/noise.ts
var SERVER_METADATA = [
  "managedFields",
  "resourceVersion",
  "uid",
  "generation",
  "creationTimestamp",
  "selfLink"
];
var LAST_APPLIED_ANNOTATION = "kubectl.kubernetes.io/last-applied-configuration";
function isMap2(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function stripNoise(object) {
  const copy = structuredClone(object);
  delete copy.status;
  const metadata = copy.metadata ?? {};
  for (const field of SERVER_METADATA) delete metadata[field];
  if (metadata.annotations) {
    delete metadata.annotations[LAST_APPLIED_ANNOTATION];
    if (Object.keys(metadata.annotations).length === 0) delete metadata.annotations;
  }
  return copy;
}
function matchingItem(items, item, index) {
  if (isMap2(item) && typeof item.name === "string") {
    const named = items.filter((candidate) => isMap2(candidate) && typeof candidate.name === "string");
    if (named.length > 0) return named.find((candidate) => candidate.name === item.name);
  }
  return items[index];
}
function projectOnto(value, shape) {
  if (isMap2(value) && isMap2(shape)) {
    const out = {};
    for (const key2 of Object.keys(value)) {
      if (key2 in shape) out[key2] = projectOnto(value[key2], shape[key2]);
    }
    return out;
  }
  if (Array.isArray(value) && Array.isArray(shape)) {
    return value.map((item, i) => {
      const itemShape = matchingItem(shape, item, i);
      return itemShape === void 0 ? item : projectOnto(item, itemShape);
    });
  }
  return value;
}
function manifestShape(manifest) {
  if (manifest.kind !== "Secret" || manifest.apiVersion !== "v1" || !isMap2(manifest.stringData))
    return manifest;
  const data = isMap2(manifest.data) ? manifest.data : {};
  return { ...manifest, data: { ...manifest.stringData, ...data } };
}
function unionShape(a, b) {
  if (a === void 0) return b;
  if (b === void 0) return a;
  if (isMap2(a) && isMap2(b)) {
    const out = { ...a };
    for (const [key2, value] of Object.entries(b)) out[key2] = unionShape(a[key2], value);
    return out;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    const out = a.map((item, i) => unionShape(item, matchingItem(b, item, i)));
    for (const [i, item] of b.entries()) {
      if (matchingItem(a, item, i) === void 0) out.push(item);
    }
    return out;
  }
  return isMap2(a) || Array.isArray(a) ? a : b;
}
function shapeFromFieldsV1(fields) {
  if (!isMap2(fields)) return {};
  const out = {};
  const items = [];
  for (const [key2, child] of Object.entries(fields)) {
    if (key2 === ".") continue;
    if (key2.startsWith("f:")) {
      out[key2.slice(2)] = isMap2(child) && Object.keys(child).length > 0 ? shapeFromFieldsV1(child) : true;
    } else if (key2.startsWith("k:")) {
      let identity2;
      try {
        identity2 = JSON.parse(key2.slice(2));
      } catch {
        identity2 = {};
      }
      const item = shapeFromFieldsV1(child);
      items.push(isMap2(item) && isMap2(identity2) ? { ...identity2, ...item } : item);
    } else if (key2.startsWith("v:") || key2.startsWith("i:")) {
      items.push(isMap2(child) && Object.keys(child).length > 0 ? shapeFromFieldsV1(child) : true);
    }
  }
  return items.length > 0 && Object.keys(out).length === 0 ? items : out;
}
function appliedFields(object, manager) {
  const entries = object?.metadata?.managedFields;
  if (!Array.isArray(entries)) return void 0;
  const entry = entries.find(
    (e) => isMap2(e) && e.manager === manager && e.operation === "Apply" && isMap2(e.fieldsV1)
  );
  return entry ? shapeFromFieldsV1(entry.fieldsV1) : void 0;
}
function fieldsChild(fields, segment, container) {
  if (typeof segment === "string") return fields[`f:${segment}`];
  const item = Array.isArray(container) ? container[segment] : void 0;
  for (const [key2, child] of Object.entries(fields)) {
    if (key2 === `i:${segment}`) return child;
    if (key2.startsWith("v:") && item !== void 0 && key2.slice(2) === JSON.stringify(item)) return child;
    if (key2.startsWith("k:") && isMap2(item)) {
      try {
        const identity2 = JSON.parse(key2.slice(2));
        if (Object.entries(identity2).every(([k, v]) => JSON.stringify(item[k]) === JSON.stringify(v)))
          return child;
      } catch {
      }
    }
  }
  return void 0;
}
function fieldOwners(object, path) {
  const entries = object.metadata?.managedFields;
  if (!Array.isArray(entries)) return [];
  const owners = [];
  for (const entry of entries) {
    if (!isMap2(entry) || !isMap2(entry.fieldsV1) || typeof entry.manager !== "string") continue;
    let fields = entry.fieldsV1;
    let value = object;
    let owned = true;
    for (const segment of path) {
      if (!isMap2(fields)) break;
      const keys = Object.keys(fields).filter((k) => k !== ".");
      if (keys.length === 0) break;
      const child = fieldsChild(fields, segment, value);
      if (child === void 0) {
        owned = false;
        break;
      }
      fields = child;
      value = isMap2(value) || Array.isArray(value) ? value[segment] : void 0;
    }
    if (owned && !owners.includes(entry.manager)) owners.push(entry.manager);
  }
  return owners;
}

// src/diff/churn.ts
var CHURN_LABELS = /* @__PURE__ */ new Set(["helm.sh/chart", "app.kubernetes.io/version"]);
var CHURN_ANNOTATION_PREFIX = "checksum/";
function isChurnKey(key2) {
  return CHURN_LABELS.has(key2) || key2.startsWith(CHURN_ANNOTATION_PREFIX);
}
function splitChurn(object) {
  const churn = /* @__PURE__ */ new Map();
  const walk = (value, key2) => {
    if (Array.isArray(value)) return value.map((item) => walk(item));
    if (!isMap2(value)) return value;
    const out = {};
    const metadataMap = key2 === "labels" || key2 === "annotations";
    for (const [k, v] of Object.entries(value)) {
      if (metadataMap && typeof v === "string" && isChurnKey(k)) {
        if (!churn.has(k)) churn.set(k, v);
        continue;
      }
      out[k] = walk(v, k);
    }
    return out;
  };
  return { object: walk(object), churn };
}
var ReleaseChurn = class {
  releases = /* @__PURE__ */ new Map();
  /** Records the churn keys whose values differ between the two sides of one object. */
  record(release, before, after) {
    for (const key2 of /* @__PURE__ */ new Set([...before.keys(), ...after.keys()])) {
      const b = before.get(key2);
      const a = after.get(key2);
      if (b === a) continue;
      const keys = this.releases.get(release) ?? /* @__PURE__ */ new Map();
      this.releases.set(release, keys);
      const entry = keys.get(key2) ?? { before: /* @__PURE__ */ new Set(), after: /* @__PURE__ */ new Set(), objects: 0 };
      keys.set(key2, entry);
      if (b !== void 0) entry.before.add(b);
      if (a !== void 0) entry.after.add(a);
      entry.objects++;
    }
  }
  /** One line per release: `HelmRelease ns/name: helm.sh/chart podinfo-6.5.0 → podinfo-6.6.0 on 4 objects; …`. */
  notes() {
    const value = (values) => values.size === 1 ? [...values][0] : values.size ? "(several)" : "(none)";
    return [...this.releases].map(([release, keys]) => {
      const parts = [...keys].map(([key2, e]) => {
        const change = key2.startsWith(CHURN_ANNOTATION_PREFIX) ? "changed" : `${value(e.before)} \u2192 ${value(e.after)}`;
        return `${key2} ${change} on ${e.objects} object${e.objects === 1 ? "" : "s"}`;
      });
      return `HelmRelease ${release}: ${parts.join("; ")} (not repeated per object)`;
    });
  }
};

// src/diff/lists.ts
var LIST_MAP_KEYS = /* @__PURE__ */ new Map([
  ["containers", ["name"]],
  ["initContainers", ["name"]],
  ["ephemeralContainers", ["name"]],
  ["env", ["name"]],
  ["volumes", ["name"]],
  ["volumeMounts", ["mountPath"]],
  ["volumeDevices", ["devicePath"]],
  ["imagePullSecrets", ["name"]],
  ["hostAliases", ["ip"]],
  ["resourceClaims", ["name"]],
  ["topologySpreadConstraints", ["topologyKey", "whenUnsatisfiable"]],
  ["conditions", ["type"]]
]);
function portKeys(items) {
  if (items.every((item) => "containerPort" in item)) return ["containerPort", "protocol"];
  if (items.every((item) => "port" in item)) return ["port", "protocol"];
  return void 0;
}
function isRecord2(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function keysFor(field, a, b) {
  if (typeof field !== "string") return void 0;
  const items = [...a, ...b];
  if (!items.every(isRecord2)) return void 0;
  const keys = field === "ports" ? portKeys(items) : LIST_MAP_KEYS.get(field);
  if (!keys?.length) return void 0;
  return items.every((item) => item[keys[0]] !== void 0) ? keys : void 0;
}
function identity(item, keys) {
  return JSON.stringify(keys.map((k) => item[k] ?? (k === "protocol" ? "TCP" : null)));
}
function alignLists(before, after) {
  const reordered = [];
  const walk = (a, b, path) => {
    if (isRecord2(a) && isRecord2(b)) {
      const out = {};
      for (const [key2, value] of Object.entries(a))
        out[key2] = key2 in b ? walk(value, b[key2], [...path, key2]) : value;
      return out;
    }
    if (!Array.isArray(a) || !Array.isArray(b)) return a;
    const keys = keysFor(path[path.length - 1], a, b);
    if (!keys) return a.map((item, i) => i < b.length ? walk(item, b[i], [...path, i]) : item);
    const byIdentity = /* @__PURE__ */ new Map();
    for (const item of a) byIdentity.set(identity(item, keys), item);
    const aligned = [];
    const placed = /* @__PURE__ */ new Set();
    for (const [i, item] of b.entries()) {
      const id = identity(item, keys);
      const match = byIdentity.get(id);
      if (match && !placed.has(id)) {
        placed.add(id);
        aligned.push(walk(match, item, [...path, i]));
      }
    }
    for (const item of a)
      if (!placed.has(identity(item, keys))) aligned.push(item);
    const shared = (list2) => list2.map((item) => identity(item, keys)).filter((id) => placed.has(id));
    if (JSON.stringify(shared(a)) !== JSON.stringify(shared(b)))
      reordered.push(path);
    return aligned;
  };
  return { before: walk(before, after, []), reordered };
}

// src/diff/mask.ts
var MASK = "***";
var MASK_BEFORE = "*** (before)";
var MASK_AFTER = "*** (after)";
var SECRET_FIELDS = ["data", "stringData"];
function isSecret(object) {
  return object?.kind === "Secret" && object.apiVersion === "v1";
}
function maskSecretPair(before, after) {
  if (!isSecret(before) && !isSecret(after)) return;
  for (const field of SECRET_FIELDS) {
    const old = before?.[field];
    const neu = after?.[field];
    const oldMap = isMap2(old) ? old : void 0;
    const newMap = isMap2(neu) ? neu : void 0;
    if (before && old !== void 0 && old !== null && !oldMap) before[field] = MASK;
    if (after && neu !== void 0 && neu !== null && !newMap) after[field] = MASK;
    for (const key2 of Object.keys(oldMap ?? {})) {
      const changed = newMap && key2 in newMap && !sameValue(oldMap?.[key2], newMap[key2]);
      oldMap[key2] = changed ? MASK_BEFORE : MASK;
      if (newMap && key2 in newMap) newMap[key2] = changed ? MASK_AFTER : MASK;
    }
    for (const key2 of Object.keys(newMap ?? {})) {
      if (!oldMap || !(key2 in oldMap)) newMap[key2] = MASK;
    }
  }
}
function sameValue(a, b) {
  return a === b || a != null && b != null && JSON.stringify(a) === JSON.stringify(b);
}

// node_modules/diff/libesm/diff/base.js
var Diff = class {
  diff(oldStr, newStr, options = {}) {
    let callback;
    if (typeof options === "function") {
      callback = options;
      options = {};
    } else if ("callback" in options) {
      callback = options.callback;
    }
    const oldString = this.castInput(oldStr, options);
    const newString = this.castInput(newStr, options);
    const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
    const newTokens = this.removeEmpty(this.tokenize(newString, options));
    return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
  }
  diffWithOptionsObj(oldTokens, newTokens, options, callback) {
    var _a;
    const done = (value) => {
      value = this.postProcess(value, options);
      if (callback) {
        setTimeout(function() {
          callback(value);
        }, 0);
        return void 0;
      } else {
        return value;
      }
    };
    const newLen = newTokens.length, oldLen = oldTokens.length;
    let editLength = 1;
    let maxEditLength = newLen + oldLen;
    if (options.maxEditLength != null) {
      maxEditLength = Math.min(maxEditLength, options.maxEditLength);
    }
    const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
    const abortAfterTimestamp = Date.now() + maxExecutionTime;
    const bestPath = [{ oldPos: -1, lastComponent: void 0 }];
    let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
    if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
      return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
    }
    let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
    const execEditLength = () => {
      for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
        let basePath;
        const removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
        if (removePath) {
          bestPath[diagonalPath - 1] = void 0;
        }
        let canAdd = false;
        if (addPath) {
          const addPathNewPos = addPath.oldPos - diagonalPath;
          canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
        }
        const canRemove = removePath && removePath.oldPos + 1 < oldLen;
        if (!canAdd && !canRemove) {
          bestPath[diagonalPath] = void 0;
          continue;
        }
        if (!canRemove || canAdd && removePath.oldPos < addPath.oldPos) {
          basePath = this.addToPath(addPath, true, false, 0, options);
        } else {
          basePath = this.addToPath(removePath, false, true, 1, options);
        }
        newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
        if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
          return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
        } else {
          bestPath[diagonalPath] = basePath;
          if (basePath.oldPos + 1 >= oldLen) {
            maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
          }
          if (newPos + 1 >= newLen) {
            minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
          }
        }
      }
      editLength++;
    };
    if (callback) {
      (function exec() {
        setTimeout(function() {
          if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) {
            return callback(void 0);
          }
          if (!execEditLength()) {
            exec();
          }
        }, 0);
      })();
    } else {
      while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
        const ret = execEditLength();
        if (ret) {
          return ret;
        }
      }
    }
  }
  addToPath(path, added, removed, oldPosInc, options) {
    const last = path.lastComponent;
    if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) {
      return {
        oldPos: path.oldPos + oldPosInc,
        lastComponent: { count: last.count + 1, added, removed, previousComponent: last.previousComponent }
      };
    } else {
      return {
        oldPos: path.oldPos + oldPosInc,
        lastComponent: { count: 1, added, removed, previousComponent: last }
      };
    }
  }
  extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
    const newLen = newTokens.length, oldLen = oldTokens.length;
    let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
    while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
      newPos++;
      oldPos++;
      commonCount++;
      if (options.oneChangePerToken) {
        basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: false, removed: false };
      }
    }
    if (commonCount && !options.oneChangePerToken) {
      basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: false, removed: false };
    }
    basePath.oldPos = oldPos;
    return newPos;
  }
  equals(left, right, options) {
    if (options.comparator) {
      return options.comparator(left, right);
    } else {
      return left === right || !!options.ignoreCase && left.toLowerCase() === right.toLowerCase();
    }
  }
  removeEmpty(array) {
    const ret = [];
    for (let i = 0; i < array.length; i++) {
      if (array[i]) {
        ret.push(array[i]);
      }
    }
    return ret;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  castInput(value, options) {
    return value;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  tokenize(value, options) {
    return Array.from(value);
  }
  join(chars) {
    return chars.join("");
  }
  postProcess(changeObjects, options) {
    return changeObjects;
  }
  get useLongestToken() {
    return false;
  }
  buildValues(lastComponent, newTokens, oldTokens) {
    const components = [];
    let nextComponent;
    while (lastComponent) {
      components.push(lastComponent);
      nextComponent = lastComponent.previousComponent;
      delete lastComponent.previousComponent;
      lastComponent = nextComponent;
    }
    components.reverse();
    const componentLen = components.length;
    let componentPos = 0, newPos = 0, oldPos = 0;
    for (; componentPos < componentLen; componentPos++) {
      const component = components[componentPos];
      if (!component.removed) {
        if (!component.added && this.useLongestToken) {
          let value = newTokens.slice(newPos, newPos + component.count);
          value = value.map(function(value2, i) {
            const oldValue = oldTokens[oldPos + i];
            return oldValue.length > value2.length ? oldValue : value2;
          });
          component.value = this.join(value);
        } else {
          component.value = this.join(newTokens.slice(newPos, newPos + component.count));
        }
        newPos += component.count;
        if (!component.added) {
          oldPos += component.count;
        }
      } else {
        component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
        oldPos += component.count;
      }
    }
    return components;
  }
};

// node_modules/diff/libesm/diff/line.js
var LineDiff = class extends Diff {
  constructor() {
    super(...arguments);
    this.tokenize = tokenize;
  }
  equals(left, right, options) {
    if (options.ignoreWhitespace) {
      if (!options.newlineIsToken || !left.includes("\n")) {
        left = left.trim();
      }
      if (!options.newlineIsToken || !right.includes("\n")) {
        right = right.trim();
      }
    } else if (options.ignoreNewlineAtEof && !options.newlineIsToken) {
      if (left.endsWith("\n")) {
        left = left.slice(0, -1);
      }
      if (right.endsWith("\n")) {
        right = right.slice(0, -1);
      }
    }
    return super.equals(left, right, options);
  }
};
var lineDiff = new LineDiff();
function diffLines(oldStr, newStr, options) {
  return lineDiff.diff(oldStr, newStr, options);
}
function tokenize(value, options) {
  if (options.stripTrailingCr) {
    value = value.replace(/\r\n/g, "\n");
  }
  const retLines = [], linesAndNewlines = value.split(/(\n|\r\n)/);
  if (!linesAndNewlines[linesAndNewlines.length - 1]) {
    linesAndNewlines.pop();
  }
  for (let i = 0; i < linesAndNewlines.length; i++) {
    const line = linesAndNewlines[i];
    if (i % 2 && !options.newlineIsToken) {
      retLines[retLines.length - 1] += line;
    } else {
      retLines.push(line);
    }
  }
  return retLines;
}

// node_modules/diff/libesm/patch/create.js
function needsQuoting(s) {
  for (let i = 0; i < s.length; i++) {
    if (s[i] < " " || s[i] > "~" || s[i] === '"' || s[i] === "\\") {
      return true;
    }
  }
  return false;
}
function quoteFileNameIfNeeded(s) {
  if (!needsQuoting(s)) {
    return s;
  }
  let result = '"';
  const bytes = new TextEncoder().encode(s);
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    if (b === 7) {
      result += "\\a";
    } else if (b === 8) {
      result += "\\b";
    } else if (b === 9) {
      result += "\\t";
    } else if (b === 10) {
      result += "\\n";
    } else if (b === 11) {
      result += "\\v";
    } else if (b === 12) {
      result += "\\f";
    } else if (b === 13) {
      result += "\\r";
    } else if (b === 34) {
      result += '\\"';
    } else if (b === 92) {
      result += "\\\\";
    } else if (b >= 32 && b <= 126) {
      result += String.fromCharCode(b);
    } else {
      result += "\\" + b.toString(8).padStart(3, "0");
    }
    i++;
  }
  result += '"';
  return result;
}
var INCLUDE_HEADERS = {
  includeIndex: true,
  includeUnderline: true,
  includeFileHeaders: true
};
var FILE_HEADERS_ONLY = {
  includeIndex: false,
  includeUnderline: false,
  includeFileHeaders: true
};
function structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options) {
  let optionsObj;
  if (!options) {
    optionsObj = {};
  } else if (typeof options === "function") {
    optionsObj = { callback: options };
  } else {
    optionsObj = options;
  }
  if (typeof optionsObj.context === "undefined") {
    optionsObj.context = 4;
  }
  const context = optionsObj.context;
  if (optionsObj.newlineIsToken) {
    throw new Error("newlineIsToken may not be used with patch-generation functions, only with diffing functions");
  }
  if (!optionsObj.callback) {
    return diffLinesResultToPatch(diffLines(oldStr, newStr, optionsObj));
  } else {
    const { callback } = optionsObj;
    diffLines(oldStr, newStr, Object.assign(Object.assign({}, optionsObj), { callback: (diff) => {
      const patch = diffLinesResultToPatch(diff);
      callback(patch);
    } }));
  }
  function diffLinesResultToPatch(diff) {
    if (!diff) {
      return;
    }
    diff.push({ value: "", lines: [] });
    function contextLines(lines) {
      return lines.map(function(entry) {
        return " " + entry;
      });
    }
    const hunks = [];
    let oldRangeStart = 0, newRangeStart = 0, curRange = [], oldLine = 1, newLine = 1;
    for (let i = 0; i < diff.length; i++) {
      const current = diff[i], lines = current.lines || splitLines(current.value);
      current.lines = lines;
      if (current.added || current.removed) {
        if (!oldRangeStart) {
          const prev = diff[i - 1];
          oldRangeStart = oldLine;
          newRangeStart = newLine;
          if (prev) {
            curRange = context > 0 ? contextLines(prev.lines.slice(-context)) : [];
            oldRangeStart -= curRange.length;
            newRangeStart -= curRange.length;
          }
        }
        for (const line of lines) {
          curRange.push((current.added ? "+" : "-") + line);
        }
        if (current.added) {
          newLine += lines.length;
        } else {
          oldLine += lines.length;
        }
      } else {
        if (oldRangeStart) {
          if (lines.length <= context * 2 && i < diff.length - 2) {
            for (const line of contextLines(lines)) {
              curRange.push(line);
            }
          } else {
            const contextSize = Math.min(lines.length, context);
            for (const line of contextLines(lines.slice(0, contextSize))) {
              curRange.push(line);
            }
            const hunk = {
              oldStart: oldRangeStart,
              oldLines: oldLine - oldRangeStart + contextSize,
              newStart: newRangeStart,
              newLines: newLine - newRangeStart + contextSize,
              lines: curRange
            };
            hunks.push(hunk);
            oldRangeStart = 0;
            newRangeStart = 0;
            curRange = [];
          }
        }
        oldLine += lines.length;
        newLine += lines.length;
      }
    }
    for (const hunk of hunks) {
      for (let i = 0; i < hunk.lines.length; i++) {
        if (hunk.lines[i].endsWith("\n")) {
          hunk.lines[i] = hunk.lines[i].slice(0, -1);
        } else {
          hunk.lines.splice(i + 1, 0, "\\ No newline at end of file");
          i++;
        }
      }
    }
    return {
      oldFileName,
      newFileName,
      oldHeader,
      newHeader,
      hunks
    };
  }
}
function formatPatch(patch, headerOptions) {
  var _a, _b, _c, _d, _e, _f;
  if (!headerOptions) {
    headerOptions = INCLUDE_HEADERS;
  }
  if (Array.isArray(patch)) {
    if (patch.length > 1 && !headerOptions.includeFileHeaders && !patch.every((p) => p.isGit)) {
      throw new Error("Cannot omit file headers on a multi-file patch. (The result would be unparseable; how would a tool trying to apply the patch know which changes are to which file?)");
    }
    return patch.map((p) => formatPatch(p, headerOptions)).join("\n");
  }
  const ret = [];
  if (patch.isGit) {
    headerOptions = INCLUDE_HEADERS;
    if (!patch.oldFileName) {
      throw new Error("oldFileName must be specified for Git patches");
    }
    if (!patch.newFileName) {
      throw new Error("newFileName must be specified for Git patches");
    }
    let gitOldName = patch.oldFileName;
    let gitNewName = patch.newFileName;
    if (patch.isCreate && gitOldName === "/dev/null") {
      gitOldName = gitNewName.replace(/^b\//, "a/");
    } else if (patch.isDelete && gitNewName === "/dev/null") {
      gitNewName = gitOldName.replace(/^a\//, "b/");
    }
    ret.push("diff --git " + quoteFileNameIfNeeded(gitOldName) + " " + quoteFileNameIfNeeded(gitNewName));
    if (patch.isDelete) {
      ret.push("deleted file mode " + ((_a = patch.oldMode) !== null && _a !== void 0 ? _a : "100644"));
    }
    if (patch.isCreate) {
      ret.push("new file mode " + ((_b = patch.newMode) !== null && _b !== void 0 ? _b : "100644"));
    }
    if (patch.oldMode && patch.newMode && !patch.isDelete && !patch.isCreate) {
      ret.push("old mode " + patch.oldMode);
      ret.push("new mode " + patch.newMode);
    }
    if (patch.isRename) {
      ret.push("rename from " + quoteFileNameIfNeeded(((_c = patch.oldFileName) !== null && _c !== void 0 ? _c : "").replace(/^a\//, "")));
      ret.push("rename to " + quoteFileNameIfNeeded(((_d = patch.newFileName) !== null && _d !== void 0 ? _d : "").replace(/^b\//, "")));
    }
    if (patch.isCopy) {
      ret.push("copy from " + quoteFileNameIfNeeded(((_e = patch.oldFileName) !== null && _e !== void 0 ? _e : "").replace(/^a\//, "")));
      ret.push("copy to " + quoteFileNameIfNeeded(((_f = patch.newFileName) !== null && _f !== void 0 ? _f : "").replace(/^b\//, "")));
    }
  } else {
    if (headerOptions.includeIndex && patch.oldFileName == patch.newFileName && patch.oldFileName !== void 0) {
      ret.push("Index: " + patch.oldFileName);
    }
    if (headerOptions.includeUnderline) {
      ret.push("===================================================================");
    }
  }
  const hasHunks = patch.hunks.length > 0;
  if (headerOptions.includeFileHeaders && patch.oldFileName !== void 0 && patch.newFileName !== void 0 && (!patch.isGit || hasHunks)) {
    ret.push("--- " + quoteFileNameIfNeeded(patch.oldFileName) + (patch.oldHeader ? "	" + patch.oldHeader : ""));
    ret.push("+++ " + quoteFileNameIfNeeded(patch.newFileName) + (patch.newHeader ? "	" + patch.newHeader : ""));
  }
  for (let i = 0; i < patch.hunks.length; i++) {
    const hunk = patch.hunks[i];
    const oldStart = hunk.oldLines === 0 ? hunk.oldStart - 1 : hunk.oldStart;
    const newStart = hunk.newLines === 0 ? hunk.newStart - 1 : hunk.newStart;
    ret.push("@@ -" + oldStart + "," + hunk.oldLines + " +" + newStart + "," + hunk.newLines + " @@");
    for (const line of hunk.lines) {
      ret.push(line);
    }
  }
  return ret.join("\n") + "\n";
}
function createTwoFilesPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options) {
  if (typeof options === "function") {
    options = { callback: options };
  }
  if (!(options === null || options === void 0 ? void 0 : options.callback)) {
    const patchObj = structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options);
    if (!patchObj) {
      return;
    }
    return formatPatch(patchObj, options === null || options === void 0 ? void 0 : options.headerOptions);
  } else {
    const { callback } = options;
    structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, Object.assign(Object.assign({}, options), { callback: (patchObj) => {
      if (!patchObj) {
        callback(void 0);
      } else {
        callback(formatPatch(patchObj, options.headerOptions));
      }
    } }));
  }
}
function splitLines(text3) {
  const hasTrailingNl = text3.endsWith("\n");
  const result = text3.split("\n").map((line) => line + "\n");
  if (hasTrailingNl) {
    result.pop();
  } else {
    result.push(result.pop().slice(0, -1));
  }
  return result;
}

// src/diff/unified.ts
function objectYaml(object) {
  if (!object) return "";
  return stringifyYaml(sortKeys(object));
}
function unifiedDiff(label2, before, after) {
  const old = objectYaml(before);
  const neu = objectYaml(after);
  if (old === neu) return "";
  return createTwoFilesPatch(
    before ? `a/${label2}` : "/dev/null",
    after ? `b/${label2}` : "/dev/null",
    old,
    neu,
    void 0,
    void 0,
    { context: 3, headerOptions: FILE_HEADERS_ONLY }
  );
}
var MAX_PATHS = 50;
function formatFieldPath(path) {
  if (path.length === 0) return ".";
  return path.map((segment, i) => {
    if (typeof segment === "number") return `[${segment}]`;
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(segment)) return `[${JSON.stringify(segment)}]`;
    return i === 0 ? segment : `.${segment}`;
  }).join("");
}
function changedFieldPaths(before, after) {
  const paths = [];
  const walk = (a, b, path) => {
    if (paths.length >= MAX_PATHS) return;
    if (isMap2(a) && isMap2(b)) {
      const keys = /* @__PURE__ */ new Set([...Object.keys(a), ...Object.keys(b)]);
      for (const key2 of [...keys].sort()) walk(a[key2], b[key2], [...path, key2]);
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
function equalJson(a, b) {
  if (a === b) return true;
  if (isMap2(a) && isMap2(b)) {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((key2) => key2 in b && equalJson(a[key2], b[key2]));
  }
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => equalJson(item, b[i]));
  return false;
}

// src/diff/objects.ts
function manifestId(object) {
  return objectId({
    group: splitApiVersion(object.apiVersion).group,
    kind: object.kind,
    namespace: object.metadata.namespace ?? "",
    name: object.metadata.name
  });
}
function compareObjects(before, after, options = {}) {
  let old = before ? stripNoise(before) : void 0;
  let neu = after ? stripNoise(after) : void 0;
  if (options.shape !== void 0) {
    old = old ? projectOnto(old, options.shape) : void 0;
    neu = neu ? projectOnto(neu, options.shape) : void 0;
  }
  const changed = !old || !neu || !equalJson(old, neu);
  if (!changed) return { changed, paths: [], diff: "" };
  const fieldPaths = old && neu ? changedFieldPaths(old, neu) : [];
  const aligned = old && neu ? alignLists(old, neu) : { before: old, reordered: [] };
  const paths = [
    ...aligned.reordered.map((path) => `${formatFieldPath(path)} (reordered)`).sort(),
    ...(old && neu ? changedFieldPaths(aligned.before, neu) : []).map(formatFieldPath)
  ];
  const manager = options.fieldManager;
  const drift = manager !== void 0 && before !== void 0 && fieldPaths.length > 0 && fieldPaths.every((path) => {
    const owners = fieldOwners(before, path);
    return owners.length > 0 && !owners.includes(manager);
  });
  if (old && aligned.before) old = aligned.before;
  maskSecretPair(old, neu);
  const label2 = formatRef({
    kind: (neu ?? old)?.kind ?? "",
    namespace: (neu ?? old)?.metadata.namespace ?? "",
    name: (neu ?? old)?.metadata.name ?? ""
  });
  return { changed, paths, diff: unifiedDiff(label2, old, neu), ...drift ? { drift } : {} };
}
function objectDiff(manifest, change, comparison, extra = {}) {
  const { object } = manifest;
  return {
    id: manifestId(object),
    apiVersion: object.apiVersion,
    kind: object.kind,
    namespace: object.metadata.namespace ?? "",
    name: object.metadata.name,
    change,
    ...manifest.source ? { source: manifest.source } : {},
    ...manifest.release ? { release: manifest.release } : {},
    paths: comparison.paths,
    diff: comparison.diff,
    ...extra
  };
}
function driftIgnoreOf(kustomization) {
  try {
    return compileDriftIgnore(kustomization?.ignore);
  } catch {
    return compileDriftIgnore(void 0);
  }
}
function pruneVerdict(object, prune) {
  if (!prune) return { deleted: false, reason: "prune is false: left in the cluster" };
  if (annotation(object, FLUX_PRUNE_ANNOTATION) === "disabled")
    return { deleted: false, reason: `${FLUX_PRUNE_ANNOTATION}: disabled: left in the cluster` };
  if (annotation(object, LIFECYCLE_DELETION_ANNOTATION) === "detach")
    return { deleted: false, reason: `${LIFECYCLE_DELETION_ANNOTATION}: detach: left in the cluster` };
  return { deleted: true, reason: "pruned" };
}
function finalizeVerdict(object, kustomization) {
  const policy = kustomization.deletionPolicy;
  if (policy === "Orphan") return { deleted: false, reason: "deletionPolicy Orphan: left in the cluster" };
  if (policy === "MirrorPrune" && !kustomization.prune)
    return { deleted: false, reason: "Kustomization removed with prune false: left in the cluster" };
  const verdict2 = pruneVerdict(object, true);
  return verdict2.deleted ? { deleted: true, reason: `Kustomization removed (deletionPolicy ${policy})` } : verdict2;
}
var releaseRemovalText = {
  upgradeDeletes: (release) => `the upgrade of HelmRelease ${release} deletes it`,
  keptByPolicy: `${HELM_RESOURCE_POLICY}: keep: left in the cluster`
};
function releaseRemoval(object, release, head, verdictOfRelease) {
  if (annotation(object, HELM_RESOURCE_POLICY) === "keep")
    return { deleted: false, reason: releaseRemovalText.keptByPolicy };
  if ([...head.values()].some((m) => isRelease(m.object, release)))
    return { deleted: true, reason: releaseRemovalText.upgradeDeletes(release) };
  const verdict2 = verdictOfRelease();
  if (verdict2 && !verdict2.deleted)
    return {
      deleted: false,
      reason: `HelmRelease ${release} is not deleted (${verdict2.reason.replace(/: left in the cluster$/, "")}): left in the cluster`
    };
  return { deleted: true, reason: `HelmRelease ${release} removed: its uninstall deletes it` };
}
function isRelease(object, release) {
  const [namespace, name] = release.split("/");
  return object.kind === "HelmRelease" && object.metadata.name === name && (object.metadata.namespace ?? "default") === namespace;
}
var ORDER = { removed: 0, changed: 1, added: 2 };
function byChangeThenApplyOrder(a, b) {
  return ORDER[a.diff.change] - ORDER[b.diff.change] || compareForApply(a.object, b.object);
}
function diffRevisions(base, head) {
  const baseByKey = new Map(base.map((k) => [kustomizationKey(k), k]));
  const headByKey = new Map(head.map((k) => [kustomizationKey(k), k]));
  const owners = (side) => {
    const map = /* @__PURE__ */ new Map();
    for (const k of side) {
      if (k.error) continue;
      for (const manifest of k.manifests) {
        const id = manifestId(manifest.object);
        if (!map.has(id)) map.set(id, { key: kustomizationKey(k), manifest });
      }
    }
    return map;
  };
  const baseOwners = owners(base);
  const headOwners = owners(head);
  const failedAtHead = new Set(head.filter((k) => k.error).map(kustomizationKey));
  const keys = [...headByKey.keys(), ...[...baseByKey.keys()].filter((key2) => !headByKey.has(key2))];
  const kustomizations = keys.map((key2) => {
    const b = baseByKey.get(key2);
    const h = headByKey.get(key2);
    const any = h ?? b;
    const problems = [];
    const notes = [];
    for (const item of h?.unresolved ?? []) notes.push(item);
    const row = {
      namespace: any.namespace,
      name: any.name,
      ...any.source ? { source: h?.source ?? b?.source } : {}
    };
    const definition = b && h && !equalJson(b.definition, h.definition) ? unifiedDiff(`Kustomization/${key2}`, b.definition, h.definition) : "";
    if (h?.error) {
      problems.push(`at the head: ${h.error}`);
      return {
        ...row,
        change: "failed",
        ...definition ? { definitionDiff: definition } : {},
        objects: [],
        unchanged: 0,
        problems,
        notes
      };
    }
    if (b?.error) {
      notes.push(`did not render at the base (${b.error}): every object is shown as added`);
    }
    const failedAtHeadReleases = new Set((h?.failedReleases ?? []).map((f) => f.release));
    for (const failure2 of h?.failedReleases ?? []) problems.push(failure2.message);
    for (const failure2 of b?.failedReleases ?? []) {
      if (!failedAtHeadReleases.has(failure2.release))
        notes.push(
          `HelmRelease ${failure2.release} did not render at the base: its objects are shown as added`
        );
    }
    const baseObjects = new Map(
      (b && !b.error ? b.manifests : []).map((m) => [manifestId(m.object), m])
    );
    const headObjects = new Map((h?.manifests ?? []).map((m) => [manifestId(m.object), m]));
    const entries = [];
    let unchanged = 0;
    for (const [id, before] of baseObjects) {
      if (headObjects.has(id)) continue;
      if (before.release && failedAtHeadReleases.has(before.release)) continue;
      const mover = headOwners.get(id);
      if (mover && mover.key !== key2) continue;
      const removal = before.release ? releaseRemoval(before.object, before.release, headObjects, () => {
        const release = [...baseObjects.values()].find((m) => isRelease(m.object, before.release));
        if (!release) return void 0;
        return h ? pruneVerdict(release.object, h.prune) : finalizeVerdict(release.object, b);
      }) : h ? pruneVerdict(before.object, h.prune) : finalizeVerdict(before.object, b);
      entries.push({
        diff: objectDiff(before, "removed", compareObjects(before.object, void 0), { removal }),
        object: before.object
      });
    }
    const ignore = driftIgnoreOf(h);
    const churn = new ReleaseChurn();
    const changedIn = (before, after, release) => {
      const paths = ignore.pathsFor(after);
      let [old, neu] = [withoutPaths(before, paths), withoutPaths(after, paths)];
      if (release) {
        const [b2, a] = [splitChurn(old), splitChurn(neu)];
        churn.record(release, b2.churn, a.churn);
        [old, neu] = [b2.object, a.object];
      }
      return compareObjects(old, neu);
    };
    for (const [id, after] of headObjects) {
      const before = baseObjects.get(id);
      if (before) {
        const comparison = changedIn(before.object, after.object, after.release);
        if (comparison.changed)
          entries.push({ diff: objectDiff(after, "changed", comparison), object: after.object });
        else unchanged++;
        continue;
      }
      const previous = baseOwners.get(id);
      if (previous && previous.key !== key2 && !failedAtHead.has(previous.key)) {
        const comparison = changedIn(previous.manifest.object, after.object);
        entries.push({
          diff: objectDiff(after, "changed", comparison, { movedFrom: previous.key }),
          object: after.object
        });
        continue;
      }
      entries.push({
        diff: objectDiff(after, "added", compareObjects(void 0, after.object)),
        object: after.object
      });
    }
    entries.sort(byChangeThenApplyOrder);
    notes.push(...churn.notes());
    const objects = entries.map((e) => e.diff);
    const change = !b ? "added" : !h ? "removed" : objects.length > 0 || definition ? "changed" : "unchanged";
    return {
      ...row,
      change,
      ...definition ? { definitionDiff: definition } : {},
      objects,
      unchanged,
      ...change === "unchanged" && b?.notRendered && h?.notRendered ? { notRendered: true } : {},
      problems,
      notes
    };
  });
  const summary = summariseDiff(kustomizations);
  const hasChanges = kustomizations.some(
    (k) => k.change === "added" || k.change === "removed" || k.change === "changed"
  );
  return { kustomizations, summary, hasChanges };
}
function summariseDiff(kustomizations) {
  const summary = {
    kustomizations: { added: 0, removed: 0, changed: 0, unchanged: 0, failed: 0 },
    objects: { added: 0, changed: 0, deleted: 0, orphaned: 0, unchanged: 0 }
  };
  for (const k of kustomizations) {
    summary.kustomizations[k.change]++;
    if (k.notRendered) summary.kustomizations.notRendered = (summary.kustomizations.notRendered ?? 0) + 1;
    summary.objects.unchanged += k.unchanged;
    for (const o of k.objects) {
      if (o.change === "removed") summary.objects[o.removal?.deleted ? "deleted" : "orphaned"]++;
      else summary.objects[o.change]++;
    }
  }
  return summary;
}

// src/diff/plan.ts
function planComparison(planned, fieldManager) {
  if (!planned.live) return compareObjects(void 0, planned.object);
  const shape = unionShape(manifestShape(planned.object), appliedFields(planned.live, fieldManager));
  const ignored = planned.ignoredPaths ?? [];
  return compareObjects(
    withoutPaths(planned.live, ignored),
    withoutPaths(planned.dryRun ?? planned.object, ignored),
    { shape, fieldManager }
  );
}
function attachPlanDiffs(changes, planned, fieldManager) {
  const byId = new Map(planned.map((p) => [p.id, p]));
  for (const change of changes) {
    if (change.action !== "created" && change.action !== "configured") continue;
    const p = byId.get(change.id);
    if (!p) continue;
    const comparison = planComparison(p, fieldManager);
    if (!comparison.diff) continue;
    change.diff = comparison.diff;
    if (comparison.paths.length > 0) change.paths = comparison.paths;
    if (comparison.drift) change.drift = true;
  }
}
function releaseObjectComparison(live, rendered) {
  if (!live) return compareObjects(void 0, rendered);
  return compareObjects(live, rendered, { shape: manifestShape(rendered) });
}

// src/report/truncate.ts
function fitToLimit(blocks, limit) {
  const whole = layout(blocks);
  const room = limit ? limit.max - (limit.reserved ?? 0) : 0;
  if (!limit || measure(whole, limit.unit) <= room) return whole;
  let reserve = measure(`

${noteFor(blocks, /* @__PURE__ */ new Set(), limit)}`, limit.unit);
  for (let attempt = 0; attempt < 5; attempt++) {
    const chosen = select(blocks, room - reserve, limit.unit);
    const text3 = layout(blocks, chosen, noteFor(blocks, chosen, limit));
    const size = measure(text3, limit.unit);
    if (size <= room) return text3;
    reserve += size - room;
  }
  return `${cutTo(layout(blocks, /* @__PURE__ */ new Set([0])), room - 1, limit.unit)}
`;
}
function layout(blocks, chosen, note) {
  const out = [];
  let parent;
  blocks.forEach((block, i) => {
    if (chosen && !chosen.has(i)) return;
    if (block.parent !== parent) {
      if (parent) out.push(parent.close);
      if (block.parent) out.push(`${out.length ? "\n\n" : ""}${block.parent.open}`);
      parent = block.parent;
    }
    out.push(block.parent ? `
${block.text}` : `${out.length ? "\n\n" : ""}${block.text}`);
    if (block.noteAfter && note) out.push(`

${note}`);
  });
  if (parent) out.push(parent.close);
  return `${out.join("")}
`;
}
function select(blocks, budget, unit) {
  const order = blocks.map((_b, i) => i).sort((a, b) => blocks[a].priority - blocks[b].priority || a - b);
  const chosen = /* @__PURE__ */ new Set();
  const opened = /* @__PURE__ */ new Set();
  let used = 1;
  for (const i of order) {
    const block = blocks[i];
    let cost = measure(`${block.parent ? "\n" : "\n\n"}${block.text}`, unit);
    if (block.parent && !opened.has(block.parent))
      cost += measure(`

${block.parent.open}${block.parent.close}`, unit);
    if (block.priority > 0 && used + cost > budget) continue;
    chosen.add(i);
    used += cost;
    if (block.parent) opened.add(block.parent);
  }
  return chosen;
}
function noteFor(blocks, chosen, limit) {
  const left = blocks.filter((b, i) => !chosen.has(i) && b.priority > 0).map((b) => b.omitted);
  const rows = left.filter((o) => o.row);
  const notReadyRows = rows.filter((o) => o.notReady).length;
  const details = left.filter((o) => o.details !== void 0).map((o) => o.details);
  const failing = left.filter((o) => o.details !== void 0 && o.notReady).length;
  const diffs = left.filter((o) => o.diff !== void 0).map((o) => o.diff);
  const sections = left.filter((o) => o.section).map((o) => o.section);
  const parts = [
    rows.length ? `${plural(rows.length, "row")} of the table${notReadyRows ? ` (${notReadyRows.toLocaleString("en-US")} of them not Ready)` : ""}` : "",
    details.length ? `the details of ${plural(details.length, "Kustomization")}${failing ? ` (${failing.toLocaleString("en-US")} not Ready)` : ""}: ${listSome(details)}` : "",
    diffs.length ? `the diffs of ${plural(diffs.length, "Kustomization")}: ${listSome(diffs)}` : "",
    ...sections
  ].filter(Boolean);
  const size = limit.unit === "bytes" ? `${limit.max / 1024 / 1024 >= 1 ? `${limit.max / 1024 / 1024} MiB` : `${limit.max.toLocaleString("en-US")} bytes`}` : `${limit.max.toLocaleString("en-US")} characters`;
  return `> [!NOTE]
> Shortened to fit GitHub's limit of ${size}: left out ${parts.join("; ") || "nothing"}. The full report is in ${limit.fullReport}.`;
}
function listSome(names, max = 5) {
  const shown = names.slice(0, max).map((n) => codeSpan(n));
  return names.length > max ? `${shown.join(", ")} and ${(names.length - max).toLocaleString("en-US")} more` : shown.join(", ");
}

// src/report/diff.ts
function where(o) {
  const location = formatLocation(o.source);
  return location ? `  ${location}` : "";
}
function objectCounts(k) {
  const n = { removed: 0, changed: 0, added: 0 };
  for (const o of k.objects) n[o.change]++;
  const parts = [
    n.removed ? `${n.removed} removed` : "",
    n.changed ? `${n.changed} changed` : "",
    n.added ? `${n.added} added` : "",
    `${k.unchanged} unchanged`
  ];
  return parts.filter(Boolean).join(", ");
}
var HEADINGS = {
  added: "added",
  removed: "removed from the repository",
  changed: "changed",
  unchanged: "unchanged",
  failed: "failed"
};
function labels(o) {
  return `${o.release ? `  (HelmRelease ${o.release})` : ""}${o.movedFrom ? `  (moved from ${o.movedFrom})` : ""}${o.drift ? "  (drift: changed in the cluster, not in git)" : ""}`;
}
function removals(result) {
  const removed = result.kustomizations.flatMap(
    (k) => k.objects.filter((o) => o.change === "removed").map((o) => ({ k, o }))
  );
  return {
    deleted: removed.filter(({ o }) => o.removal?.deleted),
    kept: removed.filter(({ o }) => !o.removal?.deleted)
  };
}
function worthShowing(k) {
  return k.change !== "unchanged" || k.notes.length > 0;
}
function objectLine(o) {
  const ref = formatRef(o);
  if (o.change === "removed")
    return `- ${ref}${where(o)}  (${o.removal?.deleted ? "deleted" : "left in the cluster"}: ${o.removal?.reason})`;
  if (o.change === "added") return `+ ${ref}${where(o)}${labels(o)}`;
  const paths = o.paths.length ? `  ${o.paths.join(", ")}` : "";
  return `~ ${ref}${where(o)}${labels(o)}${paths}`;
}
function renderDiffText(result, revisions, options = {}) {
  const out = [];
  if (revisions)
    out.push(
      `Changes from ${shortRevision(revisions.base.revision)} to ${shortRevision(revisions.head.revision)}`,
      ""
    );
  const { deleted, kept } = removals(result);
  const table = (rows) => {
    const width = Math.max(...rows.map(({ o }) => formatRef(o).length));
    return rows.map(({ k, o }) => {
      const reason = o.removal?.deleted ? "" : `  ${o.removal?.reason}`;
      return `  ${formatRef(o).padEnd(width)}  ${k.namespace}/${k.name}${where(o)}${reason}`;
    });
  };
  if (deleted.length) {
    out.push(`\u26A0 WILL BE DELETED (${plural(deleted.length, "object")}):`, ...table(deleted), "");
  }
  if (kept.length) {
    out.push(
      `Removed from the manifests, left in the cluster (${plural(kept.length, "object")}):`,
      ...table(kept),
      ""
    );
  }
  const shown = result.kustomizations.filter(
    (k) => worthShowing(k) && !(k.change === "failed" && options.failures === false)
  );
  for (const k of shown) {
    const summary = k.change === "failed" ? "" : ` (${objectCounts(k)})`;
    out.push(`${k.namespace}/${k.name}: ${HEADINGS[k.change]}${summary}${where(k)}`);
    for (const problem of k.problems) out.push(`  \u2716 ${problem}`);
    for (const note of k.notes) out.push(`  note: ${note}`);
    if (k.definitionDiff) out.push("~ Kustomization definition", k.definitionDiff.trimEnd());
    for (const o of k.objects) {
      out.push(objectLine(o));
      if (o.change !== "removed" && o.diff) out.push(o.diff.trimEnd());
    }
    out.push("");
  }
  const s = result.summary;
  out.push(
    `Kustomizations: ${s.kustomizations.changed} changed, ${s.kustomizations.added} added, ${s.kustomizations.removed} removed, ${s.kustomizations.unchanged} unchanged${s.kustomizations.notRendered ? ` (${s.kustomizations.notRendered} not rendered: no change reaches them)` : ""}${s.kustomizations.failed ? `, ${s.kustomizations.failed} failed` : ""}; objects: ${s.objects.added} added, ${s.objects.changed} changed, ${s.objects.deleted} deleted, ${s.objects.orphaned} left in the cluster, ${s.objects.unchanged} unchanged`
  );
  if (!result.hasChanges) out.push("No changes.");
  return `${out.join("\n")}
`;
}
var PLAN_ORDER = { deleted: 0, configured: 1, created: 2 };
function planDiff(report) {
  const kustomizations = report.kustomizations.map((k) => {
    const objects = [];
    let unchanged = 0;
    const changes = [...k.changes].sort(
      (a, b) => (PLAN_ORDER[a.action] ?? 3) - (PLAN_ORDER[b.action] ?? 3)
    );
    for (const c of changes) {
      const base = {
        id: c.id,
        kind: c.kind,
        namespace: c.namespace,
        name: c.name,
        ...c.source ? { source: c.source } : {},
        paths: c.paths ?? [],
        diff: c.diff ?? "",
        ...c.release ? { release: c.release } : {}
      };
      if (c.action === "created") objects.push({ ...base, change: "added" });
      else if (c.action === "configured")
        objects.push({ ...base, change: "changed", ...c.drift ? { drift: true } : {} });
      else if (c.action === "deleted")
        objects.push({
          ...base,
          change: "removed",
          removal: { deleted: true, reason: "pruned" }
        });
      else if (c.action === "unchanged" || c.action === "skipped") unchanged++;
    }
    const failed = k.ready === "False";
    return {
      namespace: k.namespace,
      name: k.name,
      change: failed ? "failed" : objects.length > 0 ? "changed" : "unchanged",
      ...k.source ? { source: k.source } : {},
      objects,
      unchanged,
      problems: failed ? [`${k.reason}: ${k.message}`] : [],
      notes: []
    };
  });
  const summary = summariseDiff(kustomizations);
  return { kustomizations, summary, hasChanges: summary.kustomizations.changed > 0 };
}
function fenced(text3, language) {
  const longest = Math.max(2, ...[...text3.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  return `${fence}${language}
${text3.replace(/\n$/, "")}
${fence}`;
}
function cappedDiff(diff, maxLines) {
  const lines = diff.replace(/\n$/, "").split("\n");
  if (lines.length <= maxLines) return lines.join("\n");
  return `${lines.slice(0, maxLines).join("\n")}
\u2026 ${(lines.length - maxLines).toLocaleString("en-US")} more lines in the full report`;
}
var MARK = { removed: "-", changed: "~", added: "+" };
function renderDiffMarkdown(result, options = {}) {
  const s = result.summary;
  const counts = [
    `${plural(s.kustomizations.changed + s.kustomizations.added + s.kustomizations.removed, "Kustomization")} changed`,
    `${s.objects.added.toLocaleString("en-US")} added`,
    `${s.objects.changed.toLocaleString("en-US")} changed`,
    `${s.objects.deleted.toLocaleString("en-US")} deleted`,
    ...s.objects.orphaned ? [`${s.objects.orphaned.toLocaleString("en-US")} left in the cluster`] : [],
    `${s.objects.unchanged.toLocaleString("en-US")} unchanged`,
    ...s.kustomizations.notRendered ? [`${plural(s.kustomizations.notRendered, "Kustomization")} not rendered (no change reaches them)`] : [],
    ...s.kustomizations.failed ? [`${plural(s.kustomizations.failed, "Kustomization")} failed`] : []
  ];
  const blocks = [
    {
      text: `${options.title ?? "### Diff"}

${result.hasChanges ? counts.join(" \xB7 ") : "No changes."}`,
      priority: 0,
      omitted: {},
      noteAfter: true
    },
    ...diffBlocks(result, { maxLinesPerObject: options.maxLinesPerObject })
  ];
  return fitToLimit(blocks, options.limit);
}
function diffBlocks(result, options = {}) {
  const maxLines = options.maxLinesPerObject ?? 300;
  const priority = options.priority ?? { deletions: 1, failed: 1, removals: 3, changes: 4 };
  const parent = options.section;
  const gap = parent ? "\n" : "";
  const blocks = [];
  const { deleted, kept } = removals(result);
  const listed = (rows) => rows.map(
    ({ k, o }) => `- ${codeSpan(formatRef(o))} (${escapeInline(`${k.namespace}/${k.name}`)})${o.removal?.deleted ? "" : `: ${escapeInline(o.removal?.reason ?? "")}`}`
  ).join("\n");
  if (deleted.length)
    blocks.push({
      text: `${gap}**\u26A0\uFE0F Will be deleted (${plural(deleted.length, "object")}):**

${listed(deleted)}`,
      priority: priority.deletions,
      ...parent ? { parent } : {},
      omitted: { section: "the list of deletions" }
    });
  if (kept.length)
    blocks.push({
      text: `${gap}**Removed from the manifests, left in the cluster (${plural(kept.length, "object")}):**

${listed(kept)}`,
      priority: priority.removals,
      ...parent ? { parent } : {},
      omitted: { section: "the list of objects left in the cluster" }
    });
  const shown = result.kustomizations.filter(
    (k) => worthShowing(k) && !(k.change === "failed" && options.failures === false)
  );
  for (const k of shown) {
    const name = `${k.namespace}/${k.name}`;
    const body = [];
    for (const problem of k.problems) body.push(`\u274C ${escapeInline(problem)}`);
    for (const note of k.notes) body.push(`\u2139\uFE0F ${escapeInline(note)}`);
    const text3 = (objects, withBodies) => objects.map((o) => {
      const head = `${MARK[o.change]} ${formatRef(o)}${labels(o)}`;
      return withBodies && o.change !== "removed" && o.diff ? `${head}
${cappedDiff(o.diff, maxLines)}` : head;
    }).join("\n");
    if (k.definitionDiff)
      body.push(fenced(`~ Kustomization definition
${cappedDiff(k.definitionDiff, maxLines)}`, "diff"));
    const changedOrRemoved = k.objects.filter((o) => o.change !== "added");
    const added = k.objects.filter((o) => o.change === "added");
    if (changedOrRemoved.length) body.push(fenced(text3(changedOrRemoved, true), "diff"));
    if (added.length)
      body.push(
        `<details><summary>${escapeHtml(`${plural(added.length, "object")} added`)}</summary>

${fenced(text3(added, true), "diff")}

</details>`
      );
    const open = shown.length <= 2 && body.join("\n").split("\n").length <= 60 ? " open" : "";
    const summary = `${k.change === "failed" ? "\u274C" : k.objects.some((o) => o.removal?.deleted) ? "\u26A0\uFE0F" : "\u270F\uFE0F"} ${name}: ${HEADINGS[k.change]}${k.change === "failed" ? "" : ` (${objectCounts(k)})`}`;
    blocks.push({
      text: `${gap}<details${open}><summary>${escapeHtml(summary)}</summary>

${body.join("\n\n")}

</details>`,
      priority: k.change === "failed" ? priority.failed : k.objects.some((o) => o.change === "removed") ? priority.removals : priority.changes,
      ...parent ? { parent } : {},
      omitted: { diff: name, notReady: k.change === "failed" }
    });
  }
  return blocks;
}

// src/report/redact.ts
import { existsSync, readFileSync } from "node:fs";
import { homedir } from "node:os";
import { delimiter, join } from "node:path";
var SHORT_BELOW = 8;
var MIN_DATA_LENGTH = 4;
var MIN_LINE_LENGTH = 8;
var PLAIN_WORD = /^[A-Za-z]+$/;
var QUOTED_BEFORE = `(?<=["'\\x60]|[Vv]alue: ?)`;
var QUOTED_AFTER = `(?=["'\\x60}\\]),;]|\\s|$)`;
function patternFor(value) {
  const literal = escapeRegExp(value);
  if (value.length >= SHORT_BELOW) return literal;
  if (PLAIN_WORD.test(value)) return `${QUOTED_BEFORE}${literal}${QUOTED_AFTER}`;
  return `(?<![A-Za-z0-9])${literal}(?![A-Za-z0-9])`;
}
var matchers = /* @__PURE__ */ new WeakMap();
function matcher(secrets) {
  const cached = matchers.get(secrets);
  if (cached !== void 0) return cached;
  const values = [...new Set(secrets)].filter((s) => s.length > 0).sort((a, b) => b.length - a.length);
  const pattern = values.length === 0 ? null : new RegExp(values.map(patternFor).join("|"), "g");
  matchers.set(secrets, pattern);
  return pattern;
}
function redact(text3, secrets) {
  const pattern = matcher(secrets);
  return pattern ? text3.replace(pattern, "***") : text3;
}
var VERBATIM_KEYS = /* @__PURE__ */ new Set([
  "action",
  "apiVersion",
  "file",
  "id",
  "kind",
  "mode",
  "name",
  "namespace",
  "object",
  "ready",
  "reason",
  "ref",
  "revision",
  "startedAt",
  "status"
]);
function redactDeep(value, secrets) {
  const pattern = matcher(secrets);
  if (!pattern) return value;
  const walk = (v, key2) => {
    if (typeof v === "string")
      return key2 !== void 0 && VERBATIM_KEYS.has(key2) ? v : v.replace(pattern, "***");
    if (Array.isArray(v)) return v.map((item) => walk(item, key2));
    if (v && typeof v === "object")
      return Object.fromEntries(
        Object.entries(v).map(([k, x]) => [k, walk(x, k)])
      );
    return v;
  };
  return walk(value);
}
function redactingLogger(log, secrets) {
  return {
    info: (m) => log.info(redact(m, secrets)),
    warn: (m) => log.warn(redact(m, secrets)),
    error: (m) => log.error(redact(m, secrets)),
    debug: (m) => log.debug(redact(m, secrets)),
    progress: (m) => log.progress(redact(m, secrets)),
    // What a group returns (a Kustomization's result) is redacted too: a cancelled action reports
    // the results its logger saw before the run's own report was redacted.
    group: (title, fn) => log.group(redact(title, secrets), async () => redactDeep(await fn(), secrets))
  };
}
var SecretValues = class {
  values = [];
  known = /* @__PURE__ */ new Set();
  constructor(credentials = []) {
    for (const credential of credentials) this.addCredential(credential);
  }
  /** A credential: secret whatever its length. */
  addCredential(value) {
    this.push(value.trim(), 1);
  }
  /**
   * A value of a Secret (`data` decoded, `stringData`, a substituteFrom Secret's value). Also
   * its base64 form for `data`, the forms an API message quotes (JSON-escaped), and each line
   * of a multi-line value.
   */
  addSecretData(value, options = {}) {
    if (typeof value !== "string" && typeof value !== "number") {
      if (value && typeof value === "object")
        for (const item of Object.values(value)) this.addSecretData(item, options);
      return;
    }
    const text3 = String(value);
    if (options.base64) {
      this.push(text3, MIN_DATA_LENGTH);
      this.addSecretData(Buffer.from(text3, "base64").toString("utf8"));
      return;
    }
    this.push(text3, MIN_DATA_LENGTH);
    this.push(text3.trim(), MIN_DATA_LENGTH);
    this.push(JSON.stringify(text3).slice(1, -1), MIN_DATA_LENGTH);
    if (text3.includes("\n")) for (const line of text3.split(/\r?\n/)) this.push(line.trim(), MIN_LINE_LENGTH);
  }
  push(value, minLength) {
    if (value.length < minLength || this.known.has(value)) return;
    this.known.add(value);
    this.values.push(value);
    matchers.delete(this.values);
  }
};
function runSecrets(options) {
  const sources = options.kubeconfig ? [options.kubeconfig] : process.env.KUBECONFIG ? process.env.KUBECONFIG.split(delimiter).filter(Boolean) : [join(homedir(), ".kube", "config")];
  return new SecretValues(sources.flatMap((source) => kubeconfigSecrets(source)));
}
var SECRET_FIELD = /^(token|password|client-key-data|client-certificate-data|id-token|refresh-token|access-token|client-secret|secret)$/i;
var SECRET_ENV = /token|secret|password|key|credential/i;
function kubeconfigSecrets(kubeconfig) {
  if (!kubeconfig.trim()) return [];
  let text3 = kubeconfig;
  if (!kubeconfig.includes("\n") && existsSync(kubeconfig)) {
    try {
      text3 = readFileSync(kubeconfig, "utf8");
    } catch {
      return [];
    }
  }
  const found = [];
  const add = (key2, value) => {
    if (typeof value !== "string" && typeof value !== "number") return;
    const v = String(value).trim();
    if (!v) return;
    found.push(v);
    if (key2 === "client-key-data") {
      const decoded = Buffer.from(v, "base64").toString("utf8");
      for (const line of decoded.split("\n"))
        if (line.trim().length >= 8 && !line.startsWith("-----")) found.push(line.trim());
    }
  };
  let doc;
  try {
    doc = parseYaml(text3);
  } catch {
    doc = void 0;
  }
  if (doc && typeof doc === "object") {
    walkKubeconfig(doc, (key2, value) => {
      if (SECRET_FIELD.test(key2)) add(key2, value);
      if (key2 === "env" && Array.isArray(value)) {
        for (const e of value) {
          if (e?.name && SECRET_ENV.test(e.name) && e.value) add("value", e.value);
        }
      }
    });
  } else {
    for (const line of text3.split("\n")) {
      const m = /^\s*-?\s*"?([\w-]+)"?\s*:\s*"?([^"]*)"?\s*$/.exec(line);
      if (m && SECRET_FIELD.test(m[1])) add(m[1], m[2]);
    }
  }
  return [...new Set(found)];
}
function walkKubeconfig(node, visit) {
  if (Array.isArray(node)) {
    for (const item of node) walkKubeconfig(item, visit);
    return;
  }
  if (!node || typeof node !== "object") return;
  for (const [key2, value] of Object.entries(node)) {
    visit(key2, value);
    walkKubeconfig(value, visit);
  }
}

// src/report/annotations.ts
import { posix } from "node:path";
function locator(rootFromWorkspace) {
  return (source) => source ? {
    file: posix.join(rootFromWorkspace.replaceAll("\\", "/"), source.file),
    ...source.line ? { line: source.line } : {}
  } : {};
}
function diffAnnotations(report, rootFromWorkspace = "") {
  const at = locator(rootFromWorkspace);
  return [
    ...report.problems.map((p) => ({ level: "error", message: p.message, ...at(p.source) })),
    ...report.kustomizations.flatMap(
      (k) => k.problems.map((p) => ({
        level: "error",
        message: `${k.namespace}/${k.name}: ${p}`,
        ...at(k.source)
      }))
    )
  ];
}
function planAnnotations(report, rootFromWorkspace = "") {
  const at = locator(rootFromWorkspace);
  const causes = [];
  const others = [];
  const blocked = [];
  const warnings = [];
  for (const problem of report.problems ?? [])
    causes.push({ level: "error", message: problemMessage(problem), ...at(problem.source) });
  for (const k of report.kustomizations) {
    const key2 = `${k.namespace}/${k.name}`;
    const said = [];
    for (const problem of k.problems ?? []) {
      const text3 = withoutSelf(problem.message, k);
      const object = problem.object && !text3.includes(problem.object) && !problem.object.startsWith("Kustomization/") ? `${problem.object}: ` : "";
      const message = text3 === problem.message ? `${key2}: ${object}${text3}` : `${key2}: ${k.reason}: ${text3}`;
      causes.push({ level: "error", message, ...at(problem.source ?? k.source) });
      said.push(problem.message, problem.object ?? "");
    }
    for (const change of k.changes) {
      if (change.action !== "failed") continue;
      const ref = formatRef(change);
      if (said.some((s) => s === ref || s !== "" && s.includes(ref))) continue;
      causes.push({
        level: "error",
        message: `${key2}: ${ref} failed${change.detail ? `: ${change.detail}` : ""}`,
        ...at(change.source ?? k.source)
      });
    }
    if (k.ready === "False" && !(k.problems?.length ?? 0)) {
      const annotation2 = {
        level: "error",
        message: `${key2}: ${k.reason}: ${k.message}`,
        ...at(k.source)
      };
      if (k.reason === "DependencyNotReady" && / is not ready$/.test(k.message)) blocked.push(annotation2);
      else if (k.reason === "DependencyNotReady") causes.push(annotation2);
      else others.push(annotation2);
    }
    for (const warning of warningLines(report, k))
      warnings.push({ level: "warning", message: warning, ...at(k.source) });
  }
  const seen = /* @__PURE__ */ new Set();
  const all = [...causes, ...others, ...blocked, ...warnings].map((a) => ({
    ...a,
    message: oneLine(a.message)
  }));
  return all.filter((a) => {
    const id = `${a.level} ${a.file ?? ""}:${a.line ?? ""} ${a.message}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
function withoutSelf(message, k) {
  const prefix = `Kustomization/${k.name}: `;
  return message.startsWith(prefix) ? message.slice(prefix.length) : message;
}
function budgetAnnotations(annotations, used = {}) {
  const shown = [];
  const rest = [];
  for (const level of ["error", "warning", "notice"]) {
    const all = annotations.filter((a) => a.level === level);
    const room = Math.max(0, GITHUB_LIMITS.annotationsPerLevel - (used[level] ?? 0));
    if (all.length <= room) {
      shown.push(...all);
      continue;
    }
    const kept = all.slice(0, Math.max(0, room - 1));
    const left = all.slice(kept.length);
    shown.push(...kept);
    if (room > 0) {
      shown.push({
        level,
        message: `${plural(left.length, `more ${level === "error" ? "problem" : level}`)} not annotated here (GitHub shows ${GITHUB_LIMITS.annotationsPerLevel} per step): the job summary lists them`
      });
    }
    rest.push(
      ...left.map(
        (a) => a.file ? `${formatLocation({ file: a.file, line: a.line })}: ${a.message}` : a.message
      )
    );
  }
  return { shown, rest };
}

// src/report/health.ts
function renderHealth(health, message = "") {
  if (health === void 0 || health === null) return "";
  const record3 = isRecord(health) ? health : {};
  const objects = Array.isArray(health) ? health : firstArray(record3, ["objects", "checks", "results", "entries"]) ?? [];
  const lines = [];
  const summary = text(record3.message) ?? text(record3.status) ?? text(record3.result);
  if (summary && !message.includes(summary)) lines.push(escapeInline(summary));
  const healthy = [];
  const problems = [];
  for (const item of objects) {
    if (!isRecord(item)) continue;
    const status = text(item.status) ?? text(item.state) ?? "";
    const ref = text(item.ref) ?? text(item.object) ?? text(item.id) ?? [text(item.kind), text(item.namespace), text(item.name)].filter(Boolean).join("/");
    if (/^(current|healthy|ready|true|passed)$/i.test(status)) {
      healthy.push(ref);
      continue;
    }
    const itemMessage = text(item.message);
    if (message.includes(`${ref} status: '${status}'${itemMessage ? `: ${itemMessage}` : ""}`)) continue;
    const line = `- ${codeSpan(ref)} ${escapeInline(status)}${itemMessage ? `: ${escapeInline(itemMessage)}` : ""}`;
    const reasons = [
      ...(firstArray(item, ["pods", "podReasons", "reasons"]) ?? []).map(podReason),
      ...text(item.reason) ? [escapeInline(text(item.reason))] : []
    ].filter(Boolean);
    problems.push([line, ...reasons.map((r) => `  - ${r}`)].join("\n"));
  }
  if (problems.length) lines.push(problems.join("\n"));
  if (healthy.length > 0) {
    const names = healthy.length <= 5 ? `: ${healthy.map((r) => codeSpan(r)).join(", ")}` : "";
    lines.push(`${healthy.length} object${healthy.length === 1 ? "" : "s"} healthy${names}.`);
  }
  return lines.join("\n\n");
}
function podReason(pod) {
  if (typeof pod === "string") return escapeInline(pod);
  if (!isRecord(pod)) return "";
  const name = text(pod.name) ?? text(pod.pod);
  const container = text(pod.container);
  const reason = text(pod.reason) ?? text(pod.status);
  const message = text(pod.message);
  const who = [name ? `Pod ${name}` : "", container ? `container ${container}` : ""].filter(Boolean).join(", ");
  return escapeInline([who, reason, message].filter(Boolean).join(": "));
}
function text(value) {
  return typeof value === "string" && value !== "" ? value : void 0;
}
function firstArray(record3, keys) {
  for (const key2 of keys) if (Array.isArray(record3[key2])) return record3[key2];
  return void 0;
}

// src/report/mermaid.ts
var CLASS = {
  True: "ready",
  False: "failed",
  Unknown: "unknown"
};
function renderMermaid(report, { maxNodes = 50 } = {}) {
  const all = report.kustomizations;
  const byKey = new Map(all.map((k) => [`${k.namespace}/${k.name}`, k]));
  const hasEdges = all.some((k) => (k.dependsOn ?? []).length > 0);
  if (!hasEdges) return "";
  let shown = all;
  let note = "";
  if (all.length > maxNodes) {
    const failing = all.filter((k) => k.ready === "False");
    const keys = new Set(failing.map((k) => `${k.namespace}/${k.name}`));
    for (const k of failing) for (const dep of k.dependsOn ?? []) if (byKey.has(dep)) keys.add(dep);
    if (failing.length === 0 || keys.size > maxNodes) {
      return `<details><summary>Dependency graph</summary>

Not drawn: ${all.length} Kustomizations is more than the ${maxNodes} a diagram stays readable with${failing.length ? ` (and the ${failing.length} not Ready with their dependencies are ${keys.size})` : ""}. \`kustomize-sync graph\` prints the order.

</details>`;
    }
    shown = all.filter((k) => keys.has(`${k.namespace}/${k.name}`));
    const which2 = failing.length === 1 ? "the Kustomization that is" : `the ${failing.length} Kustomizations that are`;
    note = `Showing ${which2} not Ready and their dependencies (${shown.length} of ${all.length}).

`;
  }
  const id = new Map(shown.map((k, i) => [`${k.namespace}/${k.name}`, `k${i}`]));
  const single = new Set(all.map((k) => k.namespace)).size === 1;
  const text3 = (key2) => single ? key2.slice(key2.indexOf("/") + 1) : key2;
  const lines = ["flowchart LR"];
  for (const k of shown) {
    const key2 = `${k.namespace}/${k.name}`;
    lines.push(`  ${id.get(key2)}["${label(text3(key2))}"]:::${CLASS[k.ready]}`);
  }
  const missing = /* @__PURE__ */ new Map();
  for (const k of shown) {
    for (const dep of k.dependsOn ?? []) {
      let from = id.get(dep);
      if (!from && !byKey.has(dep)) {
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
    "  classDef missing fill:#fff8c5,stroke:#9a6700,color:#1f2328,stroke-dasharray:4 3"
  );
  const open = shown.length <= 12 ? " open" : "";
  return `<details${open}><summary>Dependency graph</summary>

${note}\`\`\`mermaid
${lines.join("\n")}
\`\`\`

</details>`;
}
function label(text3) {
  return text3.replace(/["<>`#&;\r\n]/g, "");
}

// src/report/markdown.ts
var ICON2 = { True: "\u2705", False: "\u274C", Unknown: "\u26AA" };
function iconFor(k) {
  if (k.reason === "Suspended") return "\u23F8\uFE0F";
  if (k.reason === "Planned") return "\u{1F4DD}";
  if (k.reason === "Valid") return "\u2611\uFE0F";
  if (k.reason === "Cancelled") return "\u23F9\uFE0F";
  return ICON2[k.ready];
}
function statusWord(k) {
  return k.ready === "True" && k.reason !== "Planned" ? "Ready" : k.reason;
}
function displayName(report) {
  const namespaces = new Set(report.kustomizations.map((k) => k.namespace));
  return namespaces.size === 1 ? (k) => k.name : (k) => `${k.namespace}/${k.name}`;
}
var PRIORITY = {
  title: 0,
  failingRow: 1,
  problems: 1,
  deletingRow: 2,
  unannotated: 2,
  failureDetails: 3,
  deletingDetails: 4,
  row: 4,
  details: 5,
  diff: 6,
  quietDetails: 7,
  quietRow: 8,
  graph: 9
};
function renderMarkdown(report, ctx = {}, limit) {
  const blocks = reportBlocks(report, ctx);
  return fitToLimit(blocks, limit);
}
function reportBlocks(report, ctx) {
  const blocks = [];
  const all = report.kustomizations;
  blocks.push({ text: renderHeader(report, ctx), priority: PRIORITY.title, omitted: {}, noteAfter: true });
  const ordered = byImportance(all);
  const columns = tableColumns(report);
  const compact = all.length > (ctx.compactAbove ?? 25);
  const listed = compact ? ordered.filter((k) => !isQuiet(k)) : ordered;
  const quiet = compact ? ordered.filter(isQuiet) : [];
  if (all.length === 0) {
    blocks.push({ text: "_No Kustomizations found._", priority: PRIORITY.title, omitted: {} });
  } else if (listed.length === 0) {
    blocks.push({
      text: `All ${plural(all.length, "Kustomization")} Ready with nothing changed.`,
      priority: PRIORITY.title,
      omitted: {}
    });
  } else {
    const main = {
      open: tableHead(columns),
      close: quiet.length > 0 ? `

${plural(quiet.length, "more Kustomization")} Ready with nothing changed, listed below.` : ""
    };
    for (const k of listed) blocks.push(rowBlock(k, columns, main, rowPriority(k)));
  }
  const problems = report.problems ?? [];
  if (problems.length > 0) {
    blocks.push({
      text: `**\u274C ${plural(problems.length, "problem")} in the Kustomization definitions**

${problems.map((p) => `- ${escapeInline(formatProblem(p))}`).join("\n")}`,
      priority: PRIORITY.problems,
      omitted: { section: "the list of definition problems" }
    });
  }
  const unannotated = ctx.unannotated ?? [];
  if (unannotated.length > 0) {
    blocks.push({
      text: `<details><summary>\u2139\uFE0F ${plural(unannotated.length, "problem")} without an annotation: GitHub shows 10 per step</summary>

${unannotated.map((p) => `- ${escapeInline(p)}`).join("\n")}

</details>`,
      priority: PRIORITY.unannotated,
      omitted: { section: "the list of problems without an annotation" }
    });
  }
  const expandAll = all.length <= (ctx.expandAllUpTo ?? 10);
  const withDiffs = all.some((k) => k.changes.some((c) => c.diff));
  const nameOf = displayName(report);
  const folded = [];
  for (const k of ordered) {
    if (!expandAll && isQuiet(k)) {
      folded.push(k);
      continue;
    }
    const priority = k.ready === "False" ? PRIORITY.failureDetails : withDiffs && k.changes.some((c) => c.diff) ? PRIORITY.quietDetails : isDeleting(k) ? PRIORITY.deletingDetails : isQuiet(k) ? PRIORITY.quietDetails : PRIORITY.details;
    blocks.push({
      text: renderDetails(k, nameOf, report, all.length === 1),
      priority,
      omitted: { details: nameOf(k), notReady: k.ready === "False" }
    });
  }
  if (withDiffs) {
    blocks.push(
      ...diffBlocks(planDiff(report), {
        section: { open: "#### Diff", close: "" },
        failures: false,
        priority: {
          deletions: PRIORITY.deletingRow,
          failed: PRIORITY.failureDetails,
          removals: PRIORITY.diff,
          changes: PRIORITY.diff
        }
      })
    );
  }
  if (quiet.length > 0) {
    const wrapper = {
      open: `<details><summary>${ICON2.True} ${plural(quiet.length, "Kustomization")} Ready with nothing changed</summary>

${tableHead(columns)}`,
      close: "\n\n</details>"
    };
    for (const k of quiet) blocks.push(rowBlock(k, columns, wrapper, PRIORITY.quietRow));
  } else if (folded.length > 0) {
    blocks.push({
      text: `<details><summary>${ICON2.True} ${plural(folded.length, "Kustomization")} Ready with nothing changed</summary>

${folded.map((k) => codeSpan(nameOf(k))).join(", ")}

</details>`,
      priority: PRIORITY.quietDetails,
      omitted: { section: "the list of Kustomizations Ready with nothing changed" }
    });
  }
  const graph = renderMermaid(report, { maxNodes: ctx.maxGraphNodes ?? 50 });
  if (graph)
    blocks.push({ text: graph, priority: PRIORITY.graph, omitted: { section: "the dependency graph" } });
  return blocks;
}
function renderHeader(report, ctx) {
  const total = report.kustomizations.length;
  const icon = report.cancelled ? "\u23F9\uFE0F" : report.ready ? "\u2705" : "\u274C";
  const where2 = ctx.header ? ` \xB7 ${escapeInline(ctx.header)}` : "";
  const title = `### ${icon} kustomize-sync ${report.mode}${where2}: ${verdict(report)}`;
  const facts = [];
  const revisions = [...new Set(report.kustomizations.map((k) => k.revision).filter(Boolean))];
  if (revisions.length === 1) facts.push(`revision ${codeSpan(shortRevision(revisions[0]))}`);
  else if (ctx.commit) facts.push(`commit ${codeSpan(ctx.commit.slice(0, 8))}`);
  const namespaces = [...new Set(report.kustomizations.map((k) => k.namespace))];
  facts.push(
    `${plural(total, "Kustomization")}${namespaces.length === 1 ? ` in ${codeSpan(namespaces[0])}` : ""}`
  );
  if (report.mode === "sync" || report.mode === "plan" || report.mode === "destroy")
    facts.push(totalCounts(report));
  if (report.durationMs !== void 0) facts.push(formatDuration(report.durationMs));
  if (ctx.runUrl) facts.push(`[workflow run](${ctx.runUrl})`);
  const notes = (ctx.notes ?? []).map((n) => `> [!WARNING]
> ${escapeInline(n)}`);
  return [title, "", facts.join(" \xB7 "), ...notes.length ? ["", notes.join("\n\n")] : []].join("\n");
}
function verdict(report) {
  const rows = report.kustomizations;
  const total = rows.length;
  const ready = rows.filter((k) => k.ready === "True").length;
  const failed = rows.filter((k) => k.ready === "False").length;
  const suspended = rows.filter((k) => k.reason === "Suspended").length;
  const problems = report.problems?.length ?? 0;
  if (report.cancelled) {
    const finished = rows.filter((k) => k.reason !== "Cancelled").length;
    return `cancelled, ${finished} of ${total} finished${failed ? `, ${failed} not Ready` : ""}`;
  }
  if (report.mode === "validate" || report.mode === "graph") {
    if (report.ready) return `${plural(total, "Kustomization")} valid`;
    return [problems ? plural(problems, "problem") : "", failed ? `${failed} of ${total} blocked` : ""].filter(Boolean).join(", ");
  }
  if (!report.ready) {
    if (failed === 0 && problems > 0) return `${plural(problems, "problem")}`;
    return `${failed} of ${total} not Ready`;
  }
  if (report.mode === "destroy") return `${plural(total, "Kustomization")} destroyed`;
  const word = report.mode === "plan" ? "planned" : "Ready";
  return suspended > 0 ? `${ready}/${total} ${word}, ${suspended} suspended` : `${ready}/${total} ${word}`;
}
function totalCounts(report) {
  const counts = countActions(report.kustomizations.flatMap((k) => k.changes));
  const verb = report.mode === "plan" ? "would be " : "";
  if (report.mode === "destroy") return `${counts.deleted} deleted, ${counts.skipped} left in place`;
  return `${counts.created} ${verb}created, ${counts.configured} ${verb}configured, ${counts.deleted} ${verb}pruned`;
}
function tableColumns(report) {
  const nameOf = displayName(report);
  const columns = [
    { title: "NAME", cell: (k) => codeSpan(nameOf(k), { inTable: true }) },
    // A no-break space: the icon must not wrap away from its word in a narrow column.
    { title: "STATUS", cell: (k) => `${iconFor(k)}\xA0${statusWord(k)}` }
  ];
  const revisions = new Set(report.kustomizations.map((k) => k.revision).filter(Boolean));
  if (revisions.size > 1) {
    columns.push({
      title: "REVISION",
      cell: (k) => k.revision ? codeSpan(shortRevision(k.revision), { inTable: true }) : "-"
    });
  }
  if (report.mode !== "validate" && report.mode !== "graph") {
    columns.push({ title: "CHANGES", cell: (k) => changeCounts(k, report.mode) });
    columns.push({ title: "DURATION", cell: (k) => formatDuration(k.durationMs) });
  }
  return columns;
}
function tableHead(columns) {
  return `| ${columns.map((c) => c.title).join(" | ")} |
|${columns.map(() => "---").join("|")}|`;
}
function rowBlock(k, columns, parent, priority) {
  return {
    text: `| ${columns.map((c) => c.cell(k)).join(" | ")} |`,
    priority,
    parent,
    omitted: { row: true, notReady: k.ready === "False" }
  };
}
function rowPriority(k) {
  if (k.ready === "False") return PRIORITY.failingRow;
  return isDeleting(k) ? PRIORITY.deletingRow : PRIORITY.row;
}
function byImportance(rows) {
  const rank2 = (k) => k.ready === "False" ? 0 : isDeleting(k) ? 1 : 2;
  return rows.map((k, i) => ({ k, i })).sort((a, b) => rank2(a.k) - rank2(b.k) || a.i - b.i).map((e) => e.k);
}
function isDeleting(k) {
  return k.reason === "Deleted" || k.changes.some((c) => c.action === "deleted");
}
function isQuiet(k) {
  return k.ready === "True" && k.changes.every((c) => c.action === "unchanged") && !(k.warnings?.length ?? 0) && !(k.problems?.length ?? 0);
}
function says(text3, what) {
  const bare = what.replace(/^Kustomization\/[^:\s]+: /, "");
  return text3.includes(bare) || bare.length > 0 && bare.includes(text3.trim()) && text3.trim().length > 0;
}
function failureLines(k) {
  const shown = (k.problems ?? []).filter((p) => k.message.includes(p.message));
  if (shown.length === 0) return k.message.trim() ? [oneLine(k.message)] : [];
  const rest = /\(and \d+ more\)$/.exec(k.message)?.[0];
  return [...shown.map((p) => oneLine(p.message)), ...rest ? [rest] : []];
}
function renderDetails(k, nameOf, report, single) {
  const dryRun = report.mode === "plan";
  const open = k.ready === "False" || single ? " open" : "";
  const counts = changeCounts(k, report.mode);
  const summary = `${iconFor(k)} <b>${escapeHtml(nameOf(k))}</b> \u2014 ${escapeHtml(k.reason)}${counts === "-" ? "" : `: ${escapeHtml(counts)}`}`;
  const body = [];
  const lines = failureLines(k);
  if (k.ready === "True") {
    if (k.message !== `Applied revision: ${k.revision}`) body.push(escapeInline(shortRevision(k.message)));
  } else if (lines.length === 1) body.push(escapeInline(lines[0]));
  else if (lines.length > 1) body.push(lines.map((l) => `- ${escapeInline(l)}`).join("\n"));
  if (k.source) body.push(`Defined in ${codeSpan(formatLocation(k.source))}`);
  const said = [k.message];
  const more2 = (k.problems ?? []).filter((p) => !said.some((s) => says(s, p.message)));
  if (more2.length) body.push(more2.map((p) => `- ${escapeInline(formatProblem(p))}`).join("\n"));
  said.push(...(k.problems ?? []).map((p) => p.message));
  const of = (action) => k.changes.filter((c) => c.action === action);
  const failed = of("failed").map(
    (c) => (
      // The error is said above already: name the object only.
      c.detail && said.some((s) => s.includes(c.detail)) ? { ...c, detail: void 0 } : c
    )
  );
  const applied = k.changes.filter((c) => c.action === "created" || c.action === "configured");
  const unchanged = of("unchanged").length;
  if (failed.length) body.push(`**Failed**

${changeList(k, failed, report.mode)}`);
  if (applied.length)
    body.push(`**${dryRun ? "Would apply" : "Applied"}**

${changeList(k, applied, report.mode)}`);
  const pruned = of("deleted").filter((c) => !c.release);
  const byHelm = of("deleted").filter((c) => c.release);
  if (pruned.length)
    body.push(`**${dryRun ? "Would prune" : "Pruned"}**

${changeList(k, pruned, report.mode)}`);
  if (byHelm.length)
    body.push(
      `**${dryRun ? "Helm would delete" : "Deleted by Helm"}**

${changeList(k, byHelm, report.mode)}`
    );
  if (of("skipped").length) body.push(`**Skipped**

${changeList(k, of("skipped"), report.mode)}`);
  if (unchanged) body.push(`${plural(unchanged, "object")} unchanged.`);
  if (k.releases?.length) body.push(`**HelmReleases**

${renderReleaseList(k.releases)}`);
  const health = renderHealth(k.health, k.message);
  if (health) body.push(`**Health**

${health}`);
  const warnings = (k.warnings ?? []).filter((w) => !said.some((s) => s.includes(w)));
  if (warnings.length)
    body.push(`**Warnings**

${warnings.map((w) => `- \u26A0\uFE0F ${escapeInline(w)}`).join("\n")}`);
  return `<details${open}><summary>${summary}</summary>

${body.join("\n\n")}

</details>`;
}
function renderReleaseList(releases) {
  return releases.map((r) => `- ${ICON2[r.ready]} ${codeSpan(releaseLine(r))}`).join("\n");
}
function changeList(k, changes, mode) {
  const lines = renderChangeLines({ ...k, changes }, mode);
  const shown = lines.slice(0, 100).map((l) => `- ${codeSpan(l)}`);
  if (lines.length > shown.length) shown.push(`- \u2026 and ${lines.length - shown.length} more`);
  return shown.join("\n");
}

// src/report/parse.ts
var READY = /* @__PURE__ */ new Set(["True", "False", "Unknown"]);
var ACTIONS = /* @__PURE__ */ new Set(["created", "configured", "unchanged", "deleted", "skipped", "failed"]);
var RELEASE_ACTIONS = /* @__PURE__ */ new Set([
  "installed",
  "upgraded",
  "unchanged",
  "rolled back",
  "uninstalled",
  "failed",
  "blocked",
  "suspended"
]);
function parseRunReport(text3) {
  let data;
  try {
    data = JSON.parse(text3);
  } catch (err) {
    throw new Error(`not JSON: ${err.message}`);
  }
  const report = record(data, "(root)");
  if (typeof report.ready !== "boolean") fail("ready", "must be true or false");
  if (typeof report.mode !== "string" || !RUN_MODES.includes(report.mode))
    fail("mode", `must be one of ${RUN_MODES.join(", ")}`);
  checkProblems(report.problems, "problems");
  list(report.kustomizations, "kustomizations").forEach((item, i) => {
    const at = `kustomizations[${i}]`;
    const k = record(item, at);
    for (const field of ["name", "namespace", "reason", "message", "revision"])
      str(k[field], `${at}.${field}`);
    if (!READY.has(k.ready)) fail(`${at}.ready`, "must be True, False or Unknown");
    if (typeof k.durationMs !== "number") fail(`${at}.durationMs`, "must be a number");
    list(k.changes, `${at}.changes`).forEach((change, j) => {
      const cat = `${at}.changes[${j}]`;
      const c = record(change, cat);
      for (const field of ["id", "kind", "namespace", "name"]) str(c[field], `${cat}.${field}`);
      if (!ACTIONS.has(c.action))
        fail(`${cat}.action`, `must be one of ${[...ACTIONS].join(", ")}`);
      str(c.detail, `${cat}.detail`, true);
    });
    for (const field of ["dependsOn", "warnings"]) {
      if (k[field] === void 0) continue;
      list(k[field], `${at}.${field}`).forEach((v, j) => {
        str(v, `${at}.${field}[${j}]`);
      });
    }
    checkSource(k.source, `${at}.source`);
    checkProblems(k.problems, `${at}.problems`);
    if (k.releases !== void 0) {
      list(k.releases, `${at}.releases`).forEach((entry, j) => {
        const rat = `${at}.releases[${j}]`;
        const r = record(entry, rat);
        for (const field of ["ref", "releaseName", "storageNamespace", "chart", "version", "message"])
          str(r[field], `${rat}.${field}`);
        if (!RELEASE_ACTIONS.has(r.action))
          fail(`${rat}.action`, `must be one of ${[...RELEASE_ACTIONS].join(", ")}`);
        if (!READY.has(r.ready)) fail(`${rat}.ready`, "must be True, False or Unknown");
        if (r.revision !== void 0 && typeof r.revision !== "number")
          fail(`${rat}.revision`, "must be a number");
        checkSource(r.source, `${rat}.source`);
      });
    }
    if (k.health === void 0) return;
    list(k.health, `${at}.health`).forEach((entry, j) => {
      const h = record(entry, `${at}.health[${j}]`);
      for (const field of ["ref", "status", "message"]) str(h[field], `${at}.health[${j}].${field}`);
    });
  });
  return data;
}
function fail(path, what) {
  throw new Error(`not a kustomize-sync report: ${path} ${what}`);
}
function record(v, path) {
  if (!isRecord(v)) fail(path, "must be an object");
  return v;
}
function list(v, path) {
  if (!Array.isArray(v)) fail(path, "must be a list");
  return v;
}
function str(v, path, optional = false) {
  if (v === void 0 && optional) return;
  if (typeof v !== "string") fail(path, "must be a string");
}
function checkSource(v, path) {
  if (v === void 0) return;
  const source = record(v, path);
  str(source.file, `${path}.file`);
  if (source.line !== void 0 && !Number.isInteger(source.line))
    fail(`${path}.line`, "must be a whole number");
}
function checkProblems(v, path) {
  if (v === void 0) return;
  list(v, path).forEach((item, i) => {
    const p = record(item, `${path}[${i}]`);
    str(p.message, `${path}[${i}].message`);
    str(p.object, `${path}[${i}].object`, true);
    checkSource(p.source, `${path}[${i}].source`);
  });
}

// src/report/status.ts
var STATUS_DESCRIPTION_LIMIT = GITHUB_LIMITS.statusDescriptionCharacters;
function statusDescription(report) {
  const rows = report.kustomizations;
  const failed = rows.filter((k) => k.ready === "False");
  let text3 = verdict(report);
  if (report.cancelled) {
    text3 = `cancelled (${report.cancelled.signal}): ${text3.replace(/^cancelled, /, "")}`;
  } else if (report.ready && (report.mode === "sync" || report.mode === "plan" || report.mode === "destroy")) {
    const counts = countActions(rows.flatMap((k) => k.changes));
    const changes = describeCounts(counts, ["created", "configured", "deleted"], report.mode);
    if (changes) text3 += ` \xB7 ${changes}`;
  } else if (!report.ready) {
    const first = failed[0];
    const problems = report.problems ?? [];
    if (first && report.mode !== "validate" && report.mode !== "graph") {
      text3 = `${failed.length}/${rows.length} not Ready \xB7 ${first.name}: ${first.reason}: ${first.message.split("\n")[0]}`;
    } else if (problems[0]) {
      text3 = `${text3} \xB7 ${problems[0].message.split("\n")[0]}`;
    } else if (first) {
      text3 = `${text3} \xB7 ${first.name}: ${first.message.split("\n")[0]}`;
    }
  }
  return cutTo(text3, STATUS_DESCRIPTION_LIMIT, "characters");
}
function failureSummary(report) {
  const problems = report.problems?.length ?? 0;
  const notReady = report.kustomizations.filter((k) => k.ready === "False");
  const names = notReady.slice(0, 5).map((k) => `${k.namespace}/${k.name} (${k.reason})`);
  const more2 = notReady.length > 5 ? ` and ${notReady.length - 5} more` : "";
  const parts = [
    problems ? `${plural(problems, "problem")} in the definitions` : "",
    notReady.length ? `${notReady.length} of ${plural(report.kustomizations.length, "Kustomization")} not Ready: ${names.join(", ")}${more2}` : ""
  ].filter(Boolean);
  return parts.join("; ") || "not Ready";
}

// src/render/environment.ts
import { mkdirSync } from "node:fs";
import { join as join3 } from "node:path";

// src/render/scratch.ts
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join as join2 } from "node:path";
var PREFIX = "kustomize-sync-run-";
var runDir;
function scratchDir() {
  if (runDir === void 0) {
    const base = scratchBase();
    sweepScratch(base);
    const dir = mkdtempSync(join2(base, `${PREFIX}${hostTag()}-${process.pid}-`));
    runDir = dir;
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  }
  return runDir;
}
function scratchBase() {
  return process.env.RUNNER_TEMP || tmpdir();
}
function sweepScratch(base = scratchBase()) {
  const mine = `${PREFIX}${hostTag()}-`;
  let names;
  try {
    names = readdirSync(base);
  } catch {
    return [];
  }
  const removed = [];
  for (const name of names) {
    if (!name.startsWith(mine)) continue;
    const pid = Number(name.slice(mine.length).split("-")[0]);
    if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || running(pid)) continue;
    try {
      rmSync(join2(base, name), { recursive: true, force: true });
      removed.push(name);
    } catch {
    }
  }
  return removed;
}
function running(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === "EPERM";
  }
}
function hostTag() {
  return createHash("sha256").update(hostname()).digest("hex").slice(0, 8);
}

// src/render/environment.ts
var PASSED = ["PATH", "LANG", "LC_ALL", "LC_CTYPE", "TZ"];
var PASSED_WINDOWS = ["SYSTEMROOT", "WINDIR", "PATHEXT"];
function childEnvironment(home2 = privateHome()) {
  const env = {};
  for (const name of process.platform === "win32" ? [...PASSED, ...PASSED_WINDOWS] : PASSED) {
    const value = process.env[name];
    if (value !== void 0) env[name] = value;
  }
  env.HOME = home2;
  env.TMPDIR = home2;
  if (process.platform === "win32") {
    env.USERPROFILE = home2;
    env.TEMP = home2;
    env.TMP = home2;
  }
  return env;
}
var home;
function privateHome() {
  if (home === void 0) {
    home = join3(scratchDir(), "home");
    mkdirSync(home, { mode: 448 });
  }
  return home;
}

// src/render/artifacts.ts
import { copyFile, mkdir, mkdtemp, readdir, readFile as readFile2, realpath, rm, stat, writeFile } from "node:fs/promises";
import { dirname as dirname2, join as join6, posix as posix2, relative as relative2, resolve as resolve2 } from "node:path";

// src/render/confine.ts
import { readFileSync as readFileSync2, realpathSync, statSync } from "node:fs";
import { dirname, isAbsolute, join as join4, relative, resolve, sep } from "node:path";

// src/render/errors.ts
var BuildError = class extends Error {
  name = "BuildError";
  reason;
  /** `namespace/name` of the Kustomization. */
  kustomization;
  /** The message without the Kustomization prefix, as Flux writes it in the Ready condition. */
  detail;
  source;
  constructor(kustomization, detail, options = {}) {
    super(`Kustomization/${kustomization}: ${detail}`);
    this.kustomization = kustomization;
    this.detail = detail;
    this.reason = options.reason ?? "BuildFailed";
    if (options.source) this.source = options.source;
  }
};
var messages = {
  pathNotFound: (path) => `kustomization path not found: ${path}`,
  pathNotDirectory: (path) => `kustomization path is not a directory: ${path}`,
  sourceDirMissing: (ref, dir) => `${ref}: source directory ${dir} does not exist`,
  externalArtifactUnknown: (id) => `ExternalArtifact '${id}' not found: no ArtifactGenerator in the repository builds it`,
  kustomizeFailed: (detail) => `kustomize build failed: ${detail}`,
  componentNotFound: (component, resolved) => `kustomize build failed: component '${component}' not found: ${resolved} does not exist`,
  componentNotLocal: (component) => `component path '${component}' must be local and relative`,
  postBuildFailed: (object, detail) => `post build failed for '${object}': ${detail}`,
  /** Go's encoding/json on an infinite or NaN float (`+Inf`, `-Inf`, `NaN`), as YAMLToJSON reports it. */
  jsonUnsupportedValue: (value) => `YAMLToJSON: json: unsupported value: ${Number.isNaN(value) ? "NaN" : value > 0 ? "+Inf" : "-Inf"}`,
  invalidVarName: (name) => `'${name}' var name is invalid, must match '^[_[:alpha:]][_[:alpha:][:digit:]]*$'`,
  substituteFromFailed: (kind, name, detail) => `substitute from '${kind}/${name}' error: ${detail}`,
  /** Flux's secure filesystem (fluxcd/pkg kustomize/filesys): `path '…' is not in or below '…'`. */
  notInSource: (path, root, resolvesTo) => `path '${path}' is not in or below '${root}'${resolvesTo ? ` (it resolves to ${resolvesTo})` : ""}`,
  inGitDirectory: (path) => `path '${path}' is in the repository's .git directory, which is not part of the source (Flux's artifacts leave .git/ out)`,
  remoteBase: (reference, root) => `remote base '${reference}' is not in or below '${root}': builds read only the source (vendor the base into the repository)`,
  notAnObject: (where2) => `failed to decode Kubernetes apiVersion, kind and name from ${where2}`
};

// src/render/confine.ts
var KUSTOMIZATION_FIELDS = [
  ["resources.*", "load"],
  ["bases.*", "load"],
  ["components.*", "load"],
  ["generators.*", "plugin"],
  ["transformers.*", "plugin"],
  ["validators.*", "plugin"],
  ["crds.*", "file"],
  ["configurations.*", "file"],
  ["patchesStrategicMerge.*", "file"],
  ["patches.*.path", "file"],
  ["patchesJson6902.*.path", "file"],
  ["replacements.*.path", "file"],
  ["openapi.path", "file"],
  ["configMapGenerator.*.files.*", "fileSource"],
  ["configMapGenerator.*.envs.*", "file"],
  ["configMapGenerator.*.env", "file"],
  ["secretGenerator.*.files.*", "fileSource"],
  ["secretGenerator.*.envs.*", "file"],
  ["secretGenerator.*.env", "file"],
  ["helmCharts.*.valuesFile", "file"],
  ["helmCharts.*.additionalValuesFiles.*", "file"],
  ["helmGlobals.chartHome", "file"],
  ["helmGlobals.configHome", "file"],
  ["helmChartInflationGenerator.*.chartHome", "file"],
  ["helmChartInflationGenerator.*.values", "file"]
];
var PLUGIN_FIELDS = [
  ["files.*", "fileSource"],
  ["envs.*", "file"],
  ["env", "file"],
  ["path", "file"],
  ["paths.*", "file"],
  ["replacements.*.path", "file"],
  ["valuesFile", "file"],
  ["additionalValuesFiles.*", "file"],
  ["chartHome", "file"],
  ["configHome", "file"],
  ["values", "file"]
];
var ConfinementError = class extends Error {
  name = "ConfinementError";
  source;
  constructor(message, source) {
    super(message);
    if (source) this.source = source;
  }
};
async function findKustomizationFile(dir) {
  return kustomizationFileIn(dir);
}
function kustomizationFileIn(dir) {
  for (const name of KUSTOMIZATION_FILES) {
    const info = statSync(join4(dir, name), { throwIfNoEntry: false });
    if (info && !info.isDirectory()) return name;
  }
  return void 0;
}
function realOrUndefined(path) {
  try {
    return realpathSync.native(path);
  } catch {
    return void 0;
  }
}
function remoteScheme(reference) {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(reference) || /^[\w.-]+@[\w.-]+:/.test(reference);
}
function remoteLooking(reference) {
  const slash = reference.indexOf("/");
  const host = slash > 0 ? reference.slice(0, slash) : "";
  return reference.includes("?ref=") || reference.includes("//") || host.includes(".") && !/^\.+$/.test(host);
}
function within(parent, child) {
  const rel = relative(parent, child);
  return rel === "" || !rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel);
}
function displayRelative(root, path) {
  const rel = relative(root, path);
  return (rel && !rel.startsWith("..") && !isAbsolute(rel) ? rel : path).split(sep).join("/");
}
var Confinement = class {
  constructor(input) {
    this.input = input;
  }
  input;
  visited = /* @__PURE__ */ new Set();
  rootReal = "";
  reads = { files: [], directories: [], touched: [] };
  run() {
    this.rootReal = realpathSync.native(this.input.root);
    const top = this.resolvePath(this.input.dir);
    if (!this.allowed(top)) {
      throw new ConfinementError(
        messages.notInSource(this.display(this.input.dir), this.input.root, top.real)
      );
    }
    const bases = [.../* @__PURE__ */ new Set([this.input.dir, top.real ?? this.input.dir])];
    if (this.input.generatedResources) {
      const where2 = { file: this.display(join4(this.input.dir, "kustomization.yaml")) };
      firstFailure(
        this.input.generatedResources.map(
          (resource, i) => () => this.reference(resource, "load", bases, false, { ...where2, field: `resources[${i}]` })
        )
      );
    } else {
      this.kustomization(this.input.dir, bases, false);
    }
    for (const [i, component] of this.input.components.entries()) {
      this.reference(component, "load", bases, false, { file: "", field: `spec.components[${i}]` });
    }
  }
  resolvePath(path) {
    const info = statSync(path, { throwIfNoEntry: false });
    const real = info ? realOrUndefined(path) : void 0;
    this.reads.touched.push(path, ...real && real !== path ? [real] : []);
    return { path, ...real ? { real } : {}, isDirectory: info?.isDirectory() ?? false };
  }
  /** Inside the source root after symlinks, and not in its `.git` (never part of a Flux artifact). */
  allowed(resolved) {
    if (resolved.real === void 0) {
      return within(this.input.root, resolved.path) || within(this.rootReal, resolved.path);
    }
    if (!within(this.rootReal, resolved.real)) return false;
    return !relative(this.rootReal, resolved.real).split(sep).includes(".git");
  }
  display(path) {
    return displayRelative(this.input.displayRoot, path);
  }
  kustomization(dir, bases, plugin) {
    const key2 = `${plugin}:${realOrUndefined(dir) ?? dir}`;
    if (this.visited.has(key2)) return;
    this.visited.add(key2);
    this.reads.directories.push(key2.slice(key2.indexOf(":") + 1));
    this.reads.touched.push(dir);
    const name = kustomizationFileIn(dir);
    if (!name) return;
    const file = join4(dir, name);
    const where2 = { file: this.display(file), field: "" };
    const resolved = this.resolvePath(file);
    if (!this.allowed(resolved)) this.refuse(file, resolved, where2);
    const text3 = readFileSync2(file, "utf8");
    let doc;
    try {
      doc = lookAtYamlDocument(text3);
    } catch (error) {
      if (!(error instanceof YamlError)) throw error;
      throw new ConfinementError(`${where2.file}: ${error.message}`, { file: where2.file, line: error.line });
    }
    if (!doc) return;
    const { value } = doc;
    const checks = [];
    for (const [pattern, fieldRole] of KUSTOMIZATION_FIELDS) {
      const role = plugin && fieldRole === "load" ? "plugin" : fieldRole;
      for (const [path, reference] of matches(value, pattern.split("."))) {
        checks.push(
          () => this.reference(reference, role, bases, plugin, {
            file: where2.file,
            field: fieldName(path),
            line: doc.lineOf(path)
          })
        );
      }
    }
    firstFailure(checks);
  }
  reference(reference, role, bases, plugin, where2) {
    if (reference.includes("\n")) {
      if (role === "plugin") this.pluginConfigText(reference, bases, where2);
      return;
    }
    const path = role === "fileSource" && reference.includes("=") ? reference.slice(reference.indexOf("=") + 1) : reference;
    if (path === "") return;
    if ((role === "load" || role === "plugin") && remoteScheme(path)) this.refuseRemote(path, where2);
    for (const base of bases) {
      const resolved = this.resolvePath(isAbsolute(path) ? path : resolve(base, path));
      if (!this.allowed(resolved)) this.refuse(path, resolved, where2);
      if (role === "file" || role === "fileSource") {
        if (!plugin && resolved.real !== void 0)
          this.reads.files.push({
            field: where2.field,
            reference,
            real: resolved.real,
            file: where2.file,
            ...where2.line ? { line: where2.line } : {}
          });
        continue;
      }
      if (resolved.real === void 0) {
        if (remoteLooking(path)) this.refuseRemote(path, where2);
        continue;
      }
      const nextBases = [.../* @__PURE__ */ new Set([resolved.path, resolved.real])];
      if (resolved.isDirectory) this.kustomization(resolved.path, nextBases, plugin || role === "plugin");
      else if (role === "plugin") {
        const text3 = readFileSync2(resolved.real, "utf8");
        this.pluginConfigText(text3, [...bases, dirname(resolved.path)], {
          file: this.display(resolved.path),
          field: ""
        });
      }
    }
  }
  pluginConfigText(text3, bases, where2) {
    let documents;
    try {
      documents = parseYamlDocuments(text3, { allowDuplicateKeys: true });
    } catch (error) {
      if (!(error instanceof YamlError)) throw error;
      throw new ConfinementError(`${where2.file}: ${error.message}`, {
        file: where2.file,
        ...where2.line ? { line: where2.line } : {}
      });
    }
    for (const doc of documents) {
      const { value } = doc;
      for (const [pattern, role] of PLUGIN_FIELDS) {
        for (const [path, reference] of matches(value, pattern.split("."))) {
          const line = where2.field === "" ? doc.lineOf(path) : where2.line;
          const field = where2.field ? `${where2.field}: ${fieldName(path)}` : fieldName(path);
          this.reference(reference, role, bases, true, {
            file: where2.file,
            field,
            ...line ? { line } : {}
          });
        }
      }
    }
  }
  refuse(path, resolved, where2) {
    const inGit = resolved.real !== void 0 && within(this.rootReal, resolved.real);
    const detail = inGit ? messages.inGitDirectory(path) : messages.notInSource(
      path,
      this.input.root,
      resolved.real !== resolved.path ? resolved.real : void 0
    );
    throw new ConfinementError(`${located(where2)}${detail}`, locationOf(where2));
  }
  refuseRemote(path, where2) {
    throw new ConfinementError(
      `${located(where2)}${messages.remoteBase(path, this.input.root)}`,
      locationOf(where2)
    );
  }
};
function locationOf(where2) {
  return where2.file ? { file: where2.file, ...where2.line ? { line: where2.line } : {} } : void 0;
}
function located(where2) {
  const file = where2.file === "" ? "" : `${where2.file}${where2.line ? `:${where2.line}` : ""}: `;
  return `${file}${where2.field ? `${where2.field}: ` : ""}`;
}
function firstFailure(checks) {
  let first;
  for (const check of checks) {
    try {
      check();
    } catch (error) {
      first ??= { error };
    }
  }
  if (first) throw first.error;
}
function fieldName(path) {
  return path.map((p, i) => typeof p === "number" ? `[${p}]` : i === 0 ? p : `.${p}`).join("");
}
function matches(value, pattern, at = []) {
  if (pattern.length === 0) return typeof value === "string" ? [[at, value]] : [];
  const [head, ...rest] = pattern;
  if (head === "*") {
    if (!Array.isArray(value)) return [];
    return value.flatMap((item, i) => matches(item, rest, [...at, i]));
  }
  if (!isRecord(value)) return [];
  return Object.hasOwn(value, head) ? matches(value[head], rest, [...at, head]) : [];
}
async function confineBuild(input) {
  const confinement = new Confinement(input);
  confinement.run();
  return confinement.reads;
}
async function assertInside(root, path, display) {
  const rootReal = realpathSync.native(root);
  const real = realOrUndefined(path);
  if (real === void 0) return;
  if (!within(rootReal, real) || relative(rootReal, real).split(sep).includes(".git")) {
    throw new ConfinementError(messages.notInSource(display, root, real));
  }
}

// src/render/glob.ts
var META = /[*?[\\]/;
function hasGlobChars(pattern) {
  return /[*?[\]]/.test(pattern);
}
var GlobError = class extends Error {
  name = "GlobError";
};
function shellGlobBody(pattern, one, special) {
  let re = "";
  for (let i = 0; i < pattern.length; i++) {
    const taken = special?.(i);
    if (taken) {
      re += taken.re;
      i = taken.last;
      continue;
    }
    const c = pattern[i];
    if (c === "*") re += `${one}*`;
    else if (c === "?") re += one;
    else if (c === "[") {
      const end = pattern.indexOf("]", i + 2);
      if (end < 0) re += "\\[";
      else {
        let body = pattern.slice(i + 1, end);
        if (body.startsWith("!") || body.startsWith("^")) body = `^${body.slice(1)}`;
        re += `[${body.replace(/\\/g, "\\\\")}]`;
        i = end;
      }
    } else if (c === "\\" && i + 1 < pattern.length) re += escapeRegExp(pattern[++i]);
    else re += escapeRegExp(c);
  }
  return re;
}
function convert(pattern, doublestar) {
  let out = "";
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\") {
      if (i + 1 >= pattern.length) throw new GlobError(`invalid glob pattern '${pattern}'`);
      out += escapeRegExp(pattern[++i]);
    } else if (c === "*") {
      const whole = doublestar && pattern[i + 1] === "*" && (i === 0 || pattern[i - 1] === "/") && (i + 2 === pattern.length || pattern[i + 2] === "/");
      if (whole && i + 2 === pattern.length) {
        out += ".*";
        i += 1;
      } else if (whole) {
        out += "(?:[^/]*/)*";
        i += 2;
      } else {
        while (pattern[i + 1] === "*") i++;
        out += "[^/]*";
      }
    } else if (c === "?") out += "[^/]";
    else if (c === "[") {
      let j = i + 1;
      let negate = false;
      if (pattern[j] === "^" || doublestar && pattern[j] === "!") {
        negate = true;
        j++;
      }
      let body = "";
      let closed = false;
      for (; j < pattern.length; j++) {
        const d = pattern[j];
        if (d === "]" && body !== "") {
          closed = true;
          break;
        }
        if (d === "\\") {
          j++;
          if (j >= pattern.length) break;
          body += escapeRegExp(pattern[j]);
        } else if (d === "-" && body !== "" && pattern[j + 1] !== "]") body += "-";
        else body += escapeRegExp(d);
      }
      if (!closed) throw new GlobError(`invalid glob pattern '${pattern}'`);
      out += `[${negate ? "^/" : ""}${body}]`;
      i = j;
    } else if (doublestar && c === "{") {
      let depth = 0;
      let j = i;
      const parts = [];
      let start = i + 1;
      for (; j < pattern.length; j++) {
        const d = pattern[j];
        if (d === "\\") j++;
        else if (d === "{") depth++;
        else if (d === "}" && --depth === 0) break;
        else if (d === "," && depth === 1) {
          parts.push(pattern.slice(start, j));
          start = j + 1;
        }
      }
      if (j >= pattern.length) throw new GlobError(`invalid glob pattern '${pattern}'`);
      parts.push(pattern.slice(start, j));
      out += `(?:${parts.map((part) => convert(part, true)).join("|")})`;
      i = j;
    } else out += escapeRegExp(c);
  }
  return out;
}
function matchSegment(pattern, name) {
  if (!META.test(pattern)) return pattern === name;
  return new RegExp(`^${convert(pattern, false)}$`, "su").test(name);
}
function matchPath(pattern, path) {
  return new RegExp(`^${convert(pattern, true)}$`, "su").test(path);
}

// src/render/mapping.ts
function lookupSource(sources, kind, namespace, name) {
  if (!sources) return void 0;
  return sources[`${kind}/${namespace}/${name}`] ?? sources[`${namespace}/${name}`] ?? sources[name];
}

// src/render/sourceignore.ts
import { readFile } from "node:fs/promises";
import { join as join5 } from "node:path";
var DEFAULT_EXCLUDES = [
  // VCS
  ".git/",
  ".gitignore",
  ".gitmodules",
  ".gitattributes",
  // extensions
  "*.jpg",
  "*.jpeg",
  "*.gif",
  "*.png",
  "*.wmv",
  "*.flv",
  "*.tar.gz",
  "*.zip",
  // CI
  ".github/",
  ".circleci/",
  ".travis.yml",
  ".gitlab-ci.yml",
  "appveyor.yml",
  ".drone.yml",
  "cloudbuild.yaml",
  "codeship-services.yml",
  "codeship-steps.yml",
  // extra
  "**/.goreleaser.yml",
  "**/.sops.yaml",
  "**/.flux.yaml"
];
function globBody(pattern) {
  return shellGlobBody(pattern, "[^/]", (i) => {
    if (pattern[i] !== "*" || pattern[i + 1] !== "*") return void 0;
    const atStart = i === 0 || pattern[i - 1] === "/";
    return atStart && pattern[i + 2] === "/" ? { re: "(?:.*/)?", last: i + 2 } : { re: ".*", last: i + 1 };
  });
}
function compileIgnoreRule(line, domain = "") {
  let pattern = line.replace(/(?<!\\)\s+$/, "");
  if (pattern === "" || pattern.startsWith("#")) return void 0;
  const negate = pattern.startsWith("!");
  if (negate) pattern = pattern.slice(1);
  const dirOnly = pattern.endsWith("/");
  if (dirOnly) pattern = pattern.replace(/\/+$/, "");
  const anchored = pattern.includes("/");
  pattern = pattern.replace(/^\//, "");
  if (pattern === "") return void 0;
  const body = globBody(pattern);
  const regex = new RegExp(anchored ? `^${body}(?:/.*)?$` : `^(?:.*/)?${body}(?:/.*)?$`, "u");
  return { domain, negate, dirOnly, regex };
}
var SourceIgnore = class {
  rules = [];
  constructor(lines = DEFAULT_EXCLUDES) {
    this.add(lines, "");
  }
  add(lines, domain) {
    for (const line of lines) {
      const rule = compileIgnoreRule(line, domain);
      if (rule) this.rules.push(rule);
    }
  }
  /** Reads `<sourceDir>/<domain>/.sourceignore` when there is one. */
  async load(sourceDir, domain) {
    const text3 = await readFile(join5(sourceDir, domain, ".sourceignore"), "utf8").catch(() => void 0);
    if (text3 !== void 0) this.add(text3.split(/\r?\n/), domain);
  }
  ignores(path, isDirectory3) {
    let ignored = false;
    for (const rule of this.rules) {
      if (rule.domain !== "" && path !== rule.domain && !path.startsWith(`${rule.domain}/`)) continue;
      const relative11 = rule.domain === "" ? path : path.slice(rule.domain.length + 1);
      if (relative11 === "") continue;
      if (rule.dirOnly && !isDirectory3 && !rule.regex.test(relative11.slice(0, relative11.lastIndexOf("/")) || ""))
        continue;
      if (rule.regex.test(relative11)) ignored = !rule.negate;
    }
    return ignored;
  }
};

// src/render/artifacts.ts
var ArtifactError = class extends Error {
  name = "ArtifactError";
};
var ArtifactStore = class {
  constructor(generators, settings) {
    this.settings = settings;
    this.add(generators);
  }
  settings;
  outputs = /* @__PURE__ */ new Map();
  built = /* @__PURE__ */ new Map();
  workspace;
  /**
   * Makes more generators' artifacts known (discovery finds generators in rendered output too).
   * Returns the ids of artifacts that two generators both claim to build: the first one wins.
   */
  add(generators) {
    const conflicts = [];
    for (const generator of generators) {
      for (const output of generator.artifacts) {
        const id = `${generator.namespace}/${output.name}`;
        const known = this.outputs.get(id);
        if (!known) this.outputs.set(id, { generator, output });
        else if (kustomizationKey(known.generator) !== kustomizationKey(generator)) conflicts.push(id);
      }
    }
    return conflicts;
  }
  /** Whether some generator builds ExternalArtifact `namespace/name`. */
  has(namespace, name) {
    return this.outputs.has(`${namespace}/${name}`);
  }
  /** Which generator builds it, for messages (`ArtifactGenerator/ns/name (file:line)`). */
  describe(namespace, name) {
    const found = this.outputs.get(`${namespace}/${name}`);
    if (!found) return void 0;
    const { generator } = found;
    return `ArtifactGenerator/${kustomizationKey(generator)} (${formatLocation(generator.source)})`;
  }
  /** The built artifact; throws ArtifactError when it cannot be built, or no generator builds it. */
  artifact(namespace, name) {
    const id = `${namespace}/${name}`;
    let built = this.built.get(id);
    if (!built) {
      const found = this.outputs.get(id);
      built = found ? this.build(id, found.generator, found.output) : Promise.reject(new ArtifactError(messages.externalArtifactUnknown(id)));
      built.catch(() => void 0);
      this.built.set(id, built);
    }
    return built;
  }
  async close() {
    const workspace = this.workspace;
    this.workspace = void 0;
    this.built.clear();
    if (workspace) await rm(await workspace, { recursive: true, force: true }).catch(() => void 0);
  }
  async build(id, generator, output) {
    this.workspace ??= mkdtemp(join6(scratchDir(), "artifacts-"));
    const dir = join6(await this.workspace, id.replace("/", "_"));
    await mkdir(dir, { recursive: true });
    const where2 = `ExternalArtifact '${id}' (ArtifactGenerator/${kustomizationKey(generator)})`;
    const views = /* @__PURE__ */ new Map();
    for (const source of generator.sources)
      views.set(source.alias, new SourceView(this.sourceDir(generator, source)));
    const artifact = {
      id,
      dir,
      origin: "",
      copiedFrom: /* @__PURE__ */ new Map()
    };
    const originAlias = output.originRevision?.slice(1) ?? generator.sources[0]?.alias ?? "";
    for (const rule of output.copy) {
      try {
        await applyRule(rule, views, artifact);
      } catch (error) {
        if (!(error instanceof ArtifactError || error instanceof GlobError || error instanceof YamlError))
          throw error;
        throw new ArtifactError(
          `${where2}: failed to apply copy operation from '${rule.from}' to '${rule.to}': ${error.message}`
        );
      }
    }
    artifact.origin = views.get(originAlias)?.root ?? this.settings.root;
    return artifact;
  }
  sourceDir(generator, ref) {
    const mapped = lookupSource(this.settings.sources, ref.kind, ref.namespace, ref.name);
    if (mapped !== void 0) return resolve2(this.settings.root, mapped);
    if (ref.kind === "GitRepository") return this.settings.root;
    throw new ArtifactError(
      `${ref.kind}/${ref.namespace}/${ref.name} (source '${ref.alias}' of ArtifactGenerator/${kustomizationKey(generator)}) is not in this checkout: map it to a directory with sources: ${ref.name}=DIR`
    );
  }
};
var SourceView = class {
  constructor(root) {
    this.root = root;
  }
  root;
  ignore = new SourceIgnore();
  loaded = /* @__PURE__ */ new Set();
  realRoot;
  async loadIgnore(rel) {
    if (this.loaded.has(rel)) return;
    this.loaded.add(rel);
    await this.ignore.load(this.root, rel);
  }
  /** Entries of a directory (posix path relative to the root) that the artifact holds, sorted. */
  async list(rel) {
    await this.ancestors(rel);
    const entries = await readdir(join6(this.root, rel), { withFileTypes: true }).catch(() => []);
    const out = [];
    for (const entry of entries) {
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      const info = await this.entry(path);
      if (info) out.push({ name: entry.name, directory: info.directory });
    }
    return out.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  }
  /** The file or directory at `rel` as the artifact holds it, or undefined (missing, ignored, a link out). */
  async entry(rel) {
    const segments = rel.split("/").filter((s) => s !== "" && s !== ".");
    await this.ancestors(segments.slice(0, -1).join("/"));
    const absolute = join6(this.root, ...segments);
    const info = await stat(absolute).catch(() => void 0);
    if (!info) return void 0;
    if (segments.length > 0 && this.ignore.ignores(segments.join("/"), info.isDirectory())) return void 0;
    this.realRoot ??= realpath(this.root);
    const real = await realpath(absolute).catch(() => void 0);
    const root = await this.realRoot;
    if (!real || !within(root, real)) return void 0;
    return { directory: info.isDirectory(), absolute };
  }
  async ancestors(rel) {
    const segments = rel.split("/").filter((s) => s !== "" && s !== ".");
    for (let i = 0; i <= segments.length; i++) await this.loadIgnore(segments.slice(0, i).join("/"));
  }
  /** fs.Glob over the artifact: path.Match per segment; `**` matches one segment like `*`. */
  async glob(pattern) {
    const segments = posix2.normalize(pattern).split("/").filter((s) => s !== "" && s !== ".");
    let matches2 = [""];
    for (const [i, segment] of segments.entries()) {
      const last = i === segments.length - 1;
      const next = [];
      for (const base of matches2) {
        if (!hasGlobChars(segment)) {
          const path = base ? `${base}/${segment}` : segment;
          const info = await this.entry(path);
          if (info && (last || info.directory)) next.push(path);
          continue;
        }
        for (const entry of await this.list(base)) {
          if (!matchSegment(segment, entry.name)) continue;
          if (!last && !entry.directory) continue;
          next.push(base ? `${base}/${entry.name}` : entry.name);
        }
      }
      matches2 = next;
    }
    return matches2.filter((m) => m !== "");
  }
};
function parseFrom(from) {
  const match = /^@([^/]+)\/(.*)$/.exec(from);
  if (!match) throw new ArtifactError("source format must be '@alias/pattern'");
  return { alias: match[1], pattern: match[2] };
}
function parseTo(to) {
  if (!to.startsWith("@artifact/")) throw new ArtifactError("destination must start with '@artifact/'");
  const dest = to.slice("@artifact/".length);
  if (dest === "") return ".";
  if (posix2.isAbsolute(dest) || dest.split("/").includes(".."))
    throw new ArtifactError("destination path must stay within the artifact root");
  return posix2.normalize(dest);
}
function selectionRoot(pattern) {
  const parts = [];
  for (const part of posix2.normalize(pattern).split("/")) {
    if (hasGlobChars(part)) break;
    parts.push(part);
  }
  return parts.length === 0 ? "." : posix2.join(...parts);
}
function excluded(path, base, patterns) {
  const test = (p) => patterns.some(
    (pattern) => matchPath(pattern, p) || !pattern.includes("/") && matchPath(pattern, posix2.basename(p))
  );
  if (test(path)) return true;
  if (base === "." || base === "") return false;
  const rel = posix2.relative(base, path);
  return rel !== "" && !rel.startsWith("..") && rel !== path && test(rel);
}
async function applyRule(rule, views, artifact) {
  const { alias, pattern } = parseFrom(rule.from);
  const dest = parseTo(rule.to);
  const view = views.get(alias);
  if (!view) throw new ArtifactError(`source alias '${alias}' not found`);
  if (rule.strategy === "Extract")
    throw new ArtifactError("the Extract strategy (tarballs) is not supported by kustomize-sync");
  const copy = new Copier(rule, view, artifact);
  if (!hasGlobChars(pattern)) {
    const src = posix2.normalize(pattern);
    const entry = await view.entry(src);
    if (!entry) {
      if (rule.optional) return;
      throw new ArtifactError(`source '${src}' does not exist`);
    }
    if (entry.directory) return copy.tree(src, posix2.join(dest, posix2.basename(src)), src);
    if (excluded(src, ".", rule.exclude)) return;
    const into = rule.to.endsWith("/") || await isDirectory(join6(artifact.dir, dest));
    return copy.file(src, into ? posix2.join(dest, posix2.basename(src)) : dest);
  }
  const base = selectionRoot(pattern);
  const matches2 = await view.glob(pattern);
  if (matches2.length === 0) {
    if (rule.optional) return;
    throw new ArtifactError(`no files match pattern '${pattern}' in source '${alias}'`);
  }
  const kept = matches2.filter((match) => !excluded(match, base, rule.exclude));
  if (kept.length === 0) {
    if (rule.optional) return;
    throw new ArtifactError(`all files matching pattern '${pattern}' in source '${alias}' were excluded`);
  }
  const prefix = pattern.endsWith("/**") ? pattern.slice(0, -3) : void 0;
  for (const match of kept) {
    const target = prefix !== void 0 && match.startsWith(`${prefix}/`) ? posix2.join(dest, match.slice(prefix.length + 1)) : posix2.join(dest, match);
    const entry = await view.entry(match);
    if (entry?.directory) await copy.tree(match, target, base);
    else await copy.file(match, target);
  }
}
async function isDirectory(path) {
  return (await stat(path).catch(() => void 0))?.isDirectory() ?? false;
}
var Copier = class {
  constructor(rule, view, artifact) {
    this.rule = rule;
    this.view = view;
    this.artifact = artifact;
  }
  rule;
  view;
  artifact;
  async tree(src, dest, base) {
    await mkdir(join6(this.artifact.dir, dest), { recursive: true });
    for (const entry of await this.view.list(src)) {
      const path = `${src}/${entry.name}`;
      if (excluded(path, base, this.rule.exclude)) continue;
      if (entry.directory) await this.tree(path, posix2.join(dest, entry.name), base);
      else await this.file(path, posix2.join(dest, entry.name));
    }
  }
  async file(src, dest) {
    const from = join6(this.view.root, src);
    const to = join6(this.artifact.dir, dest);
    if (relative2(this.artifact.dir, to).startsWith(".."))
      throw new ArtifactError("destination path must stay within the artifact root");
    await mkdir(dirname2(to), { recursive: true });
    if (this.rule.strategy === "Merge" && (await stat(to).catch(() => void 0))?.isFile()) {
      const merged = mergeMaps(await loadMerged(to), await loadMerged(from));
      await writeFile(to, stringifyYaml(sortKeys(merged)));
    } else {
      await copyFile(from, to);
    }
    this.artifact.copiedFrom.set(to, from);
  }
};
async function loadMerged(file) {
  let out = {};
  for (const { value } of parseYamlDocuments(await readFile2(file, "utf8"))) {
    if (value === null || value === void 0) continue;
    if (!isRecord(value)) throw new ArtifactError(`cannot merge ${posix2.basename(file)}: not a YAML mapping`);
    out = mergeMaps(out, value);
  }
  return out;
}

// src/render/decrypt.ts
import { mkdir as mkdir2, readdir as readdir2, readFile as readFile3, realpath as realpath2, rm as rm2, stat as stat2, symlink, writeFile as writeFile2 } from "node:fs/promises";
import { dirname as dirname3, isAbsolute as isAbsolute2, join as join7, relative as relative3 } from "node:path";

// src/cluster/refs.ts
function refOf(obj) {
  const { group, version } = splitApiVersion(obj.apiVersion);
  return { group, version, kind: obj.kind, namespace: obj.metadata.namespace ?? "", name: obj.metadata.name };
}

// src/sops/index.ts
import { readFileSync as readFileSync3 } from "node:fs";

// src/sops/tree.ts
var GoFloat = class {
  constructor(value) {
    this.value = value;
  }
  value;
};
var GoTime = class {
  constructor(text3) {
    this.text = text3;
  }
  text;
};
var GoBytes = class {
  constructor(bytes) {
    this.bytes = bytes;
  }
  bytes;
  toString() {
    return this.bytes.toString("utf8");
  }
};
function isComment(value) {
  return typeof value === "object" && value !== null && "comment" in value;
}
var Branch = class _Branch {
  constructor(items = []) {
    this.items = items;
  }
  items;
  get(key2) {
    for (const item of this.items) if ("key" in item && item.key === key2) return item.value;
    return void 0;
  }
  /** A copy without `key`. */
  without(key2) {
    return new _Branch(this.items.filter((item) => !("key" in item) || item.key !== key2));
  }
  /** A plain object (for YAML/JSON output and for the Kubernetes object it was made from). */
  toPlain() {
    const out = {};
    for (const item of this.items) if ("key" in item) out[item.key] = toPlain(item.value);
    return out;
  }
};
function toPlain(value) {
  if (value instanceof Branch) return value.toPlain();
  if (Array.isArray(value))
    return value.filter((item) => !isComment(item)).map((item) => toPlain(item));
  if (value instanceof GoFloat) return value.value;
  if (value instanceof GoTime) return value.text;
  if (value instanceof GoBytes) return value.toString();
  if (typeof value === "bigint") return Number(value);
  return value;
}
function fromPlain(value, order, path = []) {
  if (Array.isArray(value)) return value.map((item, i) => fromPlain(item, order, [...path, i]));
  if (value && typeof value === "object") {
    let keys = Object.keys(value);
    if (order) {
      const position = new Map(keys.map((key2) => [key2, order([...path, key2])]));
      keys = keys.map((key2, index) => ({ key: key2, index })).sort((a, b) => position.get(a.key) - position.get(b.key) || a.index - b.index).map(({ key: key2 }) => key2);
    }
    return new Branch(
      keys.map((key2) => ({
        key: key2,
        value: fromPlain(value[key2], order, [...path, key2])
      }))
    );
  }
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (value === null || value === void 0) return null;
  return String(value);
}
function goFloat(value) {
  if (Object.is(value, -0)) return "-0";
  if (Number.isNaN(value)) return "NaN";
  if (!Number.isFinite(value)) return value > 0 ? "+Inf" : "-Inf";
  const text3 = String(value);
  if (!/e/i.test(text3)) return text3;
  const [mantissa, exponentText] = value.toExponential().split("e");
  const negative = mantissa.startsWith("-");
  const digits = mantissa.replace("-", "").replace(".", "");
  const point = 1 + Number(exponentText);
  const plain = point <= 0 ? `0.${"0".repeat(-point)}${digits}` : point >= digits.length ? `${digits}${"0".repeat(point - digits.length)}` : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return negative ? `-${plain}` : plain;
}
function macText(value) {
  if (typeof value === "boolean") return value ? "True" : "False";
  if (typeof value === "number") return goFloat(value);
  if (value instanceof GoFloat) return goFloat(value.value);
  if (value instanceof GoTime) return value.text;
  return String(value);
}

// src/sops/metadata.ts
var MetadataError = class extends Error {
  name = "MetadataError";
};
var KEY_KINDS = [
  ["age", (k) => String(k.recipient ?? "")],
  ["pgp", (k) => String(k.fp ?? "")],
  ["kms", (k) => String(k.arn ?? "")],
  ["gcp_kms", (k) => String(k.resource_id ?? "")],
  ["hckms", (k) => String(k.key_id ?? "")],
  ["azure_kv", (k) => `${k.vault_url ?? ""}/keys/${k.name ?? ""}/${k.version ?? ""}`],
  ["hc_vault", (k) => `${k.vault_address ?? ""}/v1/${k.engine_path ?? ""}/keys/${k.key_name ?? ""}`]
];
function keysOf(group) {
  const keys = [];
  for (const [kind, idOf] of KEY_KINDS) {
    const list2 = group[kind];
    if (!Array.isArray(list2)) continue;
    for (const entry of list2) {
      if (!entry || typeof entry !== "object") continue;
      const key2 = entry;
      keys.push({ kind, id: idOf(key2), enc: String(key2.enc ?? "") });
    }
  }
  return keys;
}
var text2 = (value) => value === void 0 || value === null ? void 0 : String(value);
function readMetadata(value) {
  if (!isRecord(value)) throw new MetadataError("the sops metadata is not a mapping");
  const m = value;
  const lastModified = text2(m.lastmodified);
  const mac = text2(m.mac);
  if (!lastModified) throw new MetadataError("the sops metadata has no lastmodified");
  const groups = Array.isArray(m.key_groups) ? m.key_groups.map((group) => keysOf(group ?? {})) : [keysOf(m)];
  const metadata = {
    keyGroups: groups,
    shamirThreshold: Number(m.shamir_threshold ?? 0) || 0,
    lastModified,
    mac: mac ?? "",
    macOnlyEncrypted: m.mac_only_encrypted === true || m.mac_only_encrypted === "true",
    version: text2(m.version) ?? ""
  };
  const rules = {
    unencryptedSuffix: text2(m.unencrypted_suffix),
    encryptedSuffix: text2(m.encrypted_suffix),
    unencryptedRegex: text2(m.unencrypted_regex),
    encryptedRegex: text2(m.encrypted_regex),
    unencryptedCommentRegex: text2(m.unencrypted_comment_regex),
    encryptedCommentRegex: text2(m.encrypted_comment_regex)
  };
  const set = Object.entries(rules).filter(([, v]) => v);
  if (set.length > 1)
    throw new MetadataError(
      "more than one of encrypted_suffix, unencrypted_suffix, encrypted_regex, unencrypted_regex, encrypted_comment_regex, unencrypted_comment_regex"
    );
  if (set.length === 0) metadata.unencryptedSuffix = "_unencrypted";
  for (const [name, v] of set) metadata[name] = v;
  return metadata;
}
function recipients(metadata) {
  return metadata.keyGroups.flat();
}
function unflatten(items) {
  const root = {};
  for (const { key: key2, value } of items) {
    const tokens = key2.split(/(__map_|__list_)/);
    let node = root;
    let name = tokens[0];
    for (let i = 1; i < tokens.length; i += 2) {
      const isList = tokens[i] === "__list_";
      const nextName = isList ? Number(tokens[i + 1]) : tokens[i + 1];
      const container = node;
      if (container[name] === void 0) container[name] = isList ? [] : {};
      node = container[name];
      name = nextName;
    }
    node[name] = toPlain(value);
  }
  return root;
}
function extractMetadata(branches, flattened) {
  if (branches.length === 0) return void 0;
  if (flattened === "below-top") {
    const block2 = branches[0]?.get("sops");
    if (!(block2 instanceof Branch)) return void 0;
    const items = block2.items.filter((item) => "key" in item).map(({ key: key2, value }) => ({
      key: key2,
      value: typeof value === "string" ? value.replaceAll("\\n", "\n") : value
    }));
    return { branches: branches.map((branch) => branch.without("sops")), metadata: unflatten(items) };
  }
  if (flattened === "full") {
    const [first, ...rest] = branches;
    const ours = first.items.filter(
      (item) => "key" in item && item.key.startsWith("sops_")
    );
    if (ours.length === 0) return void 0;
    const kept = new Branch(first.items.filter((item) => !("key" in item) || !item.key.startsWith("sops_")));
    const metadata = unflatten(ours.map(({ key: key2, value }) => ({ key: key2.slice("sops_".length), value })));
    return { branches: [kept, ...rest], metadata };
  }
  const block = branches[0]?.get("sops");
  if (!(block instanceof Branch)) return void 0;
  return { branches: branches.map((branch) => branch.without("sops")), metadata: toPlain(block) };
}

// src/sops/keys.ts
var KeyError = class extends Error {
  name = "KeyError";
};
var NoKeyError = class extends Error {
  constructor(message, recipients2) {
    super(message);
    this.recipients = recipients2;
  }
  recipients;
  name = "NoKeyError";
};
function describeRecipients(keys) {
  return keys.map((k) => k.kind === "age" ? k.id : `${k.kind === "pgp" ? "PGP" : k.kind} ${k.id}`).join(", ");
}
var Keyring = class {
  age = [];
  pgp = [];
  /** Where the keys came from, for messages: `Secret 'flux-system/sops-age'`, `SOPS_AGE_KEY`. */
  sources = [];
  /** Keys that could not be looked at, said when no key fits (`… was not read: no cluster access`). */
  notes = [];
  dataKeys = /* @__PURE__ */ new Map();
  get size() {
    return this.age.length + this.pgp.length;
  }
  /**
   * The identities of an age key file (`AGE-SECRET-KEY-1…` lines, `#` comments), as SOPS imports
   * it. Returns them, so that the caller can keep them out of every output.
   */
  async addAgeKeys(text3, source) {
    const identities = text3.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "" && !line.startsWith("#"));
    for (const identity2 of identities) {
      let recipient;
      try {
        recipient = await (await age()).identityToRecipient(identity2);
      } catch {
        throw new KeyError(`${source}: not an age identity (expected AGE-SECRET-KEY-1\u2026 lines)`);
      }
      this.age.push({ identity: identity2, recipient });
    }
    if (identities.length > 0) this.addSource(source);
    return identities;
  }
  /** The private keys of an armored OpenPGP key file (`*.asc`), unprotected as gpg imports them for Flux. */
  async addPgpKeys(armoredKey, source) {
    const openpgp = await import("./openpgp-UBBH4ZYR.js");
    let keys;
    try {
      keys = await openpgp.readPrivateKeys({ armoredKeys: armoredKey });
    } catch {
      throw new KeyError(`${source}: not an armored OpenPGP private key`);
    }
    for (const key2 of keys) {
      if (!key2.isDecrypted())
        throw new KeyError(
          `${source}: the OpenPGP key ${key2.getFingerprint().toUpperCase()} is protected by a passphrase`
        );
      const fingerprints = [key2, ...key2.getSubkeys()].map((k) => k.getFingerprint().toUpperCase());
      this.pgp.push({ key: key2, fingerprints });
    }
    if (keys.length > 0) this.addSource(source);
  }
  addSource(source) {
    if (!this.sources.includes(source)) this.sources.push(source);
  }
  /** The public side of the keys held: age recipients and PGP fingerprints (safe to print). */
  describe() {
    return [...this.age.map((k) => k.recipient), ...this.pgp.map((k) => `PGP ${k.fingerprints[0]}`)].join(
      ", "
    );
  }
  /**
   * The file's data key: each key group's key, tried in SOPS' order (age, then PGP). Throws
   * NoKeyError naming the recipients when none of the keys opens it.
   */
  dataKey(metadata) {
    const cacheKey = `${metadata.lastModified}
${metadata.mac}`;
    let cached = this.dataKeys.get(cacheKey);
    if (!cached) {
      cached = this.unwrap(metadata);
      this.dataKeys.set(cacheKey, cached);
    }
    return cached;
  }
  async unwrap(metadata) {
    const all = recipients(metadata);
    if (metadata.keyGroups.length > 1)
      throw new NoKeyError(
        `it uses ${metadata.keyGroups.length} key groups (Shamir secret sharing), which kustomize-sync does not support`,
        all
      );
    const group = [...metadata.keyGroups[0] ?? []].sort((a, b) => rank(a) - rank(b));
    for (const key2 of group) {
      const dataKey2 = key2.kind === "age" ? await this.unwrapAge(key2) : key2.kind === "pgp" ? await this.unwrapPgp(key2) : void 0;
      if (dataKey2) {
        if (dataKey2.length !== 32) throw new NoKeyError("its data key is not 32 bytes long", all);
        return dataKey2;
      }
    }
    throw new NoKeyError(this.noKeyMessage(all), all);
  }
  async unwrapAge(key2) {
    if (this.age.length === 0) return void 0;
    const { armor, Decrypter } = await age();
    let file;
    try {
      file = armor.decode(key2.enc);
    } catch {
      return void 0;
    }
    const decrypter = new Decrypter();
    for (const { identity: identity2 } of this.age) decrypter.addIdentity(identity2);
    try {
      return await decrypter.decrypt(file, "uint8array");
    } catch {
      return void 0;
    }
  }
  async unwrapPgp(key2) {
    if (this.pgp.length === 0) return void 0;
    const openpgp = await import("./openpgp-UBBH4ZYR.js");
    try {
      const message = await openpgp.readMessage({ armoredMessage: key2.enc });
      const { data } = await openpgp.decrypt({
        message,
        decryptionKeys: this.pgp.map((k) => k.key),
        format: "binary"
      });
      return data;
    } catch {
      return void 0;
    }
  }
  noKeyMessage(all) {
    const wanted = `it was encrypted for ${describeRecipients(all) || "no key"}`;
    const notes = this.notes.length > 0 ? ` (${this.notes.join("; ")})` : "";
    if (this.size === 0) return `${wanted}, and no decryption key was given${notes}`;
    const unusable = all.filter((k) => k.kind !== "age" && k.kind !== "pgp");
    const only = unusable.length === all.length ? " (kustomize-sync decrypts with age and OpenPGP keys only)" : "";
    return `${wanted}${only}; the keys given (${this.sources.join(", ")}) are for ${this.describe()}${notes}`;
  }
};
var age = () => import("./dist-6KLQAX7W.js");
var ORDER2 = ["age", "pgp"];
var rank = (key2) => ORDER2.includes(key2.kind) ? ORDER2.indexOf(key2.kind) : ORDER2.length;

// src/sops/ini.ts
var IniError = class extends Error {
  name = "IniError";
};
var DEFAULT_SECTION = "DEFAULT";
var KEY_VALUE_DELIMITERS = "=:";
var trimLeft = (s) => s.replace(/^\s+/u, "");
var indexAny = (s, chars) => {
  for (let i = 0; i < s.length; i++) if (chars.includes(s[i])) return i;
  return -1;
};
function parseIni(text3) {
  let body = text3.startsWith("\uFEFF") ? text3.slice(1) : text3;
  const lines = [];
  while (body.length > 0) {
    const end = body.indexOf("\n");
    if (end < 0) {
      lines.push(body);
      break;
    }
    lines.push(body.slice(0, end + 1));
    body = body.slice(end + 1);
  }
  let next = 0;
  const readLine = () => lines[next++];
  const sections = [{ name: DEFAULT_SECTION, comment: "", keys: [] }];
  let section = sections[0];
  let comment = "";
  let count = 1;
  const readMultilines = (first, value, quote2) => {
    let val = value;
    for (; ; ) {
      const line = readLine();
      if (line === void 0) throw new IniError(`missing closing key quote from ${JSON.stringify(first)}`);
      const pos = line.lastIndexOf(quote2);
      if (pos > -1) {
        const rest = line.slice(pos + quote2.length).replace(/[\r\n]+$/, "");
        if (rest.trim().endsWith("\\")) {
          val += line;
          continue;
        }
        val += line.slice(0, pos);
        const at = indexAny(line.slice(pos), "#;");
        if (at >= 0) comment += line.slice(pos + at).trim();
        return val;
      }
      val += line;
      if (next >= lines.length) throw new IniError(`missing closing key quote from ${JSON.stringify(first)}`);
    }
  };
  const readContinuation = (start) => {
    let val = start;
    for (; ; ) {
      const line = readLine();
      const more2 = (line ?? "").trim();
      if (more2.length === 0) return val;
      val += more2;
      if (!val.endsWith("\\")) return val;
      val = val.slice(0, -1);
    }
  };
  const readValue = (input) => {
    let line = trimLeft(input);
    if (line.length === 0) return "";
    let quote2 = "";
    if (line.length > 3 && line.startsWith('"""')) quote2 = '"""';
    else if (line[0] === "`") quote2 = "`";
    if (quote2) {
      const pos = line.slice(quote2.length).lastIndexOf(quote2);
      if (pos === -1) return readMultilines(line, line.slice(quote2.length), quote2);
      return line.slice(quote2.length, pos + quote2.length);
    }
    line = line.trim();
    if (line.endsWith("\\")) return readContinuation(line.slice(0, -1));
    const at = indexAny(line, "#;");
    if (at > -1) {
      comment += line.slice(at);
      line = line.slice(0, at).trim();
    }
    if (surrounded(line, "'") || surrounded(line, '"')) line = line.slice(1, -1);
    return line;
  };
  for (let raw = readLine(); raw !== void 0; raw = readLine()) {
    const line = trimLeft(raw);
    if (line.length === 0) continue;
    if (line[0] === "#" || line[0] === ";") {
      comment += line;
      continue;
    }
    if (line[0] === "[") {
      const close = line.lastIndexOf("]");
      if (close === -1) throw new IniError(`unclosed section: ${line.trim()}`);
      const name2 = line.slice(1, close);
      if (name2.length === 0) throw new IniError("empty section name");
      const at = indexAny(line.slice(close + 1), "#;");
      if (at >= 0) comment += line.slice(close + 1 + at);
      section = { name: name2, comment: comment.trim(), keys: [] };
      sections.push(section);
      comment = "";
      count = 1;
      continue;
    }
    let { name, offset } = readKeyName(line);
    if (name === "-") {
      name = `#${count}`;
      count++;
    }
    const value = readValue(line.slice(offset));
    if (name.length === 0) throw new IniError("error creating new key: empty key name");
    let key2 = section.keys.find((k) => k.name === name);
    if (key2) key2.value = value;
    else {
      key2 = { name, value, comment: "" };
      section.keys.push(key2);
    }
    key2.comment = comment.trim();
    comment = "";
  }
  return sections;
}
function surrounded(text3, quote2) {
  return text3.length >= 2 && text3[0] === quote2 && text3.endsWith(quote2) && text3.indexOf(quote2, 1) === text3.length - 1;
}
function readKeyName(line) {
  let quote2 = "";
  if (line[0] === '"') quote2 = line.length > 6 && line.startsWith('"""') ? '"""' : '"';
  else if (line[0] === "`") quote2 = "`";
  if (quote2) {
    const start = quote2.length;
    let pos = line.slice(start).indexOf(quote2);
    if (pos === -1) throw new IniError(`missing closing key quote: ${line.trim()}`);
    pos += start;
    const i = indexAny(line.slice(pos + start), KEY_VALUE_DELIMITERS);
    if (i < 0) throw new IniError(`key-value delimiter not found: ${line.trim()}`);
    return { name: line.slice(start, pos).trim(), offset: pos + i + start + 1 };
  }
  const end = indexAny(line, KEY_VALUE_DELIMITERS);
  if (end < 0) throw new IniError(`key-value delimiter not found: ${line.trim()}`);
  if (end === 0) throw new IniError(`empty key name: ${line.trim()}`);
  return { name: line.slice(0, end).trim(), offset: end + 1 };
}
function stripCommentChar(comment) {
  if (comment.startsWith(";")) return comment.replace(/^[; ]+/, "");
  if (comment.startsWith("#")) return comment.replace(/^[# ]+/, "");
  return comment;
}
function readIni(text3) {
  return new Branch(
    parseIni(text3).map((section) => {
      const items = [];
      if (section.comment !== "") items.push({ comment: stripCommentChar(section.comment) });
      for (const key2 of section.keys) {
        items.push({ key: key2.name, value: key2.value });
        if (key2.comment !== "") items.push({ comment: stripCommentChar(key2.comment) });
      }
      return { key: section.name, value: new Branch(items) };
    })
  );
}
function valueText(value) {
  if (value === null) return "<nil>";
  return String(value);
}
var byteLength = (text3) => Buffer.byteLength(text3, "utf8");
function commentLines(comment, trimPlain) {
  return comment.split("\n").map(
    (line) => line[0] !== "#" && line[0] !== ";" ? `; ${trimPlain ? line.trim() : line}` : `${line[0]} ${line.slice(1).trim()}`
  ).map((line) => `${line}
`).join("");
}
function writeIni(branches) {
  const sections = [];
  for (const branch of branches)
    for (const item of branch.items) {
      if (!("key" in item)) continue;
      if (!(item.value instanceof Branch))
        throw new IniError("Error encoding section: Section values should always be TreeBranches");
      const section = { name: item.key, comment: "", keys: [] };
      const entries = item.value.items;
      let first = 0;
      const head = entries[0];
      if (head && !("key" in head)) {
        section.comment = head.comment;
        first = 1;
      }
      let last;
      for (const entry of entries.slice(first)) {
        if (!("key" in entry)) {
          if (last) last.comment = entry.comment;
          continue;
        }
        const existing = section.keys.find((k) => k.name === entry.key);
        if (existing) existing.value = valueText(entry.value);
        else section.keys.push({ name: entry.key, value: valueText(entry.value), comment: "" });
        last = existing ?? section.keys[section.keys.length - 1];
      }
      sections.push(section);
    }
  let out = "";
  sections.forEach((section, index) => {
    if (section.comment.length > 0) out += commentLines(section.comment, false);
    if (index > 0 || section.name.toUpperCase() !== DEFAULT_SECTION) out += `[${section.name}]
`;
    else if (section.keys.length === 0) return;
    let align = 0;
    for (const { name } of section.keys) {
      let length = byteLength(name);
      if (name.includes('"') || indexAny(name, KEY_VALUE_DELIMITERS) >= 0) length += 2;
      else if (name.includes("`")) length += 6;
      align = Math.max(align, length);
    }
    for (const key2 of section.keys) {
      if (key2.comment.length > 0) out += commentLines(key2.comment, true);
      let name = key2.name;
      if (name.includes('"') || indexAny(name, KEY_VALUE_DELIMITERS) >= 0) name = `\`${name}\``;
      else if (name.includes("`")) name = `"""${name}"""`;
      let value = key2.value;
      if (value.includes("\n") || value.includes("`")) value = `"""${value}"""`;
      else if (indexAny(value, "#;") >= 0) value = `\`${value}\``;
      else if (value.trim().length !== value.length) value = `"${value}"`;
      out += `${name}${" ".repeat(Math.max(0, align - byteLength(name)))} = ${value}
`;
    }
    if (index < sections.length - 1) out += "\n";
  });
  return out;
}

// src/sops/yaml-reader.ts
var YamlStoreError = class extends Error {
  name = "YamlStoreError";
};
var STR_TAGS = /* @__PURE__ */ new Set(["!!str", "!<tag:yaml.org,2002:str>"]);
function scalarValue(node) {
  if (!node.plain || node.tag !== void 0 && STR_TAGS.has(node.tag)) return node.text;
  const text3 = node.text;
  if (GO_YAML_V3_WORDS.has(text3)) {
    if (text3 === "" || text3 === "~" || text3.toLowerCase() === "null") return null;
    return text3.toLowerCase() === "true";
  }
  const time = goYamlTimestamp(text3);
  if (time !== void 0) return new GoTime(time);
  const number = goYamlNumber(text3);
  if (number === void 0) return text3;
  if (number.kind === "int") {
    const exact = number.exact ?? BigInt(number.value);
    return Number.isSafeInteger(Number(exact)) ? Number(exact) : exact;
  }
  return Number.isInteger(number.value) ? new GoFloat(number.value) : number.value;
}
function readYamlBranches(text3) {
  const { documents, comments } = parseYamlNodes(text3);
  const collections = [];
  const itemsByLine = /* @__PURE__ */ new Map();
  let order = 0;
  const build = (node) => {
    if (node.kind === "scalar") return scalarValue(node);
    const collection = {
      kind: node.kind,
      column: node.column,
      firstLine: node.line,
      entries: []
    };
    collections.push(collection);
    const children = node.kind === "mapping" ? node.pairs.map(([key2, value]) => [key2.line, key2.column, value, keyOf(key2)]) : node.items.map((item) => [item.line, node.column, item, void 0]);
    const seen = /* @__PURE__ */ new Map();
    for (const [line, at, child, key2] of children) {
      if (key2 !== void 0) {
        const first = seen.get(key2);
        if (first !== void 0)
          throw new YamlStoreError(
            `line ${line}: mapping key ${JSON.stringify(key2)} already defined at line ${first}`
          );
        seen.set(key2, line);
      }
      const entry = { line, order: order++, item: void 0 };
      collection.entries.push(entry);
      const list2 = itemsByLine.get(line) ?? [];
      list2.push({ collection, scalarValue: child.kind === "scalar", column: at });
      itemsByLine.set(line, list2);
      const built = build(child);
      entry.item = key2 === void 0 ? built : { key: key2, value: built };
    }
    return collection;
  };
  const roots = documents.map(({ root }) => {
    if (root === null) return void 0;
    if (root.kind === "scalar" && root.plain && scalarValue(root) === null) return void 0;
    if (root.kind !== "mapping")
      throw new YamlStoreError(
        root.kind === "sequence" ? "YAML documents that are sequences are not supported" : "YAML documents that are values are not supported"
      );
    return build(root);
  });
  for (const comment of comments) place(comment, documents, roots, collections, itemsByLine);
  return roots.map((root) => root ? finish(root) : new Branch());
}
function keyOf(key2) {
  if (key2.kind !== "scalar")
    throw new YamlStoreError("Tree contains a non-string key: only string keys are supported");
  const value = scalarValue(key2);
  if (typeof value !== "string")
    throw new YamlStoreError(
      `Tree contains a non-string key (line ${key2.line}): only string keys are supported`
    );
  return value;
}
function place(comment, documents, roots, collections, itemsByLine) {
  const entry = (owner, inline = false) => owner.entries.push({
    line: comment.line,
    order: -1,
    item: inline ? { comment: comment.text, inline: true } : { comment: comment.text }
  });
  if (comment.trailing) {
    const onLine = itemsByLine.get(comment.line);
    if (onLine && onLine.length > 0) {
      const deepest = onLine.reduce((a, b) => b.column >= a.column ? b : a);
      entry(deepest.collection, deepest.scalarValue);
      return;
    }
  }
  const candidates = collections.filter((c) => c.column === comment.column);
  const next = [...itemsByLine.entries()].filter(([line]) => line > comment.line).sort(([a], [b]) => a - b)[0];
  const nextItem = next?.[1].reduce((a, b) => b.column <= a.column ? b : a);
  const above = itemsByLine.get(comment.line - 1);
  if (above && above.length > 0 && nextItem && nextItem.column < comment.column) {
    const deepest = above.reduce((a, b) => b.column >= a.column ? b : a);
    if (comment.column < deepest.column) {
      entry(deepest.collection);
      return;
    }
  }
  if (nextItem && nextItem.column === comment.column) {
    entry(nextItem.collection);
    return;
  }
  const before = candidates.filter((c) => c.firstLine < comment.line).sort((a, b) => b.firstLine - a.firstLine)[0];
  if (before) {
    entry(before);
    return;
  }
  let index = documents.findLastIndex((doc) => doc.root !== null && doc.line <= comment.line);
  if (index < 0) index = 0;
  const root = roots[index] ?? roots.find((r) => r !== void 0);
  if (root) entry(root);
}
function finish(collection) {
  const entries = [...collection.entries].sort((a, b) => a.line - b.line || a.order - b.order);
  const resolve7 = (item) => {
    if (isCollection(item)) return finish(item);
    if (item && typeof item === "object" && "key" in item)
      return { key: item.key, value: isCollection(item.value) ? finish(item.value) : item.value };
    return item;
  };
  const items = entries.map((entry) => resolve7(entry.item));
  return collection.kind === "mapping" ? new Branch(items) : items;
}
function isCollection(value) {
  return typeof value === "object" && value !== null && "entries" in value && "firstLine" in value;
}

// src/sops/yaml-writer.ts
var INDENT = 4;
function writeYamlDocuments(branches) {
  const emitter = new Emitter();
  branches.forEach((branch, index) => {
    const mapping = { kind: "mapping", pairs: [] };
    appendTreeBranch(branch, mapping);
    emitter.document(mapping, index === 0);
  });
  return emitter.out;
}
var joinComments = (comments) => `#${comments.join("\n#")}`;
function addHead(node, comments) {
  if (comments.length > 0) {
    const comment = joinComments(comments);
    node.head = node.head ? `${comment}
${node.head}` : comment;
  }
  return [];
}
function addFoot(node, comments) {
  if (comments.length > 0) {
    const comment = joinComments(comments);
    node.foot = node.foot ? `${node.foot}
${comment}` : comment;
  }
  return [];
}
function addLine(node, comments) {
  if (comments.length > 0) {
    const comment = joinComments(comments);
    node.line = node.line ? `${node.line}
${comment}` : comment;
  }
  return [];
}
function treeValueToNode(value) {
  if (value instanceof Branch) {
    const mapping = { kind: "mapping", pairs: [] };
    appendTreeBranch(value, mapping);
    return mapping;
  }
  if (Array.isArray(value)) {
    const sequence = { kind: "sequence", items: [] };
    appendSequence(value, sequence);
    return sequence;
  }
  return encodeScalar(value);
}
function appendSequence(values, sequence) {
  let head = [];
  let inline = [];
  let beginning = true;
  for (const item of values) {
    if (isComment(item)) {
      if (item.inline) inline.push(item.comment);
      else head.push(item.comment);
      continue;
    }
    if (beginning) {
      head = addHead(sequence, head);
      beginning = false;
    }
    const node = treeValueToNode(item);
    head = addHead(node, head);
    inline = addLine(node, inline);
    sequence.items.push(node);
  }
  head = [...head, ...inline];
  if (head.length > 0) {
    if (beginning) addHead(sequence, head);
    else addFoot(sequence.items[sequence.items.length - 1], head);
  }
}
function appendTreeBranch(branch, mapping) {
  let head = [];
  let inline = [];
  let beginning = true;
  for (const item of branch.items) {
    if (!("key" in item)) {
      if (item.inline) inline.push(item.comment);
      else head.push(item.comment);
      continue;
    }
    if (beginning) {
      head = addHead(mapping, head);
      beginning = false;
    }
    const key2 = encodeScalar(item.key);
    head = addHead(key2, head);
    const value = treeValueToNode(item.value);
    inline = addLine(value, inline);
    mapping.pairs.push([key2, value]);
  }
  head = [...head, ...inline];
  if (head.length > 0) {
    if (beginning) addHead(mapping, head);
    else addFoot(mapping.pairs[mapping.pairs.length - 1][0], head);
  }
}
var OLD_BOOLS = /* @__PURE__ */ new Set(["y", "Y", "yes", "Yes", "YES", "on", "On", "ON"]);
for (const word of ["n", "N", "no", "No", "NO", "off", "Off", "OFF"]) OLD_BOOLS.add(word);
var BASE60_FLOAT = /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?$/;
function resolvesToNonString(text3) {
  if (GO_YAML_V3_WORDS.has(text3) || text3 === "<<") return true;
  if (/^[-+.0-9]/.test(text3) && goYamlNumber(text3) !== void 0) return true;
  return goYamlTimestamp(text3) !== void 0;
}
function goFloatG(value) {
  if (Object.is(value, -0)) return "-0";
  if (Number.isNaN(value)) return ".nan";
  if (!Number.isFinite(value)) return value > 0 ? ".inf" : "-.inf";
  const [mantissa, exponent] = value.toExponential().split("e");
  const exp = Number(exponent);
  if (exp >= -4 && exp < 6) return String(value);
  return `${mantissa}e${exp < 0 ? "-" : "+"}${String(Math.abs(exp)).padStart(2, "0")}`;
}
function encodeScalar(value) {
  if (value === null) return { kind: "scalar", value: "null", style: "plain" };
  if (typeof value === "boolean") return { kind: "scalar", value: String(value), style: "plain" };
  if (typeof value === "number")
    return {
      kind: "scalar",
      value: Number.isInteger(value) ? String(value) : goFloatG(value),
      style: "plain"
    };
  if (typeof value === "bigint") return { kind: "scalar", value: value.toString(), style: "plain" };
  if (value instanceof GoFloat) return { kind: "scalar", value: goFloatG(value.value), style: "plain" };
  if (value instanceof GoTime) return { kind: "scalar", value: value.text, style: "plain" };
  const text3 = String(value);
  let style;
  if (text3.includes("\n")) style = "literal";
  else if (!resolvesToNonString(text3) && !BASE60_FLOAT.test(text3) && !OLD_BOOLS.has(text3)) style = "plain";
  else style = "double";
  return { kind: "scalar", value: text3, style: allowedStyle(analyze(text3), style, false) };
}
var isBreak = (c) => c === 10 || c === 13 || c === 133 || c === 8232 || c === 8233;
var isSpace = (c) => c === 32;
var isBlank = (c) => c === 32 || c === 9;
function isPrintable(c) {
  return c === 10 || c >= 32 && c <= 126 || c >= 160 && c <= 55295 || c >= 57344 && c <= 65533 && c !== 65279;
}
function analyze(text3) {
  const chars = [...text3].map((ch) => ch.codePointAt(0));
  if (chars.length === 0)
    return { multiline: false, blockPlainAllowed: true, singleQuotedAllowed: true, blockAllowed: false };
  let blockIndicators = text3.startsWith("---") || text3.startsWith("...");
  let lineBreaks = false;
  let special = false;
  let tabs = false;
  let leadingSpace = false;
  let leadingBreak = false;
  let trailingSpace = false;
  let trailingBreak = false;
  let breakSpace = false;
  let spaceBreak = false;
  let precededByWhitespace = true;
  let previousSpace = false;
  let previousBreak = false;
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    const followedByWhitespace = i + 1 >= chars.length || isBlank(chars[i + 1]);
    const ch = String.fromCodePoint(c);
    if (i === 0) {
      if ("#,[]{}&*!|>'\"%@`".includes(ch)) blockIndicators = true;
      else if ((ch === "?" || ch === ":" || ch === "-") && followedByWhitespace) blockIndicators = true;
    } else if (ch === ":" && followedByWhitespace) blockIndicators = true;
    else if (ch === "#" && precededByWhitespace) blockIndicators = true;
    if (c === 9) tabs = true;
    else if (!isPrintable(c)) special = true;
    if (isSpace(c)) {
      if (i === 0) leadingSpace = true;
      if (i === chars.length - 1) trailingSpace = true;
      if (previousBreak) breakSpace = true;
      previousSpace = true;
      previousBreak = false;
    } else if (isBreak(c)) {
      lineBreaks = true;
      if (i === 0) leadingBreak = true;
      if (i === chars.length - 1) trailingBreak = true;
      if (previousSpace) spaceBreak = true;
      previousSpace = false;
      previousBreak = true;
    } else {
      previousSpace = false;
      previousBreak = false;
    }
    precededByWhitespace = isBlank(c) || isBreak(c) || c === 0;
  }
  let blockPlainAllowed = true;
  let singleQuotedAllowed = true;
  let blockAllowed = true;
  if (leadingSpace || leadingBreak || trailingSpace || trailingBreak) blockPlainAllowed = false;
  if (trailingSpace) blockAllowed = false;
  if (breakSpace) {
    blockPlainAllowed = false;
    singleQuotedAllowed = false;
  }
  if (spaceBreak || tabs || special) {
    blockPlainAllowed = false;
    singleQuotedAllowed = false;
  }
  if (spaceBreak || special) blockAllowed = false;
  if (lineBreaks) blockPlainAllowed = false;
  if (blockIndicators) blockPlainAllowed = false;
  return { multiline: lineBreaks, blockPlainAllowed, singleQuotedAllowed, blockAllowed };
}
function allowedStyle(analysis, requested, simpleKey) {
  let style = requested;
  if (simpleKey && analysis.multiline) style = "double";
  if (style === "plain") {
    if (!analysis.blockPlainAllowed) style = "single";
  }
  if (style === "single" && !analysis.singleQuotedAllowed) style = "double";
  if (style === "literal" && (!analysis.blockAllowed || simpleKey)) style = "double";
  return style;
}
var Emitter = class {
  out = "";
  column = 0;
  indent = -1;
  indents = [];
  whitespace = true;
  indention = true;
  footIndent = -1;
  inSequenceItem = false;
  head = "";
  lineComment = "";
  footComment = "";
  tailComment = "";
  document(root, first) {
    if (!first) {
      this.writeIndent();
      this.writeIndicator("---", true, false, false);
      this.writeIndent();
    }
    this.takeComments({ head: root.head });
    this.processHeadComment();
    this.mapping(root);
    this.takeComments({ line: root.line, foot: root.foot });
    this.processLineComment();
    this.processFootComment();
    this.footIndent = 0;
    this.processFootComment();
    this.footIndent = -1;
    this.writeIndent();
  }
  takeComments(node, tail) {
    if (node.head) this.head = node.head;
    if (node.line) this.lineComment = node.line;
    if (node.foot) this.footComment = node.foot;
    if (tail) this.tailComment = tail;
  }
  /** A value node, its comments taken as its events carry them (a collection's line and foot come with its end). */
  node(node) {
    if (node.kind === "scalar") {
      this.takeComments(node);
      this.scalar(node, false);
      return;
    }
    this.takeComments({ head: node.head });
    if (node.kind === "sequence") this.sequence(node);
    else this.mapping(node);
    this.takeComments({ line: node.line, foot: node.foot });
  }
  /** Mapping start (its comments already taken) through its end event. */
  mapping(node) {
    if (node.pairs.length === 0) {
      this.flowEmpty("{", "}");
      return;
    }
    this.increaseIndent(false);
    let tail = "";
    for (const [key2, value] of node.pairs) {
      const foot = key2.foot;
      this.takeComments({ ...key2, foot: void 0 }, tail);
      this.processHeadComment();
      this.writeIndent();
      const simple = !analyze(key2.value).multiline && Buffer.byteLength(key2.value) <= 128;
      const keyLine = this.lineComment;
      this.lineComment = "";
      this.inSequenceItem = false;
      if (simple) this.scalar(key2, true);
      else {
        this.writeIndicator("?", true, false, true);
        this.scalar(key2, false);
      }
      tail = foot ?? "";
      if (simple) this.writeIndicator(":", false, false, false);
      else {
        this.writeIndent();
        this.writeIndicator(":", true, false, true);
      }
      if (keyLine) {
        if (value.kind === "scalar") {
          if (!value.line) this.lineComment = keyLine;
        } else if (!(value.kind === "sequence" ? value.items.length === 0 : value.pairs.length === 0)) {
          const own = this.lineComment;
          this.lineComment = keyLine;
          this.processLineComment();
          this.lineComment = own;
        }
      }
      this.inSequenceItem = false;
      this.node(value);
      this.processLineComment();
      this.processFootComment();
    }
    this.takeComments({}, tail);
    this.processHeadComment();
    this.popIndent();
  }
  sequence(node) {
    if (node.items.length === 0) {
      this.flowEmpty("[", "]");
      return;
    }
    this.increaseIndent(false);
    for (const item of node.items) {
      if (item.head) this.head = item.head;
      this.processHeadComment();
      this.writeIndent();
      this.writeIndicator("-", true, false, true);
      this.inSequenceItem = true;
      this.node({ ...item, head: void 0 });
      this.processLineComment();
      this.processFootComment();
    }
    this.popIndent();
  }
  flowEmpty(open, close) {
    this.writeIndicator(open, true, true, false);
    this.writeIndicator(close, false, false, false);
    this.processLineComment();
    this.processFootComment();
  }
  scalar(node, simpleKey) {
    const analysis = analyze(node.value);
    let style = allowedStyle(analysis, node.style, simpleKey);
    if (style === "plain" && node.value === "" && simpleKey)
      style = allowedStyle(analysis, "single", simpleKey);
    this.increaseIndent(true);
    if (style === "plain") this.writePlain(node.value);
    else if (style === "single") this.writeSingleQuoted(node.value);
    else if (style === "double") this.writeDoubleQuoted(node.value);
    else this.writeLiteral(node.value);
    this.popIndent();
  }
  /** yaml_emitter_increase_indent_compact, without compact sequences. */
  increaseIndent(flow) {
    this.indents.push(this.indent);
    if (this.indent < 0) this.indent = flow ? INDENT : 0;
    else if (this.inSequenceItem) this.indent += 2;
    else this.indent = INDENT * Math.floor((this.indent + INDENT) / INDENT);
    this.inSequenceItem = false;
  }
  popIndent() {
    this.indent = this.indents.pop();
  }
  put(text3) {
    this.out += text3;
    this.column += [...text3].length;
  }
  putBreak() {
    this.out += "\n";
    this.column = 0;
    this.indention = true;
  }
  writeIndent() {
    const indent = Math.max(this.indent, 0);
    if (!this.indention || this.column > indent || this.column === indent && !this.whitespace)
      this.putBreak();
    if (this.footIndent === indent) this.putBreak();
    while (this.column < indent) this.put(" ");
    this.whitespace = true;
    this.footIndent = -1;
  }
  writeIndicator(indicator, needWhitespace, isWhitespace, isIndention) {
    if (needWhitespace && !this.whitespace) this.put(" ");
    this.put(indicator);
    this.whitespace = isWhitespace;
    this.indention = this.indention && isIndention;
  }
  processHeadComment() {
    if (this.tailComment) {
      this.writeIndent();
      this.writeComment(this.tailComment);
      this.tailComment = "";
      this.footIndent = Math.max(this.indent, 0);
    }
    if (!this.head) return;
    this.writeIndent();
    this.writeComment(this.head);
    this.head = "";
  }
  processLineComment(linebreak = false) {
    if (!this.lineComment) {
      if (linebreak) this.putBreak();
      return;
    }
    if (!this.whitespace) this.put(" ");
    this.writeComment(this.lineComment);
    this.lineComment = "";
  }
  processFootComment() {
    if (!this.footComment) return;
    this.writeIndent();
    this.writeComment(this.footComment);
    this.footComment = "";
    this.footIndent = Math.max(this.indent, 0);
  }
  writeComment(comment) {
    let breaks = false;
    let pound = false;
    for (const ch of comment) {
      const c = ch.codePointAt(0);
      if (isBreak(c)) {
        this.writeBreak(ch);
        breaks = true;
        pound = false;
      } else {
        if (breaks) this.writeIndent();
        if (!pound) {
          if (ch !== "#") this.put("# ");
          pound = true;
        }
        this.put(ch);
        this.indention = false;
        breaks = false;
      }
    }
    if (!breaks) this.putBreak();
    this.whitespace = true;
  }
  writeBreak(ch) {
    if (ch === "\n") this.putBreak();
    else {
      this.out += ch;
      this.column = 0;
      this.indention = true;
    }
  }
  writePlain(value) {
    if (value.length > 0 && !this.whitespace) this.put(" ");
    this.put(value);
    if (value.length > 0) {
      this.whitespace = false;
      this.indention = false;
    }
    this.indention = false;
  }
  writeSingleQuoted(value) {
    this.writeIndicator("'", true, false, false);
    let breaks = false;
    for (const ch of value) {
      const c = ch.codePointAt(0);
      if (isBreak(c)) {
        if (!breaks && ch === "\n") this.putBreak();
        this.writeBreak(ch);
        breaks = true;
      } else {
        if (breaks) this.writeIndent();
        this.put(ch === "'" ? "''" : ch);
        this.indention = false;
        breaks = false;
      }
    }
    this.writeIndicator("'", false, false, false);
    this.whitespace = false;
    this.indention = false;
  }
  writeDoubleQuoted(value) {
    this.writeIndicator('"', true, false, false);
    const bom = value.startsWith("\uFEFF");
    for (const ch of value) {
      const c = ch.codePointAt(0);
      if (!isPrintable(c) || bom || isBreak(c) || ch === '"' || ch === "\\") this.put(escaped(c));
      else this.put(ch);
    }
    this.writeIndicator('"', false, false, false);
    this.whitespace = false;
    this.indention = false;
  }
  writeLiteral(value) {
    this.writeIndicator("|", true, false, false);
    const chars = [...value];
    const first = chars[0]?.codePointAt(0);
    if (first !== void 0 && (isSpace(first) || isBreak(first)))
      this.writeIndicator(String(INDENT), false, false, false);
    let chomp = "";
    const last = chars[chars.length - 1]?.codePointAt(0);
    if (last === void 0 || !isBreak(last)) chomp = "-";
    else if (chars.length === 1) chomp = "+";
    else if (isBreak(chars[chars.length - 2]?.codePointAt(0))) chomp = "+";
    if (chomp) this.writeIndicator(chomp, false, false, false);
    this.processLineComment(true);
    this.whitespace = true;
    let breaks = true;
    for (const ch of chars) {
      if (isBreak(ch.codePointAt(0))) {
        this.writeBreak(ch);
        breaks = true;
      } else {
        if (breaks) this.writeIndent();
        this.put(ch);
        this.indention = false;
        breaks = false;
      }
    }
  }
};
var ESCAPES = {
  0: "0",
  7: "a",
  8: "b",
  9: "t",
  10: "n",
  11: "v",
  12: "f",
  13: "r",
  27: "e",
  34: '"',
  92: "\\",
  133: "N",
  160: "_",
  8232: "L",
  8233: "P"
};
function escaped(c) {
  const short = ESCAPES[c];
  if (short !== void 0) return `\\${short}`;
  const hex = c.toString(16).toUpperCase();
  if (c <= 255) return `\\x${hex.padStart(2, "0")}`;
  if (c <= 65535) return `\\u${hex.padStart(4, "0")}`;
  return `\\U${hex.padStart(8, "0")}`;
}

// src/sops/stores.ts
var FORMAT_NAMES = {
  yaml: "YAML",
  json: "JSON",
  dotenv: "dotenv",
  ini: "INI",
  binary: "binary"
};
var MARKERS = [
  ["yaml", "mac: ENC["],
  ["dotenv", "sops_mac=ENC["],
  ["json", '"mac": "ENC['],
  ["binary", '"mac": "ENC['],
  ["ini", "[sops]"]
];
function looksEncrypted(text3, format) {
  return text3.includes(MARKERS.find(([f]) => f === format)[1]);
}
function detectFormat(text3) {
  return MARKERS.find(([, marker]) => text3.includes(marker))?.[0];
}
function formatForPath(path) {
  if (path.endsWith(".dockerconfigjson")) return "json";
  if (path.endsWith(".yaml") || path.endsWith(".yml")) return "yaml";
  if (path.endsWith(".json")) return "json";
  if (path.endsWith(".env")) return "dotenv";
  if (path.endsWith(".ini")) return "ini";
  return "binary";
}
var StoreError = class extends Error {
  name = "StoreError";
};
function loadBranches(text3, format) {
  switch (format) {
    case "dotenv":
      return [dotenvBranch(text3)];
    case "ini":
      try {
        return [readIni(text3)];
      } catch (error) {
        if (error instanceof IniError) throw new StoreError(`not valid INI: ${error.message}`);
        throw error;
      }
    case "yaml":
      try {
        return readYamlBranches(text3);
      } catch (error) {
        if (error instanceof YamlError) throw new StoreError(`not valid YAML: ${error.message}`);
        if (error instanceof YamlStoreError) throw new StoreError(error.message);
        throw error;
      }
    default: {
      let documents;
      try {
        documents = parseYamlDocuments(text3);
      } catch (error) {
        if (error instanceof YamlError)
          throw new StoreError(`not valid ${FORMAT_NAMES[format]}: ${error.message}`);
        throw error;
      }
      return documents.map((doc) => {
        if (doc.value === null || doc.value === void 0) return new Branch();
        if (typeof doc.value !== "object" || Array.isArray(doc.value))
          throw new StoreError(`a ${FORMAT_NAMES[format]} document that is not a mapping`);
        return fromPlain(doc.value, (path) => doc.lineOf(path));
      });
    }
  }
}
function dotenvBranch(text3) {
  const items = [];
  for (const [index, line] of text3.split("\n").entries()) {
    if (line.length === 0) continue;
    if (line.startsWith("#")) {
      items.push({ comment: line.slice(1) });
      continue;
    }
    const at = line.indexOf("=");
    if (at < 0) throw new StoreError(`invalid dotenv line ${index + 1}: no '='`);
    items.push({ key: line.slice(0, at), value: line.slice(at + 1).replaceAll("\\n", "\n") });
  }
  return new Branch(items);
}
function emitPlain(branches, format) {
  switch (format) {
    case "dotenv":
      return (branches[0]?.items ?? []).map(
        (item) => "key" in item ? `${item.key}=${typeof item.value === "string" ? item.value.replaceAll("\n", "\\n") : plainScalar(item.value)}
` : `#${item.comment}
`
      ).join("");
    case "binary": {
      const data = branches[0]?.get("data");
      if (data instanceof GoBytes) return data.bytes;
      if (typeof data !== "string") throw new StoreError("a binary file without its 'data' value");
      return data;
    }
    case "json":
      return `${goIndentedJson(branches[0] ?? new Branch(), 0)}
`;
    case "ini":
      try {
        return writeIni(branches);
      } catch (error) {
        if (error instanceof IniError) throw new StoreError(error.message);
        throw error;
      }
    default:
      return writeYamlDocuments(branches);
  }
}
function plainScalar(value) {
  return value === null ? "" : value instanceof GoTime ? value.text : value instanceof GoFloat ? String(value.value) : String(value);
}
function goJsonString(value) {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`
  );
}
function goIndentedJson(value, depth) {
  const pad = "	".repeat(depth + 1);
  const end = "	".repeat(depth);
  if (value instanceof Branch) {
    const items = value.items.filter((item) => "key" in item);
    if (items.length === 0) return "{}";
    return `{
${items.map((item) => `${pad}${goJsonString(item.key)}: ${goIndentedJson(item.value, depth + 1)}`).join(",\n")}
${end}}`;
  }
  if (Array.isArray(value)) {
    const items = value.filter((item) => !isComment(item));
    if (items.length === 0) return "[]";
    return `[
${items.map((item) => `${pad}${goIndentedJson(item, depth + 1)}`).join(",\n")}
${end}]`;
  }
  if (typeof value === "string") return goJsonString(value);
  if (value instanceof GoTime) return goJsonString(value.text);
  if (value instanceof GoFloat) return JSON.stringify(value.value);
  if (typeof value === "bigint") return value.toString();
  return JSON.stringify(value);
}

// src/sops/walk.ts
import { createHash as createHash2 } from "node:crypto";

// src/sops/cipher.ts
import { createDecipheriv } from "node:crypto";
var ENCRYPTED = /^ENC\[AES256_GCM,data:(.+),iv:(.+),tag:(.+),type:(.+)\]/;
var CipherError = class extends Error {
  name = "CipherError";
};
function decryptValue(ciphertext, key2, additionalData) {
  if (ciphertext === "") return { value: "", text: "", comment: false };
  const match = ENCRYPTED.exec(ciphertext);
  if (!match) throw new CipherError("not in SOPS' ENC[AES256_GCM,\u2026] format");
  const [, data, iv, tag, type] = match;
  let plain;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key2, Buffer.from(iv, "base64"), { authTagLength: 16 });
    decipher.setAAD(Buffer.from(additionalData, "utf8"));
    decipher.setAuthTag(Buffer.from(tag, "base64"));
    plain = Buffer.concat([decipher.update(Buffer.from(data, "base64")), decipher.final()]);
  } catch {
    throw new CipherError(
      "AES-GCM authentication failed (the value was changed, moved, or encrypted with another key)"
    );
  }
  const text3 = plain.toString("utf8");
  switch (type) {
    case "str":
    case "bytes":
      if (!Buffer.from(text3, "utf8").equals(plain))
        return { value: new GoBytes(plain), text: text3, comment: false };
      return { value: text3, text: text3, comment: false };
    case "time":
      return { value: new GoTime(text3), text: text3, comment: false };
    case "comment":
      return { value: text3, text: text3, comment: true };
    case "int": {
      if (!/^[+-]?\d+$/.test(text3)) throw new CipherError("an int value that is not a number");
      const exact = BigInt(text3);
      const value = Number.isSafeInteger(Number(exact)) ? Number(exact) : exact;
      return { value, text: exact.toString(), comment: false };
    }
    case "float": {
      const number = goParseFloat(text3);
      if (number === void 0) throw new CipherError("a float value that is not a number");
      return {
        value: Number.isInteger(number) ? new GoFloat(number) : number,
        text: goFloat(number),
        comment: false
      };
    }
    case "bool": {
      if (["1", "t", "T", "TRUE", "true", "True"].includes(text3))
        return { value: true, text: "True", comment: false };
      if (["0", "f", "F", "FALSE", "false", "False"].includes(text3))
        return { value: false, text: "False", comment: false };
      throw new CipherError("a bool value that is not a boolean");
    }
    default:
      throw new CipherError(`unknown value type ${JSON.stringify(type)}`);
  }
}
function goParseFloat(text3) {
  const special = /^([+-]?)(inf|infinity|nan)$/i.exec(text3);
  if (special) {
    if (special[2]?.toLowerCase() === "nan") return Number.NaN;
    return special[1] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  }
  const number = Number(text3);
  return text3.trim() === "" || Number.isNaN(number) ? void 0 : number;
}

// src/sops/walk.ts
var MAC_ONLY_ENCRYPTED_INIT = Buffer.from(
  "8a3fd2ad54ce66527b1034f3d147be0b0b975b3bf44f72c6fdadec8176f27d69",
  "hex"
);
var DecryptError = class extends Error {
  name = "DecryptError";
};
function ruleRegExp(pattern) {
  try {
    return goRegExp(pattern);
  } catch {
    throw new DecryptError(
      `the file's encryption rule ${JSON.stringify(pattern)} is not a regular expression`
    );
  }
}
function encryptionRule(metadata) {
  const { unencryptedSuffix, encryptedSuffix, unencryptedRegex, encryptedRegex } = metadata;
  const unencrypted = unencryptedRegex ? ruleRegExp(unencryptedRegex) : void 0;
  const encrypted = encryptedRegex ? ruleRegExp(encryptedRegex) : void 0;
  return (path) => {
    if (unencryptedSuffix) return !path.some((p) => p.endsWith(unencryptedSuffix));
    if (encryptedSuffix) return path.some((p) => p.endsWith(encryptedSuffix));
    if (unencrypted) return !path.some((p) => unencrypted.test(p));
    if (encrypted) return path.some((p) => encrypted.test(p));
    return true;
  };
}
function saysNothing(value) {
  return typeof value === "boolean" || typeof value === "number" && !Number.isFinite(value);
}
function decryptTree(branches, metadata, key2) {
  if (metadata.encryptedCommentRegex || metadata.unencryptedCommentRegex)
    throw new DecryptError(
      "encrypted_comment_regex / unencrypted_comment_regex are not supported (comments are not kept)"
    );
  const shouldBeEncrypted = encryptionRule(metadata);
  const hash = createHash2("sha512");
  if (metadata.macOnlyEncrypted) hash.update(MAC_ONLY_ENCRYPTED_INIT);
  const plaintexts = [];
  const leaf = (value, path) => {
    const encrypted = shouldBeEncrypted(path);
    let result = value;
    let text3 = value === null ? void 0 : macText(value);
    if (encrypted) {
      if (typeof value !== "string")
        throw new DecryptError(`${path.join(".")}: expected an encrypted value, found a ${typeof value}`);
      try {
        const plain = decryptValue(value, key2, `${path.join(":")}:`);
        result = plain.value;
        text3 = plain.text;
        if (plain.comment) {
          text3 = void 0;
          result = { comment: plain.text };
        } else if (plain.text !== "" && !saysNothing(plain.value)) plaintexts.push(plain.text);
      } catch (error) {
        if (!(error instanceof CipherError)) throw error;
        throw new DecryptError(`cannot decrypt ${path.join(".")}: ${error.message}`);
      }
    }
    if (text3 !== void 0 && (!metadata.macOnlyEncrypted || encrypted))
      hash.update(result instanceof GoBytes ? result.bytes : Buffer.from(text3, "utf8"));
    return result;
  };
  const walk = (value, path) => {
    if (value instanceof Branch) {
      const items = value.items.map((item) => {
        if (!("key" in item)) return comment(item, path);
        const walked = walk(item.value, [...path, item.key]);
        if (isComment(walked))
          throw new DecryptError(`${[...path, item.key].join(".")}: a comment where a value was expected`);
        return { key: item.key, value: walked };
      });
      return new Branch(items);
    }
    if (Array.isArray(value))
      return value.map((item) => isComment(item) ? comment(item, path) : walk(item, path));
    if (value === null) return null;
    return leaf(value, path);
  };
  const comment = (item, path) => {
    if (!shouldBeEncrypted(path)) return item;
    try {
      return { comment: String(decryptValue(item.comment, key2, `${path.join(":")}:`).value) };
    } catch {
      return item;
    }
  };
  const decrypted = branches.map((branch) => walk(branch, []));
  return { branches: decrypted, mac: hash.digest("hex").toUpperCase(), plaintexts };
}
function macAdditionalData(lastModified) {
  return lastModified.replace(/\.\d+(?=Z|[+-]\d\d:\d\d$)/, "");
}
function macMatches(metadata, key2, computed) {
  if (!metadata.mac) return false;
  try {
    const stored = decryptValue(metadata.mac, key2, macAdditionalData(metadata.lastModified));
    return String(stored.value).toUpperCase() === computed;
  } catch (error) {
    if (error instanceof CipherError) return false;
    throw error;
  }
}

// src/sops/decrypt.ts
var SopsError = class extends Error {
  constructor(message, recipients2) {
    super(message);
    this.recipients = recipients2;
  }
  recipients;
  name = "SopsError";
};
function parse(text3, format) {
  try {
    const loaded = loadBranches(text3, format);
    const extracted = extractMetadata(
      loaded,
      format === "dotenv" ? "full" : format === "ini" ? "below-top" : "none"
    );
    if (!extracted) throw new SopsError("no sops metadata found");
    return { branches: extracted.branches, metadata: sopsMetadata(extracted.metadata) };
  } catch (error) {
    if (error instanceof StoreError) throw new SopsError(error.message);
    throw error;
  }
}
async function dataKey(metadata, keyring) {
  try {
    return await keyring.dataKey(metadata);
  } catch (error) {
    if (error instanceof NoKeyError)
      throw new SopsError(`cannot get the sops data key: ${error.message}`, error.recipients);
    throw error;
  }
}
function decrypt(branches, metadata, key2) {
  try {
    return decryptTree(branches, metadata, key2);
  } catch (error) {
    if (error instanceof DecryptError) throw new SopsError(error.message);
    throw error;
  }
}
var TAMPERED = "MAC mismatch: the file was changed after it was encrypted (values edited, added or removed without sops); sops refuses it too";
async function decryptFile(text3, inputFormat2, outputFormat, keyring) {
  const { branches, metadata } = parse(text3, inputFormat2);
  const key2 = await dataKey(metadata, keyring);
  const tree = decrypt(branches, metadata, key2);
  if (!macMatches(metadata, key2, tree.mac)) throw new SopsError(TAMPERED);
  try {
    const plain = emitPlain(tree.branches, outputFormat);
    return {
      result: Buffer.isBuffer(plain) ? plain : Buffer.from(plain, "utf8"),
      plaintexts: tree.plaintexts
    };
  } catch (error) {
    if (error instanceof StoreError) throw new SopsError(error.message);
    throw error;
  }
}
async function verifyDocuments(text3, mac, keyring) {
  let loaded;
  try {
    loaded = loadBranches(text3, "yaml");
  } catch (error) {
    if (error instanceof StoreError) throw new SopsError(error.message);
    throw error;
  }
  const together = loaded.filter((branch) => {
    const block = branch.get("sops");
    return block instanceof Branch && block.get("mac") === mac;
  });
  if (together.length === 0)
    throw new SopsError("its encrypted document is not in the file kustomize read it from");
  const extracted = extractMetadata(together, "none");
  if (!extracted) throw new SopsError("no sops metadata found");
  const metadata = sopsMetadata(extracted.metadata);
  const key2 = await dataKey(metadata, keyring);
  let tree;
  try {
    tree = decryptTree(extracted.branches, metadata, key2);
  } catch (error) {
    if (error instanceof DecryptError) throw new SopsError(`${TAMPERED} (${error.message})`);
    throw error;
  }
  if (!macMatches(metadata, key2, tree.mac)) throw new SopsError(TAMPERED);
}
function sopsMetadata(block) {
  try {
    return readMetadata(block);
  } catch (error) {
    if (error instanceof MetadataError) throw new SopsError(error.message);
    throw error;
  }
}
function hasSopsMetadata(object) {
  return isRecord(object.sops);
}
function objectRecipients(object) {
  try {
    return recipients(readMetadata(object.sops));
  } catch {
    return [];
  }
}
async function decryptObject(object, keyring) {
  const metadata = sopsMetadata(object.sops);
  const { sops: _, ...rest } = object;
  const key2 = await dataKey(metadata, keyring);
  const tree = decrypt([fromPlain(rest)], metadata, key2);
  return { result: tree.branches[0].toPlain(), plaintexts: tree.plaintexts };
}

// src/sops/index.ts
var AGE_EXTENSION = ".agekey";
var PGP_EXTENSION = ".asc";
async function importSecretKeys(keyring, data, secret) {
  const material = [];
  for (const [name, value] of Object.entries(data).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0)) {
    const source = `'${name}' of ${secret}`;
    if (name.endsWith(AGE_EXTENSION)) material.push(...await keyring.addAgeKeys(value, source));
    else if (name.endsWith(PGP_EXTENSION)) {
      await keyring.addPgpKeys(value, source);
      material.push(value);
    }
  }
  return material;
}
function runAgeKeys(given, env = process.env) {
  const keys = [];
  if (given?.trim()) keys.push({ text: given, source: "the sops-age-key input" });
  if (env.SOPS_AGE_KEY?.trim()) keys.push({ text: env.SOPS_AGE_KEY, source: "SOPS_AGE_KEY" });
  if (env.SOPS_AGE_KEY_FILE?.trim()) {
    try {
      keys.push({
        text: readFileSync3(env.SOPS_AGE_KEY_FILE, "utf8"),
        source: `SOPS_AGE_KEY_FILE (${env.SOPS_AGE_KEY_FILE})`
      });
    } catch (error) {
      throw new Error(
        `SOPS_AGE_KEY_FILE: cannot read ${env.SOPS_AGE_KEY_FILE}: ${error.code ?? "error"}`
      );
    }
  }
  return keys;
}

// src/render/decrypt.ts
var MAX_ENCRYPTED_FILE_BYTES = 5 << 20;
var DECRYPT_ANNOTATION = "kustomize.toolkit.fluxcd.io/decrypt";
var DecryptionError = class extends Error {
  constructor(message, source) {
    super(message);
    this.source = source;
  }
  source;
  name = "DecryptionError";
};
function decryptionKeysFrom(options) {
  return {
    async keyring(spec) {
      const keyring = new Keyring();
      const keep = (material) => options.secrets?.addCredential ? options.secrets.addCredential(material) : options.secrets?.addSecretData(material);
      try {
        for (const { text: text3, source } of runAgeKeys(options.ageKey)) {
          keep(text3);
          for (const identity2 of await keyring.addAgeKeys(text3, source)) keep(identity2);
        }
        const ref = spec.decryption?.secretRef;
        if (!ref) return keyring;
        const secret = `Secret '${spec.namespace}/${ref.name}'`;
        if (!options.reader) {
          keyring.notes.push(`${secret} of spec.decryption.secretRef was not read: no cluster access`);
          return keyring;
        }
        let data;
        let unreadable;
        try {
          data = await options.reader.read("Secret", spec.namespace, ref.name);
          if (!data) unreadable = `cannot get sops decryption ${secret}: secrets "${ref.name}" not found`;
        } catch (error) {
          unreadable = `cannot get sops decryption ${secret}: ${error.message}`;
        }
        if (!data) {
          if (keyring.size === 0) throw new DecryptionError(unreadable ?? secret);
          keyring.notes.push(unreadable ?? secret);
          return keyring;
        }
        for (const value of Object.values(data)) keep(value);
        for (const material of await importSecretKeys(keyring, data, secret)) keep(material);
        return keyring;
      } catch (error) {
        if (error instanceof KeyError) throw new DecryptionError(error.message);
        if (error instanceof DecryptionError) throw error;
        throw new DecryptionError(error.message);
      }
    }
  };
}
var RenderDecryption = class {
  constructor(spec, ctx) {
    this.spec = spec;
    this.ctx = ctx;
  }
  spec;
  ctx;
  keys;
  /** Plaintexts of this render, for build's masking. */
  plaintexts = /* @__PURE__ */ new Set();
  /** `Kind/namespace/name` of objects decrypted from a manifest: all their values are secret. */
  decryptedObjects = /* @__PURE__ */ new Set();
  /** What was left encrypted (cluster-free, no key): said as the render's warnings. */
  kept = [];
  /** spec.decryption with provider sops: the only provider Flux has. */
  get enabled() {
    return this.spec.decryption?.provider === "sops";
  }
  /**
   * Without a cluster (`build` without a kubeconfig, `diff`) and without a key that fits,
   * encrypted content is kept as it is and its values printed as **SOPS**, as `flux build` does;
   * a tampered file is still refused. A run that applies (it always has a cluster) fails instead.
   */
  get keepUndecryptable() {
    return !this.ctx.substitution;
  }
  keep(what, error) {
    const why = error ? error.message : "spec.decryption is not set";
    this.kept.push(`${what} was not decrypted (${why}): its values are shown as ${MASK2}`);
  }
  keyring() {
    this.keys ??= (this.ctx.decryption ?? decryptionKeysFrom({
      ...this.ctx.substitution ? { reader: this.ctx.substitution } : {},
      ...this.ctx.secrets ? { secrets: this.ctx.secrets } : {}
    })).keyring(this.spec);
    return this.keys;
  }
  learn(values) {
    for (const value of values) {
      this.plaintexts.add(value);
      this.ctx.secrets?.addSecretData(value);
    }
  }
  /**
   * kustomize-controller's DecryptSources: the files that secretGenerators (`files`, `envs`) and
   * patches (`path`) of every kustomization the build loads name, when SOPS encrypted them.
   * Returns real path → plaintext; undefined when nothing is encrypted.
   */
  async decryptInputs(reads) {
    if (!this.enabled) return void 0;
    const targets = /* @__PURE__ */ new Map();
    const ordered = [...reads.files].sort(
      (a, b) => a.file === b.file ? (a.line ?? 0) - (b.line ?? 0) : a.file < b.file ? -1 : 1
    );
    for (const read of ordered) {
      const format = inputFormat(read.field, read.reference);
      if (format && !targets.has(read.real)) targets.set(read.real, { format, read });
    }
    const decrypted = /* @__PURE__ */ new Map();
    const rootReal = await realpath2(this.ctx.root).catch(() => this.ctx.root);
    for (const [real, { format, read }] of targets) {
      const where2 = `${displayRelative(rootReal, real)} (${read.file}${read.line ? `:${read.line}` : ""} ${read.field})`;
      const source = { file: read.file, ...read.line ? { line: read.line } : {} };
      const info = await stat2(real);
      if (!info.isFile())
        throw new DecryptionError(
          `error decrypting sources: ${where2}: cannot decrypt irregular file`,
          source
        );
      if (info.size > MAX_ENCRYPTED_FILE_BYTES)
        throw new DecryptionError(
          `error decrypting sources: ${where2}: cannot decrypt file with size (${info.size} bytes) exceeding limit (${MAX_ENCRYPTED_FILE_BYTES})`,
          source
        );
      const text3 = await readFile3(real, "utf8");
      if (!looksEncrypted(text3, format)) continue;
      try {
        const { result, plaintexts } = await decryptFile(text3, format, format, await this.keyring());
        this.learn(plaintexts);
        decrypted.set(real, result);
      } catch (error) {
        if (error instanceof SopsError && error.recipients && this.keepUndecryptable) {
          this.keep(where2, error);
          continue;
        }
        if (error instanceof SopsError)
          throw new DecryptionError(`error decrypting sources: ${where2}: ${error.message}`, source);
        throw error;
      }
    }
    return decrypted.size > 0 ? decrypted : void 0;
  }
  /**
   * kustomize-controller's DecryptResource over the built objects, in place: an object with a
   * `sops` block is decrypted (its MAC verified on the document as written in the repository),
   * and a Secret's `data` entries that hold a whole encrypted file (a generator read it without
   * decrypting, e.g. `files: [key=secret.enc.json]`) are decrypted to the format of their key.
   * Without spec.decryption such objects fail the Kustomization, as in Flux: ENC[…] values are
   * never applied.
   */
  async decryptObjects(entries, sources, warnings = []) {
    try {
      await this.decryptEach(entries, sources);
    } finally {
      warnings.push(...new Set(this.kept));
    }
  }
  async decryptEach(entries, sources) {
    for (const [index, entry] of entries.entries()) {
      const object = entry.object;
      if (object.metadata.annotations?.[DECRYPT_ANNOTATION]?.toLowerCase() === "disabled") continue;
      const source = sources[index];
      const label2 = formatRef(refOf(object));
      const at = source ? ` (${source.file}${source.line ? `:${source.line}` : ""})` : "";
      const fail2 = (detail) => new DecryptionError(`decryption failed for '${label2}'${at}: ${detail}`, source ?? this.spec.source);
      const masked = (error) => {
        maskSopsObject(object);
        entry.text = stringifyYaml(object);
        this.keep(`${label2}${at}`, error);
      };
      if (hasSopsMetadata(object)) {
        if (!this.enabled && this.keepUndecryptable) {
          masked();
          continue;
        }
        if (!this.enabled) {
          const recipients2 = describeRecipients(objectRecipients(object));
          throw new DecryptionError(
            `${label2}${at} is SOPS encrypted${recipients2 ? ` (for ${recipients2})` : ""}, configuring decryption is required for this secret to be reconciled (spec.decryption)`,
            source ?? this.spec.source
          );
        }
        try {
          const keyring = await this.keyring();
          await this.verify(object, source, keyring);
          const { result, plaintexts } = await decryptObject(object, keyring);
          this.learn(plaintexts);
          entry.object = result;
          entry.text = stringifyYaml(result);
          this.decryptedObjects.add(label2);
        } catch (error) {
          if (error instanceof SopsError && error.recipients && this.keepUndecryptable) masked(error);
          else if (error instanceof SopsError) throw fail2(error.message);
          else throw error;
        }
        continue;
      }
      if (object.kind !== "Secret" || object.apiVersion !== "v1") continue;
      if (!this.enabled) {
        const encrypted = encryptedDataKey(object);
        if (encrypted !== void 0 && !this.keepUndecryptable)
          throw new DecryptionError(
            `${label2}${at} holds SOPS-encrypted data ('${encrypted}'), configuring decryption is required for this secret to be reconciled (spec.decryption)`,
            source ?? this.spec.source
          );
        continue;
      }
      const data = object.data;
      if (!data || typeof data !== "object") continue;
      let changed = false;
      for (const [key2, value] of Object.entries(data)) {
        if (typeof value !== "string") continue;
        const decoded = Buffer.from(value, "base64").toString("utf8");
        const format = detectFormat(decoded);
        if (!format) continue;
        try {
          const { result, plaintexts } = await decryptFile(
            decoded,
            format,
            formatForPath(key2),
            await this.keyring()
          );
          this.learn([...plaintexts, result.toString("utf8")]);
          data[key2] = result.toString("base64");
          changed = true;
        } catch (error) {
          if (!(error instanceof SopsError)) throw error;
          if (!error.recipients || !this.keepUndecryptable)
            throw fail2(`Secret field '${key2}': ${error.message}`);
          data[key2] = Buffer.from(MASK2).toString("base64");
          changed = true;
          this.keep(`${label2}${at} field '${key2}'`, error);
        }
      }
      if (changed) entry.text = stringifyYaml(object);
    }
  }
  /** The MAC, on the documents as SOPS wrote them: kustomize changes fields the MAC covers. */
  async verify(object, source, keyring) {
    const mac = object.sops.mac;
    if (typeof mac !== "string" || mac === "") throw new SopsError("the sops metadata has no MAC");
    if (!source?.file)
      throw new SopsError("its MAC cannot be verified: kustomize did not say which file it came from");
    const file = isAbsolute2(source.file) ? source.file : join7(this.ctx.root, source.file);
    await verifyDocuments(await readFile3(file, "utf8"), mac, keyring);
  }
  /**
   * Which values of the final objects came out of decryption: every value of an object decrypted
   * from a manifest, and each Secret value holding a decrypted value (generator outputs).
   * `kustomize-sync build` masks them as `flux build` masks SOPS data.
   */
  markDecrypted(objects) {
    if (this.plaintexts.size === 0) return;
    for (const object of objects) {
      if (object.kind !== "Secret" || object.apiVersion !== "v1") continue;
      const whole = this.decryptedObjects.has(formatRef(refOf(object)));
      const fields = /* @__PURE__ */ new Set();
      for (const field of ["data", "stringData"]) {
        const values = object[field];
        if (!values || typeof values !== "object") continue;
        for (const [key2, value] of Object.entries(values)) {
          const text3 = field === "data" ? Buffer.from(String(value), "base64").toString("utf8") : String(value);
          if (whole || this.fromPlaintext(text3)) fields.add(`${field}
${key2}`);
        }
      }
      if (fields.size > 0) decryptedFields.set(object, fields);
    }
  }
  fromPlaintext(text3) {
    if (this.plaintexts.has(text3)) return true;
    for (const plain of this.plaintexts) if (plain.length >= 8 && text3.includes(plain)) return true;
    return false;
  }
};
var decryptedFields = /* @__PURE__ */ new WeakMap();
var MASK2 = "**SOPS**";
function encryptedDataKey(object) {
  const data = object.data;
  if (!data || typeof data !== "object") return void 0;
  for (const [key2, value] of Object.entries(data)) {
    if (typeof value !== "string") continue;
    const decoded = Buffer.from(value, "base64").toString("utf8");
    if (detectFormat(decoded) || key2 === "sops_mac" && decoded.startsWith("ENC[AES256_GCM,")) return key2;
  }
  return void 0;
}
function maskSopsObject(object) {
  delete object.sops;
  for (const field of ["data", "stringData"]) {
    const values = object[field];
    if (!values || typeof values !== "object") continue;
    for (const key2 of Object.keys(values))
      values[key2] = field === "data" ? Buffer.from(MASK2).toString("base64") : MASK2;
  }
}
function maskDecrypted(object) {
  const fields = decryptedFields.get(object);
  if (!fields) return object;
  const copy = structuredClone(object);
  for (const entry of fields) {
    const [field, key2] = entry.split("\n");
    copy[field][key2] = field === "data" ? Buffer.from(MASK2).toString("base64") : MASK2;
  }
  return copy;
}
function inputFormat(field, reference) {
  if (/^secretGenerator\[\d+\]\.files\[\d+\]$/.test(field)) {
    return formatForPath(reference.includes("=") ? reference.slice(0, reference.indexOf("=")) : reference);
  }
  if (/^secretGenerator\[\d+\]\.envs\[\d+\]$/.test(field)) {
    const format = formatForPath(reference);
    return format === "binary" ? "dotenv" : format;
  }
  if (/^patches\[\d+\]\.path$/.test(field)) return formatForPath(reference);
  return void 0;
}
async function mirrorDecrypted(sourceDir, dir, view, replacedFile, reads, decrypted) {
  const rootReal = await realpath2(sourceDir);
  const dirReal = await realpath2(dir);
  const real = /* @__PURE__ */ new Set();
  const withAncestors = (path) => {
    for (let d = path; within(rootReal, d) && !real.has(d); d = dirname3(d)) {
      real.add(d);
      if (d === rootReal) break;
    }
  };
  for (const directory of [...reads.directories, dirReal, ...[...decrypted.keys()].map((f) => dirname3(f))])
    withAncestors(directory);
  const copy = async (from, to) => {
    await mkdir2(to, { recursive: true, mode: 448 });
    for (const entry of await readdir2(from)) {
      if (from === rootReal && entry === ".git") continue;
      const child = join7(from, entry);
      const target = join7(to, entry);
      const plain = decrypted.get(child);
      if (plain !== void 0) await writeFile2(target, plain, { mode: 384 });
      else if (real.has(child)) await copy(child, target);
      else await symlink(child, target);
    }
  };
  await copy(rootReal, view);
  const buildDir = join7(view, relative3(rootReal, dirReal));
  await rm2(join7(buildDir, replacedFile), { force: true });
  return buildDir;
}

// src/render/format.ts
function formatManifests(manifests) {
  return manifests.map((m) => stringifyYaml(m.object)).join("---\n");
}

// src/render/envsubst.ts
var SubstitutionError = class extends Error {
  name = "SubstitutionError";
};
var ERR_BAD_SUBSTITUTION = "bad substitution";
var ERR_MISSING_BRACE = "missing closing brace";
var ERR_VARIABLE_NAME = "unable to parse variable name";
var ERR_FUNC_PARAM = "unable to parse substitution within function";
var isIdentChar = (c) => /^[\p{L}\p{Nd}_]$/u.test(c);
var Parser = class {
  constructor(text3) {
    this.text = text3;
  }
  text;
  pos = 0;
  parseTemplate() {
    const nodes = [];
    let buffer = "";
    const t = this.text;
    while (this.pos < t.length) {
      const c = t[this.pos];
      if (c === "$" && t[this.pos + 1] === "{") {
        if (buffer) nodes.push({ type: "text", value: buffer });
        buffer = "";
        this.pos += 2;
        nodes.push(this.parseFunc());
        continue;
      }
      if (c === "$" && t[this.pos + 1] === "$") {
        buffer += "$";
        this.pos += 2;
        continue;
      }
      buffer += c;
      this.pos++;
    }
    if (buffer) nodes.push({ type: "text", value: buffer });
    return nodes;
  }
  peek(offset = 0) {
    return this.text[this.pos + offset];
  }
  fail(message) {
    throw new SubstitutionError(message);
  }
  consumeRbrace(message = ERR_BAD_SUBSTITUTION) {
    if (this.peek() !== "}") this.fail(message);
    this.pos++;
  }
  readIdent() {
    const start = this.pos;
    while (this.pos < this.text.length && isIdentChar(this.peek())) this.pos++;
    return this.text.slice(start, this.pos);
  }
  /** After `${`. */
  parseFunc() {
    if (this.peek() === "#") {
      this.pos++;
      const param2 = this.readIdent();
      if (!param2) this.fail(ERR_BAD_SUBSTITUTION);
      this.consumeRbrace();
      return { type: "func", param: param2, op: "#", args: [] };
    }
    const param = this.readIdent();
    if (!param) this.fail(ERR_VARIABLE_NAME);
    const c = this.peek();
    switch (c) {
      case ":": {
        const next = this.peek(1);
        if (next === "=" || next === "-" || next === "?" || next === "+") {
          this.pos += 2;
          return this.parseDefault(param, `:${next}`);
        }
        this.pos++;
        return this.parseSubstring(param);
      }
      case "=":
        this.pos++;
        return this.parseDefault(param, "=");
      case ",":
      case "^": {
        let op = c;
        this.pos++;
        if (this.peek() === c) {
          op += c;
          this.pos++;
        }
        this.consumeRbrace();
        return { type: "func", param, op, args: [] };
      }
      case "/": {
        this.pos++;
        let op = "/";
        const n = this.peek();
        if (n === "/" || n === "#" || n === "%") {
          op += n;
          this.pos++;
        }
        return this.parseReplace(param, op);
      }
      case "#":
      case "%": {
        this.pos++;
        let op = c;
        if (this.peek() === c) {
          op += c;
          this.pos++;
        }
        const arg = this.parseParam((ch) => ch !== "}", false);
        this.consumeRbrace();
        return { type: "func", param, op, args: [arg] };
      }
    }
    this.consumeRbrace(ERR_MISSING_BRACE);
    return { type: "func", param, op: "", args: [] };
  }
  /**
   * One function argument: either a nested `${...}` or a run of accepted characters.
   * `escapes` turns on `\\` / `\/` and `$$` escapes (used by the replace function).
   */
  parseParam(accept, escapes) {
    if (this.peek() === "$" && this.peek(1) === "{") {
      this.pos += 2;
      return [this.parseFunc()];
    }
    let value = "";
    const start = this.pos;
    while (this.pos < this.text.length) {
      const c = this.peek();
      if (c === "$" && this.peek(1) === "{") break;
      if (escapes && c === "$" && this.peek(1) === "$") {
        value += "$";
        this.pos += 2;
        continue;
      }
      if (escapes && c === "\\" && (this.peek(1) === "/" || this.peek(1) === "\\")) {
        value += this.peek(1);
        this.pos += 2;
        continue;
      }
      if (!accept(c)) break;
      value += c;
      this.pos++;
    }
    if (this.pos === start) this.fail(ERR_FUNC_PARAM);
    return [{ type: "text", value }];
  }
  parseDefault(param, op) {
    const args = [];
    for (; ; ) {
      if (this.pos >= this.text.length) this.fail(ERR_FUNC_PARAM);
      if (this.peek() === "}") {
        this.pos++;
        return { type: "func", param, op, args };
      }
      args.push(this.parseParam((c) => c !== "}", false));
    }
  }
  parseSubstring(param) {
    const args = [this.parseParam((c) => c !== ":" && c !== "}", false)];
    if (this.peek() === "}") {
      this.pos++;
      return { type: "func", param, op: ":", args };
    }
    if (this.peek() !== ":") this.fail(ERR_BAD_SUBSTITUTION);
    this.pos++;
    args.push(this.parseParam((c) => c !== "}", false));
    this.consumeRbrace();
    return { type: "func", param, op: ":", args };
  }
  parseReplace(param, op) {
    const args = [this.parseParam((c) => c !== "/", true)];
    if (this.peek() !== "/") this.fail(ERR_BAD_SUBSTITUTION);
    this.pos++;
    if (this.peek() === "}") {
      this.pos++;
      return { type: "func", param, op, args };
    }
    args.push(this.parseParam((c) => c !== "}", true));
    this.consumeRbrace();
    return { type: "func", param, op, args };
  }
};
var DEFAULT_OPS = /* @__PURE__ */ new Set(["-", "+", "=", "?", ":-", ":+", ":=", ":?"]);
var utf8 = (s) => Buffer.from(s, "utf8");
function substring(value, args) {
  const bytes = utf8(value);
  let pos = Number.parseInt(args[0] ?? "", 10);
  if (!/^[-+]?\d+$/.test(args[0] ?? "") || Number.isNaN(pos)) return value;
  if (pos < 0) pos = Math.max(0, bytes.length + pos);
  if (args.length < 2) return pos < bytes.length ? bytes.subarray(pos).toString("utf8") : "";
  if (!/^[-+]?\d+$/.test(args[1] ?? "")) return value;
  const length = Number.parseInt(args[1], 10);
  if (pos + length >= bytes.length) return pos < bytes.length ? bytes.subarray(pos).toString("utf8") : "";
  return bytes.subarray(pos, pos + length).toString("utf8");
}
function globToRegExp(pattern) {
  return new RegExp(`^${shellGlobBody(pattern, "[\\s\\S]")}$`, "u");
}
function trimPrefix(value, pattern, longest) {
  const re = globToRegExp(pattern);
  const chars = [...value];
  if (longest) {
    for (let n = chars.length; n > 0; n--)
      if (re.test(chars.slice(0, n).join(""))) return chars.slice(n).join("");
  } else {
    for (let n = 1; n <= chars.length; n++)
      if (re.test(chars.slice(0, n).join(""))) return chars.slice(n).join("");
  }
  return value;
}
function trimSuffix(value, pattern, longest) {
  const re = globToRegExp(pattern);
  const chars = [...value];
  if (longest) {
    for (let n = 0; n < chars.length; n++)
      if (re.test(chars.slice(n).join(""))) return chars.slice(0, n).join("");
  } else {
    for (let n = chars.length - 1; n >= 0; n--)
      if (re.test(chars.slice(n).join(""))) return chars.slice(0, n).join("");
  }
  return value;
}
function applyOperator(op, value, args) {
  switch (op) {
    case "":
      return value;
    case ",":
      return value ? value[0].toLowerCase() + value.slice(1) : value;
    case ",,":
      return value.toLowerCase();
    case "^":
      return value ? value[0].toUpperCase() + value.slice(1) : value;
    case "^^":
      return value.toUpperCase();
    case "#":
      return args.length === 0 ? String(utf8(value).length) : trimPrefix(value, args[0], false);
    case "##":
      return args.length ? trimPrefix(value, args[0], true) : value;
    case "%":
      return args.length ? trimSuffix(value, args[0], false) : value;
    case "%%":
      return args.length ? trimSuffix(value, args[0], true) : value;
    case ":":
      return substring(value, args);
    case "/":
    case "//": {
      const [pattern = "", replacement = ""] = args;
      if (args.length === 0) return value;
      return op === "/" ? value.replace(pattern, () => replacement) : value.split(pattern).join(replacement);
    }
    case "/#":
      return args.length === 2 && value.startsWith(args[0]) ? args[1] + value.slice(args[0].length) : value;
    case "/%":
      return args.length === 2 && value.endsWith(args[0]) ? value.slice(0, value.length - args[0].length) + args[1] : value;
    default:
      return value === "" && args.length > 0 ? args.join("") : value;
  }
}
function evaluate(nodes, lookup, strict) {
  let out = "";
  for (const node of nodes) {
    if (node.type === "text") {
      out += node.value;
      continue;
    }
    const args = node.args.map((arg) => evaluate(arg, lookup, strict));
    const value = lookup(node.param);
    if (value === void 0 && strict && !DEFAULT_OPS.has(node.op)) {
      throw new SubstitutionError(`variable not set (strict mode): ${JSON.stringify(node.param)}`);
    }
    out += applyOperator(node.op, value ?? "", args);
  }
  return out;
}
function envsubst(text3, lookup, options = {}) {
  const nodes = new Parser(text3).parseTemplate();
  return evaluate(nodes, lookup, options.strict ?? false);
}

// src/render/substitute.ts
var VARIABLE_NAME = /^[_A-Za-z][_A-Za-z0-9]*$/;
var VariablesError = class extends Error {
  name = "VariablesError";
};
var clean = (value) => String(value).replaceAll("\n", "");
async function loadVariables(spec, ctx) {
  const values = /* @__PURE__ */ new Map();
  const warnings = [];
  const postBuild2 = spec.postBuild;
  const global = ctx.substitute ?? {};
  if (!postBuild2 && Object.keys(global).length === 0)
    return { enabled: false, values, warnings, unread: false };
  let unread = false;
  for (const ref of postBuild2?.substituteFrom ?? []) {
    if (!ctx.substitution) {
      warnings.push(
        `substituteFrom ${ref.kind}/${spec.namespace}/${ref.name} not read: no cluster access (variables from it stay unset)`
      );
      unread = true;
      continue;
    }
    let data;
    try {
      data = await ctx.substitution.read(ref.kind, spec.namespace, ref.name);
    } catch (error) {
      throw new VariablesError(messages.substituteFromFailed(ref.kind, ref.name, error.message));
    }
    if (!data) {
      if (ref.optional) continue;
      const resource = ref.kind === "Secret" ? "secrets" : "configmaps";
      throw new VariablesError(
        messages.substituteFromFailed(ref.kind, ref.name, `${resource} "${ref.name}" not found`)
      );
    }
    for (const [k, v] of Object.entries(data)) {
      values.set(k, clean(v));
      if (ref.kind === "Secret") ctx.secrets?.addSecretData(clean(v));
    }
  }
  for (const [k, v] of Object.entries(postBuild2?.substitute ?? {})) values.set(k, clean(v));
  for (const [k, v] of Object.entries(global)) values.set(k, clean(v));
  const always = postBuild2?.substituteStrategy === "Always";
  return { enabled: values.size > 0 || always, values, warnings, unread };
}
function validateVariableNames(values) {
  for (const name of values.keys()) {
    if (!VARIABLE_NAME.test(name)) throw new VariablesError(messages.invalidVarName(name));
  }
}
function substitutionDisabled(metadata) {
  const labels2 = metadata?.labels ?? {};
  const annotations = metadata?.annotations ?? {};
  return labels2[FLUX_SUBSTITUTE_ANNOTATION] === "disabled" || annotations[FLUX_SUBSTITUTE_ANNOTATION] === "disabled";
}
function substituteText(text3, values, strict) {
  try {
    return envsubst(text3, (name) => values.get(name), { strict });
  } catch (error) {
    throw new VariablesError(`envsubst error: variable substitution failed: ${error.message}`);
  }
}
var SubstitutedValueError = class extends Error {
  name = "SubstitutedValueError";
};
function readSubstituted(text3) {
  const value = parseYaml(text3, { schema: "go-yaml-v2", allowDuplicateKeys: true });
  const unsupported = nonFiniteNumber(value);
  if (unsupported !== void 0) throw new SubstitutedValueError(messages.jsonUnsupportedValue(unsupported));
  return value;
}
function nonFiniteNumber(value) {
  if (typeof value === "number") return Number.isFinite(value) ? void 0 : value;
  if (value === null || typeof value !== "object") return void 0;
  for (const item of Object.values(value)) {
    const found = nonFiniteNumber(item);
    if (found !== void 0) return found;
  }
  return void 0;
}
function secretData(secret) {
  const out = {};
  for (const [k, v] of Object.entries(secret.data ?? {}))
    out[k] = Buffer.from(String(v ?? ""), "base64").toString("utf8");
  for (const [k, v] of Object.entries(secret.stringData ?? {}))
    out[k] = String(v);
  return out;
}
function substitutionReaderFrom(cluster) {
  return {
    async read(kind, namespace, name) {
      const ref = { group: "", version: "v1", kind, namespace, name };
      const object = await cluster.get(ref);
      if (!object) return void 0;
      if (kind === "Secret") return secretData(object);
      const out = {};
      for (const [k, v] of Object.entries(object.data ?? {})) out[k] = String(v);
      return out;
    }
  };
}

// src/render/inputs.ts
var isBlank2 = (line) => line.trim() === "" || line.trim().startsWith("#");
function parseKeyValueLines(text3, inputName = "substitute") {
  const result = {};
  text3.split(/\r?\n/).forEach((line, index) => {
    if (isBlank2(line)) return;
    const eq = line.indexOf("=");
    const key2 = eq < 0 ? "" : line.slice(0, eq).trim();
    if (eq < 0 || !key2 || /\s/.test(key2)) {
      throw new Error(
        `${inputName} line ${index + 1}: expected KEY=value, got ${JSON.stringify(line.trim())}`
      );
    }
    result[key2] = line.slice(eq + 1).trim();
  });
  return result;
}
function parseVariableLines(text3, inputName = "substitute") {
  const variables = parseKeyValueLines(text3, inputName);
  for (const name of Object.keys(variables)) {
    if (!VARIABLE_NAME.test(name)) throw new Error(`${inputName}: ${messages.invalidVarName(name)}`);
  }
  return variables;
}
function splitImage(ref) {
  let rest = ref;
  let digest;
  const at = rest.indexOf("@");
  if (at >= 0) {
    digest = rest.slice(at + 1);
    rest = rest.slice(0, at);
  }
  const colon = rest.lastIndexOf(":");
  let tag;
  if (colon > rest.lastIndexOf("/")) {
    tag = rest.slice(colon + 1);
    rest = rest.slice(0, colon);
  }
  return { name: rest, ...tag !== void 0 ? { tag } : {}, ...digest !== void 0 ? { digest } : {} };
}
function parseImageLines(text3, inputName = "images") {
  const images = [];
  text3.split(/\r?\n/).forEach((raw, index) => {
    if (isBlank2(raw)) return;
    const line = raw.trim();
    const bad = (why) => new Error(
      `${inputName} line ${index + 1}: ${why}: expected NAME=NEWNAME[:TAG|@DIGEST] (e.g. podinfo=ghcr.io/org/podinfo:1.2.3), got ${JSON.stringify(line)}`
    );
    const eq = line.indexOf("=");
    if (eq < 0) throw bad("missing '='");
    const name = line.slice(0, eq).trim();
    const target = line.slice(eq + 1).trim();
    if (!name || /\s/.test(name)) throw bad("invalid image name");
    if (!target || /\s/.test(target)) throw bad("missing replacement");
    const { name: newName, tag, digest } = splitImage(target);
    if (tag === "" || digest === "") throw bad("empty tag or digest");
    if (digest !== void 0 && !/^[a-z0-9]+(?:[+._-][a-z0-9]+)*:[a-zA-Z0-9=_-]+$/.test(digest)) {
      throw bad(`invalid digest ${JSON.stringify(digest)}`);
    }
    const image = { name };
    if (newName) image.newName = newName;
    if (tag !== void 0) image.newTag = tag;
    if (digest !== void 0) image.digest = digest;
    if (!image.newName && !image.newTag && !image.digest) throw bad("nothing to change");
    images.push(image);
  });
  return images;
}

// src/render/reads.ts
import { lstatSync } from "node:fs";
import { lstat, readdir as readdir4, realpath as realpath3 } from "node:fs/promises";
import { join as join13, relative as relative6, sep as sep4 } from "node:path";

// src/render/generator.ts
import { mkdir as mkdir3, readdir as readdir3, readFile as readFile4, symlink as symlink2 } from "node:fs/promises";
import { join as join8, posix as posix3 } from "node:path";
var ORIGIN_ANNOTATION = "config.kubernetes.io/origin";
var PATCH_PROBE_PREFIX = "kustomize-sync.io/patch-probe-";
function kubernetesObjectFile(documents) {
  let objects = 0;
  for (const { value } of documents) {
    if (value === null || value === void 0) continue;
    if (typeof value !== "object" || Array.isArray(value)) return "other";
    const { apiVersion, kind } = value;
    if (typeof apiVersion !== "string" || typeof kind !== "string") return "other";
    objects++;
  }
  return objects > 0 ? "objects" : "empty";
}
async function scanManifests(base, displayBase, warnings, source, parsed) {
  const ignore = new SourceIgnore();
  const rootRel = source?.relPath ?? "";
  if (source) {
    const segments = rootRel === "" ? [] : rootRel.split("/");
    for (let i = 0; i <= segments.length; i++) await ignore.load(source.dir, segments.slice(0, i).join("/"));
  }
  const sourcePath = (rel) => rootRel ? `${rootRel}/${rel}` : rel;
  const resources = [];
  const display = (rel) => `${displayBase.replace(/\/$/, "")}/${rel}`;
  const walk = async (dir, rel) => {
    const entries = (await readdir3(dir, { withFileTypes: true })).sort(
      (a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0
    );
    for (const entry of entries) {
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      const full = join8(dir, entry.name);
      if (entry.isDirectory()) {
        if (ignore.ignores(sourcePath(relPath), true)) continue;
        if (await findKustomizationFile(full)) resources.push(`./${relPath}`);
        else {
          if (source) await ignore.load(source.dir, sourcePath(relPath));
          await walk(full, relPath);
        }
        continue;
      }
      if (!/\.ya?ml$/.test(entry.name) || ignore.ignores(sourcePath(relPath), false)) continue;
      if (!entry.isFile() && !entry.isSymbolicLink()) continue;
      if (entry.isSymbolicLink() && source) await assertInside(source.dir, full, display(relPath));
      const text3 = await readFile4(full, "utf8");
      let documents;
      let kind;
      try {
        documents = parseYamlValues(text3);
        kind = kubernetesObjectFile(documents);
      } catch (error) {
        throw new Error(
          `failed to decode Kubernetes YAML from ${display(relPath)}: ${error.message}`
        );
      }
      if (kind === "objects") {
        resources.push(`./${relPath}`);
        parsed?.set(`./${relPath}`, documents);
      } else if (kind === "other")
        warnings.push(
          `skipped ${display(relPath)}: not a Kubernetes object (no apiVersion/kind); a kustomize build, and so Flux, would fail on it`
        );
    }
  };
  await walk(base, "");
  return resources;
}
function describeTarget(patch) {
  const t = patch.target ?? {};
  return Object.entries(t).filter(([, v]) => v !== void 0 && v !== "").map(([k, v]) => `${k}=${v}`).join(",");
}
function cleanTarget(target) {
  const out = {};
  for (const key2 of PATCH_TARGET_FIELDS) {
    const value = target[key2];
    if (value !== void 0 && value !== "") out[key2] = value;
  }
  return out;
}
function mergeImages(base, overrides) {
  const result = base.map((image) => ({ ...image }));
  for (const image of overrides) {
    const existing = result.find((i) => i.name === image.name);
    if (!existing) {
      result.push({ ...image });
      continue;
    }
    if (image.newName) existing.newName = image.newName;
    if (image.newTag || image.digest) {
      delete existing.newTag;
      delete existing.digest;
      if (image.newTag) existing.newTag = image.newTag;
      if (image.digest) existing.digest = image.digest;
    }
  }
  return result;
}
function imageNode(image) {
  const out = { name: image.name };
  if (image.newName) out.newName = image.newName;
  if (image.newTag) out.newTag = image.newTag;
  if (image.digest) out.digest = image.digest;
  return out;
}
function isLocalRelativePath(path) {
  return !posix3.isAbsolute(path) && !/^[a-zA-Z][a-zA-Z0-9+.-]*:\/\//.test(path) && !/^[\w.-]+@/.test(path);
}
async function generateKustomization(dir, displayPath, spec, globalImages = [], pathBase = "", source, parsed) {
  const warnings = [];
  const existing = await findKustomizationFile(dir);
  let text3;
  let fileName;
  let user;
  let scanned;
  let resources = [];
  if (existing) {
    fileName = existing;
    text3 = await readFile4(join8(dir, existing), "utf8");
  } else {
    fileName = "kustomization.yaml";
    scanned = await scanManifests(dir, displayPath, warnings, source, parsed);
    resources = scanned.map((r) => pathBase ? posix3.join(pathBase, r) : r);
  }
  const open = () => {
    if (text3 === void 0) {
      return YamlMappingEditor.create({
        apiVersion: "kustomize.config.k8s.io/v1beta1",
        kind: "Kustomization",
        ...resources.length > 0 ? { resources } : {}
      });
    }
    try {
      return YamlMappingEditor.parse(text3);
    } catch (error) {
      if (!(error instanceof YamlError)) throw error;
      return null;
    }
  };
  const doc = open();
  if (!doc) {
    return {
      fileName,
      content: text3 ?? "",
      created: false,
      keepOrigin: false,
      probes: /* @__PURE__ */ new Map(),
      warnings
    };
  }
  if (existing) user = { ...doc.value };
  const probes = /* @__PURE__ */ new Map();
  const inherited = new Set(spec.inheritedPatches);
  spec.patches.forEach((patch, index) => {
    if (patch.target && !inherited.has(index)) probes.set(index, describeTarget(patch));
  });
  const entries = (withProbes) => {
    const out = [];
    spec.patches.forEach((patch, index) => {
      if (withProbes && patch.target && probes.has(index)) out.push(probePatch(index, patch.target));
      out.push(
        patch.target ? { patch: patch.patch, target: cleanTarget(patch.target) } : { patch: patch.patch }
      );
    });
    if (withProbes)
      spec.patches.forEach((patch, index) => {
        if (patch.target && probes.has(index)) out.push(probePatch(index, patch.target));
      });
    return out;
  };
  const merge = (target, withProbes) => {
    if (spec.targetNamespace) target.set("namespace", spec.targetNamespace);
    if (spec.namePrefix) target.set("namePrefix", spec.namePrefix);
    if (spec.nameSuffix) target.set("nameSuffix", spec.nameSuffix);
    if (spec.patches.length > 0) target.append("patches", entries(withProbes));
    if (spec.components.length > 0) {
      const specComponents = spec.components.map(
        (c) => pathBase && !existing ? posix3.join(pathBase, c) : c
      );
      target.append("components", specComponents);
    }
    const overrides = mergeImages(spec.images, globalImages);
    if (overrides.length > 0) {
      const current = target.value.images;
      const merged = mergeImages(Array.isArray(current) ? current : [], overrides);
      target.set("images", merged.map(imageNode));
    }
    const written = target.value.buildMetadata;
    const noResources = existing && !(Array.isArray(target.value.resources) && target.value.resources.length > 0);
    const asked = spec.buildMetadata?.length ? [...spec.buildMetadata] : noResources ? ["originAnnotations"] : Array.isArray(written) ? written : [];
    const keep = asked.includes("originAnnotations");
    if (!keep || spec.buildMetadata?.length || noResources)
      target.set("buildMetadata", keep ? asked : [...asked, "originAnnotations"]);
    return keep;
  };
  const keepOrigin = merge(doc, false);
  const probeDoc = probes.size > 0 ? open() : null;
  if (probeDoc) merge(probeDoc, true);
  return {
    fileName,
    content: doc.toString(),
    ...probeDoc ? { probeContent: probeDoc.toString() } : {},
    created: !existing,
    ...user ? { user } : {},
    ...scanned ? { scanned } : {},
    references: stringsIn(doc.value),
    keepOrigin,
    probes,
    warnings
  };
}
function probePatch(index, target) {
  return {
    patch: [
      "apiVersion: v1",
      "kind: KustomizeSyncProbe",
      "metadata:",
      "  name: probe",
      "  annotations:",
      `    ${PATCH_PROBE_PREFIX}${index}: "1"`,
      ""
    ].join("\n"),
    target: cleanTarget(target)
  };
}
function hasOverlayFields(spec, globalImages = []) {
  return Boolean(
    spec.targetNamespace || spec.namePrefix || spec.nameSuffix || spec.patches.length > 0 || spec.components.length > 0 || spec.images.length > 0 || (spec.buildMetadata?.length ?? 0) > 0 || globalImages.length > 0
  );
}
function wrapperPreservesBuild(user) {
  if (!user) return false;
  if (user.kind !== void 0 && user.kind !== "Kustomization") return false;
  if (user.sortOptions !== void 0 || user.buildMetadata !== void 0) return false;
  return Array.isArray(user.resources) && user.resources.length > 0;
}
function stringsIn(value, out = []) {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, out);
  else if (value && typeof value === "object") for (const item of Object.values(value)) stringsIn(item, out);
  return out;
}
function reachableEntries(relPath, references) {
  const chain = relPath === "" ? [] : relPath.split("/");
  const needed = /* @__PURE__ */ new Map();
  const add = (level, name) => {
    const set = needed.get(level) ?? /* @__PURE__ */ new Set();
    set.add(name);
    needed.set(level, set);
  };
  for (const reference of references) {
    for (const candidate of [reference, reference.slice(reference.indexOf("=") + 1)]) {
      if (candidate === "" || candidate.includes("\n") || posix3.isAbsolute(candidate) || candidate.includes("://"))
        continue;
      const normalized = posix3.normalize(posix3.join(relPath || ".", candidate));
      if (normalized === "." || normalized.startsWith("../")) continue;
      const segments = normalized.split("/");
      let level = 0;
      while (level < chain.length && segments[level] === chain[level]) level++;
      if (level < segments.length) add(level, segments[level]);
    }
  }
  return needed;
}
async function mirrorSource(sourceDir, relPath, tmp, replacedFile, references) {
  const segments = relPath === "" ? [] : relPath.split("/");
  const needed = references ? reachableEntries(relPath, references) : void 0;
  let real = sourceDir;
  let view = tmp;
  for (let i = 0; i <= segments.length; i++) {
    const next = segments[i];
    const wanted = needed?.get(i);
    const entries = await readdir3(real);
    await Promise.all(
      entries.filter((entry) => entry !== next && !(next === void 0 && entry === replacedFile)).filter(
        (entry) => !needed || wanted?.has(entry) || next === void 0 && KUSTOMIZATION_FILES.includes(entry)
      ).map((entry) => symlink2(join8(real, entry), join8(view, entry)))
    );
    if (next === void 0) break;
    real = join8(real, next);
    view = join8(view, next);
    await mkdir3(view);
  }
  return view;
}

// src/render/render.ts
import { mkdir as mkdir4, mkdtemp as mkdtemp2, rm as rm3, stat as stat6, writeFile as writeFile3 } from "node:fs/promises";
import { dirname as dirname4, join as join12, posix as posix4, relative as relative5, sep as sep3 } from "node:path";

// src/render/plain.ts
import { readFile as readFile5, stat as stat3 } from "node:fs/promises";
import { basename, join as join9 } from "node:path";
async function renderPlain(dir, scanned, known, transforms = {}) {
  const documents = [];
  for (const path of scanned) {
    const file = join9(dir, path);
    const info = await stat3(file).catch(() => void 0);
    if (!info?.isFile()) return void 0;
    const text3 = await readFile5(file, "utf8").catch(() => void 0);
    if (text3 === void 0 || MERGE_KEY.test(text3) || !documentPieces(text3).every((piece) => readsAsKyaml(piece.text)))
      return void 0;
    let parsed = known?.get(path);
    try {
      parsed ??= parseYamlValues(text3);
    } catch (error) {
      if (error instanceof YamlError) return void 0;
      throw error;
    }
    for (const { value, line } of parsed) {
      if (value === null || value === void 0) continue;
      if (!plainObject(value)) return void 0;
      documents.push({ object: value, path, line });
    }
  }
  let keyed = documents.map((document) => ({ document, id: resourceId(document.object) }));
  if (hasDuplicateIds(keyed.map((k) => k.id))) return void 0;
  if (transforms.namespace !== void 0 || transforms.labels?.length) {
    for (const { document } of keyed) if (!transformed(document.object, transforms)) return void 0;
    keyed = keyed.map(({ document }) => ({ document, id: resourceId(document.object) }));
    if (hasDuplicateIds(keyed.map((k) => k.id))) return void 0;
  }
  keyed.sort((a, b) => legacyCompare(a.id, b.id));
  for (const { document } of keyed) document.object = inKustomizeKeyOrder(document.object);
  return keyed.map(({ document }) => document);
}
function transformed(object, { namespace, labels: labels2 }) {
  const metadata = { ...object.metadata };
  if (namespace !== void 0) {
    if (CLUSTER_SCOPED_KINDS.has(object.kind) || object.kind === "RoleBinding") return false;
    metadata.namespace = namespace;
  }
  for (const pairs of labels2 ?? []) metadata.labels = { ...metadata.labels, ...pairs };
  object.metadata = metadata;
  return true;
}
function applyPatches(patches, documents) {
  const matched = /* @__PURE__ */ new Set();
  for (const [index, { patch, target }] of patches.entries()) {
    if (!target) return void 0;
    const named = PATCH_TARGET_FIELDS.filter((field) => target[field] !== void 0 && target[field] !== "");
    if (named.length === 0 || named.some((field) => !["group", "version", "kind"].includes(field)))
      return void 0;
    const parsed = readablePatch(patch);
    if (!parsed) return void 0;
    const selected = documents.filter(({ object }) => {
      const { group, version } = splitApiVersion(object.apiVersion);
      return (!target.group || target.group === group) && (!target.version || target.version === version) && (!target.kind || target.kind === object.kind);
    });
    if (selected.length === 0) continue;
    if (!isRecord(parsed)) return void 0;
    const { apiVersion: _apiVersion, kind: _kind, metadata, ...body } = parsed;
    if (!isRecord(metadata) || !Object.keys(metadata).every((key2) => key2 === "name" || key2 === "namespace"))
      return void 0;
    if (!plainMerge(body)) return void 0;
    for (const document of selected) {
      if (!mergeInto(document.object, body)) return void 0;
      document.object = inKustomizeKeyOrder(document.object);
    }
    matched.add(index);
  }
  return matched;
}
function readablePatch(patch) {
  if (documentPieces(patch).length !== 1 || MERGE_KEY.test(patch) || !readsAsKyaml(patch)) return void 0;
  let value;
  try {
    value = parseYamlValues(patch)[0]?.value;
  } catch {
    return void 0;
  }
  if (Array.isArray(value))
    return value.length > 0 && value.every((op) => isRecord(op) && typeof op.op === "string" && typeof op.path === "string") ? value : void 0;
  if (!isRecord(value) || !isRecord(value.metadata)) return void 0;
  const { apiVersion, kind, metadata } = value;
  return typeof apiVersion === "string" && typeof kind === "string" && typeof metadata.name === "string" && metadata.name !== "" ? value : void 0;
}
function plainMerge(value) {
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(
    ([key2, v]) => !key2.startsWith("$") && (isRecord(v) ? plainMerge(v) : typeof v === "string" || typeof v === "number" || typeof v === "boolean")
  );
}
function mergeInto(dest, patch) {
  for (const [key2, value] of Object.entries(patch)) {
    const current = dest[key2];
    if (isRecord(value)) {
      if (current === void 0 || current === null) dest[key2] = structuredClone(value);
      else if (!isRecord(current) || !mergeInto(current, value)) return false;
    } else {
      if (current !== void 0 && current !== null && typeof current === "object") return false;
      dest[key2] = value;
    }
  }
  return true;
}
var LISTING_FIELDS = /* @__PURE__ */ new Set(["apiVersion", "kind", "resources", "namespace", "labels"]);
function metadataLabels(entry) {
  if (!isRecord(entry) || !stringMap(entry.pairs)) return void 0;
  for (const [key2, value] of Object.entries(entry)) {
    if (key2 === "pairs") continue;
    if ((key2 === "includeSelectors" || key2 === "includeTemplates") && value === false) continue;
    return void 0;
  }
  return entry.pairs;
}
async function listedFiles(dir, fileName, user) {
  if (!Object.keys(user).every((key2) => LISTING_FIELDS.has(key2))) return void 0;
  const transforms = {};
  if (user.namespace !== void 0) {
    if (typeof user.namespace !== "string" || user.namespace === "") return void 0;
    transforms.namespace = user.namespace;
  }
  if (user.labels !== void 0) {
    if (!Array.isArray(user.labels)) return void 0;
    const labels2 = user.labels.map(metadataLabels);
    if (!labels2.every((pairs) => pairs !== void 0)) return void 0;
    transforms.labels = labels2;
  }
  if (user.apiVersion !== void 0 && user.apiVersion !== "kustomize.config.k8s.io/v1beta1")
    return void 0;
  if (user.kind !== void 0 && user.kind !== "Kustomization") return void 0;
  const { resources } = user;
  if (!Array.isArray(resources) || resources.length === 0 || !resources.every(
    (resource) => typeof resource === "string" && resource.trim() === resource && isLocalFile(resource)
  ))
    return void 0;
  const text3 = await readFile5(join9(dir, fileName), "utf8").catch(() => void 0);
  if (text3 === void 0 || documentPieces(text3).length !== 1 || !readsAsKyaml(text3)) return void 0;
  return { files: resources, transforms };
}
function isLocalFile(path) {
  return path !== "" && isLocalRelativePath(path) && !KUSTOMIZATION_FILES.includes(basename(path));
}
function substitutable(documents) {
  return documents.some(({ object }) => object.sops !== void 0 || hasDollar(object));
}
function hasDollar(value) {
  if (typeof value === "string") return value.includes("$");
  if (Array.isArray(value)) return value.some(hasDollar);
  if (isRecord(value)) return Object.entries(value).some(([k, v]) => k.includes("$") || hasDollar(v));
  return false;
}
function inKustomizeKeyOrder(value) {
  if (Array.isArray(value)) return value.map(inKustomizeKeyOrder);
  if (!isRecord(value)) return value;
  const out = {};
  for (const key2 of Object.keys(value).sort(v2KeyCompare)) out[key2] = inKustomizeKeyOrder(value[key2]);
  return out;
}
var LETTER = new RegExp("\\p{L}", "u");
var DIGIT = new RegExp("\\p{Nd}", "u");
function v2KeyLess(a, b) {
  const ar = Array.from(a);
  const br = Array.from(b);
  const code = (c) => c.codePointAt(0);
  for (let i = 0; i < ar.length && i < br.length; i++) {
    const ac = ar[i];
    const bc = br[i];
    if (ac === bc) continue;
    const al = LETTER.test(ac);
    const bl = LETTER.test(bc);
    if (al && bl) return code(ac) < code(bc);
    if (al || bl) return bl;
    let an = 0;
    let bn = 0;
    if (ac === "0" || bc === "0") {
      for (let j = i - 1; j >= 0 && DIGIT.test(ar[j]); j--) {
        if (ar[j] !== "0") {
          an = 1;
          bn = 1;
          break;
        }
      }
    }
    let ai = i;
    let bi = i;
    for (; ai < ar.length && DIGIT.test(ar[ai]); ai++) an = an * 10 + (code(ar[ai]) - 48);
    for (; bi < br.length && DIGIT.test(br[bi]); bi++) bn = bn * 10 + (code(br[bi]) - 48);
    if (an !== bn) return an < bn;
    if (ai !== bi) return ai < bi;
    return code(ac) < code(bc);
  }
  return ar.length < br.length;
}
function v2KeyCompare(a, b) {
  return v2KeyLess(a, b) ? -1 : v2KeyLess(b, a) ? 1 : 0;
}
var UNPRINTABLE = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]/;
var MERGE_KEY = /(?:^|[\s{,])<<[ \t]*:/m;
var SAFE_INT = /^(?:0|[-+]?[1-9][0-9]{0,14})$/;
var FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;
var GO_INT = /^[-+]?(?:0[xX][0-9a-fA-F]+|0[bB][01]+|0[oO][0-7]+|[0-9]+)$/;
function plainScalar2(value) {
  if (GO_YAML_V3_WORDS.has(value)) return "same";
  const first = value.charAt(0);
  if (first === "." || first === "+" || first === "-" || first >= "0" && first <= "9") {
    if (/^\d{4}-/.test(value)) return "differs";
    if (SAFE_INT.test(value)) return "same";
    if (FLOAT.test(value) && !value.includes("_")) {
      const number = Number(value);
      return Number.isFinite(number) && !Object.is(number, -0) && !/^[-+]?[0-9]+$/.test(value) ? "same" : "differs";
    }
    const stripped = value.replaceAll("_", "");
    if (GO_INT.test(stripped) || FLOAT.test(stripped) || /^[-+]?\.(?:inf|Inf|INF|nan|NaN|NAN)$/.test(value))
      return "differs";
    return "string";
  }
  return "string";
}
function readsAsKyaml(text3) {
  let events;
  try {
    events = parseEvents(text3, {});
  } catch {
    return false;
  }
  const stack = [];
  const consumed = () => {
    const top = stack[stack.length - 1];
    if (top?.mapping) top.key = !top.key;
  };
  for (const event of events) {
    switch (event.type) {
      case EVENT_ID.DOCUMENT:
        if (event.directives.length > 0) return false;
        break;
      case EVENT_ID.ALIAS: {
        const top = stack[stack.length - 1];
        if (top?.mapping && top.key) return false;
        consumed();
        break;
      }
      case EVENT_ID.SEQUENCE:
      case EVENT_ID.MAPPING: {
        if (event.tagStart >= 0) return false;
        const top = stack[stack.length - 1];
        if (top?.mapping && top.key) return false;
        stack.push({ mapping: event.type === EVENT_ID.MAPPING, key: true });
        break;
      }
      case EVENT_ID.POP:
        if (stack.pop()) consumed();
        break;
      case EVENT_ID.SCALAR: {
        if (event.tagStart >= 0) return false;
        const top = stack[stack.length - 1];
        const isKey = top?.mapping === true && top.key;
        const value = getScalarValue(text3, event);
        if (UNPRINTABLE.test(value)) return false;
        if (event.style === SCALAR_STYLE.PLAIN) {
          const reading = plainScalar2(value);
          if (reading === "differs" || isKey && reading !== "string") return false;
        }
        consumed();
        break;
      }
    }
  }
  return true;
}
var KUSTOMIZE_ANNOTATION = /^(?:(?:internal\.|alpha\.)?config\.kubernetes\.io|config\.k8s\.io|kustomize\.config\.k8s\.io)\//;
function stringMap(value) {
  return isRecord(value) && Object.values(value).every((v) => typeof v === "string");
}
function plainObject(value) {
  if (!isRecord(value)) return false;
  const { apiVersion, kind, metadata } = value;
  if (typeof apiVersion !== "string" || apiVersion === "") return false;
  if (typeof kind !== "string" || kind === "" || kind.endsWith("List")) return false;
  if (!isRecord(metadata)) return false;
  const { name, namespace, labels: labels2, annotations } = metadata;
  if (typeof name !== "string" || name === "") return false;
  if (namespace !== void 0 && typeof namespace !== "string") return false;
  if (labels2 !== void 0 && !stringMap(labels2)) return false;
  if (annotations !== void 0) {
    if (!stringMap(annotations)) return false;
    if (Object.keys(annotations).some((key2) => KUSTOMIZE_ANNOTATION.test(key2))) return false;
  }
  return true;
}
function resourceId(object) {
  const { group, version } = splitApiVersion(object.apiVersion);
  const { kind } = object;
  const namespace = object.metadata.namespace ?? "";
  const name = object.metadata.name;
  const gvkString = [kind || "[noKind]", version || "[noVer]", group || "[noGrp]"].join(".");
  return {
    group,
    version,
    kind,
    namespace,
    name,
    gvkSort: [group || "~G", version || "~V", kind || "~K"].join("_"),
    idSort: [gvkString, namespace || "~X", name || "~N"].join("|")
  };
}
function hasDuplicateIds(ids) {
  const seen = /* @__PURE__ */ new Map();
  for (const id of ids) {
    const key2 = `${id.group}\0${id.version}\0${id.kind}\0${id.name}`;
    const namespaces = seen.get(key2);
    const effective = id.namespace === "" ? "default" : id.namespace;
    if (!namespaces) {
      seen.set(key2, [effective]);
      continue;
    }
    if (CLUSTER_SCOPED_KINDS.has(id.kind) || namespaces.includes(effective)) return true;
    namespaces.push(effective);
  }
  return false;
}
var ORDER_FIRST = [
  "Namespace",
  "ResourceQuota",
  "StorageClass",
  "CustomResourceDefinition",
  "ServiceAccount",
  "PodSecurityPolicy",
  "Role",
  "ClusterRole",
  "RoleBinding",
  "ClusterRoleBinding",
  "ConfigMap",
  "Secret",
  "Endpoints",
  "Service",
  "LimitRange",
  "PriorityClass",
  "PersistentVolume",
  "PersistentVolumeClaim",
  "Deployment",
  "StatefulSet",
  "CronJob",
  "PodDisruptionBudget"
];
var ORDER_LAST = ["MutatingWebhookConfiguration", "ValidatingWebhookConfiguration"];
var TYPE_ORDER = new Map([
  ...ORDER_FIRST.map((kind, i) => [kind, -ORDER_FIRST.length + i]),
  ...ORDER_LAST.map((kind, i) => [kind, 1 + i])
]);
function legacyCompare(a, b) {
  if (a.group !== b.group || a.version !== b.version || a.kind !== b.kind) {
    const ia = TYPE_ORDER.get(a.kind) ?? 0;
    const ib = TYPE_ORDER.get(b.kind) ?? 0;
    if (ia !== ib) return ia - ib;
    if (a.kind === "Namespace" && b.kind === "Namespace" && (a.group === "" || b.group === ""))
      return goCompare(b.gvkSort, a.gvkSort);
    return goCompare(a.gvkSort, b.gvkSort);
  }
  return goCompare(a.idSort, b.idSort);
}
function goCompare(a, b) {
  if (!NON_ASCII.test(a) && !NON_ASCII.test(b)) return a < b ? -1 : a > b ? 1 : 0;
  return Buffer.compare(Buffer.from(a, "utf8"), Buffer.from(b, "utf8"));
}
var NON_ASCII = /[^ -~\t\n\r]/;

// src/render/provenance.ts
import { readFile as readFile6, stat as stat4 } from "node:fs/promises";
import { isAbsolute as isAbsolute3, join as join10, relative as relative4, sep as sep2 } from "node:path";
function fileIndex(documents) {
  const out = /* @__PURE__ */ new Map();
  for (const { kind, name, line } of documents) {
    let entry = out.get(kind);
    if (!entry) {
      entry = { count: 0, firstLine: line, lines: /* @__PURE__ */ new Map() };
      out.set(kind, entry);
    }
    entry.count++;
    if (name !== "" && !entry.lines.has(name)) entry.lines.set(name, line);
  }
  return out;
}
var ProvenanceMapper = class {
  /**
   * @param root repository root (absolute)
   * @param buildDir the real directory of spec.path (what origin paths are relative to)
   */
  constructor(root, buildDir, temporary, copiedFrom) {
    this.root = root;
    this.buildDir = buildDir;
    this.temporary = temporary;
    this.copiedFrom = copiedFrom;
  }
  root;
  buildDir;
  temporary;
  copiedFrom;
  files = /* @__PURE__ */ new Map();
  /** Parsed origin annotations by text: the objects of one file share one (undefined: not YAML). */
  origins = /* @__PURE__ */ new Map();
  /**
   * Gives the index of a file whose documents the caller has already parsed (a plain directory
   * rendered in process), so that the file is not parsed once more: every non-empty document's
   * kind, name and line, as index() would read them.
   */
  indexParsed(file, documents) {
    this.files.set(file, Promise.resolve(fileIndex([...documents].sort((a, b) => a.line - b.line))));
  }
  index(file) {
    let cached = this.files.get(file);
    if (!cached) {
      cached = readFile6(file, "utf8").then(
        (text3) => fileIndex(
          readYamlDocuments(text3).documents.flatMap((doc) => {
            const value = doc.value;
            if (!value || typeof value !== "object") return [];
            return [
              { kind: String(value.kind ?? ""), name: String(value.metadata?.name ?? ""), line: doc.line }
            ];
          })
        )
      ).catch(() => /* @__PURE__ */ new Map());
      this.files.set(file, cached);
    }
    return cached;
  }
  /** Displayed names by absolute path: the objects of one file share one string. */
  displayed = /* @__PURE__ */ new Map();
  display(absolute) {
    let shown = this.displayed.get(absolute);
    if (shown === void 0) {
      shown = this.displayName(absolute);
      this.displayed.set(absolute, shown);
    }
    return shown;
  }
  displayName(absolute) {
    const rel = relative4(this.root, this.copiedFrom?.get(absolute) ?? absolute);
    const inside = rel !== "" && !rel.startsWith("..") && !isAbsolute3(rel);
    return (inside ? rel : absolute).split(sep2).join("/");
  }
  origin(text3) {
    if (this.origins.has(text3)) return this.origins.get(text3);
    let parsed;
    try {
      parsed = parseYaml(text3) ?? {};
    } catch {
      parsed = void 0;
    }
    this.origins.set(text3, parsed);
    return parsed;
  }
  async locate(origin, kind, name) {
    if (!origin) return void 0;
    const parsed = this.origin(origin);
    if (!parsed) return void 0;
    if (parsed.repo) return void 0;
    if (typeof parsed.path === "string") {
      const absolute = join10(this.buildDir, parsed.path);
      const docs = (await this.index(absolute)).get(kind);
      const line = docs && (docs.count === 1 ? docs.firstLine : lineOfName(docs.lines, name));
      const location = { file: this.display(absolute) };
      if (line !== void 0) location.line = line;
      return location;
    }
    if (typeof parsed.configuredIn === "string") {
      const absolute = join10(this.buildDir, parsed.configuredIn);
      if (absolute.startsWith(`${this.temporary}${sep2}`)) return void 0;
      const exists = await stat4(absolute).then(
        (s) => s.isFile(),
        () => false
      );
      return exists ? { file: this.display(absolute) } : void 0;
    }
    return void 0;
  }
};
function lineOfName(lines, name) {
  if (name === "") return void 0;
  const exact = lines.get(name);
  if (exact !== void 0) return exact;
  if (lines.size <= name.length * (name.length + 1) / 2) {
    let best;
    for (const candidate of lines.keys())
      if (candidate.length > (best?.length ?? 0) && name.includes(candidate)) best = candidate;
    return best === void 0 ? void 0 : lines.get(best);
  }
  for (let length = name.length - 1; length > 0; length--) {
    let best;
    for (let start = 0; start + length <= name.length; start++) {
      const line = lines.get(name.slice(start, start + length));
      if (line !== void 0 && (best === void 0 || line < best)) best = line;
    }
    if (best !== void 0) return best;
  }
  return void 0;
}

// src/render/renderer.ts
import { execFile } from "node:child_process";
import { constants } from "node:fs";
import { access } from "node:fs/promises";
import { basename as basename2, delimiter as delimiter2, isAbsolute as isAbsolute4, join as join11 } from "node:path";
import { promisify } from "node:util";
var run = promisify(execFile);
var MAX_OUTPUT = 512 * 1024 * 1024;
var INSTALL_HINT = "install kustomize (https://kubectl.docs.kubernetes.io/installation/kustomize/) or kubectl (which embeds it)";
var KustomizeError = class extends Error {
  name = "KustomizeError";
};
async function isExecutable(file) {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
async function which(name) {
  for (const dir of (process.env.PATH ?? "").split(delimiter2)) {
    if (!dir) continue;
    const candidate = join11(dir, name);
    if (await isExecutable(candidate)) return candidate;
  }
  return void 0;
}
function unquoteGo(quoted) {
  try {
    return JSON.parse(
      quoted.replace(/\\x([0-9a-fA-F]{2})/g, "\\u00$1").replace(/\\a/g, "\\u0007").replace(/\\v/g, "\\u000b")
    );
  } catch {
    return quoted.slice(1, -1);
  }
}
function kustomizeMessage(stderr) {
  const quoted = /err=("(?:[^"\\]|\\.)*")/.exec(stderr);
  if (quoted) return unquoteGo(quoted[1]).trim();
  const block = /err=<\n([\s\S]*?)\n\s*>/.exec(stderr);
  if (block)
    return block[1].split("\n").map((line) => line.replace(/^\t/, "")).join("\n").trim();
  const error = /^Error: (.*)$/m.exec(stderr);
  if (error) return error[1].trim();
  return stderr.split("\n").filter((line) => !/^\s*(Usage:|Flags:|-)/.test(line)).join("\n").trim();
}
async function kustomizeVersion(kind, command, versions) {
  return rememberedAnswer(versions, command, [kind, "version"], () => askKustomizeVersion(kind, command));
}
async function askKustomizeVersion(kind, command) {
  if (kind === "kubectl") {
    const { stdout: stdout2 } = await run(command, ["version", "--client", "-o", "json"], {
      maxBuffer: MAX_OUTPUT,
      env: childEnvironment()
    });
    const parsed = JSON.parse(stdout2);
    return parsed.kustomizeVersion ?? "unknown";
  }
  const { stdout } = await run(command, ["version"], { maxBuffer: MAX_OUTPUT, env: childEnvironment() });
  const match = /v\d+\.\d+\.\d+[^\s}]*/.exec(stdout);
  return match ? match[0] : stdout.trim();
}
function makeRenderer(kind, command, version) {
  const args = kind === "kubectl" ? ["kustomize", "--load-restrictor", "LoadRestrictionsNone"] : ["build", "--load-restrictor", "LoadRestrictionsNone"];
  return {
    kind,
    command,
    version,
    async build(dir, options = {}) {
      try {
        const { stdout } = await run(command, [...args, dir], {
          maxBuffer: MAX_OUTPUT,
          env: childEnvironment(options.home),
          ...options.signal ? { signal: options.signal } : {}
        });
        return stdout;
      } catch (error) {
        const e = error;
        if (e.name === "AbortError" || options.signal?.aborted) {
          const reason = options.signal?.reason;
          throw new KustomizeError(
            `${kind === "kubectl" ? "kubectl kustomize" : "kustomize build"} was stopped: ${reason instanceof Error ? reason.message : String(reason ?? "aborted")}`
          );
        }
        if (e.code === "ENOENT") throw new KustomizeError(`${command} not found: ${INSTALL_HINT}`);
        throw new KustomizeError(kustomizeMessage(e.stderr || e.message));
      }
    }
  };
}
async function detectRenderer(preferred, versions) {
  const candidates = [];
  if (preferred && (isAbsolute4(preferred) || preferred.includes("/"))) {
    if (!await isExecutable(preferred))
      throw new Error(`kustomize renderer ${preferred} is not executable`);
    const kind = basename2(preferred).startsWith("kubectl") ? "kubectl" : "kustomize";
    candidates.push({ kind, command: preferred });
  } else if (preferred === "kustomize" || preferred === "kubectl") {
    const command = await which(preferred);
    if (!command) throw new Error(`${preferred} was requested but is not on PATH: ${INSTALL_HINT}`);
    candidates.push({ kind: preferred, command });
  } else if (preferred) {
    throw new Error(`unknown renderer ${JSON.stringify(preferred)}: use "kustomize", "kubectl" or a path`);
  } else {
    candidates.push({ kind: "kustomize", command: await which("kustomize") });
    candidates.push({ kind: "kubectl", command: await which("kubectl") });
  }
  for (const { kind, command } of candidates) {
    if (!command) continue;
    const version = await kustomizeVersion(kind, command, versions);
    return makeRenderer(kind, command, version);
  }
  throw new Error(`neither kustomize nor kubectl is on PATH: ${INSTALL_HINT}`);
}

// src/render/sources.ts
import { stat as stat5 } from "node:fs/promises";
import { resolve as resolve3 } from "node:path";
var key = (spec) => `${spec.namespace}/${spec.name}`;
async function resolveSource(spec, ctx) {
  const ref = spec.sourceRef;
  if (!ref) return { dir: ctx.root, origin: ctx.root };
  const namespace = ref.namespace ?? spec.namespace;
  const mapped = mappedSource(spec, ctx);
  if (mapped === void 0 && ref.kind === "ExternalArtifact") {
    try {
      if (!ctx.artifacts)
        throw new ArtifactError(messages.externalArtifactUnknown(`${namespace}/${ref.name}`));
      const artifact = await ctx.artifacts.artifact(namespace, ref.name);
      return { dir: artifact.dir, origin: artifact.origin, copiedFrom: artifact.copiedFrom };
    } catch (error) {
      if (!(error instanceof ArtifactError)) throw error;
      throw new BuildError(key(spec), error.message, { reason: "ArtifactFailed", source: spec.source });
    }
  }
  if (mapped === void 0) return { dir: ctx.root, origin: ctx.root };
  const dir = resolve3(ctx.root, mapped);
  const info = await stat5(dir).catch(() => void 0);
  if (!info?.isDirectory()) {
    throw new BuildError(key(spec), messages.sourceDirMissing(`${ref.kind}/${namespace}/${ref.name}`, dir), {
      reason: "ArtifactFailed",
      source: spec.source
    });
  }
  return { dir, origin: dir };
}
function mappedSource(spec, ctx) {
  const ref = spec.sourceRef;
  if (!ref) return void 0;
  return lookupSource(ctx.sources, ref.kind, ref.namespace ?? spec.namespace, ref.name);
}
async function resolveSourceDir(spec, ctx) {
  return (await resolveSource(spec, ctx)).origin;
}

// src/render/render.ts
function isKustomizationObject(object) {
  return object.kind === "Kustomization" && typeof object.apiVersion === "string" && object.apiVersion.startsWith("kustomize.toolkit.fluxcd.io/");
}
function securePath(path) {
  const resolved = posix4.resolve("/", path.replaceAll("\\", "/"));
  return resolved === "/" ? "" : resolved.slice(1);
}
function splitDocuments(output) {
  return output.split(/^---[ \t]*$/m).filter((doc) => doc.trim() !== "");
}
function isKubeObject(value) {
  if (!isRecord(value) || !isRecord(value.metadata)) return false;
  const { apiVersion, kind, metadata } = value;
  return typeof apiVersion === "string" && apiVersion !== "" && typeof kind === "string" && kind !== "" && typeof metadata.name === "string" && metadata.name !== "";
}
function objectLabel(object) {
  return formatRef(refOf(object));
}
function stripBuildAnnotations(object, keepOrigin) {
  const annotations = object.metadata.annotations;
  if (!annotations) return {};
  const origin = annotations[ORIGIN_ANNOTATION];
  if (!keepOrigin) delete annotations[ORIGIN_ANNOTATION];
  if (Object.keys(annotations).length === 0) delete object.metadata.annotations;
  return origin !== void 0 ? { origin } : {};
}
async function renderKustomization(spec, ctx) {
  const id = `${spec.namespace}/${spec.name}`;
  const fail2 = (detail, reason = "BuildFailed") => new BuildError(id, detail, { reason, source: spec.source });
  const resolved = await resolveSource(spec, ctx);
  const sourceDir = resolved.dir;
  const relPath = securePath(spec.path);
  const displayPath = relPath === "" ? "./" : `./${relPath}`;
  const dir = join12(sourceDir, relPath);
  const info = await stat6(dir).catch(() => void 0);
  if (!info) throw fail2(messages.pathNotFound(displayPath), "ArtifactFailed");
  if (!info.isDirectory()) throw fail2(messages.pathNotDirectory(displayPath), "ArtifactFailed");
  await assertInside(sourceDir, dir, displayPath).catch((error) => {
    throw fail2(messages.kustomizeFailed(error.message));
  });
  const components = [];
  for (const component of spec.components) {
    if (!isLocalRelativePath(component)) throw fail2(messages.componentNotLocal(component));
    if (await stat6(join12(dir, component)).catch(() => void 0)) components.push(component);
    else if (!spec.ignoreMissingComponents)
      throw fail2(messages.componentNotFound(component, `./${posix4.join(relPath || ".", component)}`));
  }
  const effective = components.length === spec.components.length ? spec : { ...spec, components };
  const variablesLoading = loadVariables(spec, ctx).then(
    (value) => ({ value }),
    (error) => ({ error })
  );
  const source = { dir: sourceDir, relPath };
  const tmpRoot = await mkdtemp2(join12(scratchDir(), "render-"));
  const cleanup = [tmpRoot];
  const buildOptions = { home: tmpRoot, ...ctx.signal ? { signal: ctx.signal } : {} };
  try {
    const mirrorOnly = ctx.isolation === "mirror";
    const fastPossible = !mirrorOnly && !spec.buildMetadata?.length;
    const pathBase = fastPossible ? relative5(tmpRoot, dir).split(sep3).join("/") : "";
    const { targetNamespace, ...untargeted } = effective;
    const plainPossible = fastPossible && !hasOverlayFields({ ...untargeted, patches: [] }, ctx.images);
    const scannedDocuments = plainPossible ? /* @__PURE__ */ new Map() : void 0;
    let generated;
    let reads;
    try {
      generated = await generateKustomization(
        dir,
        displayPath,
        effective,
        ctx.images,
        pathBase,
        source,
        scannedDocuments
      );
      reads = await confineBuild({
        root: sourceDir,
        dir,
        displayRoot: ctx.root,
        components: effective.components,
        ...generated.created ? { generatedResources: generated.scanned ?? [] } : {}
      });
    } catch (error) {
      const source2 = error instanceof ConfinementError ? error.source : void 0;
      throw new BuildError(id, messages.kustomizeFailed(error.message), {
        source: source2 ?? spec.source
      });
    }
    const decryption = new RenderDecryption(spec, ctx);
    const decryptedInputs = await decryption.decryptInputs(reads).catch((error) => {
      throw decryptionFailed(spec, error);
    });
    if (decryptedInputs && generated.created)
      generated = await generateKustomization(dir, displayPath, effective, ctx.images, "", source);
    const readable = (error) => {
      const text3 = error instanceof KustomizeError ? error.message : String(error.message ?? error);
      return text3.replace(new RegExp(`${escapeRegExp(tmpRoot)}/(mirror|probe)-\\d/`, "g"), "").replaceAll(tmpRoot, ".").replaceAll(`${sourceDir}/`, "").replaceAll(`${ctx.root}/`, "");
    };
    let output;
    let originBase = tmpRoot;
    let probe;
    let plain;
    if (plainPossible && !decryptedInputs && !generated.keepOrigin) {
      const target = targetNamespace ? { namespace: targetNamespace } : {};
      if (generated.created)
        plain = await renderPlain(dir, generated.scanned ?? [], scannedDocuments, target);
      else if (generated.user) {
        const listed = await listedFiles(dir, generated.fileName, generated.user);
        if (listed)
          plain = await renderPlain(dir, listed.files, void 0, { ...listed.transforms, ...target });
      }
    }
    scannedDocuments?.clear();
    let patchedInProcess = /* @__PURE__ */ new Set();
    if (plain && effective.patches.length > 0) {
      patchedInProcess = applyPatches(effective.patches, plain);
      if (!patchedInProcess) plain = void 0;
    }
    if (plain && substitutable(plain)) {
      const loaded = await variablesLoading;
      if (!("value" in loaded) || loaded.value.enabled) plain = void 0;
    }
    const fastLayout = !plain && fastPossible && !decryptedInputs && !generated.keepOrigin && (generated.created || !hasOverlayFields(effective, ctx.images) && wrapperPreservesBuild(generated.user));
    if (fastLayout) {
      const content = generated.created ? generated.content : stringifyYaml({
        apiVersion: "kustomize.config.k8s.io/v1beta1",
        kind: "Kustomization",
        resources: [pathBase],
        buildMetadata: ["originAnnotations"]
      });
      await writeFile3(join12(tmpRoot, "kustomization.yaml"), content);
      const probeContent = generated.created ? generated.probeContent : void 0;
      if (probeContent !== void 0) {
        probe = async () => {
          const probeRoot = await mkdtemp2(join12(dirname4(tmpRoot), "render-"));
          cleanup.push(probeRoot);
          await writeFile3(join12(probeRoot, "kustomization.yaml"), probeContent);
          return ctx.renderer.build(probeRoot, { ...buildOptions, home: probeRoot }).catch(() => void 0);
        };
      }
      try {
        output = await ctx.renderer.build(tmpRoot, buildOptions);
      } catch {
        probe = void 0;
        if (generated.created)
          generated = await generateKustomization(dir, displayPath, effective, ctx.images, "", source);
      }
    }
    if (output === void 0 && !plain) {
      originBase = dir;
      const kustomization = generated;
      const attempt = async (name, references, content = kustomization.content) => {
        const view = join12(tmpRoot, name);
        await mkdir4(view);
        if (decryptedInputs) {
          const buildDir2 = await mirrorDecrypted(
            sourceDir,
            dir,
            view,
            kustomization.fileName,
            reads,
            decryptedInputs
          );
          await writeFile3(join12(buildDir2, kustomization.fileName), content);
          return ctx.renderer.build(buildDir2, buildOptions).finally(() => rm3(view, { recursive: true, force: true }));
        }
        const buildDir = await mirrorSource(sourceDir, relPath, view, kustomization.fileName, references);
        await writeFile3(join12(buildDir, kustomization.fileName), content);
        return ctx.renderer.build(buildDir, buildOptions);
      };
      const probeContent = kustomization.probeContent;
      if (probeContent !== void 0)
        probe = () => attempt("probe-2", void 0, probeContent).catch(() => void 0);
      try {
        output = await attempt("mirror-1", kustomization.references).catch(
          (lazyFailure) => (
            // A reference the link heuristic missed looks like a missing file: the full mirror
            // settles it, and its error (if any) is the one Flux would report.
            kustomization.references ? attempt("mirror-2", void 0) : Promise.reject(lazyFailure)
          )
        );
      } catch (error) {
        throw fail2(messages.kustomizeFailed(readable(error)));
      }
    }
    const matchedProbes = plain ? patchedInProcess : probe && output !== void 0 ? evidentlyMatched(output, generated.probes, effective.patches) ?? matchedPatches(await probe()) : void 0;
    const warnings = [...spec.warnings ?? [], ...generated.warnings];
    for (const [index, target] of generated.probes) {
      if (matchedProbes && !matchedProbes.has(index)) {
        warnings.push(
          `patches[${index}] (target ${target}) matched no objects: kustomize ignores it silently, and so does Flux`
        );
      }
    }
    return await postBuild(
      spec,
      ctx,
      plain ?? output,
      plain ? dir : originBase,
      tmpRoot,
      generated,
      warnings,
      variablesLoading,
      fail2,
      decryption,
      resolved.copiedFrom
    );
  } finally {
    await Promise.all(cleanup.map((dir2) => rm3(dir2, { recursive: true, force: true })));
  }
}
function readSubstitutedObject(text3, fail2) {
  let value;
  try {
    value = readSubstituted(text3);
  } catch (error) {
    if (error instanceof SubstitutedValueError) throw fail2(`envsubst error: ${error.message}`);
    const why = error instanceof YamlError ? ` (${error.message})` : "";
    throw fail2(`envsubst error: YAMLToJSON: the substituted object is not valid YAML${why}`);
  }
  if (!isKubeObject(value)) throw fail2("the substituted object has no apiVersion, kind or name");
  return value;
}
function decryptionFailed(spec, error) {
  if (!(error instanceof DecryptionError)) return error;
  return new BuildError(`${spec.namespace}/${spec.name}`, error.message, {
    source: error.source ?? spec.source
  });
}
function matchedPatches(probeOutput) {
  if (probeOutput === void 0) return void 0;
  const matched = /* @__PURE__ */ new Set();
  for (const match of probeOutput.matchAll(PROBE_ANNOTATION)) matched.add(Number(match[1]));
  return matched;
}
function evidentlyMatched(output, probes, patches) {
  const targets = [...probes.keys()].map((index) => ({ index, target: patches[index]?.target }));
  if (targets.some(
    ({ target }) => !target || target.name || target.namespace || target.labelSelector || target.annotationSelector
  ))
    return void 0;
  const kinds = /* @__PURE__ */ new Set();
  for (const doc of splitDocuments(output)) {
    const apiVersion = /^apiVersion:[ \t]*["']?([^"'\s]+)/m.exec(doc)?.[1] ?? "";
    const kind = /^kind:[ \t]*["']?([^"'\s]+)/m.exec(doc)?.[1] ?? "";
    kinds.add(`${apiVersion.includes("/") ? apiVersion : `/${apiVersion}`}/${kind}`);
  }
  const matched = /* @__PURE__ */ new Set();
  for (const { index, target } of targets) {
    const met = [...kinds].some((id) => {
      const [group, version, kind] = id.split("/");
      return (!target.group || target.group === group) && (!target.version || target.version === version) && (!target.kind || target.kind === kind);
    });
    if (!met) return void 0;
    matched.add(index);
  }
  return matched;
}
var PROBE_ANNOTATION = new RegExp(`${escapeRegExp(PATCH_PROBE_PREFIX)}(\\d+)`, "g");
async function postBuild(spec, ctx, built, originBase, tmpRoot, generated, warnings, variablesLoading, fail2, decryption, copiedFrom) {
  const id = `${spec.namespace}/${spec.name}`;
  const provenance = new ProvenanceMapper(ctx.root, originBase, tmpRoot, copiedFrom);
  const parsed = [];
  const inProcess = typeof built !== "string";
  if (inProcess) {
    const byFile = /* @__PURE__ */ new Map();
    for (const { object, path, line } of built) {
      let file = byFile.get(path);
      if (!file) {
        file = { origin: stringifyYaml({ path }), documents: [] };
        byFile.set(path, file);
      }
      file.documents.push({ kind: object.kind, name: object.metadata.name, line });
    }
    for (const [path, { documents }] of byFile) provenance.indexParsed(join12(originBase, path), documents);
    for (const { object, path } of built) {
      stripBuildAnnotations(object, generated.keepOrigin);
      parsed.push({
        // Substituted as kustomize's text would be: renderKustomization only renders in process
        // when substitution is off or no string holds a `$`, so either text substitutes to itself.
        text: "",
        object,
        source: provenance.locate(byFile.get(path).origin, object.kind, object.metadata.name)
      });
    }
  }
  for (const [index, text3] of (inProcess ? [] : splitDocuments(built)).entries()) {
    const value = parseYaml(text3);
    if (value === null || value === void 0) continue;
    if (!isKubeObject(value))
      throw fail2(messages.notAnObject(`document ${index + 1} of the kustomize output`));
    const { origin } = stripBuildAnnotations(value, generated.keepOrigin);
    parsed.push({ text: text3, object: value, source: provenance.locate(origin, value.kind, value.metadata.name) });
  }
  const sources = await Promise.all(parsed.map((p) => p.source));
  await decryption.decryptObjects(parsed, sources, warnings).catch((error) => {
    throw decryptionFailed(spec, error);
  });
  const loaded = await variablesLoading;
  if ("error" in loaded) {
    if (loaded.error instanceof VariablesError) throw fail2(loaded.error.message);
    throw loaded.error;
  }
  const variables = loaded.value;
  warnings.push(...variables.warnings);
  let namesChecked = false;
  const manifests = [];
  for (const [i, { text: text3, object: built2 }] of parsed.entries()) {
    let object = built2;
    const source = sources[i];
    if (variables.enabled && !substitutionDisabled(object.metadata)) {
      if (!namesChecked) {
        try {
          validateVariableNames(variables.values);
        } catch (error) {
          throw fail2(messages.postBuildFailed(objectLabel(object), error.message));
        }
        namesChecked = true;
      }
      const original = inProcess ? stringifyYaml(object) : text3;
      let substituted;
      try {
        substituted = substituteText(
          original,
          variables.values,
          (ctx.strictSubstitution ?? false) && !variables.unread
        );
      } catch (error) {
        throw new BuildError(id, messages.postBuildFailed(objectLabel(object), error.message), {
          source: source ?? spec.source
        });
      }
      if (substituted !== original) {
        object = readSubstitutedObject(
          substituted,
          (detail) => new BuildError(id, messages.postBuildFailed(objectLabel(object), detail), {
            source: source ?? spec.source
          })
        );
        stripBuildAnnotations(object, generated.keepOrigin);
      }
    }
    const manifest = { object };
    if (source) manifest.source = source;
    manifests.push(manifest);
  }
  const common = spec.commonMetadata;
  if (common && (common.labels || common.annotations)) {
    for (const { object } of manifests) {
      if (common.labels && Object.keys(common.labels).length > 0)
        object.metadata.labels = { ...object.metadata.labels ?? {}, ...common.labels };
      if (common.annotations && Object.keys(common.annotations).length > 0)
        object.metadata.annotations = { ...object.metadata.annotations ?? {}, ...common.annotations };
    }
  }
  decryption.markDecrypted(manifests.map((m) => m.object));
  for (const { object } of manifests) {
    if (object.kind !== "Secret" || object.apiVersion !== "v1") continue;
    ctx.secrets?.addSecretData(object.data, { base64: true });
    ctx.secrets?.addSecretData(object.stringData);
  }
  return {
    manifests: manifests.filter(({ object }) => !isKustomizationObject(object)),
    objects: manifests,
    warnings
  };
}

// src/render/reads.ts
async function plainWalk(dir, at = "", found = { walked: [], files: [], units: [] }) {
  const path = join13(dir, at);
  found.walked.push(path);
  const entries = await readdir4(path, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (entry.name === ".git") continue;
    const rel = at ? `${at}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (await findKustomizationFile(join13(dir, rel))) found.units.push(rel);
      else await plainWalk(dir, rel, found);
    } else if (/\.ya?ml$/.test(entry.name)) {
      found.files.push(join13(dir, rel));
      if (entry.isSymbolicLink()) {
        const real = await realpath3(join13(dir, rel)).catch(() => void 0);
        if (real) found.files.push(real);
      }
    }
  }
  return found;
}
async function readSetOf(spec, sourceDir, walks) {
  const rootReal = await (walks ? walks.realRoot(sourceDir) : realpath3(sourceDir));
  const components = spec.components.filter(isLocalRelativePath);
  const index = walks?.of(rootReal);
  const key2 = ["reads", sourceDir, spec.path, ...components].join("\0");
  const kept = index?.get(key2);
  if (kept) return kept;
  const began = Date.now();
  const found = await walkReadSet(spec.path, sourceDir, rootReal, components);
  if (found && index) {
    const looked = [...found.listed, ...found.paths].map((path) => join13(rootReal, path));
    index.put(key2, found, [sourceDir, ...looked], began);
  }
  return found;
}
async function walkReadSet(specPath, sourceDir, rootReal, components) {
  const dir = join13(sourceDir, securePath(specPath));
  const plain = (await lstat(dir).catch(() => void 0))?.isDirectory() ? await findKustomizationFile(dir) === void 0 : false;
  let touched;
  let listed;
  try {
    const generated = plain ? await plainWalk(dir) : void 0;
    const reads = await confineBuild({
      root: sourceDir,
      dir,
      displayRoot: sourceDir,
      components,
      ...generated ? { generatedResources: generated.units } : {}
    });
    touched = [...reads.touched, ...generated?.files ?? []];
    listed = [...generated?.walked ?? [], ...reads.directories];
  } catch {
    return void 0;
  }
  const inside = (paths) => {
    const out = /* @__PURE__ */ new Set();
    for (const path of paths) {
      for (const base of [sourceDir, rootReal]) {
        if (within(base, path)) {
          out.add(relative6(base, path).split(sep4).join("/"));
          break;
        }
      }
    }
    return [...out].sort();
  };
  return { listed: inside(listed), paths: inside(touched) };
}
function readSetFiles(sourceDir, reads) {
  const files = /* @__PURE__ */ new Set();
  for (const path of reads.paths) {
    if (lstatSync(join13(sourceDir, path), { throwIfNoEntry: false })?.isFile()) files.add(path);
  }
  return [...files].sort();
}

// src/render/render-cache.ts
import { createHash as createHash3, randomBytes } from "node:crypto";
import { lstatSync as lstatSync2, readdirSync as readdirSync2, readFileSync as readFileSync4, readlinkSync } from "node:fs";
import { mkdir as mkdir5, readdir as readdir5, readFile as readFile7, rename, rm as rm4, writeFile as writeFile4 } from "node:fs/promises";
import { dirname as dirname5, join as join14, posix as posix5 } from "node:path";
import { fileURLToPath } from "node:url";
var FORMAT = 1;
var engine;
function engineDigest() {
  engine ??= (async () => {
    const self = fileURLToPath(import.meta.url);
    const files = self.endsWith(".ts") ? await sourceFiles(dirname5(dirname5(self))) : [self];
    const hash = createHash3("sha256");
    for (const file of files)
      hash.update(file).update("\0").update(await readFile7(file));
    return hash.digest("hex");
  })().catch(() => void 0);
  return engine;
}
async function sourceFiles(dir) {
  const out = [];
  for (const entry of (await readdir5(dir, { withFileTypes: true })).sort(
    (a, b) => a.name < b.name ? -1 : 1
  )) {
    const path = join14(dir, entry.name);
    if (entry.isDirectory()) out.push(...await sourceFiles(path));
    else if (entry.name.endsWith(".ts")) out.push(path);
  }
  return out;
}
var digests = /* @__PURE__ */ new Map();
function fileDigest(path, info, index) {
  const stamp = `${info.ino}:${info.size}:${info.mtimeNs}:${info.ctimeNs}`;
  const known = digests.get(path);
  if (known?.stamp === stamp) return known.digest;
  const key2 = `digest\0${path}`;
  const kept = index?.get(key2);
  const began = Date.now();
  const digest = typeof kept === "string" ? kept : createHash3("sha256").update(readFileSync4(path)).digest("hex");
  if (typeof kept !== "string") index?.put(key2, digest, [path], began);
  digests.set(path, { stamp, digest });
  return digest;
}
function describe(sourceDir, rel, entries, lines, index) {
  const path = join14(sourceDir, rel);
  const info = lstatSync2(path, { throwIfNoEntry: false, bigint: true });
  if (!info) lines.push(`${rel}	-`);
  else if (info.isSymbolicLink()) lines.push(`${rel}	->${readlinkSync(path)}`);
  else if (info.isFile()) lines.push(`${rel}	${fileDigest(path, info, index)}`);
  else if (info.isDirectory()) {
    const names = entries ? readdirSync2(path).filter((name) => name !== ".git").sort() : [];
    lines.push(`${rel}	/${names.join("\0")}`);
  } else lines.push(`${rel}	?`);
}
async function renderDigest(sourceDir, reads, inputs, index) {
  const code = await engineDigest();
  if (code === void 0) return void 0;
  const lines = [];
  const ignoreFiles = /* @__PURE__ */ new Set([".sourceignore"]);
  for (const dir of reads.listed) {
    for (let at = dir; at !== "" && at !== "."; at = posix5.dirname(at) === "." ? "" : posix5.dirname(at))
      ignoreFiles.add(posix5.join(at, ".sourceignore"));
    describe(sourceDir, dir, true, lines, index);
  }
  for (const path of reads.paths) describe(sourceDir, path, false, lines, index);
  for (const file of [...ignoreFiles].sort()) describe(sourceDir, file, false, lines, index);
  const { renderer, spec, ...run3 } = inputs;
  const header = JSON.stringify({
    format: FORMAT,
    engine: code,
    renderer: { kind: renderer.kind, version: renderer.version, command: renderer.command },
    run: run3,
    spec
  });
  return createHash3("sha256").update(header).update("\n").update(lines.join("\n")).digest("hex");
}
var RenderCache = class {
  constructor(dir) {
    this.dir = dir;
  }
  dir;
  /** Renders read from here, and made and offered to it, by this process (the run's debug line). */
  counts = { read: 0, made: 0 };
  walkIndexes;
  /** The walks once found (for the debug line). */
  walksFound;
  /** What this run did with it, for the run's debug line. */
  summary() {
    const counts = this.walksFound?.counts();
    const walks = counts ? ` (walks: ${counts.found} found, ${counts.kept} made)` : "";
    return `${this.counts.read} renders read from the render cache ${this.dir}, ${this.counts.made} made${walks}`;
  }
  /**
   * The walks of the source kept beside the renders (model/walk-index.ts), for this engine only;
   * undefined when the engine cannot tell what it is.
   */
  walks() {
    this.walkIndexes ??= engineDigest().then((code) => {
      if (code !== void 0) this.walksFound = new WalkIndexes(join14(this.dir, "walks"), code);
      return this.walksFound;
    });
    return this.walkIndexes;
  }
  /** Writes the walks this run found or made; at the end of a command. */
  async saveWalks() {
    (await this.walkIndexes)?.save();
  }
  path(digest) {
    return join14(this.dir, digest.slice(0, 2), `${digest}.json`);
  }
  /** The render stored under `digest`, or undefined (also for an entry that cannot be read). */
  async get(digest) {
    const text3 = await readFile7(this.path(digest), "utf8").catch(() => void 0);
    if (text3 === void 0) return void 0;
    try {
      const value = JSON.parse(text3);
      return Array.isArray(value.objects) && Array.isArray(value.warnings) ? value : void 0;
    } catch {
      return void 0;
    }
  }
  /** Stores a render; written aside and renamed, so a reader never sees half an entry. A failure to write is no failure of the run. */
  async put(digest, render) {
    await this.write(this.path(digest), JSON.stringify(render));
  }
  async write(path, text3) {
    const partial = `${path}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await mkdir5(dirname5(path), { recursive: true });
      await writeFile4(partial, text3);
      await rename(partial, path);
    } catch {
      await rm4(partial, { force: true });
    }
  }
  /** Where `helm template`'s output for these inputs (said by the caller, in full) is kept, with this code's digest. */
  async templatePath(inputs) {
    const code = await engineDigest();
    if (code === void 0) return void 0;
    const digest = createHash3("sha256").update(`${FORMAT}
${code}
${inputs}`).digest("hex");
    return join14(this.dir, digest.slice(0, 2), `${digest}.helm.json`);
  }
  /** The `helm template` output kept for these inputs (helm/render.ts says them), or undefined. */
  async getTemplate(inputs) {
    const path = await this.templatePath(inputs);
    const text3 = path && await readFile7(path, "utf8").catch(() => void 0);
    if (!text3) return void 0;
    try {
      const { stdout } = JSON.parse(text3);
      if (typeof stdout !== "string") return void 0;
      this.counts.read++;
      return stdout;
    } catch {
      return void 0;
    }
  }
  /** Keeps a `helm template` output (the caller never offers one holding a Secret or a Secret's value). */
  async putTemplate(inputs, stdout) {
    this.counts.made++;
    const path = await this.templatePath(inputs);
    if (path) await this.write(path, JSON.stringify({ stdout }));
  }
};
async function renderThroughCache(spec, ctx) {
  const cache = ctx.renderCache;
  const readsCluster = ctx.substitution !== void 0 && (spec.postBuild?.substituteFrom?.length ?? 0) > 0;
  if (!cache || spec.decryption || readsCluster) return renderKustomization(spec, ctx);
  const source = await resolveSource(spec, ctx).catch(() => void 0);
  if (source?.dir !== ctx.root) return renderKustomization(spec, ctx);
  const walks = await cache.walks();
  const reads = await readSetOf(spec, ctx.root, walks);
  if (!reads) return renderKustomization(spec, ctx);
  const digest = await renderDigest(
    ctx.root,
    reads,
    {
      spec,
      renderer: ctx.renderer,
      ...ctx.images ? { images: ctx.images } : {},
      ...ctx.substitute ? { substitute: ctx.substitute } : {},
      ...ctx.strictSubstitution ? { strictSubstitution: true } : {},
      ...ctx.substitution ? { cluster: true } : {}
    },
    walks?.of(await walks.realRoot(ctx.root))
  );
  if (digest === void 0) return renderKustomization(spec, ctx);
  const hit = await cache.get(digest);
  if (hit) {
    cache.counts.read++;
    const manifests = hit.objects.filter(({ object }) => !isKustomizationObject(object));
    return { objects: hit.objects, manifests, warnings: hit.warnings };
  }
  cache.counts.made++;
  const result = await renderKustomization(spec, ctx);
  if (!result.objects.some(({ object }) => object.kind === "Secret"))
    await cache.put(digest, { objects: result.objects, warnings: result.warnings });
  return result;
}

// src/render/revision.ts
import { execFile as execFile2 } from "node:child_process";
import { promisify as promisify2 } from "node:util";
var run2 = promisify2(execFile2);
async function gitOutput(dir, args) {
  try {
    const { stdout } = await run2("git", ["-c", `safe.directory=${dir}`, "-C", dir, ...args], {
      maxBuffer: 64 * 1024 * 1024,
      env: childEnvironment()
    });
    return stdout.trim();
  } catch {
    return void 0;
  }
}
async function sourceRevision(dir) {
  const status = await gitOutput(dir, ["status", "--porcelain=v2", "--branch"]);
  if (status === void 0) {
    const [sha, branch] = await Promise.all([
      gitOutput(dir, ["rev-parse", "--verify", "-q", "HEAD"]),
      gitOutput(dir, ["symbolic-ref", "-q", "--short", "HEAD"])
    ]);
    return revisionOf(sha, branch, false);
  }
  const lines = status.split("\n");
  const header = (name) => lines.find((line) => line.startsWith(`# branch.${name} `))?.slice(`# branch.${name} `.length);
  const head = header("head");
  const dirty = lines.some((line) => line !== "" && !line.startsWith("#"));
  return revisionOf(header("oid"), head === "(detached)" ? void 0 : head, dirty);
}
function revisionOf(sha, branch, dirty) {
  if (!sha || !/^[0-9a-f]{40}$/.test(sha)) return "";
  const suffix = dirty ? "-dirty" : "";
  return branch ? `${branch}@sha1:${sha}${suffix}` : `sha1:${sha}${suffix}`;
}

// src/options.ts
import { statSync as statSync2 } from "node:fs";
import { isAbsolute as isAbsolute6, relative as relative10, resolve as resolve6, sep as sep8 } from "node:path";

// src/sources/credentials.ts
import { existsSync as existsSync2, readFileSync as readFileSync5 } from "node:fs";
import { readFile as readFile8 } from "node:fs/promises";
import { homedir as homedir2 } from "node:os";
import { join as join15 } from "node:path";
var SourceSecretsError = class extends Error {
  name = "SourceSecretsError";
};
function parseSourceSecrets(value, defaultNamespace) {
  const secrets = /* @__PURE__ */ new Map();
  const trimmed = value.trim();
  if (trimmed === "") return secrets;
  let text3 = trimmed;
  if (!trimmed.includes("\n") && !/^(\{|(apiVersion|kind|metadata)\s*:)/.test(trimmed)) {
    if (!existsSync2(trimmed)) throw new SourceSecretsError(`source-secrets: file ${trimmed} does not exist`);
    text3 = readFileSync5(trimmed, "utf8");
  }
  const { documents, errors } = readYamlDocuments(text3);
  if (errors.length > 0) throw new SourceSecretsError(`source-secrets: ${errors[0].message}`);
  for (const document of documents) {
    const o = document.value;
    if (!o || typeof o !== "object") continue;
    if (o.kind !== "Secret") {
      throw new SourceSecretsError(`source-secrets: the document at line ${document.line} is not a Secret`);
    }
    const metadata = o.metadata ?? {};
    if (typeof metadata.name !== "string" || metadata.name === "") {
      throw new SourceSecretsError(
        `source-secrets: the Secret at line ${document.line} has no metadata.name`
      );
    }
    const namespace = typeof metadata.namespace === "string" ? metadata.namespace : defaultNamespace;
    secrets.set(`${namespace}/${metadata.name}`, secretData(o));
  }
  return secrets;
}
var SecretStore = class {
  constructor(given, cluster, sink) {
    this.given = given;
    this.cluster = cluster;
    this.sink = sink;
  }
  given;
  cluster;
  sink;
  /** Each Secret read once per run, however many sources name it. */
  reads = /* @__PURE__ */ new Map();
  get hasCluster() {
    return this.cluster !== void 0;
  }
  read(namespace, name) {
    const key2 = `${namespace}/${name}`;
    let reading = this.reads.get(key2);
    if (!reading) {
      reading = this.readOnce(key2, namespace, name);
      this.reads.set(key2, reading);
      reading.catch(() => this.reads.delete(key2));
    }
    return reading;
  }
  async readOnce(key2, namespace, name) {
    const data = this.given.get(key2) ?? await this.cluster?.read("Secret", namespace, name);
    if (data) this.sink?.addSecretData(data);
    return data;
  }
};
function configHost(key2) {
  const host = key2.replace(/^[a-z]+:\/\//, "").replace(/\/.*$/, "");
  return host === "index.docker.io" || host === "registry-1.docker.io" ? "docker.io" : host;
}
function loginFromDockerConfig(json, host) {
  let config;
  try {
    config = JSON.parse(json);
  } catch {
    return void 0;
  }
  const wanted = host === "registry-1.docker.io" ? "docker.io" : host;
  for (const [key2, entry] of Object.entries(config.auths ?? {})) {
    if (configHost(key2) !== wanted || !entry) continue;
    if (entry.username !== void 0 && entry.password !== void 0)
      return { username: entry.username, password: entry.password };
    if (entry.auth) {
      const decoded = Buffer.from(entry.auth, "base64").toString("utf8");
      const colon = decoded.indexOf(":");
      if (colon > 0) return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
    }
  }
  return void 0;
}
async function runnerDockerConfig() {
  const dir = process.env.DOCKER_CONFIG || join15(homedir2(), ".docker");
  return readFile8(join15(dir, "config.json"), "utf8").catch(() => void 0);
}

// src/sources/definitions.ts
import { readdirSync as readdirSync3, readFileSync as readFileSync6 } from "node:fs";
import { join as join16, relative as relative7, sep as sep5 } from "node:path";

// src/sources/types.ts
var SOURCE_GROUP = "source.toolkit.fluxcd.io";
var DEFAULT_FETCH_TIMEOUT_MS = 6e4;
function sourceKey(source) {
  return `${source.kind}/${source.namespace}/${source.name}`;
}

// src/sources/definitions.ts
var SKIPPED = /* @__PURE__ */ new Set([".git", "node_modules"]);
var str2 = (value) => typeof value === "string" && value !== "" ? value : void 0;
var record2 = (value) => isRecord(value) ? value : {};
function readSourceObject(object, defaultNamespace, definedIn) {
  const o = record2(object);
  const apiVersion = str2(o.apiVersion);
  const kind = str2(o.kind);
  if (!apiVersion?.startsWith(`${SOURCE_GROUP}/`) || !kind) return void 0;
  const metadata = record2(o.metadata);
  const name = str2(metadata.name);
  if (!name) return void 0;
  const namespace = str2(metadata.namespace) ?? defaultNamespace;
  const spec = record2(o.spec);
  const url = str2(spec.url);
  const secretRef = str2(record2(spec.secretRef).name);
  const ignore = typeof spec.ignore === "string" ? spec.ignore : void 0;
  const timeout = str2(spec.timeout);
  const timeoutMs = timeout === void 0 ? void 0 : parseDuration(timeout);
  const base = { namespace, name, definedIn };
  if (kind === "GitRepository") {
    const r = record2(spec.ref);
    const ref = {};
    for (const field of ["branch", "tag", "semver", "name", "commit"]) {
      const value = str2(r[field]);
      if (value) ref[field] = value;
    }
    const include = (Array.isArray(spec.include) ? spec.include : []).flatMap((entry) => {
      const e = record2(entry);
      const repository = str2(record2(e.repository).name);
      if (!repository) return [];
      return [{ repository, fromPath: str2(e.fromPath) ?? "", toPath: str2(e.toPath) ?? repository }];
    });
    const sparseCheckout = (Array.isArray(spec.sparseCheckout) ? spec.sparseCheckout : []).filter(
      (p) => typeof p === "string" && p !== ""
    );
    return {
      kind,
      ...base,
      url: url ?? "",
      ref,
      include,
      sparseCheckout,
      ...secretRef ? { secretRef } : {},
      ...ignore !== void 0 ? { ignore } : {},
      ...timeoutMs ? { timeoutMs } : {}
    };
  }
  if (kind === "OCIRepository") {
    const r = record2(spec.ref);
    const ref = {};
    for (const field of ["tag", "semver", "semverFilter", "digest"]) {
      const value = str2(r[field]);
      if (value) ref[field] = value;
    }
    const layer = record2(spec.layerSelector);
    const mediaType = str2(layer.mediaType);
    const operation = str2(layer.operation);
    const certSecretRef = str2(record2(spec.certSecretRef).name);
    return {
      kind,
      ...base,
      url: url ?? "",
      ref,
      ...mediaType || operation ? { layerSelector: { ...mediaType ? { mediaType } : {}, ...operation ? { operation } : {} } } : {},
      ...secretRef ? { secretRef } : {},
      ...certSecretRef ? { certSecretRef } : {},
      insecure: spec.insecure === true,
      provider: str2(spec.provider) ?? "generic",
      ...ignore !== void 0 ? { ignore } : {},
      ...timeoutMs ? { timeoutMs } : {}
    };
  }
  if (kind === "HelmRepository") {
    const certSecretRef = str2(record2(spec.certSecretRef).name);
    return {
      kind,
      ...base,
      url: url ?? "",
      type: spec.type === "oci" ? "oci" : "default",
      ...secretRef ? { secretRef } : {},
      ...certSecretRef ? { certSecretRef } : {},
      insecure: spec.insecure === true,
      provider: str2(spec.provider) ?? "generic",
      passCredentials: spec.passCredentials === true,
      ...timeoutMs ? { timeoutMs } : {}
    };
  }
  if (kind === "HelmChart") {
    const ref = record2(spec.sourceRef);
    const valuesFiles = (Array.isArray(spec.valuesFiles) ? spec.valuesFiles : []).filter(
      (p) => typeof p === "string" && p !== ""
    );
    const version = str2(spec.version);
    const reconcileStrategy = str2(spec.reconcileStrategy);
    return {
      kind,
      ...base,
      chart: str2(spec.chart) ?? "",
      ...version ? { version } : {},
      sourceRef: { kind: str2(ref.kind) ?? "", name: str2(ref.name) ?? "" },
      valuesFiles,
      ...spec.ignoreMissingValuesFiles === true ? { ignoreMissingValuesFiles: true } : {},
      ...reconcileStrategy ? { reconcileStrategy } : {}
    };
  }
  return { kind, ...base, ...url ? { url } : {} };
}
async function findSourceDefinitions(root, defaultNamespace, index) {
  const key2 = `sources\0${root}\0${defaultNamespace}`;
  const kept = index?.get(key2);
  if (kept) return kept;
  const began = Date.now();
  const files = [];
  const walked = [];
  const walk = (dir) => {
    walked.push(dir);
    let entries;
    try {
      entries = readdirSync3(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.isDirectory()) {
        if (!SKIPPED.has(entry.name)) walk(join16(dir, entry.name));
      } else if (entry.isFile() && /\.ya?ml$/.test(entry.name)) files.push(join16(dir, entry.name));
    }
  };
  walk(root);
  files.sort();
  const found = [];
  for (const file of files) {
    let bytes;
    try {
      bytes = readFileSync6(file);
    } catch {
      continue;
    }
    if (bytes.indexOf(SOURCE_GROUP) < 0) continue;
    const shown = relative7(root, file).split(sep5).join("/");
    for (const document of readYamlDocuments(bytes.toString("utf8")).documents) {
      const source = readSourceObject(document.value, defaultNamespace, { file: shown, line: document.line });
      if (source) found.push(source);
    }
  }
  index?.put(key2, found, [...walked, ...files], began);
  return found;
}
async function readClusterSource(cluster, kind, namespace, name) {
  for (const version of ["v1", "v1beta2"]) {
    let object;
    try {
      object = await cluster.get({ group: SOURCE_GROUP, version, kind, namespace, name });
    } catch {
      continue;
    }
    if (object) return readSourceObject(object, namespace, "cluster");
  }
  return void 0;
}
function indexDefinitions(definitions, preferred) {
  const byKey = /* @__PURE__ */ new Map();
  for (const definition of definitions) {
    const key2 = sourceKey(definition);
    byKey.set(key2, [...byKey.get(key2) ?? [], definition]);
  }
  const inside = (d) => d.definedIn !== "cluster" && (preferred === "" || d.definedIn.file === preferred || d.definedIn.file.startsWith(`${preferred}/`));
  for (const [key2, list2] of byKey) {
    const near = list2.filter(inside);
    if (near.length > 0 && near.length < list2.length) byKey.set(key2, near);
  }
  return byKey;
}

// src/sources/identity.ts
import { resolve as resolve4 } from "node:path";
function normaliseRemote(remote) {
  if (!remote) return void 0;
  const scp = /^[^@/]+@([^:/]+):(?!\/)(.+)$/.exec(remote);
  let hostAndPath;
  if (scp) hostAndPath = `${scp[1]}/${scp[2]}`;
  else {
    try {
      const url = new URL(remote);
      if (url.protocol === "file:" || !url.host) return void 0;
      const host = url.protocol === "ssh:" ? url.host.replace(/:22$/, "") : url.host;
      hostAndPath = `${host}${url.pathname}`;
    } catch {
      return void 0;
    }
  }
  return hostAndPath.replace(/\/+$/, "").replace(/\.git$/, "").toLowerCase();
}
function repositoryRemote(root) {
  const { GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_WORKSPACE } = process.env;
  const key2 = [resolve4(root), GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_WORKSPACE].join("\0");
  let remote = remotes.get(key2);
  if (!remote) {
    remote = readRemote(root);
    remotes.set(key2, remote);
  }
  return remote;
}
var remotes = /* @__PURE__ */ new Map();
async function readRemote(root) {
  const { GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_WORKSPACE } = process.env;
  if (GITHUB_SERVER_URL && GITHUB_REPOSITORY && GITHUB_WORKSPACE && resolve4(GITHUB_WORKSPACE) === resolve4(root)) {
    return `${new URL(GITHUB_SERVER_URL).host}/${GITHUB_REPOSITORY}`.toLowerCase();
  }
  return normaliseRemote(await gitOutput(root, ["remote", "get-url", "origin"]) ?? "");
}

// src/sources/resolver.ts
import { mkdtempSync as mkdtempSync2 } from "node:fs";
import { realpath as realpath4, rm as rm7, stat as stat7 } from "node:fs/promises";
import { join as join19, relative as relative9, sep as sep7 } from "node:path";

// src/sources/extract.ts
import { createHash as createHash4 } from "node:crypto";
import { copyFile as copyFile2, mkdir as mkdir6, symlink as symlink3, writeFile as writeFile5 } from "node:fs/promises";
import { dirname as dirname6, isAbsolute as isAbsolute5, posix as posix6, relative as relative8, resolve as resolve5, sep as sep6 } from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
var MAX_UNTAR_BYTES = 100 * 1024 * 1024;
function gunzip() {
  return process.getBuiltinModule("node:zlib").createGunzip();
}
var ExtractError = class extends Error {
  name = "ExtractError";
};
function confinedPath(root, name) {
  if (name.includes("\0") || isAbsolute5(name) || /^[a-zA-Z]:/.test(name)) return void 0;
  const normalised = posix6.normalize(name.replaceAll("\\", "/"));
  if (normalised === ".." || normalised.startsWith("../") || normalised.startsWith("/")) return void 0;
  const target = resolve5(root, normalised);
  const rel = relative8(root, target);
  if (rel.startsWith(`..${sep6}`) || rel === ".." || isAbsolute5(rel)) return void 0;
  return target;
}
async function extractTarGz(input, root, maxBytes = MAX_UNTAR_BYTES) {
  const hash = createHash4("sha256");
  const tap = new Transform({
    transform(chunk, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    }
  });
  const { extract } = (await import("./tar-stream-NHVJPJHS.js")).default;
  const untar = extract();
  let written = 0;
  const consume = (async () => {
    try {
      await unpack();
    } catch (error) {
      untar.destroy(error);
      throw error;
    }
  })();
  async function unpack() {
    const made = /* @__PURE__ */ new Set();
    const directory = async (dir) => {
      if (made.has(dir)) return;
      await mkdir6(dir, { recursive: true });
      made.add(dir);
    };
    const pending = /* @__PURE__ */ new Set();
    const settle = () => Promise.all(pending);
    for await (const entry of untar) {
      const header = entry.header;
      const target = confinedPath(root, header.name);
      if (!target) {
        entry.resume();
        throw new ExtractError(`archive entry '${header.name}' is not in or below the artifact root`);
      }
      if (header.type === "directory") {
        entry.resume();
        await directory(target);
      } else if (header.type === "file" || header.type === "contiguous-file") {
        written += header.size;
        if (written > maxBytes) {
          entry.resume();
          throw new ExtractError(`the artifact unpacks to more than ${maxBytes} bytes`);
        }
        const chunks = [];
        for await (const chunk of entry) chunks.push(chunk);
        await directory(dirname6(target));
        const writing = writeFile5(target, Buffer.concat(chunks), {
          mode: header.mode & 73 ? 493 : 420
        }).then(() => {
          pending.delete(writing);
        });
        writing.catch(() => void 0);
        pending.add(writing);
        if (pending.size >= 32) await Promise.race(pending);
      } else if (header.type === "symlink" || header.type === "link") {
        entry.resume();
        const linked = header.type === "symlink" ? confinedPath(
          root,
          posix6.join(posix6.dirname(header.name.replaceAll("\\", "/")), header.linkname)
        ) : confinedPath(root, header.linkname);
        if (!linked || header.linkname.startsWith("/")) {
          throw new ExtractError(
            `archive entry '${header.name}' links to '${header.linkname}', outside the artifact`
          );
        }
        await settle();
        await directory(dirname6(target));
        if (header.type === "symlink") await symlink3(header.linkname, target);
        else await copyFile2(linked, target);
      } else {
        entry.resume();
      }
    }
    await settle();
  }
  try {
    await Promise.all([pipeline(input, tap, gunzip(), untar), consume]);
  } catch (error) {
    input.destroy();
    if (error instanceof ExtractError) throw error;
    throw new ExtractError(`the layer is not a tar.gz archive (${error.message})`);
  }
  return `sha256:${hash.digest("hex")}`;
}
function joinInside(root, child) {
  return child === "" || child === "." || child === "./" ? root : confinedPath(root, child.replace(/^\.\//, ""));
}
async function readLimited(body, limit, tooLarge) {
  const chunks = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > limit) {
      body.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

// src/sources/filter.ts
import { cp, readdir as readdir6, rm as rm5 } from "node:fs/promises";
import { join as join17 } from "node:path";
async function applyIgnore(root, specIgnore) {
  const rules = new SourceIgnore();
  const walk = async (relDir) => {
    const entries = await readdir6(join17(root, relDir), { withFileTypes: true }).catch(() => []);
    if (entries.some((e) => e.name === ".sourceignore" && e.isFile())) await rules.load(root, relDir);
    if (relDir === "" && specIgnore !== void 0) rules.add(specIgnore.split(/\r?\n/), "");
    const below = [];
    for (const entry of entries) {
      const rel = relDir === "" ? entry.name : `${relDir}/${entry.name}`;
      const isDirectory3 = entry.isDirectory();
      if (rules.ignores(rel, isDirectory3)) below.push(rm5(join17(root, rel), { recursive: true, force: true }));
      else if (isDirectory3) below.push(walk(rel));
    }
    await Promise.all(below);
  };
  await walk("");
}
async function keepOnly(root, directories) {
  if (directories.length === 0) return;
  const keep = directories.map((d) => d.replace(/^\.\//, "").replace(/\/+$/, ""));
  const walk = async (relDir) => {
    for (const entry of await readdir6(join17(root, relDir), { withFileTypes: true })) {
      const rel = relDir === "" ? entry.name : `${relDir}/${entry.name}`;
      if (keep.some((k) => k === rel || k.startsWith(`${rel}/`))) {
        if (!keep.includes(rel) && entry.isDirectory()) await walk(rel);
      } else await rm5(join17(root, rel), { recursive: true, force: true });
    }
  };
  await walk("");
}
async function copyTree(from, to) {
  await rm5(to, { recursive: true, force: true });
  await cp(from, to, { recursive: true, verbatimSymlinks: true });
}

// src/sources/git.ts
import { execFile as execFile3 } from "node:child_process";
import { chmod, mkdtemp as mkdtemp3, readFile as readFile9, rm as rm6, writeFile as writeFile6 } from "node:fs/promises";
import { join as join18 } from "node:path";

// src/sources/messages.ts
var alternative = (name) => `; or map it to a local directory with sources: ${name}=DIR`;
function printableUrl(url) {
  return safeServerUrl(url);
}
var sourceText = {
  failed: (key2, name, url, detail) => `source ${key2}${url ? ` (${printableUrl(url)})` : ""} could not be resolved: ${detail}${alternative(name)}`,
  notDefined: (cluster) => `no ${cluster ? "definition in the repository or in the cluster" : "definition in the repository (and no cluster to read it from)"}`,
  definedTwice: (where2) => `defined more than once, differently (${where2.join(", ")})`,
  bucketUnsupported: "Bucket sources are not supported (no well-kept S3 client is bundled)",
  kindUnsupported: (kind) => `kind ${kind} is not a source kustomize-controller reads`,
  noUrl: "spec.url is not set",
  secretMissing: (namespace, name, cluster) => `secret '${namespace}/${name}' (spec.secretRef) not found${cluster ? " in the cluster" : ""}: give it with the source-secrets input (--source-secrets)`,
  gitFailed: (detail) => `git: ${detail}`,
  refNotFound: (what) => `${what} not found in the repository`,
  noSemverMatch: (range, count) => `no tag matches the semver range '${range}' (${count} tag${count === 1 ? "" : "s"} seen)`,
  invalidSemver: (range) => `invalid semver range '${range}'`,
  ociFailed: (detail) => `registry: ${detail}`,
  providerNeedsLogin: (provider, host) => `provider ${provider}: no credentials for ${host} in the runner's docker config (log in to the registry in an earlier step, e.g. ${provider === "aws" ? "aws-actions/amazon-ecr-login" : provider === "azure" ? "az acr login" : "gcloud auth print-access-token | docker login -u oauth2accesstoken --password-stdin"})`,
  timedOut: (duration) => `timed out after ${duration} (spec.timeout)`,
  includeCycle: (chain) => `spec.include forms a cycle: ${chain}`,
  outsideSource: (what) => `${what} is not in or below the source root`
};

// src/sources/git.ts
function credentialsFromSecret(data) {
  const credentials = {};
  if (data.username !== void 0) credentials.username = data.username;
  if (data.password !== void 0) credentials.password = data.password;
  if (data.bearerToken) credentials.bearerToken = data.bearerToken;
  if (data.identity) credentials.identity = data.identity;
  if (data.known_hosts) credentials.knownHosts = data.known_hosts;
  const ca = data["ca.crt"] ?? data.caFile;
  if (ca) credentials.caCert = ca;
  return credentials;
}
var GitError = class extends Error {
  name = "GitError";
};
var quote = (value) => `'${value.replaceAll("'", `'\\''`)}'`;
async function gitEnvironment(credentials) {
  const dir = await mkdtemp3(join18(childEnvironment().TMPDIR, "git-"));
  await chmod(dir, 448);
  const env = childEnvironment(dir);
  const config = ["[advice]", "	detachedHead = false", "[init]", "	defaultBranch = main"];
  env.GIT_CONFIG_NOSYSTEM = "1";
  env.GIT_CONFIG_GLOBAL = join18(dir, "gitconfig");
  env.GIT_TERMINAL_PROMPT = "0";
  env.GIT_ALLOW_PROTOCOL = "http:https:ssh";
  env.GIT_LFS_SKIP_SMUDGE = "1";
  const secret = (name, value) => writeFile6(join18(dir, name), value, { mode: 384 });
  if (credentials?.username !== void 0 || credentials?.password !== void 0) {
    await secret("username", credentials.username ?? "git");
    await secret("password", credentials.password ?? "");
    const script = join18(dir, "askpass.sh");
    await writeFile6(
      script,
      `#!/bin/sh
case "$1" in
  Username*) cat ${quote(join18(dir, "username"))} ;;
  *) cat ${quote(join18(dir, "password"))} ;;
esac
`,
      { mode: 448 }
    );
    env.GIT_ASKPASS = script;
    env.SSH_ASKPASS = script;
    env.SSH_ASKPASS_REQUIRE = "force";
  }
  if (credentials?.bearerToken)
    config.push("[http]", `	extraHeader = Authorization: Bearer ${credentials.bearerToken}`);
  if (credentials?.caCert) {
    await secret("ca.crt", credentials.caCert);
    config.push("[http]", `	sslCAInfo = ${join18(dir, "ca.crt")}`);
  }
  await writeFile6(env.GIT_CONFIG_GLOBAL, `${config.join("\n")}
`, { mode: 384 });
  const ssh = ["ssh", "-F", "/dev/null", "-o", "BatchMode=yes", "-o", "IdentitiesOnly=yes"];
  if (credentials?.identity) {
    await secret(
      "identity",
      credentials.identity.endsWith("\n") ? credentials.identity : `${credentials.identity}
`
    );
    ssh.push("-i", quote(join18(dir, "identity")));
    if (credentials.password) ssh.splice(ssh.indexOf("BatchMode=yes"), 1, "BatchMode=no");
  }
  if (credentials?.knownHosts) {
    await secret("known_hosts", credentials.knownHosts);
    ssh.push(
      "-o",
      `UserKnownHostsFile=${quote(join18(dir, "known_hosts"))}`,
      "-o",
      "StrictHostKeyChecking=yes"
    );
  } else {
    ssh.push("-o", `UserKnownHostsFile=${quote(join18(dir, "known_hosts"))}`);
  }
  env.GIT_SSH_COMMAND = ssh.join(" ");
  return { env, dir };
}
function gitProblem(stderr, privateDir) {
  const lines = stderr.split("\n").map((l) => l.trim()).filter(Boolean);
  const line = [...lines].reverse().find((l) => /^(fatal|error):/.test(l)) ?? lines.at(-1) ?? "failed";
  const text3 = line.replace(/^(fatal|error):\s*/, "").replaceAll(privateDir, "\u2026");
  if (/could not read (Username|Password)|terminal prompts disabled/.test(text3))
    return "authentication required: the repository needs credentials (spec.secretRef)";
  if (/Authentication failed|HTTP 401|403/.test(text3)) return `authentication failed (${text3})`;
  return text3;
}
function runGit(args, env, privateDir, signal) {
  return new Promise(
    (resolve7, reject) => execFile3(
      "git",
      args,
      { env, maxBuffer: 64 * 1024 * 1024, ...signal ? { signal } : {} },
      (error, stdout, stderr) => {
        if (error) reject(new GitError(gitProblem(String(stderr || error.message), privateDir)));
        else resolve7(String(stdout).trim());
      }
    )
  );
}
function splitUrlCredentials(url) {
  try {
    const parsed = new URL(url);
    if (!/^https?:$/.test(parsed.protocol) || !parsed.username && !parsed.password) return { url };
    const username = decodeURIComponent(parsed.username);
    const password = decodeURIComponent(parsed.password);
    parsed.username = "";
    parsed.password = "";
    return { url: parsed.toString(), ...username ? { username } : {}, ...password ? { password } : {} };
  } catch {
    return { url };
  }
}
async function headCommit(dir) {
  const read = (file) => readFile9(join18(dir, ".git", file), "utf8").catch(() => "");
  const head = (await read("HEAD")).trim();
  if (/^[0-9a-f]{40}$/.test(head)) return head;
  const ref = /^ref: (refs\/[^\s]+)$/.exec(head)?.[1];
  if (!ref) return void 0;
  const loose = (await read(ref)).trim();
  if (/^[0-9a-f]{40}$/.test(loose)) return loose;
  const packed = (await read("packed-refs")).split("\n").find((line) => line.endsWith(` ${ref}`));
  return packed && /^[0-9a-f]{40} /.test(packed) ? packed.slice(0, 40) : void 0;
}
async function pickSemverTag(range, tags) {
  const { default: semver } = await import("./semver-KKOP2F64.js");
  const normalised = range.replaceAll(",", " ");
  if (!semver.validRange(normalised)) throw new GitError(sourceText.invalidSemver(range));
  const candidates = tags.filter((t) => semver.valid(t, { loose: false }) !== null);
  return semver.maxSatisfying(candidates, normalised) ?? void 0;
}
async function cloneGitRepository(source, target, given, signal) {
  const split = splitUrlCredentials(source.url);
  const credentials = split.username || split.password ? { username: split.username ?? "git", password: split.password ?? "", ...given } : given;
  const { env, dir } = await gitEnvironment(credentials);
  const git = (args) => runGit(args, env, dir, signal);
  const url = split.url;
  const ref = source.ref;
  try {
    let label2;
    if (ref.commit) {
      await git(["init", "-q", target]);
      const fetched = await git([
        "-C",
        target,
        "fetch",
        "-q",
        "--depth",
        "1",
        "--no-tags",
        url,
        ref.commit
      ]).then(
        () => true,
        () => false
      );
      if (!fetched) {
        const refspec = ref.branch ? `refs/heads/${ref.branch}` : "+refs/heads/*:refs/remotes/origin/*";
        await git(["-C", target, "fetch", "-q", "--no-tags", url, refspec]);
      }
      await git(["-C", target, "checkout", "-q", "--detach", ref.commit]).catch(() => {
        throw new GitError(sourceText.refNotFound(`commit '${ref.commit}'`));
      });
      label2 = ref.branch;
    } else if (ref.name) {
      await git(["init", "-q", target]);
      await git(["-C", target, "fetch", "-q", "--depth", "1", "--no-tags", url, ref.name]).catch((error) => {
        throw /couldn't find remote ref/.test(error.message) ? new GitError(sourceText.refNotFound(`reference '${ref.name}'`)) : error;
      });
      await git(["-C", target, "checkout", "-q", "--detach", "FETCH_HEAD"]);
      label2 = ref.name;
    } else {
      let branch = ref.branch ?? "master";
      let what = `branch '${branch}'`;
      if (ref.semver) {
        const listing = await git(["ls-remote", "--tags", "--refs", url]);
        const tags = listing.split("\n").map((line) => line.split("	")[1]?.replace(/^refs\/tags\//, "")).filter((t) => !!t);
        const tag = await pickSemverTag(ref.semver, tags);
        if (!tag) throw new GitError(sourceText.noSemverMatch(ref.semver, tags.length));
        branch = tag;
        what = `tag '${tag}'`;
      } else if (ref.tag) {
        branch = ref.tag;
        what = `tag '${ref.tag}'`;
      }
      await git([
        "clone",
        "-q",
        "--depth",
        "1",
        "--single-branch",
        "--no-tags",
        "--branch",
        branch,
        url,
        target
      ]).catch((error) => {
        throw /not found in upstream|Remote branch .* not found/.test(error.message) ? new GitError(sourceText.refNotFound(what)) : error;
      });
      label2 = branch;
    }
    const sha = await headCommit(target) ?? await git(["-C", target, "rev-parse", "HEAD"]);
    await rm6(join18(target, ".git"), { recursive: true, force: true });
    return { revision: label2 ? `${label2}@sha1:${sha}` : `sha1:${sha}` };
  } finally {
    await rm6(dir, { recursive: true, force: true });
  }
}

// src/sources/oci.ts
import { createHash as createHash5 } from "node:crypto";
var OciError = class extends Error {
  name = "OciError";
};
var MANIFEST_TYPES = [
  "application/vnd.oci.image.manifest.v1+json",
  "application/vnd.docker.distribution.manifest.v2+json",
  "application/vnd.oci.image.index.v1+json",
  "application/vnd.docker.distribution.manifest.list.v2+json"
];
var MAX_MANIFEST_BYTES = 4 * 1024 * 1024;
function parseOciUrl(url) {
  const match = /^oci:\/\/([^/]+)\/(.+?)\/*$/.exec(url);
  if (!match) throw new OciError(`spec.url must look like oci://host/repository, got '${url}'`);
  let host = match[1].toLowerCase();
  let repository = match[2];
  if (host === "docker.io" || host === "index.docker.io") {
    host = "registry-1.docker.io";
    if (!repository.includes("/")) repository = `library/${repository}`;
  }
  return { host, repository };
}
var RegistrySession = class {
  constructor(host, repository, login, insecure, ca, signal) {
    this.host = host;
    this.repository = repository;
    this.login = login;
    this.ca = ca;
    this.signal = signal;
    this.base = `${insecure ? "http" : "https"}://${host}`;
  }
  host;
  repository;
  login;
  ca;
  signal;
  authorization;
  base;
  request(url, headers, redirects = 0) {
    return new Promise((resolve7, reject) => {
      const client = url.protocol === "http:" ? http_default : process.getBuiltinModule("node:https");
      const req = client.request(
        url,
        {
          method: "GET",
          headers,
          ...this.ca ? { ca: this.ca } : {},
          ...this.signal ? { signal: this.signal } : {}
        },
        (res) => {
          const status = res.statusCode ?? 0;
          const location = res.headers.location;
          if (status >= 300 && status < 400 && location && redirects < 5) {
            res.resume();
            const next = new URL(location, url);
            const forwarded = { ...headers };
            if (next.host !== url.host) delete forwarded.Authorization;
            this.request(next, forwarded, redirects + 1).then(resolve7, reject);
            return;
          }
          resolve7({ status, headers: res.headers, body: res });
        }
      );
      req.on("error", (error) => reject(new OciError(`${this.host}: ${error.message}`)));
      req.end();
    });
  }
  /** GET `path` on the registry, authenticating once when it answers 401. */
  async get(path, accept) {
    const url = new URL(`${this.base}${path}`);
    const headers = () => ({
      "User-Agent": "kustomize-sync",
      ...accept ? { Accept: accept } : {},
      ...this.authorization ? { Authorization: this.authorization } : {}
    });
    let response = await this.request(url, headers());
    if (response.status === 401 && !this.authorization) {
      const challenge = String(response.headers["www-authenticate"] ?? "");
      response.body.resume();
      this.authorization = await this.authorize(challenge);
      response = await this.request(url, headers());
    }
    if (response.status === 401 || response.status === 403) {
      response.body.resume();
      throw new OciError(
        this.login ? `authentication failed for ${this.host} (HTTP ${response.status})` : `${this.host} needs credentials (HTTP ${response.status}): give them with spec.secretRef or log in on the runner`
      );
    }
    return response;
  }
  async authorize(challenge) {
    const scheme = challenge.split(" ")[0]?.toLowerCase();
    const basic = this.login ? `Basic ${Buffer.from(`${this.login.username}:${this.login.password}`).toString("base64")}` : void 0;
    if (scheme !== "bearer") {
      if (!basic)
        throw new OciError(
          `${this.host} needs credentials: give them with spec.secretRef or log in on the runner`
        );
      return basic;
    }
    const params = Object.fromEntries(
      [...challenge.slice(7).matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1].toLowerCase(), m[2]])
    );
    if (!params.realm) throw new OciError(`${this.host}: a Bearer challenge without a realm`);
    const tokenUrl = new URL(params.realm);
    if (params.service) tokenUrl.searchParams.set("service", params.service);
    tokenUrl.searchParams.set("scope", `repository:${this.repository}:pull`);
    const response = await this.request(tokenUrl, {
      "User-Agent": "kustomize-sync",
      ...basic ? { Authorization: basic } : {}
    });
    const body = await readBody(response.body, MAX_MANIFEST_BYTES);
    if (response.status !== 200) {
      throw new OciError(
        `${this.login ? "authentication failed" : "anonymous access refused"} at ${tokenUrl.host} (HTTP ${response.status})`
      );
    }
    const parsed = JSON.parse(body.toString("utf8"));
    const token = parsed.token ?? parsed.access_token;
    if (!token) throw new OciError(`${tokenUrl.host} returned no token`);
    return `Bearer ${token}`;
  }
};
function readBody(body, limit) {
  return readLimited(body, limit, () => new OciError(`a response larger than ${limit} bytes`));
}
function failure(response, what) {
  response.body.resume();
  return new OciError(
    response.status === 404 ? `${what} not found` : `${what}: HTTP ${response.status} from the registry`
  );
}
async function listTags(session, repository) {
  const tags = [];
  let path = `/v2/${repository}/tags/list?n=1000`;
  while (path) {
    const response = await session.get(path);
    if (response.status !== 200) throw failure(response, "the tag list");
    const body = JSON.parse((await readBody(response.body, MAX_MANIFEST_BYTES * 4)).toString("utf8"));
    tags.push(...body.tags ?? []);
    const link = /<([^>]+)>;\s*rel="next"/.exec(String(response.headers.link ?? ""));
    path = link ? link[1].startsWith("/") ? link[1] : new URL(link[1]).pathname + new URL(link[1]).search : void 0;
  }
  return tags;
}
async function pickSemverArtifact(range, tags, filter) {
  const pattern = filter ? new RegExp(filter) : void 0;
  return pickSemverTag(range, pattern ? tags.filter((t) => pattern.test(t)) : tags);
}
var OciRepositoryClient = class {
  host;
  repository;
  session;
  /** `url` is `oci://host[:port]/repository`. */
  constructor(url, options) {
    ({ host: this.host, repository: this.repository } = parseOciUrl(url));
    this.session = new RegistrySession(
      this.host,
      this.repository,
      options.login,
      options.insecure,
      options.ca,
      options.signal
    );
  }
  tags() {
    return listTags(this.session, this.repository);
  }
  /** The manifest at a tag or digest: its digest (`sha256:…`) and layers. */
  async manifest(reference) {
    const response = await this.session.get(
      `/v2/${this.repository}/manifests/${reference}`,
      MANIFEST_TYPES.join(", ")
    );
    if (response.status !== 200) throw failure(response, `artifact ${this.repository}:${reference}`);
    const body = await readBody(response.body, MAX_MANIFEST_BYTES);
    const digest = `sha256:${createHash5("sha256").update(body).digest("hex")}`;
    const manifest = JSON.parse(body.toString("utf8"));
    if (manifest.manifests)
      throw new OciError(`${this.repository}:${reference} is an image index, not an artifact`);
    const layers = (manifest.layers ?? []).flatMap(
      (l) => l.digest && /^sha256:[0-9a-f]{64}$/.test(l.digest) ? [
        {
          digest: l.digest,
          ...l.mediaType ? { mediaType: l.mediaType } : {},
          ...l.size ? { size: l.size } : {}
        }
      ] : []
    );
    return { digest, layers };
  }
  /** Unpacks the tar.gz blob `layer` into `target` (confined) and checks its digest. */
  async extractLayer(layer, target) {
    const blob = await this.session.get(`/v2/${this.repository}/blobs/${layer}`);
    if (blob.status !== 200) throw failure(blob, `layer ${layer}`);
    let actual;
    try {
      actual = await extractTarGz(blob.body, target);
    } catch (error) {
      if (error instanceof ExtractError) throw new OciError(error.message);
      throw error;
    }
    if (actual !== layer)
      throw new OciError(`layer digest mismatch: got ${actual}, the manifest says ${layer}`);
  }
};
async function resolveOciReference(client, ref) {
  if (ref.digest) return { reference: ref.digest };
  if (ref.semver) {
    const tags = await client.tags();
    const tag2 = await pickSemverArtifact(ref.semver, tags, ref.semverFilter);
    if (!tag2) throw new OciError(sourceText.noSemverMatch(ref.semver, tags.length));
    return { reference: tag2, label: tag2 };
  }
  const tag = ref.tag ?? "latest";
  return { reference: tag, label: tag };
}
async function pullArtifact(source, target, login, options = {}) {
  const client = new OciRepositoryClient(source.url, {
    ...login ? { login } : {},
    insecure: source.insecure,
    ...options
  });
  const { reference, label: label2 } = await resolveOciReference(client, source.ref);
  const { digest, layers } = await client.manifest(reference);
  if (source.ref.digest && source.ref.digest !== digest)
    throw new OciError(`the manifest's digest is ${digest}, not ${source.ref.digest}`);
  const wanted = source.layerSelector?.mediaType;
  const layer = wanted ? layers.find((l) => l.mediaType === wanted) : layers[0];
  if (!layer) {
    throw new OciError(
      wanted ? `no layer of media type ${wanted} in ${client.repository}:${reference}` : `${client.repository}:${reference} has no layers`
    );
  }
  await client.extractLayer(layer.digest, target);
  return { revision: label2 ? `${label2}@${digest}` : digest };
}

// src/sources/resolver.ts
var DEFAULT_REPOSITORY_SOURCE = "flux-system";
var SourceResolver = class {
  constructor(options) {
    this.options = options;
    this.mapping = { ...options.mapping };
    this.secrets = new SecretStore(
      options.secrets ?? /* @__PURE__ */ new Map(),
      options.cluster ? {
        read: async (kind, namespace, name) => substitutionReaderFrom(await this.cluster()).read(kind, namespace, name)
      } : void 0,
      options.sink
    );
    this.log = options.log ?? silentLogger;
  }
  options;
  decisions = /* @__PURE__ */ new Map();
  fetches = /* @__PURE__ */ new Map();
  definitions;
  written;
  /** Every source object defined in the repository's files, each with its file:line (read once per run). */
  writtenDefinitions() {
    this.written ??= realpath4(this.options.root).then((real) => this.options.walks?.of(real)).catch(() => void 0).then((index) => findSourceDefinitions(this.options.root, this.options.defaultNamespace, index));
    return this.written;
  }
  /**
   * The source objects written in another checkout of this repository whose files that define
   * sources are the same (a diff's two revisions when no changed file names the source group):
   * taken instead of walking this one's files.
   */
  takeWrittenDefinitions(from) {
    this.written ??= from.writtenDefinitions();
  }
  remote;
  workDir;
  secrets;
  log;
  /** The `sources:` mapping plus every fetched source by `Kind/namespace/name`: what rendering reads. */
  mapping;
  /** Fetched source directory → its revision. */
  revisions = /* @__PURE__ */ new Map();
  /** Starts resolving every sourceRef of these Kustomizations at once (each source once). */
  prefetch(specs) {
    for (const spec of specs) void this.decide(spec);
  }
  /** What the Kustomization's sourceRef points at. Never rejects: failures are decisions. */
  decide(spec) {
    const ref = spec.sourceRef;
    if (!ref) return Promise.resolve({ type: "repository" });
    return this.decideSource(ref.kind, ref.namespace ?? spec.namespace, ref.name);
  }
  /**
   * What a source reference points at (a Kustomization's sourceRef, a HelmRelease chart's
   * GitRepository or Bucket), decided once per run. Never rejects: failures are decisions.
   */
  decideSource(kind, namespace, name) {
    const key2 = sourceKey({ kind, namespace, name });
    let decision = this.decisions.get(key2);
    if (!decision) {
      decision = this.decideFor(kind, namespace, name).catch((error) => ({
        type: "failed",
        message: sourceText.failed(key2, name, void 0, error.message)
      }));
      this.decisions.set(key2, decision);
    }
    return decision;
  }
  /** The repository being synced (absolute). */
  get root() {
    return this.options.root;
  }
  /** The run's cancellation, for fetches made on the resolver's behalf (charts). */
  get signal() {
    return this.options.signal;
  }
  isRepositorySource(kind, namespace, name) {
    const given = this.options.repositorySource ?? DEFAULT_REPOSITORY_SOURCE;
    const parts = given.split("/");
    const [wantKind, wantNamespace, wantName] = parts.length === 3 ? parts : parts.length === 2 ? ["GitRepository", ...parts] : ["GitRepository", void 0, parts[0]];
    return kind === wantKind && name === wantName && (wantNamespace === void 0 || namespace === wantNamespace);
  }
  async decideFor(kind, namespace, name) {
    if (lookupSource(this.options.mapping, kind, namespace, name) !== void 0) return { type: "local" };
    if (kind === "ExternalArtifact") return { type: "local" };
    if (this.isRepositorySource(kind, namespace, name)) return { type: "repository" };
    const key2 = sourceKey({ kind, namespace, name });
    const found = await this.findDefinition(kind, namespace, name);
    if ("problem" in found)
      return { type: "failed", message: sourceText.failed(key2, name, void 0, found.problem) };
    const definition = found.definition;
    const url = definition.url;
    if (definition.kind === "GitRepository" && url) {
      this.remote ??= repositoryRemote(this.options.root);
      const remote = await this.remote;
      if (remote && normaliseRemote(url) === remote) return { type: "repository" };
    }
    try {
      const fetched = await this.fetch(definition, []);
      this.mapping[key2] = fetched.dir;
      this.revisions.set(fetched.dir, fetched.revision);
      return { type: "fetched", key: key2, ...fetched };
    } catch (error) {
      return { type: "failed", message: sourceText.failed(key2, name, url, error.message) };
    }
  }
  /** Source objects a Kustomization rendered, by `Kind/namespace/name` (see noteRendered). */
  rendered = /* @__PURE__ */ new Map();
  /** Takes the source objects (HelmRepository, OCIRepository…) of a Kustomization's rendered output as definitions. */
  noteRendered(manifests) {
    for (const { object, source } of manifests) {
      const definition = readSourceObject(object, this.options.defaultNamespace, source ?? { file: "" });
      if (definition && !this.rendered.has(sourceKey(definition)))
        this.rendered.set(sourceKey(definition), definition);
    }
  }
  /** The source object's definition: a rendered one, the repository's (definitions path first), else the cluster's. */
  async findDefinition(kind, namespace, name) {
    const rendered = this.rendered.get(sourceKey({ kind, namespace, name }));
    if (rendered) return { definition: rendered };
    this.definitions ??= this.writtenDefinitions().then(
      (all) => indexDefinitions(all, relative9(this.options.root, this.options.path).split(sep7).join("/"))
    );
    const candidates = (await this.definitions).get(sourceKey({ kind, namespace, name })) ?? [];
    const distinct = candidates.filter(
      (c, i) => candidates.findIndex(
        (d) => JSON.stringify({ ...d, definedIn: 0 }) === JSON.stringify({ ...c, definedIn: 0 })
      ) === i
    );
    if (distinct.length > 1) {
      return {
        problem: sourceText.definedTwice(
          distinct.map(
            (d) => d.definedIn === "cluster" ? "cluster" : `${d.definedIn.file}:${d.definedIn.line}`
          )
        )
      };
    }
    if (distinct[0]) return { definition: distinct[0] };
    const cluster = this.options.cluster;
    const fromCluster = cluster ? await readClusterSource(await this.cluster(), kind, namespace, name) : void 0;
    if (fromCluster) return { definition: fromCluster };
    return { problem: sourceText.notDefined(cluster !== void 0) };
  }
  cluster() {
    const given = this.options.cluster;
    return typeof given === "function" ? given() : Promise.resolve(given);
  }
  /** The run's private directory for fetched sources (removed by close(), or with the run directory). */
  directory(definition) {
    this.workDir ??= mkdtempSync2(join19(scratchDir(), "sources-"));
    const safe = `${definition.kind}-${definition.namespace}-${definition.name}`.replace(
      /[^A-Za-z0-9._-]/g,
      "_"
    );
    return join19(this.workDir, safe);
  }
  fetch(definition, chain) {
    const key2 = sourceKey(definition);
    if (chain.includes(key2))
      return Promise.reject(new Error(sourceText.includeCycle([...chain, key2].join(" -> "))));
    let fetching = this.fetches.get(key2);
    if (!fetching) {
      const started = Date.now();
      fetching = this.fetchUncached(definition, [...chain, key2]).then((fetched) => {
        this.log.info(
          `fetched ${key2} (${printableUrl(fetched.url)}) at ${fetched.revision} in ${formatDuration(Date.now() - started)}`
        );
        return fetched;
      });
      this.fetches.set(key2, fetching);
    }
    return fetching;
  }
  async fetchUncached(definition, chain) {
    if (definition.kind === "Bucket") throw new Error(sourceText.bucketUnsupported);
    if (definition.kind !== "GitRepository" && definition.kind !== "OCIRepository")
      throw new Error(sourceText.kindUnsupported(definition.kind));
    const source = definition;
    if (!source.url) throw new Error(sourceText.noUrl);
    const dir = this.directory(definition);
    await rm7(dir, { recursive: true, force: true });
    const timeoutMs = source.timeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = this.options.signal ? AbortSignal.any([timeout, this.options.signal]) : timeout;
    const timedOut = (error) => {
      throw timeout.aborted ? new Error(sourceText.timedOut(formatDuration(timeoutMs))) : error;
    };
    let revision;
    if (source.kind === "GitRepository") {
      const credentials = await this.gitCredentials(source);
      ({ revision } = await cloneGitRepository(source, dir, credentials, signal).catch(timedOut));
      await keepOnly(dir, source.sparseCheckout);
      for (const include of source.include) await this.include(source, include, dir, chain);
    } else {
      const { login, ca } = await this.registryCredentials(source);
      ({ revision } = await pullArtifact(source, dir, login, { ...ca ? { ca } : {}, signal }).catch(
        timedOut
      ));
    }
    await applyIgnore(dir, source.ignore);
    return { dir, revision, url: source.url };
  }
  async include(source, include, dir, chain) {
    const found = await this.findDefinition("GitRepository", source.namespace, include.repository);
    if ("problem" in found)
      throw new Error(
        `spec.include GitRepository/${source.namespace}/${include.repository}: ${found.problem}`
      );
    const included = await this.fetch(found.definition, chain);
    const from = joinInside(included.dir, include.fromPath);
    const to = joinInside(dir, include.toPath);
    if (!from) throw new Error(sourceText.outsideSource(`spec.include fromPath '${include.fromPath}'`));
    if (!to || to === dir)
      throw new Error(sourceText.outsideSource(`spec.include toPath '${include.toPath}'`));
    if (!(await stat7(from).catch(() => void 0))?.isDirectory())
      throw new Error(
        `spec.include fromPath '${include.fromPath}' not found in GitRepository/${source.namespace}/${include.repository}`
      );
    await copyTree(from, to);
  }
  /** A source's Secret (source-secrets input, else the cluster), redacted from every output. */
  async readSecret(namespace, name) {
    const data = await this.secrets.read(namespace, name);
    if (!data) throw new Error(sourceText.secretMissing(namespace, name, this.secrets.hasCluster));
    return data;
  }
  async gitCredentials(source) {
    const inUrl = splitUrlCredentials(source.url).password;
    if (inUrl) this.options.sink?.addSecretData({ password: inUrl });
    const token = this.options.githubToken;
    let tokenApplies = false;
    try {
      const url = new URL(source.url);
      tokenApplies = !!token && url.protocol === "https:" && url.host.toLowerCase() === token.host.toLowerCase();
    } catch {
    }
    if (source.secretRef) {
      const data = await this.secrets.read(source.namespace, source.secretRef);
      if (data) return credentialsFromSecret(data);
      if (!tokenApplies)
        throw new Error(
          sourceText.secretMissing(source.namespace, source.secretRef, this.secrets.hasCluster)
        );
    }
    if (tokenApplies) this.options.sink?.addSecretData({ token: token.token });
    return tokenApplies ? { username: "x-access-token", password: token.token } : void 0;
  }
  /** Registry login and CA of an OCIRepository or an OCI HelmRepository, as source-controller reads them. */
  async registryCredentials(source) {
    const { host } = parseOciUrl(source.url);
    const out = {};
    if (source.certSecretRef) {
      const data = await this.readSecret(source.namespace, source.certSecretRef);
      const ca = data["ca.crt"] ?? data.caFile;
      if (ca) out.ca = ca;
    }
    if (source.secretRef) {
      const data = await this.readSecret(source.namespace, source.secretRef);
      const login2 = data[".dockerconfigjson"] ? loginFromDockerConfig(data[".dockerconfigjson"], host) : data.username !== void 0 ? { username: data.username, password: data.password ?? "" } : void 0;
      if (login2) out.login = login2;
      return out;
    }
    const runner = await runnerDockerConfig();
    const login = runner ? loginFromDockerConfig(runner, host) : void 0;
    if (login) {
      this.options.sink?.addSecretData({ password: login.password });
      out.login = login;
    } else if (source.provider !== "generic") {
      throw new Error(sourceText.providerNeedsLogin(source.provider, host));
    }
    return out;
  }
  /** Removes every fetched source. */
  async close() {
    if (this.workDir) await rm7(this.workDir, { recursive: true, force: true });
  }
};

// src/options.ts
var DEFAULTS = {
  namespace: DEFAULT_NAMESPACE,
  timeout: "5m",
  lockTimeout: "2m",
  concurrency: 8,
  fieldManager: "kustomize-sync"
};
var UsageError = class extends Error {
  name = "UsageError";
};
var MODES = RUN_MODES;
function resolveOptions(raw, env) {
  const mode = raw.mode.trim();
  if (!MODES.includes(mode)) {
    throw new UsageError(
      `mode: unsupported value ${JSON.stringify(raw.mode)}: supported values: ${MODES.join(", ")}`
    );
  }
  const root = resolvePath(env.cwd, nonEmpty(raw.root) ?? ".");
  const path = resolvePath(root, nonEmpty(raw.path) ?? ".");
  if (!isDirectory2(root)) throw new UsageError(`root: ${root} is not a directory`);
  const fromRoot = relative10(root, path);
  if (fromRoot === ".." || fromRoot.startsWith(`..${sep8}`) || isAbsolute6(fromRoot)) {
    throw new UsageError(`path: ${path} is not inside the root ${root} (spec.path is relative to the root)`);
  }
  if (mode !== "destroy" && !env.pathMayBeMissing && !statSync2(path, { throwIfNoEntry: false }))
    throw new UsageError(`path: ${path} does not exist`);
  const timeoutText = nonEmpty(raw.timeout) ?? DEFAULTS.timeout;
  const timeoutMs = parseDuration(timeoutText);
  if (timeoutMs === void 0 || timeoutMs <= 0) {
    throw new UsageError(
      `timeout: invalid duration ${JSON.stringify(timeoutText)} (examples: 30s, 5m, 1h30m)`
    );
  }
  const lockText = nonEmpty(raw.lockTimeout) ?? DEFAULTS.lockTimeout;
  const lockTimeoutMs = parseDuration(lockText);
  if (lockTimeoutMs === void 0) {
    throw new UsageError(
      `lock-timeout: invalid duration ${JSON.stringify(lockText)} (examples: 0s, 30s, 2m)`
    );
  }
  const concurrencyText = nonEmpty(raw.concurrency) ?? String(DEFAULTS.concurrency);
  const concurrency = Number(concurrencyText);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) {
    throw new UsageError(
      `concurrency: must be a whole number from 1 to 64, got ${JSON.stringify(concurrencyText)}`
    );
  }
  return {
    mode,
    root,
    path,
    defaultNamespace: validNamespace("namespace", nonEmpty(raw.namespace)) ?? DEFAULTS.namespace,
    inventoryNamespace: validNamespace("inventory-namespace", nonEmpty(raw.inventoryNamespace)),
    kubeconfig: nonEmpty(raw.kubeconfig),
    context: nonEmpty(raw.context),
    timeoutMs,
    lockTimeoutMs,
    concurrency,
    fieldManager: nonEmpty(raw.fieldManager) ?? DEFAULTS.fieldManager,
    defaultServiceAccount: validName("default-service-account", nonEmpty(raw.defaultServiceAccount)),
    prune: parseBoolean("prune", raw.prune, true),
    takeover: parseBoolean("takeover", raw.takeover, false),
    images: asUsage(() => parseImageLines((raw.images ?? []).join("\n"))),
    substitute: asUsage(() => parseVariableLines((raw.substitute ?? []).join("\n"))),
    strictSubstitute: featureGates(raw.featureGates).StrictPostBuildSubstitutions,
    sources: Object.fromEntries(
      Object.entries(asUsage(() => parseKeyValueLines((raw.sources ?? []).join("\n"), "sources"))).map(
        ([name, dir]) => {
          const absolute = resolvePath(root, dir);
          if (!isDirectory2(absolute))
            throw new UsageError(`sources: ${name}=${dir}: ${absolute} is not a directory`);
          return [name, absolute];
        }
      )
    ),
    ...sourceOptions(raw, nonEmpty(raw.namespace) ?? DEFAULTS.namespace),
    kustomize: nonEmpty(raw.kustomize),
    ...helmOptions(raw, root),
    ...renderCacheOption(raw, root),
    name: validKustomizationName(nonEmpty(raw.name)),
    log: env.log
  };
}
var DEFAULT_KUBE_VERSION = "v1.36.0";
function defaultChartCache() {
  return resolve6(cacheHome(), "kustomize-sync", "charts");
}
function renderCacheOption(raw, root) {
  const given = nonEmpty(raw.renderCache);
  if (given === "false") return {};
  return {
    renderCache: given ? resolvePath(root, given) : resolve6(cacheHome(), "kustomize-sync", "renders")
  };
}
var HELM_RELEASERS = ["auto", "kustomize-sync", "helm-controller"];
function parseReleaser(raw) {
  const value = nonEmpty(raw) ?? "auto";
  if (HELM_RELEASERS.includes(value)) return value;
  throw new UsageError(`helm-releaser: ${JSON.stringify(value)} is not one of ${HELM_RELEASERS.join(", ")}`);
}
function helmOptions(raw, root) {
  const kubeVersion = nonEmpty(raw.kubeVersion);
  if (kubeVersion !== void 0 && !/^v?\d+\.\d+(\.\d+)?([-+][0-9A-Za-z.-]+)?$/.test(kubeVersion))
    throw new UsageError(
      `kube-version: ${JSON.stringify(kubeVersion)} is not a Kubernetes version (e.g. v1.34.0)`
    );
  const apiVersions = (raw.apiVersions ?? []).flatMap((line) => line.split(/[\n,]/)).map((v) => v.trim()).filter(Boolean);
  for (const version of apiVersions) {
    if (!/^([a-z0-9.-]+\/)?v[0-9a-z]+(\/[A-Za-z0-9]+)?$/.test(version))
      throw new UsageError(
        `api-versions: ${JSON.stringify(version)} is not a group/version or group/version/Kind (e.g. monitoring.coreos.com/v1)`
      );
  }
  const helm = nonEmpty(raw.helm);
  const chartCache = nonEmpty(raw.chartCache);
  return {
    ...helm ? { helm } : {},
    ...kubeVersion ? { kubeVersion: kubeVersion.startsWith("v") ? kubeVersion : `v${kubeVersion}` } : {},
    apiVersions,
    helmReleases: parseBoolean("helm-releases", raw.helmReleases, true),
    helmReleaser: parseReleaser(raw.helmReleaser),
    chartCache: chartCache ? resolvePath(root, chartCache) : defaultChartCache()
  };
}
function sourceOptions(raw, defaultNamespace) {
  const repositorySource = nonEmpty(raw.repositorySource);
  if (repositorySource !== void 0 && !/^([A-Za-z]+\/)?([a-z0-9-.]+\/)?[a-z0-9][a-z0-9-.]*$/.test(repositorySource))
    throw new UsageError(
      `repository-source: ${JSON.stringify(repositorySource)} is not a sourceRef (name, namespace/name or Kind/namespace/name)`
    );
  let sourceSecrets;
  try {
    sourceSecrets = raw.sourceSecrets ? parseSourceSecrets(raw.sourceSecrets, defaultNamespace) : void 0;
  } catch (err) {
    if (err instanceof SourceSecretsError) throw new UsageError(err.message);
    throw err;
  }
  const token = nonEmpty(raw.githubToken);
  let host = "github.com";
  try {
    if (process.env.GITHUB_SERVER_URL) host = new URL(process.env.GITHUB_SERVER_URL).host;
  } catch {
  }
  return {
    ...repositorySource ? { repositorySource } : {},
    ...sourceSecrets?.size ? { sourceSecrets } : {},
    ...token ? { githubToken: { host, token } } : {}
  };
}
var NAMESPACE = /^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/;
function validNamespace(option, value) {
  if (value !== void 0 && !NAMESPACE.test(value)) {
    throw new UsageError(
      `${option}: ${JSON.stringify(value)} is not a valid namespace name (RFC 1123 label)`
    );
  }
  return value;
}
function validName(option, value) {
  if (value !== void 0 && !/^[a-z0-9]([-a-z0-9.]{0,251}[a-z0-9])?$/.test(value)) {
    throw new UsageError(`${option}: ${JSON.stringify(value)} is not a valid ServiceAccount name`);
  }
  return value;
}
function validKustomizationName(value) {
  if (value === void 0) return value;
  const parts = value.split("/");
  const name = parts.pop() ?? "";
  const namespaceOk = parts.length === 0 || parts.length === 1 && NAMESPACE.test(parts[0]);
  if (!namespaceOk || !/^[a-z0-9]([-a-z0-9.]{0,251}[a-z0-9])?$/.test(name))
    throw new UsageError(
      `name: ${JSON.stringify(value)} is not a Kustomization name (NAME or NAMESPACE/NAME, lowercase RFC 1123)`
    );
  return value;
}
function isDirectory2(path) {
  return statSync2(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
}
function nonEmpty(value) {
  const trimmed = value?.trim();
  return trimmed ? trimmed : void 0;
}
function resolvePath(base, p) {
  return isAbsolute6(p) ? p : resolve6(base, p);
}
var FEATURE_GATES = { StrictPostBuildSubstitutions: true };
function featureGates(value) {
  const gates = { ...FEATURE_GATES };
  for (const item of (nonEmpty(value) ?? "").split(/[,\n]/)) {
    const entry = item.trim();
    if (entry === "") continue;
    const [, name, setting] = /^([A-Za-z0-9]+)=(.*)$/.exec(entry) ?? [];
    if (name === void 0 || setting === void 0)
      throw new UsageError(`feature-gates: ${JSON.stringify(entry)} is not Gate=true or Gate=false`);
    if (!Object.hasOwn(gates, name))
      throw new UsageError(
        `feature-gates: unrecognized feature gate: ${name} (supported: ${Object.keys(FEATURE_GATES).join(", ")})`
      );
    gates[name] = parseBoolean(`feature-gates: ${name}`, setting, true);
  }
  return gates;
}
function parseBoolean(option, value, fallback) {
  const v = nonEmpty(value)?.toLowerCase();
  if (v === void 0) return fallback;
  if (v === "true") return true;
  if (v === "false") return false;
  throw new UsageError(`${option}: must be true or false, got ${JSON.stringify(value)}`);
}
function asUsage(parse2) {
  try {
    return parse2();
  } catch (err) {
    throw new UsageError(err.message);
  }
}

export {
  GITHUB_LIMITS,
  measure,
  cutTo,
  problemLines,
  warningLines,
  shortRevision,
  plural,
  countActions,
  renderTextTable,
  renderChangeLines,
  renderReleaseLines,
  diffAnnotations,
  planAnnotations,
  budgetAnnotations,
  IGNORE_NOTHING,
  compileDriftIgnore,
  withoutPaths,
  resolveIgnoredDrift,
  applyDriftResolutions,
  kindRank,
  stageOf,
  compareForApply,
  releaseRemovalText,
  diffRevisions,
  attachPlanDiffs,
  releaseObjectComparison,
  escapeInline,
  codeSpan,
  escapeHiddenComment,
  renderDiffText,
  planDiff,
  renderDiffMarkdown,
  renderMarkdown,
  parseRunReport,
  redact,
  redactDeep,
  redactingLogger,
  SecretValues,
  runSecrets,
  kubeconfigSecrets,
  statusDescription,
  failureSummary,
  BuildError,
  within,
  lookupSource,
  scratchDir,
  scratchBase,
  ArtifactStore,
  maskDecrypted,
  childEnvironment,
  formatManifests,
  substitutionReaderFrom,
  isExecutable,
  which,
  detectRenderer,
  resolveSource,
  mappedSource,
  resolveSourceDir,
  securePath,
  readSetOf,
  readSetFiles,
  RenderCache,
  renderThroughCache,
  sourceRevision,
  SOURCE_GROUP,
  DEFAULT_FETCH_TIMEOUT_MS,
  sourceKey,
  readSourceObject,
  repositoryRemote,
  gunzip,
  extractTarGz,
  joinInside,
  readLimited,
  printableUrl,
  OciRepositoryClient,
  resolveOciReference,
  SourceResolver,
  UsageError,
  resolveOptions,
  DEFAULT_KUBE_VERSION,
  parseBoolean
};
