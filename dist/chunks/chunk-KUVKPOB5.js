import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
import {
  chartText,
  clusterFor,
  helmReleaseFrom,
  releaseText,
  renderCacheFor,
  renderMessages,
  rendererFor,
  resultFor,
  runRenderContext,
  toolVersions,
  validate,
  valuesText
} from "./chunk-RT4BOVKI.js";
import {
  BuildError,
  DEFAULT_FETCH_TIMEOUT_MS,
  DEFAULT_KUBE_VERSION,
  OciRepositoryClient,
  SourceResolver,
  UsageError,
  childEnvironment,
  extractTarGz,
  formatManifests,
  gunzip,
  isExecutable,
  joinInside,
  lookupSource,
  maskDecrypted,
  readLimited,
  redactDeep,
  redactingLogger,
  releaseObjectComparison,
  releaseRemovalText,
  renderThroughCache,
  resolveOciReference,
  runSecrets,
  scratchDir,
  sourceKey,
  substitutionReaderFrom,
  which,
  within
} from "./chunk-QE7ZJUKM.js";
import {
  ApiError,
  formatApiError
} from "./chunk-IQ6AWIUX.js";
import {
  CLUSTER_SCOPED_KINDS,
  HELM_GROUP,
  HELM_RESOURCE_POLICY,
  PATCH_TARGET_FIELDS,
  Semaphore,
  YamlError,
  formatDuration,
  formatLocation,
  formatRef,
  http_default,
  isRecord,
  kustomizationKey,
  mapLimit,
  mergeMaps,
  objectId,
  oneLine,
  parseYaml,
  parseYamlDocuments,
  rememberedAnswer,
  silentLogger,
  splitApiVersion,
  stringifyYaml
} from "./chunk-NE6SRN4W.js";

// src/helm/name.ts
import { createHash } from "node:crypto";
var MAX_RELEASE_NAME = 53;
var SHORT_HASH = 12;
function releaseName(release) {
  if (release.releaseName) return shortenName(release.releaseName);
  if (release.targetNamespace) return shortenName(`${release.targetNamespace}-${release.name}`);
  return shortenName(release.name);
}
function shortenName(name) {
  const bytes = Buffer.from(name, "utf8");
  if (bytes.length <= MAX_RELEASE_NAME) return name;
  const sum = createHash("sha256").update(bytes).digest("hex");
  return `${bytes.subarray(0, MAX_RELEASE_NAME - (SHORT_HASH + 1)).toString("utf8")}-${sum.slice(0, SHORT_HASH)}`;
}
function releaseNamespace(release) {
  return release.targetNamespace || release.namespace;
}
function storageNamespace(release) {
  return release.storageNamespace || release.namespace;
}

// src/helm/render.ts
import { mkdtemp as mkdtemp3, rm as rm2, writeFile as writeFile3 } from "node:fs/promises";
import { join as join5, resolve as resolve2 } from "node:path";

// src/helm/chart-artifact.ts
import { access as access2, cp, readFile as readFile2, writeFile } from "node:fs/promises";
import { join as join2, posix } from "node:path";

// src/helm/chart-path.ts
import { execFile } from "node:child_process";
import { constants } from "node:fs";
import { access, copyFile, lstat, mkdir, mkdtemp, readdir, readFile, realpath, rm } from "node:fs/promises";
import { delimiter, isAbsolute, join, relative, resolve, sep } from "node:path";
import { promisify } from "node:util";
var run = promisify(execFile);
var ChartPathError = class extends Error {
  name = "ChartPathError";
};
var inside = (root, path) => {
  const rel = relative(root, path);
  return rel === "" || !rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel);
};
async function readChartMetadata(dir) {
  let chart;
  try {
    chart = parseYaml(await readFile(join(dir, "Chart.yaml"), "utf8"));
  } catch (error) {
    throw new ChartPathError(chartText.chartYaml(error.message));
  }
  if (!isRecord(chart)) throw new ChartPathError(chartText.chartYaml("not a mapping"));
  let dependencies = chart.dependencies;
  if (chart.apiVersion === "v1") {
    const requirements = await readFile(join(dir, "requirements.yaml"), "utf8").catch(() => void 0);
    if (requirements !== void 0)
      dependencies = parseYaml(requirements)?.dependencies;
  }
  return {
    name: typeof chart.name === "string" ? chart.name : "",
    version: chart.version === void 0 || chart.version === null ? "" : String(chart.version),
    dependencies: (Array.isArray(dependencies) ? dependencies : []).flatMap(
      (d) => isRecord(d) && typeof d.name === "string" ? [{ name: d.name, repository: typeof d.repository === "string" ? d.repository : "" }] : []
    )
  };
}
async function copyConfined(from, to, root) {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    let real = source;
    if (entry.isSymbolicLink()) {
      real = await realpath(source).catch(() => "");
      if (!real || !inside(root, real))
        throw new ChartPathError(chartText.notInSource(relative(root, source).split(sep).join("/")));
    }
    const info = await lstat(real);
    if (info.isDirectory()) await copyConfined(real, target, root);
    else if (info.isFile()) await copyFile(real, target);
  }
}
async function isExecutable2(file) {
  return access(file, constants.X_OK).then(
    () => true,
    () => false
  );
}
async function findHelm(given) {
  if (given) return given;
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (dir && await isExecutable2(join(dir, "helm"))) return join(dir, "helm");
  }
  return void 0;
}
async function missingDependencies(dir, dependencies) {
  const vendored = await readdir(join(dir, "charts")).catch(() => []);
  return dependencies.map((d) => d.name).filter(
    (name) => !vendored.some((entry) => entry === name || entry.startsWith(`${name}-`) && entry.endsWith(".tgz"))
  );
}
async function buildPathChart(options) {
  const root = await realpath(options.sourceRoot);
  const given = joinInside(root, options.chartPath);
  if (!given) throw new ChartPathError(chartText.notInSource(options.chartPath));
  const chartDir = await realpath(given).catch(() => void 0);
  if (!chartDir || !inside(root, chartDir) || !await lstat(join(chartDir, "Chart.yaml")).catch(() => void 0))
    throw new ChartPathError(
      chartDir && !inside(root, chartDir) ? chartText.notInSource(options.chartPath) : chartText.noChartDir(options.chartPath)
    );
  const metadata = await readChartMetadata(chartDir);
  const missing = await missingDependencies(chartDir, metadata.dependencies);
  if (missing.length === 0) {
    await copyConfined(chartDir, options.target, root);
    return;
  }
  const helm = await findHelm(options.helm);
  if (!helm) throw new ChartPathError(chartText.helmMissing);
  const scratch = childEnvironment().TMPDIR;
  const work = await mkdtemp(join(scratch, "chart-deps-"));
  const home = await mkdtemp(join(scratch, "helm-home-"));
  try {
    const copyAt = (dir) => join(work, relative(root, dir));
    await copyConfined(chartDir, copyAt(chartDir), root);
    for (const dependency of metadata.dependencies) {
      if (!dependency.repository.startsWith("file://")) continue;
      const path = resolve(chartDir, dependency.repository.slice("file://".length));
      const real = await realpath(path).catch(() => void 0);
      if (!inside(root, real ?? path))
        throw new ChartPathError(chartText.dependencyOutside(dependency.repository));
      if (!real || inside(chartDir, real)) continue;
      await copyConfined(real, copyAt(real), root);
    }
    try {
      await run(helm, ["dependency", "build", copyAt(chartDir)], {
        env: childEnvironment(home),
        cwd: work,
        maxBuffer: 16 * 1024 * 1024,
        ...options.signal ? { signal: options.signal } : {}
      });
    } catch (error) {
      const e = error;
      const lines = (e.stderr ?? "").trim().split("\n").filter(Boolean);
      const detail = lines.find((l) => l.startsWith("Error: ")) ?? lines.pop() ?? e.message;
      throw new ChartPathError(chartText.dependencyBuild(detail.replace(/^Error: /, "")));
    }
    await copyConfined(copyAt(chartDir), options.target, work);
  } finally {
    await rm(work, { recursive: true, force: true });
    await rm(home, { recursive: true, force: true });
  }
}

// src/helm/types.ts
var HelmError = class extends Error {
  name = "HelmError";
};

// src/helm/chart-artifact.ts
var VERSION_LINE = /^version:.*$/m;
function valuesFilesOf(release, chart) {
  if (release.chart && release.chart.valuesFiles.length > 0)
    return { files: release.chart.valuesFiles, ignoreMissing: !!release.chart.ignoreMissingValuesFiles };
  return { files: chart.valuesFiles ?? [], ignoreMissing: !!chart.ignoreMissingValuesFiles };
}
var confinedPath = (base, path) => join2(base, posix.resolve("/", path));
async function readValuesFile(path, display2, chart) {
  let value;
  try {
    value = parseYamlDocuments(await readFile2(path, "utf8"), {
      schema: "go-yaml-v2",
      allowDuplicateKeys: true
    })[0]?.value;
  } catch (error) {
    if (!(error instanceof YamlError)) throw error;
    throw new HelmError(renderMessages.valuesFileUnreadable(chart, display2, error.message));
  }
  if (value === null || value === void 0) return {};
  if (!isRecord(value))
    throw new HelmError(renderMessages.valuesFileUnreadable(chart, display2, "not a mapping"));
  return value;
}
var exists = (path) => access2(path).then(
  () => true,
  () => false
);
async function artifactChartDir(release, chart, workDir) {
  const label = `${chart.name}@${chart.version}`;
  const { files, ignoreMissing } = valuesFilesOf(release, chart);
  const published = (await readChartMetadata(chart.dir)).version;
  if (files.length === 0 && published === chart.version) return chart.dir;
  const dir = join2(workDir, "chart");
  await cp(chart.dir, dir, { recursive: true, verbatimSymlinks: true });
  if (published !== chart.version) {
    const file = join2(dir, "Chart.yaml");
    const text = await readFile2(file, "utf8");
    await writeFile(file, text.replace(VERSION_LINE, `version: ${JSON.stringify(chart.version)}`));
  }
  if (files.length > 0) {
    const base = chart.sourceRoot ?? chart.dir;
    let merged = {};
    for (const file of files) {
      const path = confinedPath(base, file);
      if (!await exists(path)) {
        if (ignoreMissing) continue;
        throw new HelmError(renderMessages.valuesFileMissing(label, file));
      }
      merged = mergeMaps(merged, await readValuesFile(path, file, label));
    }
    await writeFile(join2(dir, "values.yaml"), `${JSON.stringify(merged)}
`);
  }
  return dir;
}

// src/helm/chart-files.ts
import { readdir as readdir2, readFile as readFile3, realpath as realpath2 } from "node:fs/promises";
import { join as join3, relative as relative2, sep as sep2 } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
async function confineChart(dir, chart) {
  const root = await realpath2(dir).catch(() => {
    throw new HelmError(renderMessages.chartMissing(chart, dir));
  });
  const walk = async (current) => {
    const entries = await readdir2(current, { withFileTypes: true });
    for (const entry of entries) {
      const full = join3(current, entry.name);
      if (entry.isSymbolicLink()) {
        const target = await realpath2(full).catch(() => void 0);
        if (target !== void 0 && !within(root, target))
          throw new HelmError(renderMessages.chartOutside(chart, display(root, full), target));
      } else if (entry.isDirectory()) await walk(full);
    }
  };
  await walk(root);
}
function display(root, path) {
  return relative2(root, path).split(sep2).join("/");
}
var LOOKUP_CALL = /(?<![\w.$])lookup\b/;
var ACTION = /\{\{(?!\/\*)([\s\S]*?)\}\}/g;
function callsLookup(text) {
  for (const match of text.matchAll(ACTION)) {
    const action = match[1].replace(/\/\*[\s\S]*?\*\//g, "").replace(/"(?:[^"\\]|\\.)*"|`[^`]*`/g, '""');
    if (LOOKUP_CALL.test(action)) return true;
  }
  return false;
}
async function lookupCallers(dir, chartName) {
  const found = [];
  const walk = async (current, rel, inTemplates) => {
    const entries = (await readdir2(current, { withFileTypes: true })).sort(
      (a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0
    );
    for (const entry of entries) {
      const full = join3(current, entry.name);
      const path = `${rel}/${entry.name}`;
      if (entry.isDirectory()) await walk(full, path, inTemplates || entry.name === "templates");
      else if (!entry.isFile()) continue;
      else if (inTemplates) {
        if (callsLookup(await readFile3(full, "utf8"))) found.push(path);
      } else if (rel.endsWith("/charts") && entry.name.endsWith(".tgz"))
        found.push(...await packagedCallers(await readFile3(full), rel));
    }
  };
  await walk(dir, chartName, false);
  return found;
}
var MAX_TEMPLATE_BYTES = 4 * 1024 * 1024;
async function packagedCallers(archive, prefix) {
  const found = [];
  const { extract } = (await import("./tar-stream-NHVJPJHS.js")).default;
  const untar = extract();
  const reading = (async () => {
    for await (const entry of untar) {
      const { name, size, type } = entry.header;
      const chunks = [];
      const wanted = type === "file" && (size ?? 0) <= MAX_TEMPLATE_BYTES;
      for await (const chunk of entry) if (wanted) chunks.push(chunk);
      if (!wanted) continue;
      const parts = name.split("/");
      if (parts.slice(1, -1).includes("templates")) {
        if (callsLookup(Buffer.concat(chunks).toString("utf8"))) found.push(`${prefix}/${name}`);
      } else if (parts.at(-2) === "charts" && name.endsWith(".tgz")) {
        found.push(
          ...await packagedCallers(Buffer.concat(chunks), `${prefix}/${parts.slice(0, -1).join("/")}`)
        );
      }
    }
  })();
  try {
    await pipeline(Readable.from([archive]), gunzip(), untar);
  } catch {
  }
  await reading.catch(() => void 0);
  return found;
}

// src/helm/postrender.ts
import { mkdir as mkdir2, mkdtemp as mkdtemp2, writeFile as writeFile2 } from "node:fs/promises";
import { join as join4 } from "node:path";

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
    for (const key of PATCH_TARGET_FIELDS) {
      const value = patch.target[key];
      if (value) target[key] = value;
    }
    if (Object.keys(target).length > 0) entry.target = target;
  }
  return entry;
}
function yamlStream(objects) {
  return objects.map((object) => `---
${stringifyYaml(object)}`).join("");
}
function parseObjects(text) {
  return parseYamlDocuments(text, { schema: "go-yaml-v2" }).filter((doc) => doc.value !== null && doc.value !== void 0).map((doc) => ({ object: doc.value, line: doc.line }));
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
  const dir = await mkdtemp2(join4(options.workDir, `post-render-${index}-`));
  await mkdir2(options.home, { recursive: true, mode: 448 });
  const input = "helm-output.yaml";
  await writeFile2(join4(dir, input), yamlStream(objects));
  await writeFile2(join4(dir, "kustomization.yaml"), stringifyYaml(postRenderKustomization(kustomize, input)));
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

// src/helm/render.ts
var DEFAULT_CRD_POLICY = "Create";
var CRD_FILE = /^[^/]+(?:\/charts\/[^/]+)*\/crds\//;
var SOURCE_COMMENT = /^# Source: (.+)$/gm;
function templateArguments(input) {
  const args = [
    "template",
    input.releaseName,
    input.chartDir,
    "--namespace",
    input.releaseNamespace,
    "--values",
    input.valuesFile,
    "--kube-version",
    input.capabilities.kubeVersion,
    // install.SkipCRDs = true; the CRDs are printed (--include-crds) only so that Helm, not us,
    // decides which subcharts' crds/ count (dependency conditions and tags), and are split off.
    "--skip-crds",
    "--include-crds",
    // Test hooks run only with `test.enable`; a CI render leaves them out.
    "--skip-tests"
  ];
  for (const apiVersion of input.capabilities.apiVersions) args.push("--api-versions", apiVersion);
  const upgrade = input.action === "upgrade";
  if (upgrade) args.push("--is-upgrade");
  const settings = upgrade ? input.release.upgrade : input.release.install;
  if (settings.disableSchemaValidation) args.push("--skip-schema-validation");
  return args;
}
function splitTemplateOutput(stdout, chart) {
  const sources = [...stdout.matchAll(SOURCE_COMMENT)].map((m) => ({
    line: lineAt(stdout, m.index),
    file: m[1].trim()
  }));
  const fileAt = (line) => sources.findLast((s) => s.line < line)?.file ?? "";
  let parsed;
  try {
    parsed = parseObjects(stdout);
  } catch (error) {
    if (!(error instanceof YamlError)) throw error;
    throw new HelmError(renderMessages.outputUnreadable(chart, `${fileAt(error.line)}: ${error.reason}`));
  }
  return parsed.map(({ object, line }) => ({ object, file: fileAt(line) }));
}
function lineAt(text, offset) {
  let line = 1;
  for (let i = text.indexOf("\n"); i >= 0 && i < offset; i = text.indexOf("\n", i + 1)) line++;
  return line;
}
function chartLabel(chart) {
  return `${chart.name}@${chart.version}`;
}
function isCrd(object) {
  return object.kind === "CustomResourceDefinition" && typeof object.apiVersion === "string" && object.apiVersion.startsWith("apiextensions.k8s.io/");
}
function chartCrds(objects, release, action, chart, warnings) {
  const policy = (action === "upgrade" ? release.upgrade.crds : release.install.crds) ?? DEFAULT_CRD_POLICY;
  if (policy === "Skip" || objects.length === 0) return [];
  const crds = [];
  const ignored = [];
  for (const { object, file } of objects) {
    if (!isCrd(object)) {
      ignored.push(`${object.kind}/${object.metadata?.name ?? ""} (${file})`);
      continue;
    }
    const labelled = structuredClone(object);
    labelled.metadata.labels = { ...labelled.metadata.labels ?? {}, ...originLabels(release) };
    crds.push({ object: labelled, source: { file } });
  }
  if (ignored.length > 0) warnings.push(renderMessages.crdsNotCrds(chart, ignored));
  return crds;
}
async function renderRelease(input) {
  const { release, chart } = input;
  const label = chartLabel(chart);
  const args = (chartDir, valuesFile) => templateArguments({
    release,
    ...input.action ? { action: input.action } : {},
    releaseName: input.releaseName,
    releaseNamespace: input.releaseNamespace,
    chartDir,
    valuesFile,
    capabilities: input.capabilities
  });
  const store = /^(HelmRepository|OCIRepository)\//.test(chart.source) ? input.templates : void 0;
  const inputs = store ? JSON.stringify({
    helm: [input.helm.command, input.helm.version],
    chart: [chart.digest, chart.valuesFiles ?? null, chart.ignoreMissingValuesFiles ?? null],
    args: args("<chart>", "<values>"),
    values: input.values
  }) : "";
  const [callers, kept] = await Promise.all([
    confineChart(chart.dir, label).then(() => lookupCallers(chart.dir, chart.name)),
    store ? store.getTemplate(inputs) : void 0
  ]);
  const warnings = [];
  if (callers.length > 0) warnings.push(renderMessages.lookupWarning(label, callers));
  const work = await mkdtemp3(join5(scratchDir(), "helm-render-"));
  try {
    const home = join5(work, "home");
    const template = async () => {
      const chartDir = await artifactChartDir(release, chart, work);
      const valuesFile = join5(work, "values.json");
      await writeFile3(valuesFile, JSON.stringify(input.values), { mode: 384 });
      return input.helm.run(args(resolve2(chartDir), valuesFile), { home, ...input.signal ? { signal: input.signal } : {} }).catch((error) => {
        if (error instanceof HelmError)
          throw new HelmError(renderMessages.templateFailed(label, error.message));
        throw error;
      });
    };
    const stdout = kept ?? await template();
    const documents = splitTemplateOutput(stdout, label);
    if (store && kept === void 0 && !documents.some(({ object }) => object.kind === "Secret"))
      await store.putTemplate(inputs, stdout);
    const crdFiles = documents.filter((d) => CRD_FILE.test(d.file));
    const templates = documents.filter((d) => !CRD_FILE.test(d.file));
    const rendered = await postRender(templates, release, {
      chart: label,
      kustomize: input.kustomize,
      workDir: work,
      home,
      ...input.signal ? { signal: input.signal } : {}
    });
    return {
      release,
      releaseName: input.releaseName,
      releaseNamespace: input.releaseNamespace,
      chart: { name: chart.name, version: chart.version, source: chart.source },
      manifests: rendered.map(({ object, file }) => ({ object, source: { file } })),
      crds: chartCrds(crdFiles, release, input.action ?? "install", label, warnings),
      warnings
    };
  } finally {
    await rm2(work, { recursive: true, force: true });
  }
}

// src/helm/strvals.ts
var StrvalsError = class extends Error {
  name = "StrvalsError";
};
var MAX_INDEX = 65536;
var MAX_NESTED_NAME_LEVEL = 30;
function parseInto(line, dest) {
  new Parser(line, dest, false).parse();
}
function parseIntoString(line, dest) {
  new Parser(line, dest, true).parse();
}
var EndOfInput = class extends Error {
};
var NotAList = class extends Error {
};
var EOF = new EndOfInput("EOF");
var RuneScanner = class {
  runes;
  at = 0;
  constructor(text) {
    this.runes = Array.from(text);
  }
  read() {
    return this.at < this.runes.length ? this.runes[this.at++] : void 0;
  }
  unread() {
    this.at--;
  }
};
function runesUntil(sc, stop) {
  let text = "";
  for (; ; ) {
    const r = sc.read();
    if (r === void 0) return { text, eof: true };
    if (stop.has(r)) return { text, last: r, eof: false };
    if (r === "\\") {
      const next = sc.read();
      if (next === void 0) return { text, eof: true };
      text += next;
    } else {
      text += r;
    }
  }
}
var KEY_STOP = /* @__PURE__ */ new Set(["=", "[", ",", "."]);
var INDEX_STOP = /* @__PURE__ */ new Set(["]"]);
var LIST_ITEM_STOP = /* @__PURE__ */ new Set(["[", ".", "="]);
var VALUE_STOP = /* @__PURE__ */ new Set([","]);
var LIST_STOP = /* @__PURE__ */ new Set([",", "}"]);
var Parser = class {
  constructor(text, data, forceString) {
    this.data = data;
    this.forceString = forceString;
    this.sc = new RuneScanner(text);
  }
  data;
  forceString;
  sc;
  parse() {
    for (; ; ) {
      try {
        this.key(this.data, 0);
      } catch (error) {
        if (error instanceof EndOfInput) return;
        throw error;
      }
    }
  }
  reader(text) {
    return typedValue(text, this.forceString);
  }
  key(data, nestedNameLevel) {
    const { text: k, last, eof } = runesUntil(this.sc, KEY_STOP);
    if (eof) {
      if (k.length === 0) throw EOF;
      throw new StrvalsError(`key ${goQuote(k)} has no value`);
    }
    if (last === "[") {
      const i = this.keyIndex();
      let list = [];
      if (Object.hasOwn(data, k)) list = asList(data[k]);
      const result = this.listItem(list, i, nestedNameLevel);
      set(data, k, result.list);
      if (result.error) throw result.error;
      return;
    }
    if (last === "=") {
      let list;
      try {
        list = this.valueList();
      } catch (error) {
        if (error instanceof EndOfInput) {
          set(data, k, "");
          throw error;
        }
        if (!(error instanceof NotAList)) throw error;
        const { text } = runesUntil(this.sc, VALUE_STOP);
        set(data, k, this.reader(text));
        return;
      }
      set(data, k, list);
      return;
    }
    if (last === ",") {
      set(data, k, "");
      throw new StrvalsError(`key ${goQuote(k)} has no value (cannot end with ,)`);
    }
    const level = nestedNameLevel + 1;
    if (level > MAX_NESTED_NAME_LEVEL) {
      throw new StrvalsError(
        `value name nested level is greater than maximum supported nested level of ${MAX_NESTED_NAME_LEVEL}`
      );
    }
    const inner = Object.hasOwn(data, k) ? asMap(data[k]) : {};
    let failure;
    try {
      this.key(inner, level);
    } catch (error) {
      failure = error;
    }
    const empty = Object.keys(inner).length === 0;
    if (failure === void 0 && empty) throw new StrvalsError(`key map ${goQuote(k)} has no value`);
    if (!empty) set(data, k, inner);
    if (failure !== void 0) throw failure;
  }
  keyIndex() {
    const { text, eof } = runesUntil(this.sc, INDEX_STOP);
    if (eof) throw new StrvalsError("error parsing index: EOF");
    return atoi(text);
  }
  /** listItem: the list with item `i` set, and the error Go returns beside it. */
  listItem(list, i, nestedNameLevel) {
    if (i < 0) return { list, error: new StrvalsError(`negative ${i} index not allowed`) };
    const { text: k, last, eof } = runesUntil(this.sc, LIST_ITEM_STOP);
    if (k.length > 0)
      return { list, error: new StrvalsError(`unexpected data at end of array index: ${goQuoteRunes(k)}`) };
    if (eof) return { list, error: EOF };
    try {
      if (last === "=") {
        let value;
        try {
          value = this.valueList();
        } catch (error) {
          if (error instanceof EndOfInput) return { list: setIndex(list, i, "") };
          if (!(error instanceof NotAList)) throw error;
          value = this.reader(runesUntil(this.sc, VALUE_STOP).text);
        }
        return { list: setIndex(list, i, value) };
      }
      if (last === "[") {
        const next = this.keyIndex();
        let current = [];
        if (list.length > i && list[i] !== null && list[i] !== void 0) current = asList(list[i]);
        const nested = this.listItem(current, next, nestedNameLevel);
        if (nested.error) return { list, error: nested.error };
        return { list: setIndex(list, i, nested.list) };
      }
      let inner = {};
      if (list.length > i) {
        const existing = list[i];
        if (isMap(existing)) inner = existing;
        else list[i] = inner;
      }
      this.key(inner, nestedNameLevel);
      return { list: setIndex(list, i, inner) };
    } catch (error) {
      return { list, error };
    }
  }
  /** valList: `{a,b,c}`, or NotAList (nothing consumed) when the value does not start with `{`. */
  valueList() {
    const r = this.sc.read();
    if (r === void 0) throw EOF;
    if (r !== "{") {
      this.sc.unread();
      throw new NotAList();
    }
    const list = [];
    for (; ; ) {
      const { text, last, eof } = runesUntil(this.sc, LIST_STOP);
      if (eof) throw new StrvalsError("list must terminate with '}'");
      if (last === "}") {
        const after = this.sc.read();
        if (after !== void 0 && after !== ",") this.sc.unread();
        list.push(this.reader(text));
        return list;
      }
      list.push(this.reader(text));
    }
  }
};
function setIndex(list, index, value) {
  if (index < 0) throw new StrvalsError(`negative ${index} index not allowed`);
  if (index > MAX_INDEX) {
    throw new StrvalsError(`index of ${index} is greater than maximum supported index of ${MAX_INDEX}`);
  }
  let out = list;
  if (out.length <= index) {
    out = [...list, ...new Array(index + 1 - list.length).fill(null)];
  }
  out[index] = value;
  return out;
}
function set(data, key, value) {
  if (key === "") return;
  data[key] = value;
}
function typedValue(text, forceString) {
  if (forceString) return text;
  const folded = foldCase(text);
  if (folded === "true") return true;
  if (folded === "false") return false;
  if (folded === "null") return null;
  if (text === "0") return 0;
  if (text !== "" && text[0] !== "0" && /^[+-]?[0-9]+$/.test(text)) {
    const value = BigInt(text);
    if (value >= INT64_MIN && value <= INT64_MAX) return Number(value);
  }
  return text;
}
var INT64_MIN = -(2n ** 63n);
var INT64_MAX = 2n ** 63n - 1n;
function foldCase(text) {
  return text.replace(/[A-Z]/g, (c) => c.toLowerCase()).replaceAll("\u017F", "s");
}
function atoi(text) {
  if (/^[+-]?[0-9]+$/.test(text)) {
    const value = BigInt(text);
    if (value >= INT64_MIN && value <= INT64_MAX) return Number(value);
    throw new StrvalsError(`error parsing index: strconv.Atoi: parsing ${goQuote(text)}: value out of range`);
  }
  throw new StrvalsError(`error parsing index: strconv.Atoi: parsing ${goQuote(text)}: invalid syntax`);
}
function isMap(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function asMap(value) {
  if (isMap(value)) return value;
  throw new StrvalsError(
    `unable to parse key: interface conversion: interface {} is ${goType(value)}, not map[string]interface {}`
  );
}
function asList(value) {
  if (Array.isArray(value)) return value;
  throw new StrvalsError(
    `unable to parse key: interface conversion: interface {} is ${goType(value)}, not []interface {}`
  );
}
function goType(value) {
  if (value === null || value === void 0) return "nil";
  if (Array.isArray(value)) return "[]interface {}";
  if (typeof value === "string") return "string";
  if (typeof value === "boolean") return "bool";
  if (typeof value === "number") return Number.isInteger(value) ? "int64" : "float64";
  return "map[string]interface {}";
}
function goQuoteRunes(text) {
  const rune = (r) => r === "'" || r === "\\" ? `'\\${r}'` : r === '"' ? `'"'` : `'${JSON.stringify(r).slice(1, -1)}'`;
  return `[${Array.from(text, rune).join(" ")}]`;
}
function goQuote(text) {
  return JSON.stringify(text);
}

// src/helm/values.ts
var DEFAULT_VALUES_KEY = "values.yaml";
async function composeValues(release, reader) {
  const inline = structuredClone(release.values ?? {});
  const secretValues = /* @__PURE__ */ new Set();
  const warnings = [];
  const read = /* @__PURE__ */ new Map();
  let result = {};
  for (const ref of release.valuesFrom) {
    const described = describe(ref, release.namespace);
    if (ref.kind !== "ConfigMap" && ref.kind !== "Secret")
      throw new HelmError(valuesText.unsupportedKind(described));
    const id = described.object;
    let pending = read.get(id);
    if (!pending) {
      pending = reader.read(ref.kind, release.namespace, ref.name);
      read.set(id, pending);
    }
    const data = await pending;
    if (data !== void 0 && "unread" in data && typeof data.unread === "string") {
      throw new HelmError(valuesText.unread(described, data.unread));
    }
    if (data === void 0) {
      if (ref.optional) {
        warnings.push(valuesText.skipped(described, "resource not found"));
        continue;
      }
      throw new HelmError(valuesText.notFound(described));
    }
    const entries = data;
    if (!Object.hasOwn(entries, described.key)) {
      if (ref.optional) {
        warnings.push(valuesText.skipped(described, "key not found"));
        continue;
      }
      throw new HelmError(valuesText.keyNotFound(described));
    }
    const text = entries[described.key];
    const fromSecret = ref.kind === "Secret";
    if (fromSecret) secretValues.add(text);
    if (ref.targetPath) {
      result = mergeMaps(result, inline);
      try {
        if (ref.literal) replacePathLiteralValue(result, ref.targetPath, text);
        else replacePathValue(result, ref.targetPath, text);
      } catch (error) {
        if (!(error instanceof StrvalsError)) throw error;
        throw new HelmError(valuesText.mergeFailed(described, error.message));
      }
      if (fromSecret) for (const leaf of pathValueLeaves(ref, text)) secretValues.add(leaf);
      continue;
    }
    const values = readValues(text, described);
    if (fromSecret) for (const leaf of stringLeaves(values)) secretValues.add(leaf);
    result = mergeMaps(result, values);
  }
  secretValues.delete("");
  return { values: mergeMaps(result, inline), secretValues: [...secretValues], warnings };
}
function replacePathValue(values, path, value) {
  const quoted = (q) => value.startsWith(q) && value.endsWith(q);
  if (quoted("'") || quoted('"')) {
    parseIntoString(`${path}=${value.replace(/^['"]+|['"]+$/g, "")}`, values);
    return;
  }
  parseInto(`${path}=${value}`, values);
}
function replacePathLiteralValue(values, path, value) {
  const escaped = value.replace(/[\\,[\]{}]/g, (c) => `\\${c}`);
  parseIntoString(`${path}=${escaped}`, values);
}
function readValues(text, ref) {
  let value;
  try {
    value = parseYamlDocuments(text, { schema: "go-yaml-v2", allowDuplicateKeys: true })[0]?.value;
  } catch (error) {
    if (!(error instanceof YamlError)) throw error;
    throw new HelmError(valuesText.notValues(ref, error.message));
  }
  if (value === null || value === void 0) return {};
  if (!isRecord(value)) {
    const found = Array.isArray(value) ? "a list" : `a ${typeof value}`;
    throw new HelmError(valuesText.notValues(ref, valuesText.notAMapping(found)));
  }
  return value;
}
function describe(ref, namespace) {
  return {
    object: formatRef({ kind: ref.kind, namespace, name: ref.name }),
    kind: ref.kind,
    key: ref.valuesKey || DEFAULT_VALUES_KEY,
    optional: ref.optional === true
  };
}
function pathValueLeaves(ref, text) {
  const scratch = {};
  try {
    if (ref.literal) replacePathLiteralValue(scratch, ref.targetPath ?? "", text);
    else replacePathValue(scratch, ref.targetPath ?? "", text);
  } catch {
    return [];
  }
  return [...stringLeaves(scratch)];
}
function* stringLeaves(value) {
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringLeaves(item);
  else if (isRecord(value)) for (const item of Object.values(value)) yield* stringLeaves(item);
}

// src/helm/releases.ts
function isHelmRelease(object) {
  return object.kind === "HelmRelease" && splitApiVersion(object.apiVersion).group === HELM_GROUP;
}
function renderedData(object) {
  const out = {};
  const data = object.data ?? {};
  for (const [key, value] of Object.entries(data)) {
    out[key] = object.kind === "Secret" ? Buffer.from(String(value), "base64").toString("utf8") : String(value);
  }
  if (object.kind === "Secret") {
    for (const [key, value] of Object.entries(object.stringData ?? {}))
      out[key] = String(value);
  } else {
    for (const [key, value] of Object.entries(object.binaryData ?? {}))
      out[key] = Buffer.from(String(value), "base64").toString("utf8");
  }
  return out;
}
function valuesReaderFor(manifests, cluster) {
  return {
    async read(kind, namespace, name) {
      const rendered = manifests.find(
        (m) => m.object.kind === kind && m.object.apiVersion === "v1" && m.object.metadata.name === name && (m.object.metadata.namespace ?? namespace) === namespace
      );
      if (rendered) return renderedData(rendered.object);
      if (!cluster) return { unread: "not in the Kustomization's output and no cluster to read it from" };
      return cluster.read(kind, namespace, name);
    }
  };
}
async function renderOne(manifest, manifests, ctx) {
  const { object } = manifest;
  const namespace = object.metadata.namespace ?? "default";
  const key = `HelmRelease/${namespace}/${object.metadata.name}`;
  const base = {
    key,
    namespace,
    name: object.metadata.name,
    ...manifest.source ? { source: manifest.source } : {}
  };
  const { spec, problems } = helmReleaseFrom(
    { ...object, metadata: { ...object.metadata, namespace } },
    manifest.source
  );
  if (!spec) return { ...base, error: releaseText.invalid(key, problems) };
  let chartLabel2;
  try {
    const chart = await ctx.charts.chartFor(spec);
    chartLabel2 = `chart ${chart.name}@${chart.version}`;
    const { values, secretValues, warnings } = await composeValues(
      spec,
      valuesReaderFor(manifests, ctx.cluster)
    );
    for (const value of secretValues) ctx.secrets?.addSecretData(value);
    const inputs = { chart, values, secretValues };
    if (await ctx.deployed?.({ release: spec, chart, values })) {
      const kept = {
        release: spec,
        releaseName: releaseName(spec),
        releaseNamespace: releaseNamespace(spec)
      };
      const { name, version, source } = chart;
      const rendered2 = { ...kept, chart: { name, version, source }, manifests: [], crds: [], warnings };
      return { ...base, rendered: rendered2, inputs, deployed: true };
    }
    const rendered = await renderRelease({
      release: spec,
      releaseName: releaseName(spec),
      releaseNamespace: releaseNamespace(spec),
      chart,
      values,
      capabilities: ctx.capabilities,
      helm: await ctx.helm(),
      kustomize: ctx.kustomize,
      ...ctx.templates && secretValues.length === 0 ? { templates: ctx.templates } : {},
      ...ctx.signal ? { signal: ctx.signal } : {}
    });
    rendered.warnings.unshift(...warnings);
    return { ...base, rendered, inputs };
  } catch (err) {
    if (!(err instanceof HelmError)) throw err;
    const named = chartLabel2 === void 0 || err.message.startsWith(`${chartLabel2}:`);
    const line = named ? releaseText.failed(key, err.message) : releaseText.failedWith(key, chartLabel2, err.message);
    const first = ctx.said?.get(err.message);
    if (first === void 0) ctx.said?.set(err.message, key);
    return {
      ...base,
      error: first === void 0 || first === key ? line : releaseText.failedAsOther(key, first)
    };
  }
}
function renderReleases(manifests, ctx) {
  const releases = manifests.filter((m) => isHelmRelease(m.object));
  if (releases.length) ctx.charts.noteRendered(manifests);
  return Promise.all(releases.map((m) => renderOne(m, manifests, ctx)));
}

// src/helm/charts.ts
import { createHash as createHash2 } from "node:crypto";
import { mkdtemp as mkdtemp4, readdir as readdir4, stat as stat2 } from "node:fs/promises";
import { join as join7, posix as posix2 } from "node:path";
import { Readable as Readable2 } from "node:stream";

// src/helm/chart-cache.ts
import { randomBytes } from "node:crypto";
import { chmod, mkdir as mkdir3, readdir as readdir3, rename, rm as rm3, stat } from "node:fs/promises";
import { join as join6 } from "node:path";
async function makeReadOnly(dir) {
  for (const entry of await readdir3(dir, { withFileTypes: true })) {
    const path = join6(dir, entry.name);
    if (entry.isDirectory()) await makeReadOnly(path);
    else if (entry.isFile()) await chmod(path, (await stat(path)).mode & 365);
  }
}
async function archiveRoot(dir) {
  const entries = await readdir3(dir, { withFileTypes: true });
  if (entries.length === 1 && entries[0].isDirectory()) return join6(dir, entries[0].name);
  return void 0;
}
var storing = /* @__PURE__ */ new Map();
var STALE_MS = 24 * 60 * 60 * 1e3;
var ChartCache = class {
  constructor(dir) {
    this.dir = dir;
  }
  dir;
  swept;
  path(key) {
    const [algorithm, hex] = key.includes(":") ? key.split(":", 2) : ["sha256", key];
    if (!/^[a-z0-9]+$/.test(algorithm) || !/^[0-9a-f]{16,128}$/.test(hex))
      throw new Error(`not a digest: ${key}`);
    return join6(this.dir, "charts", algorithm, hex);
  }
  /** The chart root cached under `key` (`sha256:<hex>`), or undefined. */
  async lookup(key) {
    const path = this.path(key);
    return await stat(join6(path, "Chart.yaml")).catch(() => void 0) ? path : void 0;
  }
  async sweep() {
    const tmp = join6(this.dir, "tmp");
    for (const entry of await readdir3(tmp).catch(() => [])) {
      const info = await stat(join6(tmp, entry)).catch(() => void 0);
      if (info && Date.now() - info.mtimeMs > STALE_MS)
        await rm3(join6(tmp, entry), { recursive: true, force: true });
    }
  }
  /**
   * The chart root cached under `key`, made by `fill` when missing: `fill` writes into a private
   * directory (a chart root, or an archive's `<name>/` directory), which is then renamed into
   * place, so a cache entry is complete or absent, also when runs race or one is killed.
   */
  store(key, fill, archive) {
    const path = this.path(key);
    let stored = storing.get(path);
    if (!stored) {
      stored = this.storeOnce(key, fill, archive);
      storing.set(path, stored);
      stored.then(
        () => storing.delete(path),
        () => storing.delete(path)
      );
    }
    return stored;
  }
  async storeOnce(key, fill, archive) {
    const cached = await this.lookup(key);
    if (cached) return cached;
    const target = this.path(key);
    this.swept ??= this.sweep();
    await this.swept;
    const scratch = join6(this.dir, "tmp", `${Date.now()}-${randomBytes(6).toString("hex")}`);
    await mkdir3(scratch, { recursive: true });
    try {
      await fill(scratch);
      const root = archive ? await archiveRoot(scratch) : scratch;
      if (!root || !await stat(join6(root, "Chart.yaml")).catch(() => void 0))
        throw new Error(archive ? "the archive holds no chart directory with a Chart.yaml" : "no Chart.yaml");
      await makeReadOnly(root);
      await mkdir3(join6(target, ".."), { recursive: true });
      await rename(root, target).catch(async (error) => {
        if (!await this.lookup(key)) throw error;
      });
      return target;
    } finally {
      await rm3(scratch, { recursive: true, force: true });
    }
  }
};

// src/helm/chart-semver.ts
var MAX_VERSION_LENGTH = 256;
var MAX_CONSTRAINT_LENGTH = 512;
var MAX_CONSTRAINT_GROUPS = 32;
var UINT64_MAX = (1n << 64n) - 1n;
var ALLOWED = /^[0-9A-Za-z-]+$/;
var NUMERIC = /^[0-9]+$/;
var LOOSE_VERSION = /^v?([0-9]+)(\.[0-9]+)?(\.[0-9]+)?(-([0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*))?(\+([0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*))?$/;
function uint64(text) {
  if (!NUMERIC.test(text)) return void 0;
  const value = BigInt(text);
  return value > UINT64_MAX ? void 0 : value;
}
function validPrerelease(pre) {
  return pre.split(".").every(
    (part) => part === "" ? false : NUMERIC.test(part) ? !(part.length > 1 && part[0] === "0") : ALLOWED.test(part)
  );
}
function validMetadata(metadata) {
  return metadata.split(".").every((part) => part !== "" && ALLOWED.test(part));
}
function parseVersion(text) {
  if (text.length > MAX_VERSION_LENGTH) return void 0;
  const m = LOOSE_VERSION.exec(text);
  if (!m) return void 0;
  const major = uint64(m[1]);
  const minor = m[2] ? uint64(m[2].slice(1)) : 0n;
  const patch = m[3] ? uint64(m[3].slice(1)) : 0n;
  if (major === void 0 || minor === void 0 || patch === void 0) return void 0;
  const pre = m[5] ?? "";
  const metadata = m[8] ?? "";
  if (pre !== "" && !validPrerelease(pre)) return void 0;
  if (metadata !== "" && !validMetadata(metadata)) return void 0;
  return { major, minor, patch, pre, metadata, original: text };
}
function parseStrictVersion(text) {
  if (text === "" || text.length > MAX_VERSION_LENGTH) return void 0;
  const parts = splitN(text, ".", 3);
  if (parts.length !== 3) return void 0;
  let rest = parts[2];
  let metadata = "";
  let pre = "";
  if (rest.includes("+")) {
    [rest, metadata] = splitN(rest, "+", 2);
    if (!validMetadata(metadata)) return void 0;
  }
  if (rest.includes("-")) {
    [rest, pre] = splitN(rest, "-", 2);
    if (!validPrerelease(pre)) return void 0;
  }
  const numbers = [parts[0], parts[1], rest];
  if (numbers.some((p) => !NUMERIC.test(p) || p.length > 1 && p[0] === "0")) return void 0;
  const [major, minor, patch] = numbers.map(uint64);
  if (major === void 0 || minor === void 0 || patch === void 0) return void 0;
  return { major, minor, patch, pre, metadata, original: text };
}
function parseFluxVersion(text) {
  return splitN(text, ".", 3).length === 3 ? parseVersion(text) : void 0;
}
function splitN(text, separator, n) {
  const parts = text.split(separator);
  return parts.length <= n ? parts : [...parts.slice(0, n - 1), parts.slice(n - 1).join(separator)];
}
function versionString(v) {
  return `${v.major}.${v.minor}.${v.patch}${v.pre ? `-${v.pre}` : ""}${v.metadata ? `+${v.metadata}` : ""}`;
}
function compareSegment(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function comparePrePart(s, o) {
  if (s === o) return 0;
  if (s === "") return -1;
  if (o === "") return 1;
  const oi = uint64(o);
  const si = uint64(s);
  if (oi === void 0 && si === void 0) return s > o ? 1 : -1;
  if (oi === void 0) return -1;
  if (si === void 0) return 1;
  return si > oi ? 1 : -1;
}
function comparePrerelease(v, o) {
  const sparts = v.split(".");
  const oparts = o.split(".");
  for (let i = 0; i < Math.max(sparts.length, oparts.length); i++) {
    const d = comparePrePart(sparts[i] ?? "", oparts[i] ?? "");
    if (d !== 0) return d;
  }
  return 0;
}
function compareVersions(v, o) {
  const d = compareSegment(v.major, o.major) || compareSegment(v.minor, o.minor) || compareSegment(v.patch, o.patch);
  if (d !== 0) return d;
  if (v.pre === "" && o.pre === "") return 0;
  if (v.pre === "") return 1;
  if (o.pre === "") return -1;
  return comparePrerelease(v.pre, o.pre);
}
var OPS = String.raw`=||!=|>|<|>=|=>|<=|=<|~|~>|\^`;
var CV = String.raw`v?([0-9|x|X|\*]+)(\.[0-9|x|X|\*]+)?(\.[0-9|x|X|\*]+)?(-([0-9A-Za-z\-]+(\.[0-9A-Za-z\-]+)*))?(\+([0-9A-Za-z\-]+(\.[0-9A-Za-z\-]+)*))?`;
var CONSTRAINT = new RegExp(String.raw`^\s*(${OPS})\s*(${CV})\s*$`);
var CONSTRAINT_RANGE = new RegExp(String.raw`\s*(${CV})\s+-\s+(${CV})\s*`, "g");
var FIND_CONSTRAINT = new RegExp(String.raw`(${OPS})\s*(${CV})`, "g");
var VALID_CONSTRAINT = new RegExp(
  String.raw`^(\s*(${OPS})\s*(${CV})\s*)((?:\s+|,\s*)(${OPS})\s*(${CV})\s*)*$`
);
var isX = (x) => x === "x" || x === "*" || x === "X";
function parseConstraint(c) {
  if (c.length === 0) {
    return {
      con: parseStrictVersion("0.0.0"),
      orig: c,
      op: "",
      minorDirty: false,
      patchDirty: false,
      dirty: true
    };
  }
  const m = CONSTRAINT.exec(c);
  if (!m) throw new Error(`improper constraint: ${JSON.stringify(c)}`);
  let ver = m[2];
  let minorDirty = false;
  let patchDirty = false;
  let dirty = false;
  const pre = m[6] ?? "";
  if (isX(m[3]) || !m[3]) {
    ver = `0.0.0${pre}`;
    dirty = true;
  } else if (isX(m[4]?.replace(/^\./, "")) || !m[4]) {
    minorDirty = true;
    dirty = true;
    ver = `${m[3]}.0.0${pre}`;
  } else if (isX(m[5]?.replace(/^\./, "")) || !m[5]) {
    dirty = true;
    patchDirty = true;
    ver = `${m[3]}${m[4]}.0${pre}`;
  }
  const con = parseVersion(ver);
  if (!con) throw new Error("constraint parser error");
  return { con, orig: m[2], op: m[1], minorDirty, patchDirty, dirty };
}
var notEqual = (v, c) => {
  if (c.dirty) {
    if (c.con.major !== v.major) return true;
    if (c.con.minor !== v.minor && !c.minorDirty) return true;
    if (c.minorDirty) return false;
    if (c.con.patch !== v.patch && !c.patchDirty) return true;
    if (c.patchDirty) {
      if (v.pre !== "" || c.con.pre !== "") return comparePrerelease(v.pre, c.con.pre) !== 0;
      return false;
    }
  }
  return compareVersions(v, c.con) !== 0;
};
var greaterThan = (v, c) => {
  if (!c.dirty) return compareVersions(v, c.con) === 1;
  if (v.major > c.con.major) return true;
  if (v.major < c.con.major) return false;
  if (c.minorDirty) return false;
  if (c.patchDirty) return v.minor > c.con.minor;
  return compareVersions(v, c.con) === 1;
};
var lessThan = (v, c) => compareVersions(v, c.con) < 0;
var greaterThanEqual = (v, c) => compareVersions(v, c.con) >= 0;
var lessThanEqual = (v, c) => {
  if (!c.dirty) return compareVersions(v, c.con) <= 0;
  if (v.major > c.con.major) return false;
  if (v.major === c.con.major && v.minor > c.con.minor && !c.minorDirty) return false;
  return true;
};
var tilde = (v, c) => {
  if (compareVersions(v, c.con) < 0) return false;
  if (c.con.major === 0n && c.con.minor === 0n && c.con.patch === 0n && !c.minorDirty && !c.patchDirty)
    return true;
  if (v.major !== c.con.major) return false;
  if (v.minor !== c.con.minor && !c.minorDirty) return false;
  return true;
};
var tildeOrEqual = (v, c) => c.dirty ? tilde(v, c) : compareVersions(v, c.con) === 0;
var caret = (v, c) => {
  if (compareVersions(v, c.con) < 0) return false;
  if (c.con.major > 0n || c.minorDirty) return v.major === c.con.major;
  if (c.con.major === 0n && v.major > 0n) return false;
  if (c.con.minor > 0n || c.patchDirty) return v.minor === c.con.minor;
  if (c.con.minor === 0n && v.minor > 0n) return false;
  return c.con.patch === v.patch;
};
var OPERATIONS = {
  "": tildeOrEqual,
  "=": tildeOrEqual,
  "!=": notEqual,
  ">": greaterThan,
  "<": lessThan,
  ">=": greaterThanEqual,
  "=>": greaterThanEqual,
  "<=": lessThanEqual,
  "=<": lessThanEqual,
  "~": tilde,
  "~>": tilde,
  "^": caret
};
function rewriteRange(text) {
  let out = text;
  for (const m of text.matchAll(CONSTRAINT_RANGE)) out = out.replace(m[0], `>= ${m[1]}, <= ${m[11]} `);
  return out;
}
function parseConstraints(text) {
  if (text.length > MAX_CONSTRAINT_LENGTH)
    throw new Error(`constraint string is too long (max ${MAX_CONSTRAINT_LENGTH} bytes)`);
  const ors = rewriteRange(text).split("||");
  if (ors.length > MAX_CONSTRAINT_GROUPS)
    throw new Error(`too many constraint groups (max ${MAX_CONSTRAINT_GROUPS})`);
  const groups = ors.map((segment) => {
    if (!VALID_CONSTRAINT.test(segment)) throw new Error(`improper constraint: ${JSON.stringify(segment)}`);
    const found = segment.match(FIND_CONSTRAINT) ?? [segment];
    const constraints = found.map(parseConstraint);
    return { constraints, includePre: constraints.some((c) => c.con.pre !== "") };
  });
  return {
    check: (v) => groups.some(
      (group) => (v.pre === "" || group.includePre) && group.constraints.every((c) => OPERATIONS[c.op](v, c))
    )
  };
}

// src/helm/chart-version.ts
var ChartVersionError = class extends Error {
  name = "ChartVersionError";
};
function constraintsFor(version) {
  const latestStable = version === "" || version === "*";
  try {
    return parseConstraints(latestStable ? "*" : version);
  } catch (error) {
    throw new ChartVersionError(error.message);
  }
}
var createdTime = (entry) => {
  const time = entry.created ? Date.parse(entry.created) : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};
function selectIndexVersion(name, versions, version) {
  if (versions.length === 0) throw new ChartVersionError("no chart version found");
  if (version !== "") {
    const exact = versions.find((v) => v.version === version);
    if (exact) return exact;
  }
  const constraints = constraintsFor(version);
  const matched = [];
  for (const entry of versions) {
    const semver = parseFluxVersion(entry.version);
    if (semver && constraints.check(semver)) matched.push({ semver, entry });
  }
  if (matched.length === 0)
    throw new ChartVersionError(`no '${name}' chart with version matching '${version}' found`);
  matched.sort((a, b) => compareVersions(b.semver, a.semver) || createdTime(b.entry) - createdTime(a.entry));
  return matched[0].entry;
}
function chartTagVersions(tags) {
  const versions = tags.flatMap((tag) => {
    const v = parseStrictVersion(tag.replaceAll("_", "+"));
    return v ? [v] : [];
  });
  versions.sort((a, b) => compareVersions(b, a));
  return versions.map(versionString);
}
function isConcreteVersion(version) {
  return parseFluxVersion(version) !== void 0;
}
function selectTagVersion(versions, version) {
  if (version !== "" && versions.includes(version)) return version;
  const constraints = constraintsFor(version);
  const matched = versions.flatMap((v) => {
    const semver = parseFluxVersion(v);
    return semver && constraints.check(semver) ? [semver] : [];
  });
  if (matched.length === 0)
    throw new ChartVersionError(`could not locate a version matching provided version string ${version}`);
  matched.sort((a, b) => compareVersions(b, a));
  return matched[0].original;
}
function chartTag(version) {
  return version.replaceAll("+", "_");
}
function isValidIndexEntry(entry) {
  return typeof entry.name === "string" && entry.name !== "" && typeof entry.version === "string" && parseVersion(entry.version) !== void 0;
}

// src/helm/chart-oci.ts
var HELM_CHART_LAYER = "application/vnd.cncf.helm.chart.content.v1.tar+gzip";
var LEGACY_CHART_LAYER = "application/tar+gzip";
function withBuildMetadata(version, metadata) {
  const parsed = parseVersion(version);
  if (!parsed) throw new Error(`invalid chart version ${version}`);
  return versionString({ ...parsed, metadata });
}
async function repositoryChartLayer(client, chart, version) {
  let chosen = version;
  if (!isConcreteVersion(version)) {
    const versions = chartTagVersions(await client.tags());
    if (versions.length === 0) throw new Error(`unable to locate any tags in provided repository: ${chart}`);
    chosen = selectTagVersion(versions, version);
  }
  const { layers } = await client.manifest(chartTag(chosen));
  const layer = layers.find((l) => l.mediaType === HELM_CHART_LAYER) ?? layers.find((l) => l.mediaType === LEGACY_CHART_LAYER);
  if (!layer) throw new Error(chartText.noChartLayer(`${client.repository}:${chartTag(chosen)}`));
  return layer;
}
async function artifactChartLayer(client, source) {
  const { reference, label } = await resolveOciReference(client, source.ref);
  const { digest, layers } = await client.manifest(reference);
  if (source.ref.digest && source.ref.digest !== digest)
    throw new Error(`the manifest's digest is ${digest}, not ${source.ref.digest}`);
  const wanted = source.layerSelector?.mediaType;
  const layer = wanted ? layers.find((l) => l.mediaType === wanted) : layers.find((l) => l.mediaType === HELM_CHART_LAYER) ?? layers[0];
  if (!layer) throw new Error(chartText.noChartLayer(`${client.repository}:${reference}`));
  return { layer, revision: label ? `${label}@${digest}` : digest };
}
function chartVersionForRevision(chartVersion, revision) {
  const at = revision.indexOf("@");
  if (at >= 0) {
    const tag = revision.slice(0, at);
    const tagVersion = parseVersion(tag.replaceAll("_", "+"));
    const version = parseVersion(chartVersion);
    if (tagVersion && version) {
      const equal = tagVersion.major === version.major && tagVersion.minor === version.minor && tagVersion.patch === version.patch && tagVersion.pre === version.pre;
      if (!equal) throw new Error(chartText.ociVersionMismatch(tag, chartVersion));
    }
  }
  const pair = revision.slice(at + 1).split(":");
  if (pair.length !== 2 || (pair[1] ?? "").length < 12)
    throw new Error(`invalid artifact revision ${revision}`);
  return withBuildMetadata(chartVersion, pair[1].slice(0, 12));
}

// src/helm/chart-repository.ts
var MAX_INDEX_SIZE = 50 << 20;
var MAX_CHART_SIZE = 10 << 20;
var ChartRepositoryError = class extends Error {
  name = "ChartRepositoryError";
};
function resolveChartUrl(base, reference) {
  if (/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(reference)) return reference;
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/$/, "")}/`;
  const query = url.search;
  const resolved = new URL(reference, url);
  resolved.search = query;
  return resolved.toString();
}
function indexUrl(base) {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/index.yaml`;
  return url.toString();
}
function sameService(a, b) {
  return a.protocol === b.protocol && a.host === b.host;
}
function httpGet(target, access3, redirects = 0) {
  const url = new URL(target);
  const headers = { "User-Agent": "kustomize-sync" };
  if (access3.basic?.username && access3.basic.password && (access3.passCredentials || sameService(url, new URL(access3.url)))) {
    headers.Authorization = `Basic ${Buffer.from(`${access3.basic.username}:${access3.basic.password}`).toString("base64")}`;
  }
  const tls = url.protocol === "https:" && access3.tls ? {
    ...access3.tls.ca ? { ca: [...process.getBuiltinModule("node:tls").rootCertificates, access3.tls.ca] } : {},
    ...access3.tls.cert ? { cert: access3.tls.cert } : {},
    ...access3.tls.key ? { key: access3.tls.key } : {}
  } : {};
  return new Promise((resolve3, reject) => {
    if (url.protocol !== "http:" && url.protocol !== "https:")
      return reject(new ChartRepositoryError(`scheme "${url.protocol.slice(0, -1)}" not supported`));
    const client = url.protocol === "http:" ? http_default : process.getBuiltinModule("node:https");
    const request = client.request(
      url,
      { method: "GET", headers, ...tls, ...access3.signal ? { signal: access3.signal } : {} },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location && redirects < 10) {
          response.resume();
          httpGet(new URL(location, url).toString(), access3, redirects + 1).then(resolve3, reject);
          return;
        }
        if (status !== 200) {
          response.resume();
          return reject(
            new ChartRepositoryError(
              status === 401 || status === 403 ? chartText.authFailed(target, status) : chartText.httpStatus(target, status)
            )
          );
        }
        resolve3(response);
      }
    );
    request.on("error", (error) => reject(new ChartRepositoryError(`GET ${url.host}: ${error.message}`)));
    request.end();
  });
}
function parseIndex(text) {
  let document;
  try {
    document = parseYaml(text);
  } catch (error) {
    throw new ChartRepositoryError(chartText.indexInvalid(error.message));
  }
  if (!isRecord(document)) throw new ChartRepositoryError(chartText.indexInvalid("not a mapping"));
  if (!document.apiVersion) throw new ChartRepositoryError(chartText.noApiVersion);
  const index = /* @__PURE__ */ new Map();
  const entries = isRecord(document.entries) ? document.entries : {};
  for (const [name, list] of Object.entries(entries)) {
    const versions = [];
    for (const raw of Array.isArray(list) ? list : []) {
      if (!isRecord(raw)) continue;
      const entry = {
        ...raw,
        version: typeof raw.version === "number" ? String(raw.version) : raw.version
      };
      if (!isValidIndexEntry(entry)) continue;
      const digest = typeof entry.digest === "string" ? entry.digest.replace(/^sha256:/, "") : void 0;
      versions.push({
        name: entry.name,
        version: entry.version,
        urls: (Array.isArray(entry.urls) ? entry.urls : []).filter((u) => typeof u === "string"),
        ...digest && /^[0-9a-f]{64}$/.test(digest) ? { digest } : {},
        ...typeof entry.created === "string" ? { created: entry.created } : {}
      });
    }
    index.set(name, versions);
  }
  return index;
}
async function fetchIndex(access3) {
  const body = await httpGet(indexUrl(access3.url), access3);
  const bytes = await readLimited(
    body,
    MAX_INDEX_SIZE,
    () => new ChartRepositoryError(chartText.indexTooLarge(MAX_INDEX_SIZE))
  );
  return parseIndex(bytes.toString("utf8"));
}
function chartVersionIn(index, chart, version) {
  const versions = index.get(chart);
  if (!versions) throw new ChartRepositoryError(chartText.noChartName);
  return selectIndexVersion(chart, versions, version);
}

// src/helm/charts.ts
var ChartFetcher = class {
  constructor(options) {
    this.options = options;
    this.cache = new ChartCache(options.cacheDir);
    this.log = options.log ?? silentLogger;
  }
  options;
  cache;
  log;
  indexes = /* @__PURE__ */ new Map();
  charts = /* @__PURE__ */ new Map();
  workDir;
  /** What this run downloaded (indexes, packaged charts, registry layers): the cache's measure. */
  downloads = { indexes: 0, charts: 0 };
  /** Source objects a Kustomization renders (its HelmReleases' HelmRepository or OCIRepository): definitions first. */
  noteRendered(manifests) {
    this.options.resolver.noteRendered(manifests);
  }
  /** The chart of a HelmRelease, as helm-controller would load it. Rejects with a one-line HelmError. */
  async chartFor(release) {
    if (release.chart && release.chartRef) throw new HelmError(chartText.bothCharts);
    if (release.chart) {
      const spec = release.chart;
      return this.fromTemplate({
        chart: spec.chart,
        version: spec.version ?? "",
        sourceKind: spec.sourceRef.kind,
        sourceNamespace: spec.sourceRef.namespace ?? release.namespace,
        sourceName: spec.sourceRef.name,
        ...spec.reconcileStrategy ? { reconcileStrategy: spec.reconcileStrategy } : {}
      });
    }
    const ref = release.chartRef;
    if (!ref) throw new HelmError(chartText.noChart);
    const namespace = ref.namespace ?? release.namespace;
    const key = sourceKey({ kind: ref.kind, namespace, name: ref.name });
    if (ref.kind === "OCIRepository")
      return this.once(`${key}`, () => this.ociRepositoryChart(namespace, ref.name));
    if (ref.kind === "HelmChart") {
      const definition = await this.definition("HelmChart", namespace, ref.name, ref.name, void 0);
      const helmChart = definition;
      return this.fromTemplate({
        chart: helmChart.chart,
        version: helmChart.version ?? "",
        sourceKind: helmChart.sourceRef.kind,
        sourceNamespace: helmChart.namespace,
        sourceName: helmChart.sourceRef.name,
        ...helmChart.reconcileStrategy ? { reconcileStrategy: helmChart.reconcileStrategy } : {},
        helmChart
      });
    }
    throw new HelmError(
      chartText.chartFailed(
        key,
        void 0,
        ref.name,
        void 0,
        ref.kind === "ExternalArtifact" ? chartText.externalArtifact : chartText.chartKindUnsupported(ref.kind)
      )
    );
  }
  async fromTemplate(template) {
    const source = sourceKey({
      kind: template.sourceKind,
      namespace: template.sourceNamespace,
      name: template.sourceName
    });
    const id = JSON.stringify([source, template.chart, template.version, template.reconcileStrategy ?? ""]);
    const artifact = await this.once(id, async () => {
      if (template.sourceKind === "HelmRepository") return this.helmRepositoryChart(template, source);
      if (template.sourceKind === "GitRepository" || template.sourceKind === "Bucket")
        return this.pathChart(template, source);
      throw new HelmError(
        chartText.chartFailed(
          source,
          void 0,
          template.chart,
          template.version,
          chartText.chartKindUnsupported(template.sourceKind)
        )
      );
    });
    if (!template.helmChart) return artifact;
    return {
      ...artifact,
      valuesFiles: template.helmChart.valuesFiles,
      ...template.helmChart.ignoreMissingValuesFiles ? { ignoreMissingValuesFiles: true } : {}
    };
  }
  /** Each chart once per run, however many releases use it; failures become HelmErrors. */
  once(id, make) {
    let artifact = this.charts.get(id);
    if (!artifact) {
      artifact = make().catch((error) => {
        throw error instanceof HelmError ? error : new HelmError(error.message);
      });
      this.charts.set(id, artifact);
    }
    return artifact;
  }
  async definition(kind, namespace, name, chart, version) {
    const found = await this.options.resolver.findDefinition(kind, namespace, name);
    if ("problem" in found)
      throw new HelmError(
        chartText.chartFailed(sourceKey({ kind, namespace, name }), void 0, chart, version, found.problem)
      );
    return found.definition;
  }
  /** The run's signal with the source's spec.timeout (source-controller's default 60s), and why an error happened. */
  timeout(timeoutMs) {
    const ms = timeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS;
    const timeout = AbortSignal.timeout(ms);
    const signal = this.options.signal ? AbortSignal.any([timeout, this.options.signal]) : timeout;
    return {
      signal,
      reason: (error) => timeout.aborted ? chartText.timedOut(formatDuration(ms)) : error.message
    };
  }
  async helmRepositoryChart(template, source) {
    const definition = await this.definition(
      "HelmRepository",
      template.sourceNamespace,
      template.sourceName,
      template.chart,
      template.version
    );
    const repository = definition;
    const { signal, reason } = this.timeout(repository.timeoutMs);
    try {
      if (!repository.url) throw new Error(chartText.noUrl);
      const fetched = repository.type === "oci" ? await this.ociHelmRepositoryChart(repository, template, signal) : await this.httpChart(repository, template, signal);
      return { ...fetched, source };
    } catch (error) {
      throw new HelmError(
        chartText.chartFailed(source, repository.url, template.chart, template.version, reason(error))
      );
    }
  }
  async repositoryAccess(repository, signal) {
    const access3 = {
      url: repository.url,
      passCredentials: repository.passCredentials,
      signal
    };
    const resolver = this.options.resolver;
    const tlsFrom = (data) => {
      const ca = data["ca.crt"] ?? data.caFile;
      const cert = data["tls.crt"] ?? data.certFile;
      const key = data["tls.key"] ?? data.keyFile;
      return ca || cert || key ? { ...ca ? { ca } : {}, ...cert ? { cert } : {}, ...key ? { key } : {} } : void 0;
    };
    if (repository.certSecretRef) {
      const tls = tlsFrom(await resolver.readSecret(repository.namespace, repository.certSecretRef));
      if (tls) access3.tls = tls;
    }
    if (repository.secretRef) {
      const data = await resolver.readSecret(repository.namespace, repository.secretRef);
      if (data.username !== void 0 || data.password !== void 0)
        access3.basic = { username: data.username ?? "", password: data.password ?? "" };
      const tls = access3.tls ? void 0 : tlsFrom(data);
      if (tls) access3.tls = tls;
    }
    return access3;
  }
  /**
   * index.yaml once per run per repository address, credentials and timeout (later runs read it
   * again: indexes change). Keyed by a digest: the store never holds a credential.
   */
  index(repository, access3) {
    const key = createHash2("sha256").update(
      JSON.stringify([
        access3.url,
        access3.passCredentials ?? false,
        access3.basic ?? null,
        access3.tls ?? null,
        repository.timeoutMs ?? null
      ])
    ).digest("hex");
    const indexes = this.options.indexes ?? this.indexes;
    let index = indexes.get(key);
    if (!index) {
      index = fetchIndex(access3).then((read) => {
        this.downloads.indexes++;
        return read;
      });
      index.catch(() => indexes.delete(key));
      indexes.set(key, index);
    }
    return index;
  }
  async httpChart(repository, template, signal) {
    const access3 = await this.repositoryAccess(repository, signal);
    const entry = chartVersionIn(await this.index(repository, access3), template.chart, template.version);
    const reference = entry.urls[0];
    if (!reference) throw new ChartRepositoryError(chartText.noUrls(template.chart));
    const url = resolveChartUrl(repository.url, reference);
    const download = async () => {
      const started = Date.now();
      const bytes = await readLimited(
        await httpGet(url, access3),
        MAX_CHART_SIZE,
        () => new ChartRepositoryError(chartText.chartTooLarge(MAX_CHART_SIZE))
      );
      this.downloads.charts++;
      this.log.info(
        `downloaded chart ${template.chart} ${entry.version} from ${sourceKey(repository)} in ${formatDuration(Date.now() - started)}`
      );
      return bytes;
    };
    const sha256 = (bytes) => `sha256:${createHash2("sha256").update(bytes).digest("hex")}`;
    const unpack = (bytes) => async (tmp) => {
      await extractTarGz(Readable2.from([bytes]), tmp);
    };
    let digest;
    let dir;
    if (entry.digest) {
      digest = `sha256:${entry.digest}`;
      dir = await this.cache.store(
        digest,
        async (tmp) => {
          const bytes = await download();
          const got = sha256(bytes);
          if (got !== digest) throw new ChartRepositoryError(chartText.digestMismatch(digest, got));
          await unpack(bytes)(tmp);
        },
        true
      );
    } else {
      const bytes = await download();
      digest = sha256(bytes);
      dir = await this.cache.store(digest, unpack(bytes), true);
    }
    const metadata = await readChartMetadata(dir);
    return { dir, name: metadata.name, version: metadata.version, digest };
  }
  async ociClient(source, url, signal) {
    const { login, ca } = await this.options.resolver.registryCredentials(source);
    return new OciRepositoryClient(url, {
      ...login ? { login } : {},
      insecure: source.insecure,
      ...ca ? { ca } : {},
      signal
    });
  }
  /** The layer's chart from the cache, else pulled into it. */
  async layerChart(client, layer) {
    const cached = await this.cache.lookup(layer);
    if (cached) return cached;
    return this.cache.store(
      layer,
      async (tmp) => {
        const started = Date.now();
        await client.extractLayer(layer, tmp);
        this.downloads.charts++;
        this.log.info(
          `pulled chart ${client.repository} (${layer}) in ${formatDuration(Date.now() - started)}`
        );
      },
      true
    );
  }
  async ociHelmRepositoryChart(repository, template, signal) {
    const url = `${repository.url.replace(/\/+$/, "")}/${template.chart}`;
    const client = await this.ociClient(repository, url, signal);
    const layer = await repositoryChartLayer(client, template.chart, template.version);
    const dir = await this.layerChart(client, layer.digest);
    const metadata = await readChartMetadata(dir);
    return { dir, name: metadata.name, version: metadata.version, digest: layer.digest };
  }
  /**
   * A chartRef to an OCIRepository: the chart layer of its artifact (layerSelector's media type,
   * else Helm's chart layer, else the first), with `.Chart.Version` as helm-controller sets it:
   * `X+<manifest digest[:12]>` (mutateChartWithSourceRevision).
   */
  async ociRepositoryChart(namespace, name) {
    const source = sourceKey({ kind: "OCIRepository", namespace, name });
    const resolver = this.options.resolver;
    const mapped = lookupSource(resolver.mapping, "OCIRepository", namespace, name);
    if (mapped) return this.mappedOciChart(source, name, mapped);
    const repository = await this.definition(
      "OCIRepository",
      namespace,
      name,
      name,
      void 0
    );
    const { signal, reason } = this.timeout(repository.timeoutMs);
    try {
      const client = await this.ociClient(repository, repository.url, signal);
      const { layer, revision } = await artifactChartLayer(client, repository);
      const dir = await this.layerChart(client, layer.digest);
      const metadata = await readChartMetadata(dir);
      return {
        dir,
        name: metadata.name,
        version: chartVersionForRevision(metadata.version, revision),
        digest: layer.digest,
        source
      };
    } catch (error) {
      throw new HelmError(chartText.chartFailed(source, repository.url, name, void 0, reason(error)));
    }
  }
  /** An OCIRepository mapped to a local directory (`sources:`), or one a Kustomization already pulled. */
  async mappedOciChart(source, name, dir) {
    const target = await this.privateDir();
    try {
      await buildPathChart({
        sourceRoot: dir,
        chartPath: await chartRootIn(dir),
        target,
        ...this.helmOption()
      });
    } catch (error) {
      throw new HelmError(
        chartText.chartFailed(source, void 0, name, void 0, error.message)
      );
    }
    const metadata = await readChartMetadata(target);
    const revision = this.options.resolver.revisions.get(dir);
    let version = metadata.version;
    try {
      if (revision) version = chartVersionForRevision(version, revision);
    } catch (error) {
      throw new HelmError(
        chartText.chartFailed(source, void 0, name, void 0, error.message)
      );
    }
    return {
      dir: target,
      name: metadata.name,
      version,
      digest: `sha256:${createHash2("sha256").update(`${dir}\0${revision ?? ""}`).digest("hex")}`,
      source
    };
  }
  helmOption() {
    return {
      ...this.options.helm ? { helm: this.options.helm } : {},
      ...this.options.signal ? { signal: this.options.signal } : {}
    };
  }
  /** A new directory in the run's private directory (removed with it). */
  async privateDir() {
    this.workDir ??= mkdtemp4(join7(scratchDir(), "charts-"));
    return mkdtemp4(join7(await this.workDir, "chart-"));
  }
  /**
   * A chart at a path of a GitRepository / Bucket (fetched once per run by the resolver, or the
   * repository being synced, or a `sources:` mapping). Built charts of a fetched revision are
   * cached by revision and path; `sourceRoot` is where valuesFiles are read from.
   */
  async pathChart(template, source) {
    const resolver = this.options.resolver;
    const fail = (reason) => {
      throw new HelmError(chartText.chartFailed(source, void 0, template.chart, void 0, reason));
    };
    const decision = await resolver.decideSource(
      template.sourceKind,
      template.sourceNamespace,
      template.sourceName
    );
    let sourceRoot;
    let revision;
    if (decision.type === "failed") return fail(decision.message);
    if (decision.type === "repository") sourceRoot = resolver.root;
    else if (decision.type === "local")
      sourceRoot = lookupSource(
        resolver.mapping,
        template.sourceKind,
        template.sourceNamespace,
        template.sourceName
      );
    else ({ dir: sourceRoot, revision } = decision);
    if (!sourceRoot) return fail(chartText.chartKindUnsupported(template.sourceKind));
    const root = sourceRoot;
    const chartPath = posix2.normalize(template.chart.replaceAll("\\", "/")).replace(/^(\.\/)+/, "").replace(/\/+$/, "");
    const build2 = (target) => buildPathChart({ sourceRoot: root, chartPath, target, ...this.helmOption() });
    let dir;
    let digest;
    try {
      if (revision) {
        digest = `sha256:${createHash2("sha256").update(`${source}\0${revision}\0${chartPath}`).digest("hex")}`;
        dir = await this.cache.lookup(digest) ?? await this.cache.store(digest, build2, false);
      } else {
        dir = await this.privateDir();
        await build2(dir);
        digest = `sha256:${createHash2("sha256").update(`${root}\0${chartPath}`).digest("hex")}`;
      }
    } catch (error) {
      return fail(error.message);
    }
    const metadata = await readChartMetadata(dir);
    let version = metadata.version;
    if (template.reconcileStrategy === "Revision" && revision) {
      const hash = revision.slice(revision.lastIndexOf(":") + 1);
      version = withBuildMetadata(version, hash.slice(0, 12));
    }
    return { dir, name: metadata.name, version, digest, source, sourceRoot: root };
  }
};
async function chartRootIn(dir) {
  if (await stat2(join7(dir, "Chart.yaml")).catch(() => void 0)) return ".";
  const entries = (await readdir4(dir, { withFileTypes: true })).filter((e) => e.isDirectory());
  return entries.length === 1 ? entries[0].name : ".";
}

// src/helm/helm-cli.ts
import { execFile as execFile2 } from "node:child_process";
import { mkdir as mkdir4 } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { isAbsolute as isAbsolute2, join as join8 } from "node:path";
import { promisify as promisify2 } from "node:util";
var run2 = promisify2(execFile2);
var MAX_OUTPUT = 512 * 1024 * 1024;
function helmEnvironment(home) {
  const env = childEnvironment(home);
  env.HELM_CACHE_HOME = join8(home, "cache");
  env.HELM_CONFIG_HOME = join8(home, "config");
  env.HELM_DATA_HOME = join8(home, "data");
  env.HELM_PLUGINS = join8(home, "plugins");
  env.HELM_CONTENT_CACHE = join8(home, "cache", "content");
  env.HELM_REGISTRY_CONFIG = join8(home, "config", "registry", "config.json");
  env.HELM_REPOSITORY_CACHE = join8(home, "cache", "repository");
  env.HELM_REPOSITORY_CONFIG = join8(home, "config", "repositories.yaml");
  env.KUBECONFIG = join8(home, "no-kubeconfig");
  env.NO_COLOR = "1";
  return env;
}
function helmMessage(stderr) {
  const at = stderr.search(/^Error: /m);
  if (at < 0) {
    const panic = /^panic: (.*)$/m.exec(stderr);
    if (panic) return `helm panicked: ${panic[1].trim()}`;
  }
  const text = at < 0 ? stderr : stderr.slice(at + "Error: ".length);
  return oneLine(
    text.split("\n").filter((line) => !/^Use --debug flag/.test(line.trim())).join("\n")
  );
}
function helmMajor(version) {
  const match = /^v?(\d+)/.exec(version.trim());
  return match ? Number(match[1]) : void 0;
}
var HELM_CONCURRENCY = availableParallelism();
function makeHelm(command, version) {
  const slots = new Semaphore(HELM_CONCURRENCY);
  return {
    command,
    version,
    async run(args, options) {
      await mkdir4(options.home, { recursive: true, mode: 448 });
      try {
        const { stdout } = await slots.run(
          () => run2(command, [...args], {
            maxBuffer: MAX_OUTPUT,
            env: helmEnvironment(options.home),
            cwd: options.home,
            ...options.signal ? { signal: options.signal } : {}
          })
        );
        return stdout;
      } catch (error) {
        const e = error;
        if (e.name === "AbortError" || options.signal?.aborted) {
          const reason = options.signal?.reason;
          throw new HelmError(
            renderMessages.helmStopped(
              args[0] ?? "",
              reason instanceof Error ? reason.message : String(reason ?? "aborted")
            )
          );
        }
        if (e.code === "ENOENT") throw new HelmError(renderMessages.helmNotFound(command));
        throw new HelmError(helmMessage(e.stderr || e.message));
      }
    }
  };
}
async function detectHelm(path, versions) {
  let command;
  if (path) {
    if (!(isAbsolute2(path) || path.includes("/"))) command = await which(path);
    else if (await isExecutable(path)) command = path;
    if (!command) throw new HelmError(renderMessages.helmNotExecutable(path));
  } else {
    command = await which("helm");
    if (!command) throw new HelmError(renderMessages.helmNotOnPath());
  }
  let version;
  try {
    const found = command;
    version = await rememberedAnswer(versions, found, ["version"], async () => {
      const { stdout } = await run2(found, ["version", "--template", "{{.Version}}"], {
        maxBuffer: MAX_OUTPUT,
        env: childEnvironment()
      });
      return stdout.trim();
    });
  } catch (error) {
    const e = error;
    throw new HelmError(renderMessages.helmVersionUnreadable(command, helmMessage(e.stderr || e.message)));
  }
  const major = helmMajor(version);
  if (major === void 0 || major < 4) throw new HelmError(renderMessages.helmTooOld(command, version));
  return makeHelm(command, version);
}

// src/helm/release-store.ts
async function releaseHistory(cluster, namespace, name) {
  const secrets = await cluster.list({
    apiVersion: "v1",
    kind: "Secret",
    namespace,
    labelSelector: `owner=helm,name=${name}`
  });
  return secrets.filter((secret) => secret.type === "helm.sh/release.v1").map((secret) => {
    const labels = secret.metadata.labels ?? {};
    return { revision: Number(labels.version), status: labels.status ?? "", labels, secret };
  }).sort((a, b) => a.revision - b.revision);
}
function decodeRelease(stored) {
  const data = stored.secret.data ?? {};
  const helmEncoded = Buffer.from(data.release ?? "", "base64").toString("utf8");
  const bytes = Buffer.from(helmEncoded, "base64");
  const json = bytes[0] === 31 && bytes[1] === 139 ? process.getBuiltinModule("node:zlib").gunzipSync(bytes) : bytes;
  return JSON.parse(json.toString("utf8"));
}
function deployedRelease(history) {
  return history.findLast((r) => r.status === "deployed");
}
function currentRelease(history) {
  return deployedRelease(history) ?? history.at(-1);
}

// src/reconcile/releases.ts
async function capabilitiesOf(options, cluster) {
  if (!cluster)
    return { kubeVersion: options.kubeVersion ?? DEFAULT_KUBE_VERSION, apiVersions: options.apiVersions };
  const [kubeVersion, resources] = await Promise.all([cluster.serverVersion(), cluster.resources()]);
  const apiVersions = new Set(options.apiVersions);
  for (const r of resources) {
    const groupVersion = r.group ? `${r.group}/${r.version}` : r.version;
    apiVersions.add(groupVersion);
    apiVersions.add(`${groupVersion}/${r.kind}`);
  }
  return { kubeVersion: options.kubeVersion ?? kubeVersion, apiVersions: [...apiVersions].sort() };
}
var helms = /* @__PURE__ */ new WeakMap();
var helmOwners = /* @__PURE__ */ new WeakMap();
function helmFor(variant) {
  const options = helmOwners.get(variant) ?? variant;
  let found = helms.get(options);
  if (!found) {
    found = detectHelm(options.helm, toolVersions(options)).catch((err) => {
      throw new UsageError(`helm: ${err.message} (or --no-helm-releases / helm-releases: false)`);
    });
    found.catch(() => void 0);
    helms.set(options, found);
  }
  return found;
}
function lookForHelm(options) {
  if (options.helmReleases) void helmFor(options);
}
var indexStores = /* @__PURE__ */ new WeakMap();
function indexStoreFor(variant) {
  const options = helmOwners.get(variant) ?? variant;
  const store = indexStores.get(options) ?? /* @__PURE__ */ new Map();
  indexStores.set(options, store);
  return store;
}
function shareHelm(options, like) {
  helmOwners.set(options, helmOwners.get(like) ?? like);
}
async function helmRenderContext(options, extras) {
  if (!options.helmReleases) return void 0;
  return {
    charts: new ChartFetcher({
      resolver: extras.sources,
      cacheDir: options.chartCache,
      // Dependencies of a chart in a Git source are built by helm: the one given, else PATH's.
      ...options.helm ? { helm: options.helm } : {},
      log: options.log,
      ...extras.signal ? { signal: extras.signal } : {},
      indexes: indexStoreFor(options)
    }),
    helm: () => helmFor(options),
    said: /* @__PURE__ */ new Map(),
    ...extras.templates ? { templates: extras.templates } : {},
    kustomize: extras.kustomize,
    capabilities: await capabilitiesOf(options, extras.cluster),
    ...extras.cluster ? { cluster: substitutionReaderFrom(extras.cluster) } : {},
    ...extras.secrets ? { secrets: extras.secrets } : {},
    ...extras.signal ? { signal: extras.signal } : {}
  };
}
async function releasesHelmReleases(options, cluster) {
  if (options.helmReleaser !== "auto") return options.helmReleaser === "kustomize-sync";
  try {
    await cluster.resolve(`${HELM_GROUP}/v2`, "HelmRelease");
    return false;
  } catch (err) {
    if (err instanceof ApiError && err.name === "NoMatchError") return true;
    throw err;
  }
}
function clusterScopedByCrds(crds) {
  const kinds = /* @__PURE__ */ new Set();
  for (const { object } of crds) {
    const spec = object.spec;
    if (spec?.scope === "Cluster" && spec.names?.kind) kinds.add(spec.names.kind);
  }
  return kinds;
}
function inNamespace(metadata, namespace) {
  const { name, ...rest } = metadata;
  return { name, namespace, ...rest };
}
function releaseManifests(outcome) {
  const rendered = outcome.rendered;
  if (!rendered) return [];
  const release = `${outcome.namespace}/${outcome.name}`;
  const clusterScoped = clusterScopedByCrds(rendered.crds);
  const place = (object) => object.metadata.namespace || CLUSTER_SCOPED_KINDS.has(object.kind) || clusterScoped.has(object.kind) ? object : { ...object, metadata: inNamespace(object.metadata, rendered.releaseNamespace) };
  return [...rendered.crds, ...rendered.manifests].map((m) => ({ ...m, object: place(m.object), release }));
}
async function liveObject(cluster, object) {
  try {
    const mapping = await cluster.resolve(object.apiVersion, object.kind);
    return await cluster.get({
      group: mapping.group,
      version: mapping.version,
      kind: object.kind,
      namespace: mapping.namespaced ? object.metadata.namespace ?? "" : "",
      name: object.metadata.name
    });
  } catch (err) {
    if (err instanceof ApiError && (err.name === "NoMatchError" || err.status === 404)) return void 0;
    throw err;
  }
}
async function planReleases(outcomes, cluster) {
  const changes = [];
  const warnings = [];
  for (const outcome of outcomes) {
    if (outcome.error) {
      const at = formatLocation(outcome.source);
      warnings.push(`${outcome.error}${at ? ` (${at})` : ""}`);
      continue;
    }
    for (const w of outcome.rendered?.warnings ?? []) warnings.push(`${outcome.key}: ${w}`);
    const rendered = releaseManifests(outcome);
    const dropped = await droppedByUpgrade(cluster, outcome, rendered).catch((err) => {
      warnings.push(releaseText.previousUnread(outcome.key, formatApiError(err)));
      return [];
    });
    changes.push(...dropped);
    for (const manifest of rendered) {
      const { object } = manifest;
      const live = await liveObject(cluster, object);
      const comparison = releaseObjectComparison(live, object);
      const ref = refOf(object);
      changes.push({
        id: objectId(ref),
        kind: ref.kind,
        namespace: ref.namespace,
        name: ref.name,
        action: !live ? "created" : comparison.changed ? "configured" : "unchanged",
        ...manifest.source ? { source: manifest.source } : {},
        ...comparison.diff ? { diff: comparison.diff } : {},
        ...comparison.paths.length ? { paths: comparison.paths } : {},
        release: manifest.release
      });
    }
  }
  return { changes, warnings };
}
function refOf(object) {
  return {
    group: splitApiVersion(object.apiVersion).group,
    kind: object.kind,
    namespace: object.metadata.namespace ?? "",
    name: object.metadata.name
  };
}
async function droppedByUpgrade(cluster, outcome, rendered) {
  const release = outcome.rendered;
  const current = currentRelease(
    await releaseHistory(cluster, storageNamespace(release.release), release.releaseName)
  );
  if (!current || current.status === "uninstalled") return [];
  const record = decodeRelease(current);
  const kept = new Set(rendered.map((m) => objectId(refOf(m.object))));
  const clusterScoped = clusterScopedByCrds(release.crds);
  const changes = [];
  for (const { object } of parseObjects(record.manifest ?? "")) {
    if (!object?.kind || !object.metadata?.name) continue;
    const namespaced = !object.metadata.namespace && !CLUSTER_SCOPED_KINDS.has(object.kind) && !clusterScoped.has(object.kind) && await cluster.resolve(object.apiVersion, object.kind).then(
      (m) => m.namespaced,
      () => true
    );
    const placed = namespaced ? { ...object, metadata: inNamespace(object.metadata, record.namespace) } : object;
    const ref = refOf(placed);
    const id = objectId(ref);
    if (kept.has(id)) continue;
    const keep = placed.metadata.annotations?.[HELM_RESOURCE_POLICY] === "keep";
    changes.push({
      id,
      kind: ref.kind,
      namespace: ref.namespace,
      name: ref.name,
      action: keep ? "skipped" : "deleted",
      detail: keep ? releaseRemovalText.keptByPolicy : releaseRemovalText.upgradeDeletes(`${outcome.namespace}/${outcome.name}`),
      release: `${outcome.namespace}/${outcome.name}`
    });
  }
  return changes;
}

// src/reconcile/sources.ts
function sourceResolverFor(options, access3) {
  return new SourceResolver({
    root: options.root,
    path: options.path,
    defaultNamespace: options.defaultNamespace,
    mapping: options.sources,
    ...options.repositorySource ? { repositorySource: options.repositorySource } : {},
    ...options.sourceSecrets ? { secrets: options.sourceSecrets } : {},
    ...options.githubToken ? { githubToken: options.githubToken } : {},
    ...access3.cluster ? { cluster: access3.cluster } : {},
    ...access3.sink ? { sink: access3.sink } : {},
    ...access3.signal ? { signal: access3.signal } : {},
    ...access3.walks ? { walks: access3.walks } : {},
    log: options.log
  });
}
async function sourceFailure(spec, sources, revisions) {
  const decision = await sources.decide(spec);
  if (decision.type === "failed") {
    return resultFor(spec, "False", "ArtifactFailed", decision.message, {
      problems: [
        { message: decision.message, object: `Kustomization/${kustomizationKey(spec)}`, source: spec.source }
      ]
    });
  }
  if (decision.type === "fetched" && revisions && !revisions.has(decision.dir))
    revisions.set(decision.dir, Promise.resolve(decision.revision));
  return void 0;
}

// src/reconcile/build.ts
async function build(given) {
  const secrets = runSecrets(given);
  const options = { ...given, log: redactingLogger(given.log, secrets.values) };
  const outcome = await buildWith(options, secrets);
  return { ...outcome, report: redactDeep(outcome.report, secrets.values) };
}
async function buildWith(options, secrets) {
  const started = Date.now();
  lookForHelm(options);
  const cluster = options.kubeconfig ? await clusterFor(options) : void 0;
  const substitution = cluster ? substitutionReaderFrom(cluster) : void 0;
  const sources = sourceResolverFor(options, { ...cluster ? { cluster } : {}, sink: secrets });
  const renderCache = renderCacheFor(options);
  const {
    report: validation,
    plan,
    discovery
  } = await validate(options, {
    ...substitution ? { substitution } : {},
    secrets,
    keep: true,
    sources,
    ...renderCache ? { renderCache } : {}
  });
  try {
    const all = [.../* @__PURE__ */ new Set([...plan.order, ...discovery.kustomizations])];
    let specs = all;
    if (options.name) {
      const named = selectByName(all, options.name);
      if (typeof named === "string") {
        const invalid = (validation.problems ?? []).some((p) => {
          const [kind, namespace, name] = p.object?.split("/") ?? [];
          return kind === "Kustomization" && namedBy(options.name)({ namespace, name });
        });
        const problems = [
          ...validation.problems ?? [],
          ...invalid ? [] : [{ message: `${named} under ${options.path}` }]
        ];
        return { report: { ...validation, ready: false, problems }, yaml: "" };
      }
      specs = [named];
    }
    const renderer = await rendererFor(options);
    sources.prefetch(specs);
    const ctx = {
      ...runRenderContext(options, {
        sources: sources.mapping,
        secrets,
        ...substitution ? { substitution } : {}
      }),
      renderer,
      artifacts: discovery.artifacts,
      ...renderCache ? { renderCache } : {}
    };
    const helm = await helmRenderContext(options, {
      sources,
      kustomize: renderer,
      ...cluster ? { cluster } : {},
      secrets,
      ...renderCache ? { templates: renderCache } : {}
    });
    const rendered = await mapLimit(
      specs,
      options.concurrency,
      (spec) => renderDefinition(spec, ctx, sources, discovery, helm)
    );
    const rows = rendered.map((r) => {
      const key = kustomizationKey(r.spec);
      const blocked = plan.blocked.get(key);
      const notes = [
        ...blocked ? [`${blocked.message}: a sync would not apply it`] : [],
        ...discovery.notes.get(key) ?? []
      ];
      if (r.error)
        return resultFor(r.spec, "False", r.error.reason, r.error.detail, {
          problems: [{ message: r.error.message, ...r.error.source ? { source: r.error.source } : {} }],
          ...notes.length ? { warnings: notes } : {}
        });
      const releases = r.releases ?? [];
      const failed = releases.filter((o) => o.error);
      const warnings = [
        ...notes,
        ...r.warnings ?? [],
        ...releases.flatMap((o) => (o.rendered?.warnings ?? []).map((w) => `${o.key}: ${w}`))
      ];
      const rendersText = `rendered ${r.objects?.length ?? 0} objects${releases.length ? ` and ${releases.length - failed.length} of ${releases.length} HelmReleases` : ""}`;
      return resultFor(
        r.spec,
        failed.length ? "False" : "Unknown",
        failed.length ? "BuildFailed" : "Planned",
        rendersText,
        {
          ...failed.length ? {
            problems: failed.map((o) => ({
              message: o.error,
              object: o.key,
              ...o.source ? { source: o.source } : {}
            }))
          } : {},
          ...warnings.length ? { warnings } : {}
        }
      );
    });
    const manifests = rendered.flatMap((r) => [
      ...r.objects ?? [],
      ...(r.releases ?? []).flatMap(releaseManifests)
    ]);
    const rendersOk = rows.every((r) => r.ready !== "False");
    const report = {
      ...validation,
      ready: options.name ? rendersOk : (validation.problems ?? []).length === 0 && rendersOk,
      kustomizations: rows,
      durationMs: Date.now() - started
    };
    return {
      report,
      yaml: manifests.length ? (
        // Like `flux build`: what SOPS decrypted is printed as **SOPS**, never in plaintext.
        `${formatManifests(manifests.map((m) => ({ ...m, object: maskDecrypted(m.object) })))}`
      ) : ""
    };
  } finally {
    if (renderCache) {
      await renderCache.saveWalks();
      options.log.debug(`build: ${renderCache.summary()}`);
    }
    await sources.close();
    await discovery.artifacts.close();
    cluster?.close();
  }
}
async function renderDefinition(spec, ctx, sources, discovery, helm) {
  const decision = await sources.decide(spec);
  const done = decision.type === "fetched" ? void 0 : discovery.renders.get(kustomizationKey(spec));
  try {
    if (decision.type === "failed")
      throw new BuildError(kustomizationKey(spec), decision.message, {
        reason: "ArtifactFailed",
        source: spec.source
      });
    if (done instanceof BuildError) throw done;
    const result = done ?? await renderThroughCache(spec, ctx);
    const releases = helm ? await renderReleases(result.manifests, helm) : [];
    return {
      spec,
      objects: result.objects,
      manifests: result.manifests,
      warnings: result.warnings,
      ...releases.length ? { releases } : {}
    };
  } catch (err) {
    if (err instanceof BuildError) return { spec, error: err };
    throw err;
  }
}
function selectByName(specs, name) {
  const matches = specs.filter(namedBy(name));
  if (matches.length === 1) return matches[0];
  if (matches.length === 0) return `Kustomization ${JSON.stringify(name)} not found`;
  const namespaces = matches.map((s) => s.namespace).join(", ");
  return `Kustomization ${JSON.stringify(name)} is defined in several namespaces (${namespaces}): give --name NAMESPACE/NAME`;
}
function namedBy(name) {
  const slash = name.indexOf("/");
  return slash >= 0 ? (k) => k.namespace === name.slice(0, slash) && k.name === name.slice(slash + 1) : (k) => k.name === name;
}

export {
  releaseName,
  releaseNamespace,
  storageNamespace,
  HelmError,
  artifactChartDir,
  originLabels,
  parseObjects,
  DEFAULT_CRD_POLICY,
  renderRelease,
  isHelmRelease,
  renderReleases,
  releaseHistory,
  decodeRelease,
  deployedRelease,
  lookForHelm,
  shareHelm,
  helmRenderContext,
  releasesHelmReleases,
  releaseManifests,
  planReleases,
  sourceResolverFor,
  sourceFailure,
  build,
  renderDefinition,
  namedBy
};
