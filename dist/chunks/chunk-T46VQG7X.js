import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
import {
  CLUSTER_SCOPED_KINDS,
  EVENT_ID,
  FLUX_SUBSTITUTE_ANNOTATION,
  GO_YAML_V3_WORDS,
  HELM_GROUP,
  KUSTOMIZATION_FILES,
  PATCH_TARGET_FIELDS,
  SCALAR_STYLE,
  YamlError,
  YamlMappingEditor,
  documentPieces,
  escapeRegExp,
  formatLocation,
  formatRef,
  getScalarValue,
  goRegExp,
  goYamlNumber,
  goYamlTimestamp,
  isRecord,
  kustomizationKey,
  mergeMaps,
  parseEvents,
  parseYaml,
  parseYamlDocument,
  parseYamlDocuments,
  parseYamlNodes,
  parseYamlValues,
  readYamlDocuments,
  safeServerUrl,
  sortKeys,
  splitApiVersion,
  stringifyYaml
} from "./chunk-H2ZCAGYU.js";

// src/build/environment.ts
import { mkdirSync } from "node:fs";
import { join as join2 } from "node:path";

// src/build/scratch.ts
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
var PREFIX = "kustomize-sync-run-";
var runDir;
function scratchDir() {
  if (runDir === void 0) {
    const base = scratchBase();
    sweepScratch(base);
    const dir = mkdtempSync(join(base, `${PREFIX}${hostTag()}-${process.pid}-`));
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
      rmSync(join(base, name), { recursive: true, force: true });
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

// src/build/environment.ts
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
    home = join2(scratchDir(), "home");
    mkdirSync(home, { mode: 448 });
  }
  return home;
}

// src/build/artifacts.ts
import { copyFile, mkdir, mkdtemp, readdir, readFile as readFile3, realpath as realpath2, rm, stat as stat2, writeFile } from "node:fs/promises";
import { dirname as dirname2, join as join5, posix, relative as relative2, resolve as resolve2 } from "node:path";

// src/build/confine.ts
import { readFile, realpath, stat } from "node:fs/promises";
import { dirname, isAbsolute, join as join3, relative, resolve, sep } from "node:path";

// src/build/errors.ts
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
  notAnObject: (where) => `failed to decode Kubernetes apiVersion, kind and name from ${where}`
};

// src/build/confine.ts
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
  for (const name of KUSTOMIZATION_FILES) {
    const info = await stat(join3(dir, name)).catch(() => void 0);
    if (info && !info.isDirectory()) return name;
  }
  return void 0;
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
  async run() {
    this.rootReal = await realpath(this.input.root);
    const top = await this.resolvePath(this.input.dir);
    if (!this.allowed(top)) {
      throw new ConfinementError(
        messages.notInSource(this.display(this.input.dir), this.input.root, top.real)
      );
    }
    const bases = [.../* @__PURE__ */ new Set([this.input.dir, top.real ?? this.input.dir])];
    if (this.input.generatedResources) {
      const where = { file: this.display(join3(this.input.dir, "kustomization.yaml")) };
      await firstFailure(
        this.input.generatedResources.map(
          (resource, i) => this.reference(resource, "load", bases, false, { ...where, field: `resources[${i}]` })
        )
      );
    } else {
      await this.kustomization(this.input.dir, bases, false);
    }
    for (const [i, component] of this.input.components.entries()) {
      await this.reference(component, "load", bases, false, { file: "", field: `spec.components[${i}]` });
    }
  }
  async resolvePath(path) {
    const info = await stat(path).catch(() => void 0);
    const real = info ? await realpath(path).catch(() => void 0) : void 0;
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
  async kustomization(dir, bases, plugin) {
    const key2 = `${plugin}:${await realpath(dir).catch(() => dir)}`;
    if (this.visited.has(key2)) return;
    this.visited.add(key2);
    this.reads.directories.push(key2.slice(key2.indexOf(":") + 1));
    this.reads.touched.push(dir);
    const name = await findKustomizationFile(dir);
    if (!name) return;
    const file = join3(dir, name);
    const where = { file: this.display(file), field: "" };
    const resolved = await this.resolvePath(file);
    if (!this.allowed(resolved)) this.refuse(file, resolved, where);
    const text2 = await readFile(file, "utf8");
    let doc;
    try {
      doc = parseYamlDocument(text2, { allowDuplicateKeys: true });
    } catch (error) {
      if (!(error instanceof YamlError)) throw error;
      throw new ConfinementError(`${where.file}: ${error.message}`, { file: where.file, line: error.line });
    }
    if (!doc) return;
    const { value } = doc;
    const checks = [];
    for (const [pattern, fieldRole] of KUSTOMIZATION_FIELDS) {
      const role = plugin && fieldRole === "load" ? "plugin" : fieldRole;
      for (const [path, reference] of matches(value, pattern.split("."))) {
        checks.push(
          this.reference(reference, role, bases, plugin, {
            file: where.file,
            field: fieldName(path),
            line: doc.lineOf(path)
          })
        );
      }
    }
    await firstFailure(checks);
  }
  async reference(reference, role, bases, plugin, where) {
    if (reference.includes("\n")) {
      if (role === "plugin") await this.pluginConfigText(reference, bases, where);
      return;
    }
    const path = role === "fileSource" && reference.includes("=") ? reference.slice(reference.indexOf("=") + 1) : reference;
    if (path === "") return;
    if ((role === "load" || role === "plugin") && remoteScheme(path)) this.refuseRemote(path, where);
    for (const base of bases) {
      const resolved = await this.resolvePath(isAbsolute(path) ? path : resolve(base, path));
      if (!this.allowed(resolved)) this.refuse(path, resolved, where);
      if (role === "file" || role === "fileSource") {
        if (!plugin && resolved.real !== void 0)
          this.reads.files.push({
            field: where.field,
            reference,
            real: resolved.real,
            file: where.file,
            ...where.line ? { line: where.line } : {}
          });
        continue;
      }
      if (resolved.real === void 0) {
        if (remoteLooking(path)) this.refuseRemote(path, where);
        continue;
      }
      const nextBases = [.../* @__PURE__ */ new Set([resolved.path, resolved.real])];
      if (resolved.isDirectory)
        await this.kustomization(resolved.path, nextBases, plugin || role === "plugin");
      else if (role === "plugin") {
        const text2 = await readFile(resolved.real, "utf8");
        await this.pluginConfigText(text2, [...bases, dirname(resolved.path)], {
          file: this.display(resolved.path),
          field: ""
        });
      }
    }
  }
  async pluginConfigText(text2, bases, where) {
    let documents;
    try {
      documents = parseYamlDocuments(text2, { allowDuplicateKeys: true });
    } catch (error) {
      if (!(error instanceof YamlError)) throw error;
      throw new ConfinementError(`${where.file}: ${error.message}`, {
        file: where.file,
        ...where.line ? { line: where.line } : {}
      });
    }
    for (const doc of documents) {
      const { value } = doc;
      for (const [pattern, role] of PLUGIN_FIELDS) {
        for (const [path, reference] of matches(value, pattern.split("."))) {
          const line = where.field === "" ? doc.lineOf(path) : where.line;
          const field = where.field ? `${where.field}: ${fieldName(path)}` : fieldName(path);
          await this.reference(reference, role, bases, true, {
            file: where.file,
            field,
            ...line ? { line } : {}
          });
        }
      }
    }
  }
  refuse(path, resolved, where) {
    const inGit = resolved.real !== void 0 && within(this.rootReal, resolved.real);
    const detail = inGit ? messages.inGitDirectory(path) : messages.notInSource(
      path,
      this.input.root,
      resolved.real !== resolved.path ? resolved.real : void 0
    );
    throw new ConfinementError(`${located(where)}${detail}`, locationOf(where));
  }
  refuseRemote(path, where) {
    throw new ConfinementError(
      `${located(where)}${messages.remoteBase(path, this.input.root)}`,
      locationOf(where)
    );
  }
};
function locationOf(where) {
  return where.file ? { file: where.file, ...where.line ? { line: where.line } : {} } : void 0;
}
function located(where) {
  const file = where.file === "" ? "" : `${where.file}${where.line ? `:${where.line}` : ""}: `;
  return `${file}${where.field ? `${where.field}: ` : ""}`;
}
async function firstFailure(checks) {
  const results = await Promise.allSettled(checks);
  const failed = results.find((r) => r.status === "rejected");
  if (failed) throw failed.reason;
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
  await confinement.run();
  return confinement.reads;
}
async function assertInside(root, path, display) {
  const rootReal = await realpath(root);
  const real = await realpath(path).catch(() => void 0);
  if (real === void 0) return;
  if (!within(rootReal, real) || relative(rootReal, real).split(sep).includes(".git")) {
    throw new ConfinementError(messages.notInSource(display, root, real));
  }
}

// src/build/glob.ts
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

// src/build/mapping.ts
function lookupSource(sources, kind, namespace, name) {
  if (!sources) return void 0;
  return sources[`${kind}/${namespace}/${name}`] ?? sources[`${namespace}/${name}`] ?? sources[name];
}

// src/build/sourceignore.ts
import { readFile as readFile2 } from "node:fs/promises";
import { join as join4 } from "node:path";
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
    const text2 = await readFile2(join4(sourceDir, domain, ".sourceignore"), "utf8").catch(() => void 0);
    if (text2 !== void 0) this.add(text2.split(/\r?\n/), domain);
  }
  ignores(path, isDirectory2) {
    let ignored = false;
    for (const rule of this.rules) {
      if (rule.domain !== "" && path !== rule.domain && !path.startsWith(`${rule.domain}/`)) continue;
      const relative7 = rule.domain === "" ? path : path.slice(rule.domain.length + 1);
      if (relative7 === "") continue;
      if (rule.dirOnly && !isDirectory2 && !rule.regex.test(relative7.slice(0, relative7.lastIndexOf("/")) || ""))
        continue;
      if (rule.regex.test(relative7)) ignored = !rule.negate;
    }
    return ignored;
  }
};

// src/build/artifacts.ts
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
    this.workspace ??= mkdtemp(join5(scratchDir(), "artifacts-"));
    const dir = join5(await this.workspace, id.replace("/", "_"));
    await mkdir(dir, { recursive: true });
    const where = `ExternalArtifact '${id}' (ArtifactGenerator/${kustomizationKey(generator)})`;
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
          `${where}: failed to apply copy operation from '${rule.from}' to '${rule.to}': ${error.message}`
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
    const entries = await readdir(join5(this.root, rel), { withFileTypes: true }).catch(() => []);
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
    const absolute = join5(this.root, ...segments);
    const info = await stat2(absolute).catch(() => void 0);
    if (!info) return void 0;
    if (segments.length > 0 && this.ignore.ignores(segments.join("/"), info.isDirectory())) return void 0;
    this.realRoot ??= realpath2(this.root);
    const real = await realpath2(absolute).catch(() => void 0);
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
    const segments = posix.normalize(pattern).split("/").filter((s) => s !== "" && s !== ".");
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
  if (posix.isAbsolute(dest) || dest.split("/").includes(".."))
    throw new ArtifactError("destination path must stay within the artifact root");
  return posix.normalize(dest);
}
function selectionRoot(pattern) {
  const parts = [];
  for (const part of posix.normalize(pattern).split("/")) {
    if (hasGlobChars(part)) break;
    parts.push(part);
  }
  return parts.length === 0 ? "." : posix.join(...parts);
}
function excluded(path, base, patterns) {
  const test = (p) => patterns.some(
    (pattern) => matchPath(pattern, p) || !pattern.includes("/") && matchPath(pattern, posix.basename(p))
  );
  if (test(path)) return true;
  if (base === "." || base === "") return false;
  const rel = posix.relative(base, path);
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
    const src = posix.normalize(pattern);
    const entry = await view.entry(src);
    if (!entry) {
      if (rule.optional) return;
      throw new ArtifactError(`source '${src}' does not exist`);
    }
    if (entry.directory) return copy.tree(src, posix.join(dest, posix.basename(src)), src);
    if (excluded(src, ".", rule.exclude)) return;
    const into = rule.to.endsWith("/") || await isDirectory(join5(artifact.dir, dest));
    return copy.file(src, into ? posix.join(dest, posix.basename(src)) : dest);
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
    const target = prefix !== void 0 && match.startsWith(`${prefix}/`) ? posix.join(dest, match.slice(prefix.length + 1)) : posix.join(dest, match);
    const entry = await view.entry(match);
    if (entry?.directory) await copy.tree(match, target, base);
    else await copy.file(match, target);
  }
}
async function isDirectory(path) {
  return (await stat2(path).catch(() => void 0))?.isDirectory() ?? false;
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
    await mkdir(join5(this.artifact.dir, dest), { recursive: true });
    for (const entry of await this.view.list(src)) {
      const path = `${src}/${entry.name}`;
      if (excluded(path, base, this.rule.exclude)) continue;
      if (entry.directory) await this.tree(path, posix.join(dest, entry.name), base);
      else await this.file(path, posix.join(dest, entry.name));
    }
  }
  async file(src, dest) {
    const from = join5(this.view.root, src);
    const to = join5(this.artifact.dir, dest);
    if (relative2(this.artifact.dir, to).startsWith(".."))
      throw new ArtifactError("destination path must stay within the artifact root");
    await mkdir(dirname2(to), { recursive: true });
    if (this.rule.strategy === "Merge" && (await stat2(to).catch(() => void 0))?.isFile()) {
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
  for (const { value } of parseYamlDocuments(await readFile3(file, "utf8"))) {
    if (value === null || value === void 0) continue;
    if (!isRecord(value)) throw new ArtifactError(`cannot merge ${posix.basename(file)}: not a YAML mapping`);
    out = mergeMaps(out, value);
  }
  return out;
}

// src/build/decrypt.ts
import { mkdir as mkdir2, readdir as readdir2, readFile as readFile4, realpath as realpath3, rm as rm2, stat as stat3, symlink, writeFile as writeFile2 } from "node:fs/promises";
import { dirname as dirname3, isAbsolute as isAbsolute2, join as join6, relative as relative3 } from "node:path";

// src/cluster/refs.ts
function refOf(obj) {
  const { group, version } = splitApiVersion(obj.apiVersion);
  return { group, version, kind: obj.kind, namespace: obj.metadata.namespace ?? "", name: obj.metadata.name };
}

// src/sops/index.ts
import { readFileSync } from "node:fs";

// src/sops/tree.ts
var GoFloat = class {
  constructor(value) {
    this.value = value;
  }
  value;
};
var GoTime = class {
  constructor(text2) {
    this.text = text2;
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
  const text2 = String(value);
  if (!/e/i.test(text2)) return text2;
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
    const list = group[kind];
    if (!Array.isArray(list)) continue;
    for (const entry of list) {
      if (!entry || typeof entry !== "object") continue;
      const key2 = entry;
      keys.push({ kind, id: idOf(key2), enc: String(key2.enc ?? "") });
    }
  }
  return keys;
}
var text = (value) => value === void 0 || value === null ? void 0 : String(value);
function readMetadata(value) {
  if (!isRecord(value)) throw new MetadataError("the sops metadata is not a mapping");
  const m = value;
  const lastModified = text(m.lastmodified);
  const mac = text(m.mac);
  if (!lastModified) throw new MetadataError("the sops metadata has no lastmodified");
  const groups = Array.isArray(m.key_groups) ? m.key_groups.map((group) => keysOf(group ?? {})) : [keysOf(m)];
  const metadata = {
    keyGroups: groups,
    shamirThreshold: Number(m.shamir_threshold ?? 0) || 0,
    lastModified,
    mac: mac ?? "",
    macOnlyEncrypted: m.mac_only_encrypted === true || m.mac_only_encrypted === "true",
    version: text(m.version) ?? ""
  };
  const rules = {
    unencryptedSuffix: text(m.unencrypted_suffix),
    encryptedSuffix: text(m.encrypted_suffix),
    unencryptedRegex: text(m.unencrypted_regex),
    encryptedRegex: text(m.encrypted_regex),
    unencryptedCommentRegex: text(m.unencrypted_comment_regex),
    encryptedCommentRegex: text(m.encrypted_comment_regex)
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
  async addAgeKeys(text2, source) {
    const identities = text2.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "" && !line.startsWith("#"));
    for (const identity of identities) {
      let recipient;
      try {
        recipient = await (await age()).identityToRecipient(identity);
      } catch {
        throw new KeyError(`${source}: not an age identity (expected AGE-SECRET-KEY-1\u2026 lines)`);
      }
      this.age.push({ identity, recipient });
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
    for (const { identity } of this.age) decrypter.addIdentity(identity);
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
var ORDER = ["age", "pgp"];
var rank = (key2) => ORDER.includes(key2.kind) ? ORDER.indexOf(key2.kind) : ORDER.length;

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
function parseIni(text2) {
  let body = text2.startsWith("\uFEFF") ? text2.slice(1) : text2;
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
  const readMultilines = (first, value, quote) => {
    let val = value;
    for (; ; ) {
      const line = readLine();
      if (line === void 0) throw new IniError(`missing closing key quote from ${JSON.stringify(first)}`);
      const pos = line.lastIndexOf(quote);
      if (pos > -1) {
        const rest = line.slice(pos + quote.length).replace(/[\r\n]+$/, "");
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
      const more = (line ?? "").trim();
      if (more.length === 0) return val;
      val += more;
      if (!val.endsWith("\\")) return val;
      val = val.slice(0, -1);
    }
  };
  const readValue = (input) => {
    let line = trimLeft(input);
    if (line.length === 0) return "";
    let quote = "";
    if (line.length > 3 && line.startsWith('"""')) quote = '"""';
    else if (line[0] === "`") quote = "`";
    if (quote) {
      const pos = line.slice(quote.length).lastIndexOf(quote);
      if (pos === -1) return readMultilines(line, line.slice(quote.length), quote);
      return line.slice(quote.length, pos + quote.length);
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
function surrounded(text2, quote) {
  return text2.length >= 2 && text2[0] === quote && text2.endsWith(quote) && text2.indexOf(quote, 1) === text2.length - 1;
}
function readKeyName(line) {
  let quote = "";
  if (line[0] === '"') quote = line.length > 6 && line.startsWith('"""') ? '"""' : '"';
  else if (line[0] === "`") quote = "`";
  if (quote) {
    const start = quote.length;
    let pos = line.slice(start).indexOf(quote);
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
function readIni(text2) {
  return new Branch(
    parseIni(text2).map((section) => {
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
var byteLength = (text2) => Buffer.byteLength(text2, "utf8");
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
  const text2 = node.text;
  if (GO_YAML_V3_WORDS.has(text2)) {
    if (text2 === "" || text2 === "~" || text2.toLowerCase() === "null") return null;
    return text2.toLowerCase() === "true";
  }
  const time = goYamlTimestamp(text2);
  if (time !== void 0) return new GoTime(time);
  const number = goYamlNumber(text2);
  if (number === void 0) return text2;
  if (number.kind === "int") {
    const exact = number.exact ?? BigInt(number.value);
    return Number.isSafeInteger(Number(exact)) ? Number(exact) : exact;
  }
  return Number.isInteger(number.value) ? new GoFloat(number.value) : number.value;
}
function readYamlBranches(text2) {
  const { documents, comments } = parseYamlNodes(text2);
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
      const list = itemsByLine.get(line) ?? [];
      list.push({ collection, scalarValue: child.kind === "scalar", column: at });
      itemsByLine.set(line, list);
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
  const resolve4 = (item) => {
    if (isCollection(item)) return finish(item);
    if (item && typeof item === "object" && "key" in item)
      return { key: item.key, value: isCollection(item.value) ? finish(item.value) : item.value };
    return item;
  };
  const items = entries.map((entry) => resolve4(entry.item));
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
function resolvesToNonString(text2) {
  if (GO_YAML_V3_WORDS.has(text2) || text2 === "<<") return true;
  if (/^[-+.0-9]/.test(text2) && goYamlNumber(text2) !== void 0) return true;
  return goYamlTimestamp(text2) !== void 0;
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
  const text2 = String(value);
  let style;
  if (text2.includes("\n")) style = "literal";
  else if (!resolvesToNonString(text2) && !BASE60_FLOAT.test(text2) && !OLD_BOOLS.has(text2)) style = "plain";
  else style = "double";
  return { kind: "scalar", value: text2, style: allowedStyle(analyze(text2), style, false) };
}
var isBreak = (c) => c === 10 || c === 13 || c === 133 || c === 8232 || c === 8233;
var isSpace = (c) => c === 32;
var isBlank = (c) => c === 32 || c === 9;
function isPrintable(c) {
  return c === 10 || c >= 32 && c <= 126 || c >= 160 && c <= 55295 || c >= 57344 && c <= 65533 && c !== 65279;
}
function analyze(text2) {
  const chars = [...text2].map((ch) => ch.codePointAt(0));
  if (chars.length === 0)
    return { multiline: false, blockPlainAllowed: true, singleQuotedAllowed: true, blockAllowed: false };
  let blockIndicators = text2.startsWith("---") || text2.startsWith("...");
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
  put(text2) {
    this.out += text2;
    this.column += [...text2].length;
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
function looksEncrypted(text2, format) {
  return text2.includes(MARKERS.find(([f]) => f === format)[1]);
}
function detectFormat(text2) {
  return MARKERS.find(([, marker]) => text2.includes(marker))?.[0];
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
function loadBranches(text2, format) {
  switch (format) {
    case "dotenv":
      return [dotenvBranch(text2)];
    case "ini":
      try {
        return [readIni(text2)];
      } catch (error) {
        if (error instanceof IniError) throw new StoreError(`not valid INI: ${error.message}`);
        throw error;
      }
    case "yaml":
      try {
        return readYamlBranches(text2);
      } catch (error) {
        if (error instanceof YamlError) throw new StoreError(`not valid YAML: ${error.message}`);
        if (error instanceof YamlStoreError) throw new StoreError(error.message);
        throw error;
      }
    default: {
      let documents;
      try {
        documents = parseYamlDocuments(text2);
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
function dotenvBranch(text2) {
  const items = [];
  for (const [index, line] of text2.split("\n").entries()) {
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
  const text2 = plain.toString("utf8");
  switch (type) {
    case "str":
    case "bytes":
      if (!Buffer.from(text2, "utf8").equals(plain))
        return { value: new GoBytes(plain), text: text2, comment: false };
      return { value: text2, text: text2, comment: false };
    case "time":
      return { value: new GoTime(text2), text: text2, comment: false };
    case "comment":
      return { value: text2, text: text2, comment: true };
    case "int": {
      if (!/^[+-]?\d+$/.test(text2)) throw new CipherError("an int value that is not a number");
      const exact = BigInt(text2);
      const value = Number.isSafeInteger(Number(exact)) ? Number(exact) : exact;
      return { value, text: exact.toString(), comment: false };
    }
    case "float": {
      const number = goParseFloat(text2);
      if (number === void 0) throw new CipherError("a float value that is not a number");
      return {
        value: Number.isInteger(number) ? new GoFloat(number) : number,
        text: goFloat(number),
        comment: false
      };
    }
    case "bool": {
      if (["1", "t", "T", "TRUE", "true", "True"].includes(text2))
        return { value: true, text: "True", comment: false };
      if (["0", "f", "F", "FALSE", "false", "False"].includes(text2))
        return { value: false, text: "False", comment: false };
      throw new CipherError("a bool value that is not a boolean");
    }
    default:
      throw new CipherError(`unknown value type ${JSON.stringify(type)}`);
  }
}
function goParseFloat(text2) {
  const special = /^([+-]?)(inf|infinity|nan)$/i.exec(text2);
  if (special) {
    if (special[2]?.toLowerCase() === "nan") return Number.NaN;
    return special[1] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  }
  const number = Number(text2);
  return text2.trim() === "" || Number.isNaN(number) ? void 0 : number;
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
    let text2 = value === null ? void 0 : macText(value);
    if (encrypted) {
      if (typeof value !== "string")
        throw new DecryptError(`${path.join(".")}: expected an encrypted value, found a ${typeof value}`);
      try {
        const plain = decryptValue(value, key2, `${path.join(":")}:`);
        result = plain.value;
        text2 = plain.text;
        if (plain.comment) {
          text2 = void 0;
          result = { comment: plain.text };
        } else if (plain.text !== "" && !saysNothing(plain.value)) plaintexts.push(plain.text);
      } catch (error) {
        if (!(error instanceof CipherError)) throw error;
        throw new DecryptError(`cannot decrypt ${path.join(".")}: ${error.message}`);
      }
    }
    if (text2 !== void 0 && (!metadata.macOnlyEncrypted || encrypted))
      hash.update(result instanceof GoBytes ? result.bytes : Buffer.from(text2, "utf8"));
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
function parse(text2, format) {
  try {
    const loaded = loadBranches(text2, format);
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
async function decryptFile(text2, inputFormat2, outputFormat, keyring) {
  const { branches, metadata } = parse(text2, inputFormat2);
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
async function verifyDocuments(text2, mac, keyring) {
  let loaded;
  try {
    loaded = loadBranches(text2, "yaml");
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
        text: readFileSync(env.SOPS_AGE_KEY_FILE, "utf8"),
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

// src/build/decrypt.ts
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
        for (const { text: text2, source } of runAgeKeys(options.ageKey)) {
          keep(text2);
          for (const identity of await keyring.addAgeKeys(text2, source)) keep(identity);
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
    this.kept.push(`${what} was not decrypted (${why}): its values are shown as ${MASK}`);
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
    const rootReal = await realpath3(this.ctx.root).catch(() => this.ctx.root);
    for (const [real, { format, read }] of targets) {
      const where = `${displayRelative(rootReal, real)} (${read.file}${read.line ? `:${read.line}` : ""} ${read.field})`;
      const source = { file: read.file, ...read.line ? { line: read.line } : {} };
      const info = await stat3(real);
      if (!info.isFile())
        throw new DecryptionError(
          `error decrypting sources: ${where}: cannot decrypt irregular file`,
          source
        );
      if (info.size > MAX_ENCRYPTED_FILE_BYTES)
        throw new DecryptionError(
          `error decrypting sources: ${where}: cannot decrypt file with size (${info.size} bytes) exceeding limit (${MAX_ENCRYPTED_FILE_BYTES})`,
          source
        );
      const text2 = await readFile4(real, "utf8");
      if (!looksEncrypted(text2, format)) continue;
      try {
        const { result, plaintexts } = await decryptFile(text2, format, format, await this.keyring());
        this.learn(plaintexts);
        decrypted.set(real, result);
      } catch (error) {
        if (error instanceof SopsError && error.recipients && this.keepUndecryptable) {
          this.keep(where, error);
          continue;
        }
        if (error instanceof SopsError)
          throw new DecryptionError(`error decrypting sources: ${where}: ${error.message}`, source);
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
      const label = formatRef(refOf(object));
      const at = source ? ` (${source.file}${source.line ? `:${source.line}` : ""})` : "";
      const fail = (detail) => new DecryptionError(`decryption failed for '${label}'${at}: ${detail}`, source ?? this.spec.source);
      const masked = (error) => {
        maskSopsObject(object);
        entry.text = stringifyYaml(object);
        this.keep(`${label}${at}`, error);
      };
      if (hasSopsMetadata(object)) {
        if (!this.enabled && this.keepUndecryptable) {
          masked();
          continue;
        }
        if (!this.enabled) {
          const recipients2 = describeRecipients(objectRecipients(object));
          throw new DecryptionError(
            `${label}${at} is SOPS encrypted${recipients2 ? ` (for ${recipients2})` : ""}, configuring decryption is required for this secret to be reconciled (spec.decryption)`,
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
          this.decryptedObjects.add(label);
        } catch (error) {
          if (error instanceof SopsError && error.recipients && this.keepUndecryptable) masked(error);
          else if (error instanceof SopsError) throw fail(error.message);
          else throw error;
        }
        continue;
      }
      if (object.kind !== "Secret" || object.apiVersion !== "v1") continue;
      if (!this.enabled) {
        const encrypted = encryptedDataKey(object);
        if (encrypted !== void 0 && !this.keepUndecryptable)
          throw new DecryptionError(
            `${label}${at} holds SOPS-encrypted data ('${encrypted}'), configuring decryption is required for this secret to be reconciled (spec.decryption)`,
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
            throw fail(`Secret field '${key2}': ${error.message}`);
          data[key2] = Buffer.from(MASK).toString("base64");
          changed = true;
          this.keep(`${label}${at} field '${key2}'`, error);
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
    const file = isAbsolute2(source.file) ? source.file : join6(this.ctx.root, source.file);
    await verifyDocuments(await readFile4(file, "utf8"), mac, keyring);
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
          const text2 = field === "data" ? Buffer.from(String(value), "base64").toString("utf8") : String(value);
          if (whole || this.fromPlaintext(text2)) fields.add(`${field}
${key2}`);
        }
      }
      if (fields.size > 0) decryptedFields.set(object, fields);
    }
  }
  fromPlaintext(text2) {
    if (this.plaintexts.has(text2)) return true;
    for (const plain of this.plaintexts) if (plain.length >= 8 && text2.includes(plain)) return true;
    return false;
  }
};
var decryptedFields = /* @__PURE__ */ new WeakMap();
var MASK = "**SOPS**";
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
      values[key2] = field === "data" ? Buffer.from(MASK).toString("base64") : MASK;
  }
}
function maskDecrypted(object) {
  const fields = decryptedFields.get(object);
  if (!fields) return object;
  const copy = structuredClone(object);
  for (const entry of fields) {
    const [field, key2] = entry.split("\n");
    copy[field][key2] = field === "data" ? Buffer.from(MASK).toString("base64") : MASK;
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
  const rootReal = await realpath3(sourceDir);
  const dirReal = await realpath3(dir);
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
      const child = join6(from, entry);
      const target = join6(to, entry);
      const plain = decrypted.get(child);
      if (plain !== void 0) await writeFile2(target, plain, { mode: 384 });
      else if (real.has(child)) await copy(child, target);
      else await symlink(child, target);
    }
  };
  await copy(rootReal, view);
  const buildDir = join6(view, relative3(rootReal, dirReal));
  await rm2(join6(buildDir, replacedFile), { force: true });
  return buildDir;
}

// src/build/format.ts
function formatManifests(manifests) {
  return manifests.map((m) => stringifyYaml(m.object)).join("---\n");
}

// src/build/envsubst.ts
var SubstitutionError = class extends Error {
  name = "SubstitutionError";
};
var ERR_BAD_SUBSTITUTION = "bad substitution";
var ERR_MISSING_BRACE = "missing closing brace";
var ERR_VARIABLE_NAME = "unable to parse variable name";
var ERR_FUNC_PARAM = "unable to parse substitution within function";
var isIdentChar = (c) => /^[\p{L}\p{Nd}_]$/u.test(c);
var Parser = class {
  constructor(text2) {
    this.text = text2;
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
function envsubst(text2, lookup, options = {}) {
  const nodes = new Parser(text2).parseTemplate();
  return evaluate(nodes, lookup, options.strict ?? false);
}

// src/build/substitute.ts
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
  const labels = metadata?.labels ?? {};
  const annotations = metadata?.annotations ?? {};
  return labels[FLUX_SUBSTITUTE_ANNOTATION] === "disabled" || annotations[FLUX_SUBSTITUTE_ANNOTATION] === "disabled";
}
function substituteText(text2, values, strict) {
  try {
    return envsubst(text2, (name) => values.get(name), { strict });
  } catch (error) {
    throw new VariablesError(`envsubst error: variable substitution failed: ${error.message}`);
  }
}
var SubstitutedValueError = class extends Error {
  name = "SubstitutedValueError";
};
function readSubstituted(text2) {
  const value = parseYaml(text2, { schema: "go-yaml-v2", allowDuplicateKeys: true });
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

// src/build/inputs.ts
var isBlank2 = (line) => line.trim() === "" || line.trim().startsWith("#");
function parseKeyValueLines(text2, inputName = "substitute") {
  const result = {};
  text2.split(/\r?\n/).forEach((line, index) => {
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
function parseVariableLines(text2, inputName = "substitute") {
  const variables = parseKeyValueLines(text2, inputName);
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
function parseImageLines(text2, inputName = "images") {
  const images = [];
  text2.split(/\r?\n/).forEach((raw, index) => {
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

// src/build/reads.ts
import { lstat, readdir as readdir4, realpath as realpath4, stat as stat8 } from "node:fs/promises";
import { join as join12, relative as relative6, sep as sep4 } from "node:path";

// src/build/generator.ts
import { mkdir as mkdir3, readdir as readdir3, readFile as readFile5, symlink as symlink2 } from "node:fs/promises";
import { join as join7, posix as posix2 } from "node:path";
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
      const full = join7(dir, entry.name);
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
      const text2 = await readFile5(full, "utf8");
      let documents;
      let kind;
      try {
        documents = parseYamlValues(text2);
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
  return !posix2.isAbsolute(path) && !/^[a-zA-Z][a-zA-Z0-9+.-]*:\/\//.test(path) && !/^[\w.-]+@/.test(path);
}
async function generateKustomization(dir, displayPath, spec, globalImages = [], pathBase = "", source, parsed) {
  const warnings = [];
  const existing = await findKustomizationFile(dir);
  let text2;
  let fileName;
  let user;
  let scanned;
  let resources = [];
  if (existing) {
    fileName = existing;
    text2 = await readFile5(join7(dir, existing), "utf8");
  } else {
    fileName = "kustomization.yaml";
    scanned = await scanManifests(dir, displayPath, warnings, source, parsed);
    resources = scanned.map((r) => pathBase ? posix2.join(pathBase, r) : r);
  }
  const open = () => {
    if (text2 === void 0) {
      return YamlMappingEditor.create({
        apiVersion: "kustomize.config.k8s.io/v1beta1",
        kind: "Kustomization",
        ...resources.length > 0 ? { resources } : {}
      });
    }
    try {
      return YamlMappingEditor.parse(text2);
    } catch (error) {
      if (!(error instanceof YamlError)) throw error;
      return null;
    }
  };
  const doc = open();
  if (!doc) {
    return {
      fileName,
      content: text2 ?? "",
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
        (c) => pathBase && !existing ? posix2.join(pathBase, c) : c
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
      if (candidate === "" || candidate.includes("\n") || posix2.isAbsolute(candidate) || candidate.includes("://"))
        continue;
      const normalized = posix2.normalize(posix2.join(relPath || ".", candidate));
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
      ).map((entry) => symlink2(join7(real, entry), join7(view, entry)))
    );
    if (next === void 0) break;
    real = join7(real, next);
    view = join7(view, next);
    await mkdir3(view);
  }
  return view;
}

// src/build/render.ts
import { mkdir as mkdir4, mkdtemp as mkdtemp2, rm as rm3, stat as stat7, writeFile as writeFile3 } from "node:fs/promises";
import { dirname as dirname4, join as join11, posix as posix3, relative as relative5, sep as sep3 } from "node:path";

// src/build/plain.ts
import { readFile as readFile6, stat as stat4 } from "node:fs/promises";
import { join as join8 } from "node:path";
async function renderPlain(dir, scanned, known) {
  const documents = [];
  for (const path of scanned) {
    const file = join8(dir, path);
    const info = await stat4(file).catch(() => void 0);
    if (!info?.isFile()) return void 0;
    const text2 = await readFile6(file, "utf8").catch(() => void 0);
    if (text2 === void 0 || MERGE_KEY.test(text2) || !documentPieces(text2).every((piece) => readsAsKyaml(piece.text)))
      return void 0;
    let parsed = known?.get(path);
    try {
      parsed ??= parseYamlValues(text2);
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
  const keyed = documents.map((document) => ({ document, id: resourceId(document.object) }));
  if (hasDuplicateIds(keyed.map((k) => k.id))) return void 0;
  keyed.sort((a, b) => legacyCompare(a.id, b.id));
  for (const { document } of keyed) document.object = inKustomizeKeyOrder(document.object);
  return keyed.map(({ document }) => document);
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
function readsAsKyaml(text2) {
  let events;
  try {
    events = parseEvents(text2, {});
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
      case EVENT_ID.ALIAS:
        return false;
      case EVENT_ID.SEQUENCE:
      case EVENT_ID.MAPPING: {
        if (event.anchorStart >= 0 || event.tagStart >= 0) return false;
        const top = stack[stack.length - 1];
        if (top?.mapping && top.key) return false;
        stack.push({ mapping: event.type === EVENT_ID.MAPPING, key: true });
        break;
      }
      case EVENT_ID.POP:
        if (stack.pop()) consumed();
        break;
      case EVENT_ID.SCALAR: {
        if (event.anchorStart >= 0 || event.tagStart >= 0) return false;
        const top = stack[stack.length - 1];
        const isKey = top?.mapping === true && top.key;
        const value = getScalarValue(text2, event);
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
  const { name, namespace, labels, annotations } = metadata;
  if (typeof name !== "string" || name === "") return false;
  if (namespace !== void 0 && typeof namespace !== "string") return false;
  if (labels !== void 0 && !stringMap(labels)) return false;
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

// src/build/provenance.ts
import { readFile as readFile7, stat as stat5 } from "node:fs/promises";
import { isAbsolute as isAbsolute3, join as join9, relative as relative4, sep as sep2 } from "node:path";
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
      cached = readFile7(file, "utf8").then(
        (text2) => fileIndex(
          readYamlDocuments(text2).documents.flatMap((doc) => {
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
  origin(text2) {
    if (this.origins.has(text2)) return this.origins.get(text2);
    let parsed;
    try {
      parsed = parseYaml(text2) ?? {};
    } catch {
      parsed = void 0;
    }
    this.origins.set(text2, parsed);
    return parsed;
  }
  async locate(origin, kind, name) {
    if (!origin) return void 0;
    const parsed = this.origin(origin);
    if (!parsed) return void 0;
    if (parsed.repo) return void 0;
    if (typeof parsed.path === "string") {
      const absolute = join9(this.buildDir, parsed.path);
      const docs = (await this.index(absolute)).get(kind);
      const line = docs && (docs.count === 1 ? docs.firstLine : lineOfName(docs.lines, name));
      const location = { file: this.display(absolute) };
      if (line !== void 0) location.line = line;
      return location;
    }
    if (typeof parsed.configuredIn === "string") {
      const absolute = join9(this.buildDir, parsed.configuredIn);
      if (absolute.startsWith(`${this.temporary}${sep2}`)) return void 0;
      const exists = await stat5(absolute).then(
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

// src/build/renderer.ts
import { execFile } from "node:child_process";
import { constants } from "node:fs";
import { access } from "node:fs/promises";
import { basename, delimiter, isAbsolute as isAbsolute4, join as join10 } from "node:path";
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
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (!dir) continue;
    const candidate = join10(dir, name);
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
async function kustomizeVersion(kind, command) {
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
async function detectRenderer(preferred) {
  const candidates = [];
  if (preferred && (isAbsolute4(preferred) || preferred.includes("/"))) {
    if (!await isExecutable(preferred))
      throw new Error(`kustomize renderer ${preferred} is not executable`);
    const kind = basename(preferred).startsWith("kubectl") ? "kubectl" : "kustomize";
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
    const version = await kustomizeVersion(kind, command);
    return makeRenderer(kind, command, version);
  }
  throw new Error(`neither kustomize nor kubectl is on PATH: ${INSTALL_HINT}`);
}

// src/build/sources.ts
import { stat as stat6 } from "node:fs/promises";
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
  const info = await stat6(dir).catch(() => void 0);
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

// src/build/render.ts
function isKustomizationObject(object) {
  return object.kind === "Kustomization" && typeof object.apiVersion === "string" && object.apiVersion.startsWith("kustomize.toolkit.fluxcd.io/");
}
function securePath(path) {
  const resolved = posix3.resolve("/", path.replaceAll("\\", "/"));
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
  const fail = (detail, reason = "BuildFailed") => new BuildError(id, detail, { reason, source: spec.source });
  const resolved = await resolveSource(spec, ctx);
  const sourceDir = resolved.dir;
  const relPath = securePath(spec.path);
  const displayPath = relPath === "" ? "./" : `./${relPath}`;
  const dir = join11(sourceDir, relPath);
  const info = await stat7(dir).catch(() => void 0);
  if (!info) throw fail(messages.pathNotFound(displayPath), "ArtifactFailed");
  if (!info.isDirectory()) throw fail(messages.pathNotDirectory(displayPath), "ArtifactFailed");
  await assertInside(sourceDir, dir, displayPath).catch((error) => {
    throw fail(messages.kustomizeFailed(error.message));
  });
  const components = [];
  for (const component of spec.components) {
    if (!isLocalRelativePath(component)) throw fail(messages.componentNotLocal(component));
    if (await stat7(join11(dir, component)).catch(() => void 0)) components.push(component);
    else if (!spec.ignoreMissingComponents)
      throw fail(messages.componentNotFound(component, `./${posix3.join(relPath || ".", component)}`));
  }
  const effective = components.length === spec.components.length ? spec : { ...spec, components };
  const variablesLoading = loadVariables(spec, ctx).then(
    (value) => ({ value }),
    (error) => ({ error })
  );
  const source = { dir: sourceDir, relPath };
  const tmpRoot = await mkdtemp2(join11(scratchDir(), "render-"));
  const cleanup = [tmpRoot];
  const buildOptions = { home: tmpRoot, ...ctx.signal ? { signal: ctx.signal } : {} };
  try {
    const mirrorOnly = ctx.isolation === "mirror";
    const fastPossible = !mirrorOnly && !spec.buildMetadata?.length;
    const pathBase = fastPossible ? relative5(tmpRoot, dir).split(sep3).join("/") : "";
    const plainPossible = fastPossible && !hasOverlayFields(effective, ctx.images);
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
      const text2 = error instanceof KustomizeError ? error.message : String(error.message ?? error);
      return text2.replace(new RegExp(`${escapeRegExp(tmpRoot)}/(mirror|probe)-\\d/`, "g"), "").replaceAll(tmpRoot, ".").replaceAll(`${sourceDir}/`, "").replaceAll(`${ctx.root}/`, "");
    };
    let output;
    let originBase = tmpRoot;
    let probeOutput = Promise.resolve(void 0);
    let plain = plainPossible && generated.created && !decryptedInputs && !generated.keepOrigin ? await renderPlain(dir, generated.scanned ?? [], scannedDocuments) : void 0;
    scannedDocuments?.clear();
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
      await writeFile3(join11(tmpRoot, "kustomization.yaml"), content);
      if (generated.created && generated.probeContent !== void 0) {
        const probeRoot = await mkdtemp2(join11(dirname4(tmpRoot), "render-"));
        cleanup.push(probeRoot);
        await writeFile3(join11(probeRoot, "kustomization.yaml"), generated.probeContent);
        probeOutput = ctx.renderer.build(probeRoot, { ...buildOptions, home: probeRoot }).catch(() => void 0);
      }
      try {
        output = await ctx.renderer.build(tmpRoot, buildOptions);
      } catch {
        if (generated.created)
          generated = await generateKustomization(dir, displayPath, effective, ctx.images, "", source);
      }
    }
    if (output === void 0 && !plain) {
      originBase = dir;
      const kustomization = generated;
      const attempt = async (name, references, content = kustomization.content) => {
        const view = join11(tmpRoot, name);
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
          await writeFile3(join11(buildDir2, kustomization.fileName), content);
          return ctx.renderer.build(buildDir2, buildOptions).finally(() => rm3(view, { recursive: true, force: true }));
        }
        const buildDir = await mirrorSource(sourceDir, relPath, view, kustomization.fileName, references);
        await writeFile3(join11(buildDir, kustomization.fileName), content);
        return ctx.renderer.build(buildDir, buildOptions);
      };
      if (kustomization.probeContent !== void 0) {
        probeOutput = attempt("probe-2", void 0, kustomization.probeContent).catch(() => void 0);
      }
      try {
        output = await attempt("mirror-1", kustomization.references).catch(
          (lazyFailure) => (
            // A reference the link heuristic missed looks like a missing file: the full mirror
            // settles it, and its error (if any) is the one Flux would report.
            kustomization.references ? attempt("mirror-2", void 0) : Promise.reject(lazyFailure)
          )
        );
      } catch (error) {
        await probeOutput;
        throw fail(messages.kustomizeFailed(readable(error)));
      }
    }
    const matchedProbes = matchedPatches(await probeOutput);
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
      fail,
      decryption,
      resolved.copiedFrom
    );
  } finally {
    await Promise.all(cleanup.map((dir2) => rm3(dir2, { recursive: true, force: true })));
  }
}
function readSubstitutedObject(text2, fail) {
  let value;
  try {
    value = readSubstituted(text2);
  } catch (error) {
    if (error instanceof SubstitutedValueError) throw fail(`envsubst error: ${error.message}`);
    const why = error instanceof YamlError ? ` (${error.message})` : "";
    throw fail(`envsubst error: YAMLToJSON: the substituted object is not valid YAML${why}`);
  }
  if (!isKubeObject(value)) throw fail("the substituted object has no apiVersion, kind or name");
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
var PROBE_ANNOTATION = new RegExp(`${escapeRegExp(PATCH_PROBE_PREFIX)}(\\d+)`, "g");
async function postBuild(spec, ctx, built, originBase, tmpRoot, generated, warnings, variablesLoading, fail, decryption, copiedFrom) {
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
    for (const [path, { documents }] of byFile) provenance.indexParsed(join11(originBase, path), documents);
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
  for (const [index, text2] of (inProcess ? [] : splitDocuments(built)).entries()) {
    const value = parseYaml(text2);
    if (value === null || value === void 0) continue;
    if (!isKubeObject(value))
      throw fail(messages.notAnObject(`document ${index + 1} of the kustomize output`));
    const { origin } = stripBuildAnnotations(value, generated.keepOrigin);
    parsed.push({ text: text2, object: value, source: provenance.locate(origin, value.kind, value.metadata.name) });
  }
  const sources = await Promise.all(parsed.map((p) => p.source));
  await decryption.decryptObjects(parsed, sources, warnings).catch((error) => {
    throw decryptionFailed(spec, error);
  });
  const loaded = await variablesLoading;
  if ("error" in loaded) {
    if (loaded.error instanceof VariablesError) throw fail(loaded.error.message);
    throw loaded.error;
  }
  const variables = loaded.value;
  warnings.push(...variables.warnings);
  let namesChecked = false;
  const manifests = [];
  for (const [i, { text: text2, object: built2 }] of parsed.entries()) {
    let object = built2;
    const source = sources[i];
    if (variables.enabled && !substitutionDisabled(object.metadata)) {
      if (!namesChecked) {
        try {
          validateVariableNames(variables.values);
        } catch (error) {
          throw fail(messages.postBuildFailed(objectLabel(object), error.message));
        }
        namesChecked = true;
      }
      const original = inProcess ? stringifyYaml(object) : text2;
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

// src/build/reads.ts
async function kustomizationDirsBelow(dir, at = "") {
  const entries = await readdir4(join12(dir, at), { withFileTypes: true }).catch(() => []);
  const found = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name === ".git") continue;
    const rel = at ? `${at}/${entry.name}` : entry.name;
    if (await findKustomizationFile(join12(dir, rel))) found.push(rel);
    found.push(...await kustomizationDirsBelow(dir, rel));
  }
  return found;
}
async function linkTargetsBelow(dir, seen, found) {
  const entries = await readdir4(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (entry.name === ".git") continue;
    const path = join12(dir, entry.name);
    if (entry.isSymbolicLink()) {
      const real = await realpath4(path).catch(() => void 0);
      if (real === void 0 || seen.has(real)) continue;
      seen.add(real);
      if ((await stat8(real).catch(() => void 0))?.isDirectory()) {
        found.directories.push(real);
        await linkTargetsBelow(real, seen, found);
      } else found.files.push(real);
    } else if (entry.isDirectory()) await linkTargetsBelow(path, seen, found);
  }
}
async function readSetOf(spec, sourceDir) {
  const dir = join12(sourceDir, securePath(spec.path));
  const rootReal = await realpath4(sourceDir);
  const components = spec.components.filter(isLocalRelativePath);
  const plain = (await lstat(dir).catch(() => void 0))?.isDirectory() ? await findKustomizationFile(dir) === void 0 : false;
  let touched;
  let directories;
  try {
    const reads = await confineBuild({
      root: sourceDir,
      dir,
      displayRoot: sourceDir,
      components,
      // Flux generates a kustomization listing spec.path's files and the directories below it
      // that hold a kustomization: each such directory is walked (more than Flux lists is safe).
      ...plain ? { generatedResources: await kustomizationDirsBelow(dir) } : {}
    });
    touched = reads.touched;
    directories = [dir, ...reads.directories];
  } catch {
    return void 0;
  }
  const seen = /* @__PURE__ */ new Set();
  const links = { directories: [], files: [] };
  for (const d of new Set(directories)) await linkTargetsBelow(d, seen, links);
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
  return {
    directories: inside([...directories, ...links.directories]),
    paths: inside([...touched, ...links.files])
  };
}

// src/build/render-cache.ts
import { createHash as createHash3, randomBytes } from "node:crypto";
import { lstat as lstat2, mkdir as mkdir5, readdir as readdir5, readFile as readFile8, readlink, rename, rm as rm4, writeFile as writeFile4 } from "node:fs/promises";
import { dirname as dirname5, join as join13, posix as posix4 } from "node:path";
import { fileURLToPath } from "node:url";
var FORMAT = 1;
var engine;
function engineDigest() {
  engine ??= (async () => {
    const self = fileURLToPath(import.meta.url);
    const files = self.endsWith(".ts") ? await sourceFiles(dirname5(dirname5(self))) : [self];
    const hash = createHash3("sha256");
    for (const file of files)
      hash.update(file).update("\0").update(await readFile8(file));
    return hash.digest("hex");
  })().catch(() => void 0);
  return engine;
}
async function sourceFiles(dir) {
  const out = [];
  for (const entry of (await readdir5(dir, { withFileTypes: true })).sort(
    (a, b) => a.name < b.name ? -1 : 1
  )) {
    const path = join13(dir, entry.name);
    if (entry.isDirectory()) out.push(...await sourceFiles(path));
    else if (entry.name.endsWith(".ts")) out.push(path);
  }
  return out;
}
async function fileDigest(path) {
  return createHash3("sha256").update(await readFile8(path)).digest("hex");
}
async function describe(sourceDir, rel, whole, lines) {
  const path = join13(sourceDir, rel);
  const info = await lstat2(path).catch(() => void 0);
  if (!info) lines.push(`${rel}	-`);
  else if (info.isSymbolicLink()) lines.push(`${rel}	->${await readlink(path)}`);
  else if (info.isFile()) lines.push(`${rel}	${await fileDigest(path)}`);
  else if (info.isDirectory()) {
    lines.push(`${rel}	/`);
    if (!whole) return;
    const entries = (await readdir5(path)).filter((name) => name !== ".git").sort();
    for (const name of entries) await describe(sourceDir, posix4.join(rel, name), true, lines);
  } else lines.push(`${rel}	?`);
}
async function renderDigest(sourceDir, reads, inputs) {
  const code = await engineDigest();
  if (code === void 0) return void 0;
  const lines = [];
  const ignoreFiles = /* @__PURE__ */ new Set([".sourceignore"]);
  for (const dir of reads.directories) {
    for (let at = dir; at !== "" && at !== "."; at = posix4.dirname(at) === "." ? "" : posix4.dirname(at))
      ignoreFiles.add(posix4.join(at, ".sourceignore"));
    await describe(sourceDir, dir, true, lines);
  }
  for (const path of reads.paths) await describe(sourceDir, path, false, lines);
  for (const file of [...ignoreFiles].sort()) await describe(sourceDir, file, false, lines);
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
  path(digest) {
    return join13(this.dir, digest.slice(0, 2), `${digest}.json`);
  }
  /** The render stored under `digest`, or undefined (also for an entry that cannot be read). */
  async get(digest) {
    const text2 = await readFile8(this.path(digest), "utf8").catch(() => void 0);
    if (text2 === void 0) return void 0;
    try {
      const value = JSON.parse(text2);
      return Array.isArray(value.objects) && Array.isArray(value.warnings) ? value : void 0;
    } catch {
      return void 0;
    }
  }
  /** Stores a render; written aside and renamed, so a reader never sees half an entry. A failure to write is no failure of the run. */
  async put(digest, render) {
    const path = this.path(digest);
    const partial = `${path}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await mkdir5(dirname5(path), { recursive: true });
      await writeFile4(partial, JSON.stringify(render));
      await rename(partial, path);
    } catch {
      await rm4(partial, { force: true });
    }
  }
};
async function renderThroughCache(spec, ctx) {
  const cache = ctx.renderCache;
  if (!cache || spec.decryption || ctx.substitution) return renderKustomization(spec, ctx);
  const source = await resolveSource(spec, ctx).catch(() => void 0);
  if (source?.dir !== ctx.root) return renderKustomization(spec, ctx);
  const reads = await readSetOf(spec, ctx.root);
  if (!reads) return renderKustomization(spec, ctx);
  const digest = await renderDigest(ctx.root, reads, {
    spec,
    renderer: ctx.renderer,
    ...ctx.images ? { images: ctx.images } : {},
    ...ctx.substitute ? { substitute: ctx.substitute } : {},
    ...ctx.strictSubstitution ? { strictSubstitution: true } : {}
  });
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

// src/build/revision.ts
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
  const sha = await gitOutput(dir, ["rev-parse", "--verify", "-q", "HEAD"]);
  if (!sha || !/^[0-9a-f]{40}$/.test(sha)) return "";
  const branch = await gitOutput(dir, ["symbolic-ref", "-q", "--short", "HEAD"]);
  const status = await gitOutput(dir, ["status", "--porcelain"]);
  const dirty = status ? "-dirty" : "";
  return branch ? `${branch}@sha1:${sha}${dirty}` : `sha1:${sha}${dirty}`;
}

// src/helm/post-render-plugin.ts
import { existsSync } from "node:fs";
import { mkdir as mkdir7, readFile as readFile9, writeFile as writeFile6 } from "node:fs/promises";
import { dirname as dirname6, join as join15 } from "node:path";
import { fileURLToPath as fileURLToPath2 } from "node:url";

// src/helm/manifest-order.ts
var INSTALL_ORDER = [
  "PriorityClass",
  "Namespace",
  "NetworkPolicy",
  "ResourceQuota",
  "LimitRange",
  "PodSecurityPolicy",
  "PodDisruptionBudget",
  "ServiceAccount",
  "Secret",
  "SecretList",
  "ConfigMap",
  "StorageClass",
  "PersistentVolume",
  "PersistentVolumeClaim",
  "CustomResourceDefinition",
  "ClusterRole",
  "ClusterRoleList",
  "ClusterRoleBinding",
  "ClusterRoleBindingList",
  "Role",
  "RoleList",
  "RoleBinding",
  "RoleBindingList",
  "Service",
  "DaemonSet",
  "Pod",
  "ReplicationController",
  "ReplicaSet",
  "Deployment",
  "HorizontalPodAutoscaler",
  "StatefulSet",
  "Job",
  "CronJob",
  "IngressClass",
  "Ingress",
  "APIService",
  "MutatingWebhookConfiguration",
  "ValidatingWebhookConfiguration"
];
var RANK = new Map(INSTALL_ORDER.map((kind, i) => [kind, i]));
function lessByKind(a, b) {
  const first = RANK.get(a);
  const second = RANK.get(b);
  if (first === void 0 && second === void 0) return a !== b && a < b;
  if (first === void 0) return false;
  if (second === void 0) return true;
  return first < second;
}
var HOOK_ANNOTATION = "helm.sh/hook";
function isHook(object) {
  return Object.hasOwn(object.metadata?.annotations ?? {}, HOOK_ANNOTATION);
}
function helmOrder(items) {
  const byFile = /* @__PURE__ */ new Map();
  for (const item of items) {
    const group = byFile.get(item.file);
    if (group) group.push(item);
    else byFile.set(item.file, [item]);
  }
  const files = [...byFile.keys()].sort(compareBytes);
  const inFileOrder = files.flatMap((file) => byFile.get(file));
  const byKind = (list) => (
    // Array.prototype.sort is stable, as sort.SliceStable is.
    list.sort(
      (x, y) => lessByKind(x.object.kind, y.object.kind) ? -1 : lessByKind(y.object.kind, x.object.kind) ? 1 : 0
    )
  );
  return [
    ...byKind(inFileOrder.filter((item) => !isHook(item.object))),
    ...byKind(inFileOrder.filter((item) => isHook(item.object)))
  ];
}
function compareBytes(a, b) {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

// src/helm/postrender.ts
import { mkdir as mkdir6, mkdtemp as mkdtemp3, writeFile as writeFile5 } from "node:fs/promises";
import { join as join14 } from "node:path";

// src/sources/messages.ts
var alternative = (name) => `; or map it to a local directory with sources: ${name}=DIR`;
function printableUrl(url) {
  return safeServerUrl(url);
}
var sourceText = {
  failed: (key2, name, url, detail) => `source ${key2}${url ? ` (${printableUrl(url)})` : ""} could not be resolved: ${detail}${alternative(name)}`,
  notDefined: (cluster) => `no ${cluster ? "definition in the repository or in the cluster" : "definition in the repository (and no cluster to read it from)"}`,
  definedTwice: (where) => `defined more than once, differently (${where.join(", ")})`,
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

// src/helm/messages.ts
function valuesReference({ object, kind, key: key2, optional }) {
  return `could not resolve${optional ? " optional" : ""} ${kind} chart values reference ${object} with key '${key2}'`;
}
var valuesText = {
  notFound: (ref) => `${valuesReference(ref)}: resource not found`,
  keyNotFound: (ref) => `${valuesReference(ref)}: key not found`,
  unsupportedKind: (ref) => `${valuesReference(ref)}: unsupported values reference kind`,
  /** The reader could not tell whether the object exists (no cluster, a denied read): never guessed. */
  unread: (ref, why) => `${valuesReference(ref)}: cannot read ${ref.object}: ${why}`,
  notValues: (ref, why) => `${valuesReference(ref)}: failed to read values data: ${why}`,
  notAMapping: (found) => `the values document is ${found}, not a YAML mapping`,
  mergeFailed: (ref, why) => `${valuesReference(ref)}: failed to merge value: ${why}`,
  /** chartutil logs these and goes on: a warning, not a failure. */
  skipped: (ref, why) => `${valuesReference(ref)}: ${why}, skipped`
};
var definitionText = {
  chartOrChartRef: "either chart or chartRef must be set",
  kubeConfigOneOf: "exactly one of spec.kubeConfig.configMapRef or spec.kubeConfig.secretRef must be specified",
  remediateRetry: ".retryInterval cannot be set when .name is 'RemediateOnFailure'",
  retryOnly: ".retryInterval can only be set when .name is 'RetryOnFailure'"
};
var releaseText = {
  invalid: (release, problems) => `${release}: invalid: ${problems.join("; ")}`,
  /** `message` names the chart already (a fetch or render error). */
  failed: (release, message) => `${release}: ${message}`,
  failedWith: (release, chart, message) => `${release}: ${chart}: ${message}`,
  /** The same failure as a release already named (a source that is down): said once, there. */
  failedAsOther: (release, other) => `${release}: fails as ${other} does (said there)`,
  previousUnread: (release, reason) => `${release}: the objects an upgrade would delete are not listed: its current release could not be read (${reason})`
};
var chartText = {
  chartFailed: (source, url, chart, version, reason) => `chart '${chart}'${version ? ` version '${version}'` : ""} from ${source}${url ? ` (${printableUrl(url)})` : ""}: ${reason}`,
  noChart: "the HelmRelease has neither spec.chart nor spec.chartRef",
  bothCharts: "the HelmRelease has both spec.chart and spec.chartRef",
  chartKindUnsupported: (kind) => `a chart source of kind ${kind} is not supported`,
  externalArtifact: "ExternalArtifact charts are not supported (helm-controller gates them behind a feature flag)",
  noChartName: "no chart name found",
  noUrl: "spec.url is not set",
  indexTooLarge: (limit) => `index exceeds the maximum index file size of ${limit} bytes`,
  indexInvalid: (detail) => `invalid index.yaml: ${detail}`,
  noApiVersion: "invalid index.yaml: no API version specified",
  noUrls: (chart) => `chart '${chart}' has no downloadable URLs`,
  chartTooLarge: (limit) => `the chart exceeds the maximum chart size of ${limit} bytes`,
  digestMismatch: (want, got) => `the chart's digest is ${got}, the index says ${want}`,
  httpStatus: (url, status) => `GET ${printableUrl(url)}: HTTP ${status}`,
  authFailed: (url, status) => `failed to authenticate with the Helm repository: GET ${printableUrl(url)}: HTTP ${status} (spec.secretRef)`,
  noChartLayer: (reference) => `no layer of media type application/vnd.cncf.helm.chart.content.v1.tar+gzip in ${reference}`,
  notInSource: (path) => `chart path '${path}' is not in or below the source root`,
  noChartDir: (path) => `no chart (Chart.yaml) at '${path}' in the source`,
  chartYaml: (detail) => `Chart.yaml: ${detail}`,
  dependencyOutside: (repository) => `dependency repository '${repository}' is not in or below the source root`,
  dependencyBuild: (detail) => `helm dependency build: ${detail}`,
  helmMissing: "the chart has dependencies to build and no helm binary was found (--helm)",
  ociVersionMismatch: (tag, version) => `artifact revision ${tag} does not match chart version ${version}`,
  secretMissing: (namespace, name) => `secret '${namespace}/${name}' not found`,
  timedOut: (duration) => `timed out after ${duration} (spec.timeout)`
};
var HELM_INSTALL_HINT = "install Helm 4 (https://helm.sh/docs/intro/install/) or pass --helm PATH (scripts/tools/helm.sh builds the pinned one)";
var renderMessages = {
  helmNotFound: (command) => `${command} not found: ${HELM_INSTALL_HINT}`,
  helmNotOnPath: () => `helm is not on PATH: ${HELM_INSTALL_HINT}`,
  helmNotExecutable: (path) => `helm ${path} is not executable: ${HELM_INSTALL_HINT}`,
  helmTooOld: (command, version) => `helm ${version} (${command}) is too old: helm-controller renders with Helm 4; ${HELM_INSTALL_HINT}`,
  helmVersionUnreadable: (command, why) => `cannot read the version of ${command}: ${why}; ${HELM_INSTALL_HINT}`,
  /** `verb` is helm's subcommand: template, install, upgrade, rollback, uninstall. */
  helmStopped: (verb, why) => `helm ${verb} was stopped: ${why}`,
  /** Helm's own message, already one line. */
  templateFailed: (chart, message) => `chart ${chart}: ${message}`,
  chartMissing: (chart, dir) => `chart ${chart}: directory ${dir} does not exist`,
  chartOutside: (chart, file, target) => `chart ${chart}: ${file} is a symlink to ${target}, outside the chart: refused`,
  outputUnreadable: (chart, why) => `chart ${chart}: cannot read helm's output: ${why}`,
  postRenderFailed: (chart, index, message) => `chart ${chart}: postRenderers[${index}].kustomize failed: ${message}`,
  crdsNotCrds: (chart, objects) => `chart ${chart}: crds/ holds objects that are not CustomResourceDefinitions, which helm-controller ignores: ${objects.join(", ")}`,
  valuesFileMissing: (chart, file) => `chart ${chart}: no values file found at path '${file}' (spec.chart.spec.valuesFiles; ignoreMissingValuesFiles skips it)`,
  valuesFileUnreadable: (chart, file, why) => `chart ${chart}: values file '${file}' is not values: ${why}`,
  lookupWarning: (chart, templates) => `chart ${chart} calls lookup (${templates.join(", ")}): rendered as \`helm template\` does, with lookup returning nothing; helm-controller reads the cluster there`
};
var fullReleaseName = (namespace, name, revision) => `${namespace}/${name}.v${revision}`;
var releaseEngineText = {
  installSucceeded: (release, chart) => `Helm install succeeded for release ${release} with chart ${chart}`,
  upgradeSucceeded: (release, chart) => `Helm upgrade succeeded for release ${release} with chart ${chart}`,
  installFailed: (namespace, name, chart, why) => `Helm install failed for release ${namespace}/${name} with chart ${chart}: ${why}`,
  upgradeFailed: (namespace, name, chart, why) => `Helm upgrade failed for release ${namespace}/${name} with chart ${chart}: ${why}`,
  rollbackSucceeded: (release, chart) => `Helm rollback to previous release ${release} with chart ${chart} succeeded`,
  rollbackFailed: (release, chart, why) => `Helm rollback to previous release ${release} with chart ${chart} failed: ${why}`,
  uninstallRemediated: (release, chart) => `Helm uninstall remediation for release ${release} with chart ${chart} succeeded`,
  uninstallRemediationFailed: (release, chart, why) => `Helm uninstall remediation for release ${release} with chart ${chart} failed: ${why}`,
  uninstallSucceeded: (release, chart) => `Helm uninstall succeeded for release ${release} with chart ${chart}`,
  uninstallFailed: (release, chart, why) => `Helm uninstall failed for release ${release} with chart ${chart}: ${why}`,
  /** helm-controller's ErrExceededMaxRetries, with what is left in the cluster. */
  retriesExhausted: (failures) => `${failures} failed attempt${failures === 1 ? "" : "s"}: exceeded maximum retries (install/upgrade.remediation.retries)`,
  retryNextRun: "retried on the next run (remediation.retries is negative: no limit)",
  noRollbackTarget: "cannot remediate failed release: missing rollback target (no deployed release before it)",
  unchanged: (release, chart) => `Helm release ${release} with chart ${chart} is up to date (same release digest): nothing to do`,
  notReady: (why) => `release not ready: ${why}`,
  /** A release of that name this project did not install for this HelmRelease: never adopted. */
  refused: (hr, storage, name, holder) => `${hr}: refused: Helm release ${storage}/${name} exists and is held by ${holder}; kustomize-sync never adopts a release`,
  /** helm-controller copies our labels onto its revisions: its HelmRelease's status.history is the word. */
  heldByHelmController: (hr, storage, name) => `${hr}: refused: helm-controller releases Helm release ${storage}/${name} (the HelmRelease's status.history names it); kustomize-sync never adopts a release`,
  helmControllerHolder: "helm-controller (the HelmRelease's status.history names it)",
  uninstallRefused: (hr, storage, name, holder) => `${hr}: not uninstalled: Helm release ${storage}/${name} is held by ${holder}`,
  /** The helm CLI stores a release in its own namespace only (settings.Namespace() serves both). */
  storageNamespaceIgnored: (storage, releaseNs) => `spec.storageNamespace ${storage} differs from the release namespace ${releaseNs}: the helm CLI keeps a release's Secrets in the release namespace, so they are stored in ${releaseNs}`,
  notInstalled: (release) => `Helm release ${release} is not installed: nothing to uninstall`,
  nothingStored: "Helm stored no release to remediate",
  busy: (status) => `another operation is in progress (release status ${status})`,
  /** Every failure line: the HelmRelease, its chart@version (once: Flux's texts name it), then the reason. */
  failed: (hr, chart, why) => why.includes(` ${chart}`) ? `${hr}: ${why}` : `${hr}: chart ${chart}: ${why}`,
  crdsFailed: (why) => `failed to apply CustomResourceDefinitions: ${why}`
};

// src/helm/types.ts
var HelmError = class extends Error {
  name = "HelmError";
};

// src/helm/postrender.ts
var FILENAME_ANNOTATION = "postrenderer.helm.sh/postrender-filename";
function originLabels(release) {
  return {
    [`${HELM_GROUP}/name`]: release.name,
    [`${HELM_GROUP}/namespace`]: release.namespace
  };
}
function setMetadata(object, field, pairs) {
  if (Object.keys(pairs).length === 0) return;
  object.metadata ??= { name: "" };
  const current = object.metadata[field];
  object.metadata[field] = { ...current && typeof current === "object" ? current : {}, ...pairs };
}
function applyCommonMetadata(objects, common) {
  for (const object of objects) {
    if (common?.labels) setMetadata(object, "labels", common.labels);
    if (common?.annotations) setMetadata(object, "annotations", common.annotations);
  }
}
function applyOriginLabels(objects, release) {
  for (const object of objects) setMetadata(object, "labels", originLabels(release));
}
function postRenderKustomization(kustomize, input) {
  const kustomization = {
    apiVersion: "kustomize.config.k8s.io/v1beta1",
    kind: "Kustomization",
    resources: [input]
  };
  if (kustomize.images.length > 0) kustomization.images = kustomize.images.map(imageEntry);
  if (kustomize.patches.length > 0) kustomization.patches = kustomize.patches.map(patchEntry);
  return kustomization;
}
function imageEntry(image) {
  const entry = { name: image.name };
  if (image.newName) entry.newName = image.newName;
  if (image.newTag) entry.newTag = image.newTag;
  if (image.digest) entry.digest = image.digest;
  return entry;
}
function patchEntry(patch) {
  const entry = { patch: patch.patch };
  if (patch.target) {
    const target = {};
    for (const key2 of PATCH_TARGET_FIELDS) {
      const value = patch.target[key2];
      if (value) target[key2] = value;
    }
    if (Object.keys(target).length > 0) entry.target = target;
  }
  return entry;
}
function yamlStream(objects) {
  return objects.map((object) => `---
${stringifyYaml(object)}`).join("");
}
function parseObjects(text2) {
  return parseYamlDocuments(text2, { schema: "go-yaml-v2" }).filter((doc) => doc.value !== null && doc.value !== void 0).map((doc) => ({ object: doc.value, line: doc.line }));
}
async function postRender(objects, release, options) {
  const strategy = release.postRenderStrategy ?? "combined";
  if (strategy === "combined") return helmOrder(await postRenderStream(objects, release, options, ""));
  const hooks = objects.filter(({ object }) => isHook(object));
  const manifests = objects.filter(({ object }) => !isHook(object));
  const out = [];
  if (hooks.length > 0)
    out.push(
      ...strategy === "separate" ? await postRenderStream(hooks, release, options, "hooks") : hooks.map(({ object, file }) => ({ object: structuredClone(object), file }))
    );
  if (manifests.length > 0) out.push(...await postRenderStream(manifests, release, options, "manifests"));
  return helmOrder(out);
}
async function postRenderStream(objects, release, options, group) {
  const marked = objects.map(({ object, file }) => {
    const copy = structuredClone(object);
    setMetadata(copy, "annotations", { [FILENAME_ANNOTATION]: file });
    return copy;
  });
  const stream = await postRenderChain(marked, release, options);
  return stream.map((object, i) => ({ object, file: unmark(object, i, group) }));
}
async function postRenderChain(objects, release, options) {
  let stream = objects;
  for (const [index, renderer] of release.postRenderers.entries()) {
    if (!renderer.kustomize) continue;
    stream = await kustomizePostRender(stream, renderer.kustomize, index, options);
  }
  applyCommonMetadata(stream, release.commonMetadata);
  applyOriginLabels(stream, release);
  return stream;
}
function unmark(object, index, group) {
  const annotations = object.metadata?.annotations;
  const file = annotations?.[FILENAME_ANNOTATION];
  if (annotations && file !== void 0) {
    delete annotations[FILENAME_ANNOTATION];
    if (Object.keys(annotations).length === 0) delete object.metadata.annotations;
  }
  return file || `generated-by-postrender-${group ? `${group}-` : ""}${index}.yaml`;
}
async function kustomizePostRender(objects, kustomize, index, options) {
  const dir = await mkdtemp3(join14(options.workDir, `post-render-${index}-`));
  await mkdir6(options.home, { recursive: true, mode: 448 });
  const input = "helm-output.yaml";
  await writeFile5(join14(dir, input), yamlStream(objects));
  await writeFile5(join14(dir, "kustomization.yaml"), stringifyYaml(postRenderKustomization(kustomize, input)));
  let output;
  try {
    output = await options.kustomize.build(dir, {
      home: options.home,
      ...options.signal ? { signal: options.signal } : {}
    });
  } catch (error) {
    throw new HelmError(renderMessages.postRenderFailed(options.chart, index, error.message));
  }
  try {
    return parseObjects(output).map(({ object }) => object);
  } catch (error) {
    if (!(error instanceof YamlError)) throw error;
    throw new HelmError(renderMessages.postRenderFailed(options.chart, index, error.message));
  }
}

// src/helm/post-render-plugin.ts
var POST_RENDER_PLUGIN = "kustomize-sync-postrender";
var BUNDLED_ENTRY = "post-render.js";
var ERROR_FILE = "post-render-error.txt";
function postRenderCommand() {
  const here = fileURLToPath2(import.meta.url);
  if (here.endsWith(".ts")) {
    const repo = join15(dirname6(here), "..", "..");
    return { command: process.execPath, args: [join15(repo, "scripts/post-render-dev.mjs")] };
  }
  const entry = [dirname6(here), dirname6(dirname6(here))].map((dir) => join15(dir, BUNDLED_ENTRY)).find((file) => existsSync(file));
  if (!entry)
    throw new HelmError(`${BUNDLED_ENTRY} is missing beside ${here}: rebuild with scripts/bundle.mjs`);
  return { command: process.execPath, args: [entry] };
}
async function installPostRenderPlugin(pluginsDir, job) {
  const dir = join15(pluginsDir, POST_RENDER_PLUGIN);
  await mkdir7(dir, { recursive: true, mode: 448 });
  await mkdir7(job.workDir, { recursive: true, mode: 448 });
  const jobFile = join15(dir, "job.json");
  await writeFile6(jobFile, JSON.stringify(job), { mode: 384 });
  const { command, args } = postRenderCommand();
  await writeFile6(
    join15(dir, "plugin.yaml"),
    stringifyYaml({
      apiVersion: "v1",
      name: POST_RENDER_PLUGIN,
      type: "postrenderer/v1",
      runtime: "subprocess",
      version: "0.1.0",
      runtimeConfig: { platformCommand: [{ command, args: [...args, jobFile] }] }
    })
  );
  return ["--post-renderer", POST_RENDER_PLUGIN];
}
async function postRenderError(pluginsDir) {
  const text2 = await readFile9(join15(pluginsDir, POST_RENDER_PLUGIN, ERROR_FILE), "utf8").catch(() => "");
  return text2.trim() || void 0;
}
async function postRenderForHelm(input, job) {
  const objects = parseObjects(input).map(({ object }) => object);
  let renderer;
  const kustomize = {
    kind: "kustomize",
    command: job.kustomize,
    version: "",
    build: async (dir, buildOptions) => {
      renderer ??= detectRenderer(job.kustomize);
      return (await renderer).build(dir, buildOptions);
    }
  };
  const options = {
    chart: job.chart,
    kustomize,
    workDir: job.workDir,
    home: join15(job.workDir, "home")
  };
  const chain = (stream) => stream.length > 0 ? postRenderChain(stream, job.release, options) : Promise.resolve([]);
  const strategy = job.release.postRenderStrategy ?? "combined";
  if (strategy === "combined") return yamlStream(await chain(objects));
  const hooks = objects.filter(isHook);
  const manifests = objects.filter((object) => !isHook(object));
  const renderedHooks = strategy === "separate" ? await chain(hooks) : hooks;
  return yamlStream([...renderedHooks, ...await chain(manifests)]);
}
async function runPostRenderPlugin(jobFile) {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  try {
    const job = JSON.parse(await readFile9(jobFile, "utf8"));
    process.stdout.write(await postRenderForHelm(Buffer.concat(chunks).toString("utf8"), job));
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await writeFile6(join15(dirname6(jobFile), ERROR_FILE), message, { mode: 384 }).catch(() => void 0);
    process.stderr.write(`${message}
`);
    return 1;
  }
}

export {
  BuildError,
  within,
  lookupSource,
  scratchDir,
  SourceIgnore,
  ArtifactStore,
  maskDecrypted,
  childEnvironment,
  formatManifests,
  secretData,
  substitutionReaderFrom,
  parseKeyValueLines,
  parseVariableLines,
  parseImageLines,
  isExecutable,
  which,
  detectRenderer,
  resolveSource,
  mappedSource,
  resolveSourceDir,
  securePath,
  renderKustomization,
  readSetOf,
  RenderCache,
  renderThroughCache,
  gitOutput,
  sourceRevision,
  printableUrl,
  sourceText,
  valuesText,
  definitionText,
  releaseText,
  chartText,
  renderMessages,
  fullReleaseName,
  releaseEngineText,
  HelmError,
  originLabels,
  parseObjects,
  postRender,
  installPostRenderPlugin,
  postRenderError,
  runPostRenderPlugin
};
