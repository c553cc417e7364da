// Charts from their sources as source-controller provides them, against real servers on
// 127.0.0.1: a Helm chart repository (charts made with `helm package` + `helm repo index`, basic
// auth, TLS with a client certificate), the distribution registry (`helm push`), and the git
// server (a chart path with a file:// dependency, built with the real helm CLI).
import { copyFile, cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChartFetcher, HelmError } from "../../src/helm/index.js";
import { type HelmReleaseSpec, silentLogger } from "../../src/model/index.js";
import { SourceResolver } from "../../src/sources/index.js";
import {
  type ChartRepository,
  helmBinary,
  makePki,
  packageChart,
  pushChart,
  REPO_CHARTS,
  startChartRepository,
  type TestPki,
} from "../support/chart-repository.js";
import { type GitServer, makeBareRepository, startGitServer } from "../support/git-server.js";
import { helmReleaseSpec } from "../support/helm-release.js";
import { type OciRegistry, startRegistry } from "../support/oci-registry.js";

const LOGIN = { username: "chart-reader", password: "chart-s3cret-pw" };
const HELLO_VERSIONS = ["0.1.0", "0.2.0", "1.0.0", "1.1.0-rc.1"];

let repository: ChartRepository;
let privateRepository: ChartRepository;
let registry: OciRegistry;
let gitServer: GitServer;
let pki: TestPki;
let scratch: string;
let fleet: string;
let gitCommit: string;
let helmHome: string;

function release(name: string, fields: Partial<HelmReleaseSpec>): HelmReleaseSpec {
  return helmReleaseSpec({ name, namespace: "flux-system", ...fields });
}

const fromRepository = (name: string, chart: string, version: string, source = "charts") =>
  release(name, {
    chart: { chart, version, sourceRef: { kind: "HelmRepository", name: source }, valuesFiles: [] },
  });

function fetcher(cacheDir: string, login: { username: string; password: string } = LOGIN): ChartFetcher {
  const secrets = new Map<string, Record<string, string>>([
    ["flux-system/chart-auth", { ...login }],
    ["flux-system/chart-tls", { "ca.crt": pki.ca, "tls.crt": pki.clientCert, "tls.key": pki.clientKey }],
  ]);
  const resolver = new SourceResolver({
    root: fleet,
    path: fleet,
    defaultNamespace: "flux-system",
    mapping: {},
    secrets,
  });
  return new ChartFetcher({ resolver, cacheDir, helm: helmBinary() });
}

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "ks-helm-charts-"));
  helmHome = await mkdtemp(join(scratch, "helm-home-"));
  pki = await makePki();
  repository = await startChartRepository({ charts: HELLO_VERSIONS.map((v) => ["hello", v]) });
  privateRepository = await startChartRepository({
    charts: [["hello", "0.1.0"]],
    auth: LOGIN,
    tls: { ...pki, clientAuth: true },
  });
  registry = await startRegistry();
  for (const version of ["0.1.0", "0.2.0", "1.0.0+build.1"]) {
    const pkg = packageChart(join(REPO_CHARTS, "hello"), version, scratch, helmHome);
    pushChart(pkg, registry.host, "charts", helmHome);
  }
  const projects = await mkdtemp(join(scratch, "git-"));
  gitServer = await startGitServer(projects);
  const work = await mkdtemp(join(scratch, "git-work-"));
  await cp(join(REPO_CHARTS, "git"), work, { recursive: true });
  const remote = join(work, "charts/remote/Chart.yaml");
  await writeFile(remote, (await readFile(remote, "utf8")).replaceAll("__REPO__", repository.url));
  gitCommit = makeBareRepository(projects, "charts", work);
  fleet = await mkdtemp(join(scratch, "fleet-"));
  const sources = (await readFile(join(REPO_CHARTS, "fleet/sources.yaml"), "utf8"))
    .replaceAll("__REPO__", repository.url)
    .replaceAll("__TLS_REPO__", privateRepository.url)
    .replaceAll("__REGISTRY__", registry.host)
    .replaceAll("__GIT__", gitServer.url);
  await writeFile(join(fleet, "sources.yaml"), sources);
}, 300_000);

afterAll(async () => {
  await repository?.close();
  await privateRepository?.close();
  await registry?.close();
  await gitServer?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe("HelmRepository charts over HTTP", () => {
  it("picks versions as source-controller does, reads the index once per run, and a second run downloads only the index", async () => {
    const cache = await mkdtemp(join(scratch, "cache-"));
    const releases = [
      fromRepository("range", "hello", ">=0.1.0 <1.0.0"),
      fromRepository("latest", "hello", "*"),
      fromRepository("prerelease", "hello", "1.1.0-rc.1"),
      fromRepository("again", "hello", "0.2.x"),
    ];
    const before = repository.requests.length;
    const first = fetcher(cache);
    const charts = await Promise.all(releases.map((r) => first.chartFor(r)));
    expect(charts.map((c) => c.version)).toEqual(["0.2.0", "1.0.0", "1.1.0-rc.1", "0.2.0"]);
    expect(charts[0]).toMatchObject({ name: "hello", source: "HelmRepository/flux-system/charts" });
    expect(charts[0]!.digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(await readFile(join(charts[1]!.dir, "Chart.yaml"), "utf8")).toContain("version: 1.0.0");
    const served = repository.requests.slice(before);
    expect(served.filter((p) => p === "/index.yaml")).toHaveLength(1);
    expect(served.filter((p) => p.endsWith(".tgz")).sort()).toEqual([
      "/hello-0.2.0.tgz",
      "/hello-1.0.0.tgz",
      "/hello-1.1.0-rc.1.tgz",
    ]);

    const again = repository.requests.length;
    const second = fetcher(cache);
    const cached = await Promise.all(releases.map((r) => second.chartFor(r)));
    expect(cached.map((c) => c.dir)).toEqual(charts.map((c) => c.dir));
    expect(repository.requests.slice(again)).toEqual(["/index.yaml"]);
    expect(second.downloads).toEqual({ indexes: 1, charts: 0 });
  });

  it("downloads a chart once when two runs (diff --base's two revisions) share the cache", async () => {
    const cache = await mkdtemp(join(scratch, "cache-"));
    const before = repository.requests.length;
    const [base, head] = await Promise.all([
      fetcher(cache).chartFor(fromRepository("app", "hello", "0.1.0")),
      fetcher(cache).chartFor(fromRepository("app", "hello", "0.1.0")),
    ]);
    expect(base.dir).toBe(head.dir);
    expect(repository.requests.slice(before).filter((p) => p.endsWith(".tgz"))).toEqual(["/hello-0.1.0.tgz"]);
  });

  it("says in one line which chart, version and repository found no match", async () => {
    const error = await fetcher(await mkdtemp(join(scratch, "cache-")))
      .chartFor(fromRepository("missing", "hello", ">2.0.0"))
      .catch((e: Error) => e);
    expect(error).toBeInstanceOf(HelmError);
    expect((error as Error).message).toBe(
      `chart 'hello' version '>2.0.0' from HelmRepository/flux-system/charts (${repository.url}): no 'hello' chart with version matching '>2.0.0' found`,
    );
    const unknown = await fetcher(await mkdtemp(join(scratch, "cache-")))
      .chartFor(fromRepository("unknown", "nope", "*"))
      .catch((e: Error) => e.message);
    expect(unknown).toContain("no chart name found");
    const undefinedSource = await fetcher(await mkdtemp(join(scratch, "cache-")))
      .chartFor(fromRepository("nowhere", "hello", "*", "not-defined"))
      .catch((e: Error) => e.message);
    expect(undefinedSource).toBe(
      "chart 'hello' version '*' from HelmRepository/flux-system/not-defined: no definition in the repository (and no cluster to read it from)",
    );
  });

  it("authenticates with the secretRef and trusts the certSecretRef's CA, presenting its client certificate", async () => {
    const chart = await fetcher(await mkdtemp(join(scratch, "cache-"))).chartFor(
      fromRepository("private", "hello", "0.1.0", "private-charts"),
    );
    expect(chart).toMatchObject({
      name: "hello",
      version: "0.1.0",
      source: "HelmRepository/flux-system/private-charts",
    });
    expect(privateRepository.requests).toEqual(["/index.yaml", "/hello-0.1.0.tgz"]);
  });

  it("says in one line that the repository refused the secretRef's credentials, never showing them", async () => {
    const wrong = { username: LOGIN.username, password: "not-the-password" };
    const message = await fetcher(await mkdtemp(join(scratch, "cache-")), wrong)
      .chartFor(fromRepository("denied", "hello", "0.1.0", "private-charts"))
      .catch((e: Error) => e.message);
    expect(message).toBe(
      `chart 'hello' version '0.1.0' from HelmRepository/flux-system/private-charts (${privateRepository.url}): failed to authenticate with the Helm repository: GET ${privateRepository.url}/index.yaml: HTTP 401 (spec.secretRef)`,
    );
    expect(message).not.toContain(wrong.password);
  });

  it("refuses a package whose digest differs from the index's", async () => {
    const tampered = await startChartRepository({
      charts: [
        ["hello", "0.1.0"],
        ["hello", "0.2.0"],
      ],
    });
    try {
      await copyFile(join(tampered.dir, "hello-0.2.0.tgz"), join(tampered.dir, "hello-0.1.0.tgz"));
      const root = await mkdtemp(join(scratch, "fleet-tampered-"));
      await writeFile(
        join(root, "sources.yaml"),
        `apiVersion: source.toolkit.fluxcd.io/v1\nkind: HelmRepository\nmetadata:\n  name: tampered\n  namespace: flux-system\nspec:\n  url: ${tampered.url}\n`,
      );
      const resolver = new SourceResolver({ root, path: root, defaultNamespace: "flux-system", mapping: {} });
      const message = await new ChartFetcher({ resolver, cacheDir: await mkdtemp(join(scratch, "cache-")) })
        .chartFor(fromRepository("tampered", "hello", "0.1.0", "tampered"))
        .catch((e: Error) => e.message);
      expect(message).toMatch(
        /^chart 'hello' version '0\.1\.0' from HelmRepository\/flux-system\/tampered \(.*\): the chart's digest is sha256:[0-9a-f]{64}, the index says sha256:[0-9a-f]{64}$/,
      );
    } finally {
      await tampered.close();
    }
  });
});

describe("charts from OCI registries", () => {
  it("reads a `type: oci` HelmRepository's tags as semver (`_` as `+`) and pulls the chart layer, once across runs", async () => {
    const cache = await mkdtemp(join(scratch, "cache-"));
    const oci = (version: string) => fromRepository(`oci-${version}`, "hello", version, "oci-charts");
    const first = fetcher(cache);
    const charts = await Promise.all(["0.x", "*", "1.0.0+build.1"].map((v) => first.chartFor(oci(v))));
    expect(charts.map((c) => c.version)).toEqual(["0.2.0", "1.0.0+build.1", "1.0.0+build.1"]);
    expect(charts[0]!.source).toBe("HelmRepository/flux-system/oci-charts");
    expect(first.downloads.charts).toBe(2);

    const second = fetcher(cache);
    const again = await second.chartFor(oci("0.x"));
    expect(again.dir).toBe(charts[0]!.dir);
    expect(second.downloads.charts).toBe(0);
  });

  it("takes an OCIRepository chartRef's chart layer, its version as helm-controller sees it (X+<digest12>)", async () => {
    const chart = await fetcher(await mkdtemp(join(scratch, "cache-"))).chartFor(
      release("by-ref", { chartRef: { kind: "OCIRepository", name: "hello-chart" } }),
    );
    const manifest = await fetch(`http://${registry.host}/v2/charts/hello/manifests/0.2.0`, {
      headers: { Accept: "application/vnd.oci.image.manifest.v1+json" },
    });
    const digest = manifest.headers.get("docker-content-digest") ?? "";
    expect(digest).toMatch(/^sha256:/);
    expect(chart).toMatchObject({
      name: "hello",
      version: `0.2.0+${digest.slice("sha256:".length, "sha256:".length + 12)}`,
      source: "OCIRepository/flux-system/hello-chart",
    });
  });

  it("says a layer was pulled once when two runs sharing the cache (diff --base's two revisions) need it at once", async () => {
    const cache = await mkdtemp(join(scratch, "cache-"));
    const said: string[] = [];
    const logging = () => {
      const resolver = new SourceResolver({
        root: fleet,
        path: fleet,
        defaultNamespace: "flux-system",
        mapping: {},
      });
      return new ChartFetcher({
        resolver,
        cacheDir: cache,
        log: { ...silentLogger, info: (m) => said.push(m) },
      });
    };
    const byRef = release("by-ref", { chartRef: { kind: "OCIRepository", name: "hello-chart" } });
    const [base, head] = await Promise.all([logging().chartFor(byRef), logging().chartFor(byRef)]);
    expect(base.dir).toBe(head.dir);
    expect(said.filter((m) => m.startsWith("pulled chart "))).toHaveLength(1);
  });

  it("follows a chartRef to a HelmChart as its chart.spec, its valuesFiles carried along", async () => {
    const chart = await fetcher(await mkdtemp(join(scratch, "cache-"))).chartFor(
      release("via-helmchart", { chartRef: { kind: "HelmChart", name: "hello-stable" } }),
    );
    expect(chart).toMatchObject({ version: "0.2.0", valuesFiles: ["values.yaml"] });
  });
});

describe("chart paths in a GitRepository", () => {
  const gitChart = (name: string, path: string, reconcileStrategy?: string) =>
    release(name, {
      chart: {
        chart: path,
        sourceRef: { kind: "GitRepository", name: "chart-sources" },
        valuesFiles: [],
        ...(reconcileStrategy ? { reconcileStrategy } : {}),
      },
    });

  it("builds the file:// dependency with helm, keeps the source root for valuesFiles, and caches the build by revision", async () => {
    const cache = await mkdtemp(join(scratch, "cache-"));
    const chart = await fetcher(cache).chartFor(gitChart("umbrella", "./charts/umbrella"));
    expect(chart).toMatchObject({
      name: "umbrella",
      version: "2.0.0",
      source: "GitRepository/flux-system/chart-sources",
    });
    expect(await readFile(join(chart.sourceRoot!, "values/prod.yaml"), "utf8")).toContain(
      "from the source root",
    );
    expect(await readdir(join(chart.dir, "charts"))).toEqual(["common-0.3.0.tgz"]);

    const again = await fetcher(cache).chartFor(gitChart("umbrella", "charts/umbrella"));
    expect(again.dir).toBe(chart.dir);
    const revision = await fetcher(cache).chartFor(gitChart("umbrella", "charts/umbrella", "Revision"));
    expect(revision.version).toBe(`2.0.0+${gitCommit.slice(0, 12)}`);
  });

  it("builds a dependency from a chart repository URL with helm", async () => {
    const chart = await fetcher(await mkdtemp(join(scratch, "cache-"))).chartFor(
      gitChart("remote", "charts/remote"),
    );
    expect(await readdir(join(chart.dir, "charts"))).toEqual(["hello-0.2.0.tgz"]);
  });

  it("takes a chart from the repository being synced or a sources: mapping, never writing into it", async () => {
    const checkout = await mkdtemp(join(scratch, "checkout-"));
    await cp(join(REPO_CHARTS, "git"), checkout, { recursive: true });
    const resolver = new SourceResolver({
      root: checkout,
      path: checkout,
      defaultNamespace: "flux-system",
      mapping: { "GitRepository/flux-system/mapped": checkout },
    });
    const charts = new ChartFetcher({
      resolver,
      cacheDir: await mkdtemp(join(scratch, "cache-")),
      helm: helmBinary(),
    });
    for (const source of ["flux-system", "mapped"]) {
      const chart = await charts.chartFor(
        release(`from-${source}`, {
          chart: {
            chart: "charts/umbrella",
            sourceRef: { kind: "GitRepository", name: source },
            valuesFiles: [],
          },
        }),
      );
      expect(chart).toMatchObject({ name: "umbrella", sourceRoot: checkout });
      expect(chart.dir.startsWith(checkout)).toBe(false);
      expect(await readdir(join(chart.dir, "charts"))).toEqual(["common-0.3.0.tgz"]);
    }
    expect(await readdir(join(checkout, "charts/umbrella"))).toEqual([
      "Chart.yaml",
      "templates",
      "values.yaml",
    ]);
  });

  it("refuses chart paths and file:// dependencies outside the source", async () => {
    const f = fetcher(await mkdtemp(join(scratch, "cache-")));
    const outside = await f.chartFor(gitChart("up", "../elsewhere")).catch((e: Error) => e.message);
    expect(outside).toBe(
      "chart '../elsewhere' from GitRepository/flux-system/chart-sources: chart path '../elsewhere' is not in or below the source root",
    );
    const escaping = await f.chartFor(gitChart("escape", "charts/escape")).catch((e: Error) => e.message);
    expect(escaping).toContain(
      "dependency repository 'file://../../../outside' is not in or below the source root",
    );
  });
});
