// A pull request on a HelmRelease fleet shows what the charts will change: `diff --base` of a
// chart version bump, a valuesFrom ConfigMap edit and a shared OCIRepository tag bump shows the
// rendered objects of exactly the releases affected, field by field, Secrets masked, within
// GitHub's comment limit; `build` prints each release's objects after its Kustomization's own.
// Real parts: the chart repository (`helm package`/`helm repo index` over HTTP), the
// distribution registry (`helm push`), the pinned helm, git, and the CLI entry itself.
import { execFileSync } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { type KubeObject, parseYamlDocuments } from "../../src/model/index.js";
import { GITHUB_LIMITS, measure } from "../../src/report/limits.js";
import {
  type ChartRepository,
  helmBinary,
  packageChart,
  pushChart,
  startChartRepository,
} from "../support/chart-repository.js";
import { type OciRegistry, startRegistry } from "../support/oci-registry.js";
import { capturedOutput } from "../support/output.js";

const FIXTURE = resolve(import.meta.dirname, "../fixtures/helm/fleet-diff");
const CHARTS = resolve(import.meta.dirname, "../fixtures/helm/fleet-charts");

/** The Secret value the api release reads with valuesFrom: no output may show it, plain or base64. */
const CANARY = "CANARY-fleet-api-token-7f3a";
const FORBIDDEN = [CANARY, Buffer.from(CANARY).toString("base64"), "CANARY"];

const output = capturedOutput();

let scratch: string;
let repo: string;
let cache: string;
let repository: ChartRepository;
let registry: OciRegistry;
const commits: Record<"base" | "chartBump" | "valuesFrom" | "sharedTag", string> = {
  base: "",
  chartBump: "",
  valuesFrom: "",
  sharedTag: "",
};
/** The first 12 hex digits of each pushed echo chart's manifest digest, by version. */
const echoDigests: Record<string, string> = {};
const saved = { KUBECONFIG: process.env.KUBECONFIG, RUNNER_TEMP: process.env.RUNNER_TEMP };

function git(...args: string[]): string {
  return execFileSync("git", ["-c", "user.name=test", "-c", "user.email=test@example.com", ...args], {
    cwd: repo,
    encoding: "utf8",
  }).trim();
}

/** Replaces `from` with `to` in a file of the repository (exactly once). */
async function edit(file: string, from: string, to: string): Promise<void> {
  const path = join(repo, file);
  const text = await readFile(path, "utf8");
  if (!text.includes(from)) throw new Error(`${file} does not contain ${JSON.stringify(from)}`);
  await writeFile(path, text.replace(from, to));
}

async function commit(message: string): Promise<string> {
  git("add", "-A");
  git("commit", "-q", "-m", message);
  return git("rev-parse", "HEAD");
}

const helmFlags = () => ["--helm", helmBinary(), "--chart-cache", cache];

interface ReportObject {
  kind: string;
  namespace: string;
  name: string;
  change: string;
  paths: string[];
  diff: string;
  release?: string;
  removal?: { deleted: boolean; reason: string };
}
interface Report {
  ready: boolean;
  kustomizations: {
    name: string;
    change: string;
    objects: ReportObject[];
    notes: string[];
    problems: string[];
  }[];
}

/** `diff --base HEAD~1` at `sha`: the JSON report (stdout), the markdown, and the exit code. */
async function diffAt(
  sha: string,
  flags: string[] = helmFlags(),
): Promise<{ code: number; report: Report; markdown: string }> {
  git("checkout", "-q", sha);
  const markdownFile = join(scratch, "summary.md");
  const code = await main([
    "diff",
    "--root",
    repo,
    "--base",
    "HEAD~1",
    "--json",
    "-",
    "--markdown",
    markdownFile,
    ...flags,
  ]);
  const markdown = await readFile(markdownFile, "utf8");
  for (const text of [output.stdout, output.stderr, markdown])
    for (const forbidden of FORBIDDEN) expect(text).not.toContain(forbidden);
  expect(measure(markdown, "characters")).toBeLessThanOrEqual(GITHUB_LIMITS.commentCharacters);
  return { code, report: JSON.parse(output.stdout) as Report, markdown };
}

/** Every changed object of the report as `change Kind/ns/name (release)`, Kustomization by Kustomization. */
function changes(report: Report): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const k of report.kustomizations) {
    if (!k.objects.length) continue;
    out[k.name] = k.objects.map(
      (o) => `${o.change} ${o.kind}/${o.namespace}/${o.name}${o.release ? ` (${o.release})` : ""}`,
    );
  }
  return out;
}

const objectOf = (report: Report, kind: string, namespace: string, name: string) =>
  report.kustomizations
    .flatMap((k) => k.objects)
    .find((o) => o.kind === kind && o.namespace === namespace && o.name === name);

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "ks-helm-diff-"));
  process.env.RUNNER_TEMP = scratch;
  // No cluster: a kubeconfig that does not exist would fail any attempt to reach one.
  process.env.KUBECONFIG = join(scratch, "no-such-kubeconfig");
  cache = await mkdtemp(join(scratch, "charts-"));
  const home = await mkdtemp(join(scratch, "helm-home-"));
  repository = await startChartRepository({
    charts: [
      [join(CHARTS, "web/1.0.0"), "1.0.0"],
      [join(CHARTS, "web/2.0.0"), "2.0.0"],
      [join(CHARTS, "api/1.0.0"), "1.0.0"],
    ],
  });
  registry = await startRegistry();
  for (const version of ["1.0.0", "1.1.0"]) {
    const pkg = packageChart(join(CHARTS, "echo", version), version, scratch, home);
    echoDigests[version] = pushChart(pkg, registry.host, "charts", home).slice(
      "sha256:".length,
      "sha256:".length + 12,
    );
  }

  repo = await mkdtemp(join(scratch, "fleet-"));
  execFileSync("git", ["init", "-q", "-b", "main"], { cwd: repo });
  await cp(FIXTURE, repo, { recursive: true });
  await edit("infrastructure/sources/charts.yaml", "__CHARTS__", repository.url);
  await edit("infrastructure/sources/echo-chart.yaml", "__REGISTRY__", registry.host);
  commits.base = await commit("fleet");

  await edit("apps/blog/release.yaml", "version: 1.0.0", "version: 2.0.0");
  commits.chartBump = await commit("blog: web chart 2.0.0");
  await edit("apps/api/values.yaml", "logLevel: info", "logLevel: debug");
  await edit("apps/api/values.yaml", "user: api-reader", "user: api-writer");
  commits.valuesFrom = await commit("api: debug logging");
  await edit("infrastructure/sources/echo-chart.yaml", "tag: 1.0.0", "tag: 1.1.0");
  commits.sharedTag = await commit("echo chart 1.1.0");
}, 300_000);

afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await repository?.close();
  await registry?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe("diff --base on a HelmRelease fleet, without a cluster", () => {
  it("a chart version bump: the new image, the added and the dropped object of that release only, its relabelling in one line", async () => {
    const { code, report } = await diffAt(commits.chartBump);
    expect(code, output.stderr).toBe(0);
    expect(report.ready).toBe(true);
    expect(changes(report)).toEqual({
      blog: [
        "removed ConfigMap/blog/blog-legacy (blog/blog)",
        "changed Deployment/blog/blog (blog/blog)",
        "changed HelmRelease/blog/blog",
        "added ServiceAccount/blog/blog (blog/blog)",
      ],
    });
    expect(objectOf(report, "Deployment", "blog", "blog")?.paths).toEqual([
      "spec.template.spec.containers[0].image",
      "spec.template.spec.serviceAccountName",
    ]);
    expect(objectOf(report, "Deployment", "blog", "blog")?.diff).toContain(
      "-        image: nginx:1.25.0\n+        image: nginx:1.27.0\n",
    );
    expect(objectOf(report, "HelmRelease", "blog", "blog")?.paths).toEqual(["spec.chart.spec.version"]);
    expect(objectOf(report, "ConfigMap", "blog", "blog-legacy")?.removal).toEqual({
      deleted: true,
      reason: "the upgrade of HelmRelease blog/blog deletes it",
    });
    // The labels every object of the chart gets are one note, not a line in each object's diff.
    expect(report.kustomizations.find((k) => k.name === "blog")?.notes).toEqual([
      "HelmRelease blog/blog: helm.sh/chart web-1.0.0 → web-2.0.0 on 3 objects; app.kubernetes.io/version 1.25.0 → 1.27.0 on 3 objects; checksum/config changed on 1 object (not repeated per object)",
    ]);
    for (const o of report.kustomizations.flatMap((k) => k.objects).filter((o) => o.change === "changed"))
      expect(o.diff).not.toMatch(/helm\.sh\/chart|checksum\//);
    // The cache was empty: the charts of the one release the change reaches are fetched, once
    // each; the Kustomizations it does not reach are not rendered, so their charts are not fetched.
    expect(
      output.stderr
        .match(/^(downloaded|pulled) chart .*$/gm)
        ?.map((l) => l.replace(/ in \d+ms$/, ""))
        .sort(),
    ).toEqual([
      "downloaded chart web 1.0.0 from HelmRepository/flux-system/charts",
      "downloaded chart web 2.0.0 from HelmRepository/flux-system/charts",
    ]);
    // docs renders the same chart at 1.0.0: unchanged, and not rendered.
    const docs = report.kustomizations.find((k) => k.name === "docs");
    expect(docs).toMatchObject({ change: "unchanged", notRendered: true });
  });

  it("a valuesFrom ConfigMap change: the ConfigMap and what its release renders from it, the Secret and the Secret-fed env masked", async () => {
    const { code, report, markdown } = await diffAt(commits.valuesFrom);
    expect(code, output.stderr).toBe(0);
    expect(changes(report)).toEqual({
      api: [
        "changed ConfigMap/api/api-values",
        "changed Secret/api/api-auth (api/api)",
        "changed Deployment/api/api (api/api)",
      ],
    });
    const secret = objectOf(report, "Secret", "api", "api-auth")!;
    expect(secret.paths).toEqual(["data.user"]);
    expect(secret.diff).toContain("   token: '***'\n-  user: '*** (before)'\n+  user: '*** (after)'\n");
    const deployment = objectOf(report, "Deployment", "api", "api")!;
    expect(deployment.paths).toEqual([
      "spec.template.spec.containers[0].env[0].value",
      "spec.template.spec.containers[0].env[1].value",
    ]);
    // The token the chart copies from the valuesFrom Secret into an env var is masked there too.
    expect(deployment.diff).toContain("         - name: API_TOKEN\n           value: ***\n");
    expect(report.kustomizations.find((k) => k.name === "api")?.notes).toEqual([
      "HelmRelease api/api: checksum/secret changed on 1 object (not repeated per object)",
    ]);
    expect(markdown).toContain("~ Deployment/api/api  (HelmRelease api/api)");
  });

  it("a shared OCIRepository's tag bump: both releases that take the chart by chartRef, and nothing else", async () => {
    const { code, report, markdown } = await diffAt(commits.sharedTag);
    expect(code, output.stderr).toBe(0);
    expect(changes(report)).toEqual({
      sources: ["changed OCIRepository/flux-system/echo-chart"],
      "echo-a": ["changed Deployment/team-a/echo (team-a/echo)"],
      "echo-b": ["changed Deployment/team-b/echo (team-b/echo)"],
    });
    for (const team of ["a", "b"]) {
      expect(objectOf(report, "Deployment", `team-${team}`, "echo")?.paths).toEqual([
        "spec.template.spec.containers[0].image",
        "spec.template.spec.containers[0].ports[0].containerPort",
      ]);
      expect(report.kustomizations.find((k) => k.name === `echo-${team}`)?.notes).toEqual([
        // `.Chart.Version` as helm-controller sets it for an OCIRepository chart: X+<digest12>.
        `HelmRelease team-${team}/echo: helm.sh/chart echo-1.0.0_${echoDigests["1.0.0"]} → echo-1.1.0_${echoDigests["1.1.0"]} on 2 objects; app.kubernetes.io/version 0.9.0 → 1.0.0 on 2 objects (not repeated per object)`,
      ]);
      expect(markdown).toContain(`~ Deployment/team-${team}/echo  (HelmRelease team-${team}/echo)`);
    }
  });

  it("a second run of the same diff downloads no chart: the chart repository serves only its index", async () => {
    await diffAt(commits.chartBump);
    output.stdout = "";
    output.stderr = "";
    const before = repository.requests.length;
    const { code } = await diffAt(commits.chartBump);
    expect(code).toBe(0);
    const served = repository.requests.slice(before);
    expect(served.length).toBeGreaterThan(0);
    expect(served.filter((path) => path !== "/index.yaml")).toEqual([]);
    expect(output.stderr).not.toMatch(/downloaded chart|pulled chart/);
  });

  it("a warm render cache keeps the releases' helm template outputs: the same diff again runs no helm template, and says the same", async () => {
    // The pinned helm, wrapped to count its calls.
    const calls = join(scratch, "helm-calls.log");
    const wrapper = join(scratch, "helm-counting");
    await writeFile(wrapper, `#!/bin/sh\necho "$1" >> '${calls}'\nexec '${helmBinary()}' "$@"\n`, {
      mode: 0o755,
    });
    const flags = ["--helm", wrapper, "--chart-cache", cache, "--render-cache", join(scratch, "renders")];
    const first = await diffAt(commits.chartBump, flags);
    const templates = async () =>
      (await readFile(calls, "utf8").catch(() => "")).split("\n").filter((line) => line === "template")
        .length;
    expect(await templates()).toBeGreaterThan(0);
    await rm(calls, { force: true });
    output.stdout = "";
    output.stderr = "";
    const again = await diffAt(commits.chartBump, flags);
    expect(await templates()).toBe(0);
    expect(again.code).toBe(first.code);
    expect(again.report.kustomizations).toEqual(first.report.kustomizations);
    // Nothing kept on disk holds a Secret's value (a release reading one is not kept).
    for (const entry of await readdir(join(scratch, "renders"), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const text = await readFile(join(entry.parentPath, entry.name), "utf8");
      for (const forbidden of FORBIDDEN) expect(text).not.toContain(forbidden);
    }
  });
});

/** `Kind/namespace/name` of each document `build` printed, in order. */
function documents(yaml: string): string[] {
  return (parseYamlDocuments(yaml) as { value: KubeObject }[]).map(
    ({ value }) => `${value.kind}/${value.metadata.namespace ?? ""}/${value.metadata.name}`,
  );
}

describe("build of a HelmRelease fleet", () => {
  it("prints each HelmRelease's rendered objects right after its Kustomization's own", async () => {
    git("checkout", "-q", commits.base);
    const code = await main(["build", "--root", repo, ...helmFlags()]);
    expect(code, output.stderr).toBe(0);
    const printed = documents(output.stdout);
    const api = printed.indexOf("Namespace//api");
    expect(printed.slice(api, api + 6)).toEqual([
      "Namespace//api",
      "ConfigMap/api/api-values",
      "Secret/api/api-token",
      "HelmRelease/api/api",
      "Secret/api/api-auth",
      "Deployment/api/api",
    ]);
    for (const team of ["a", "b"]) {
      const at = printed.indexOf(`Namespace//team-${team}`);
      expect(printed.slice(at, at + 4)).toEqual([
        `Namespace//team-${team}`,
        `HelmRelease/team-${team}/echo`,
        `Service/team-${team}/echo`,
        `Deployment/team-${team}/echo`,
      ]);
    }
    expect(printed).toContain("ConfigMap/blog/blog-legacy");
    expect(printed).toContain("Deployment/default/static");
  });

  it("leaves the releases' objects out with --no-helm-releases", async () => {
    git("checkout", "-q", commits.base);
    const code = await main(["build", "--root", repo, "--no-helm-releases"]);
    expect(code, output.stderr).toBe(0);
    const printed = documents(output.stdout);
    expect(printed.filter((d) => d.startsWith("HelmRelease/"))).toHaveLength(5);
    expect(
      printed.filter((d) => /^(Deployment|Service|ConfigMap)\/(blog|docs|api|team-a|team-b)\//.test(d)),
    ).toEqual(["ConfigMap/api/api-values"]);
  });

  it("says in one line that a release's chart version does not exist, or that its chart failed, naming the chart once, and renders the rest", async () => {
    git("checkout", "-q", commits.base);
    try {
      await edit("apps/docs/release.yaml", "version: 1.0.0", "version: 9.9.9");
      // Without the token the api chart's `required` fails (a template error, Helm's message).
      await edit(
        "apps/api/release.yaml",
        "    - kind: Secret\n      name: api-token\n      valuesKey: token\n      targetPath: auth.token\n",
        "",
      );
      // A values reference the run cannot read (no cluster) is an error, never a guess.
      await edit(
        "apps/blog/release.yaml",
        "  values:\n",
        "  valuesFrom:\n    - kind: ConfigMap\n      name: blog-extra\n  values:\n",
      );
      const code = await main(["build", "--root", repo, ...helmFlags()]);
      expect(code).toBe(1);
      expect(output.stderr.split("\n").filter((l) => l.includes("HelmRelease/docs/docs"))).toEqual([
        `flux-system/docs: BuildFailed: HelmRelease/docs/docs: chart 'web' version '9.9.9' from HelmRepository/flux-system/charts (${repository.url}): no 'web' chart with version matching '9.9.9' found (apps/docs/release.yaml:1)`,
      ]);
      const api = output.stderr.split("\n").filter((l) => l.includes("HelmRelease/api/api"));
      expect(api).toHaveLength(1);
      expect(api[0]).toMatch(
        /^flux-system\/api: BuildFailed: HelmRelease\/api\/api: chart api@1\.0\.0: .*auth\.token is required.* \(apps\/api\/release\.yaml:1\)$/,
      );
      expect(api[0]).not.toMatch(/chart api@1\.0\.0: .*chart api@1\.0\.0/);
      expect(output.stderr.split("\n").filter((l) => l.includes("HelmRelease/blog/blog"))).toEqual([
        "flux-system/blog: BuildFailed: HelmRelease/blog/blog: chart web@1.0.0: could not resolve ConfigMap chart values reference ConfigMap/blog/blog-extra with key 'values.yaml': cannot read ConfigMap/blog/blog-extra: not in the Kustomization's output and no cluster to read it from (apps/blog/release.yaml:1)",
      ]);
      const printed = documents(output.stdout);
      expect(printed).toContain("HelmRelease/docs/docs");
      expect(printed.filter((d) => d.startsWith("Deployment/docs/"))).toEqual([]);
      expect(printed.filter((d) => d.startsWith("Deployment/api/"))).toEqual([]);
      expect(printed).toEqual(
        expect.arrayContaining([
          "Deployment/team-b/echo",
          "Deployment/team-a/echo",
          "Deployment/default/static",
        ]),
      );
    } finally {
      git("checkout", "-q", "--", ".");
    }
  });
});

describe("diff --base with a release that does not render at the head", () => {
  it("says so in one line with its file:line, shows the HelmRelease's change, and neither deletes nor compares its objects", async () => {
    git("checkout", "-q", commits.sharedTag);
    try {
      await edit("apps/docs/release.yaml", "version: 1.0.0", "version: 9.9.9");
      const code = await main(["diff", "--root", repo, "--base", "HEAD", "--json", "-", ...helmFlags()]);
      expect(code).toBe(1);
      const failure = `HelmRelease/docs/docs: chart 'web' version '9.9.9' from HelmRepository/flux-system/charts (${repository.url}): no 'web' chart with version matching '9.9.9' found (apps/docs/release.yaml:1)`;
      // The problem line (the text diff, on stderr too with `--json -`, repeats it under its Kustomization).
      expect(output.stderr.split("\n").filter((l) => l.startsWith("flux-system/docs: HelmRelease/"))).toEqual(
        [`flux-system/docs: ${failure}`],
      );
      expect(output.stderr).toContain(`\n  ✖ ${failure}\n`);
      const report = JSON.parse(output.stdout) as Report;
      expect(report.ready).toBe(false);
      expect(changes(report)).toEqual({ docs: ["changed HelmRelease/docs/docs"] });
      expect(report.kustomizations.find((k) => k.name === "docs")?.problems).toEqual([failure]);
    } finally {
      git("checkout", "-q", "--", ".");
    }
  });
});
