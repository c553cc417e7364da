// `diff --base` renders at both revisions only what a change reaches; what it does not reach is
// not rendered at all (or once, at the head, when it may define sources or take a chart from the
// repository's files), or read from the render cache. Held to the render of everything (the
// `renderAll` path, as diff rendered before, no cache): on random edits to a fleet (shared bases and components, generators, a parent that
// patches its children, postBuild substitution, a HelmRelease of a local chart), committed or
// left in the working tree, the two reports are the same, always — but for the objects of the
// Kustomizations left unrendered, which a render of everything finds unchanged and counts. Read
// sets and reach answers come from the walks earlier trials kept wherever their files' stamps
// still hold (model/walk-index.ts). The
// seed is fixed: a failure names its trial and its edits, and reproduces.
import { execFileSync } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DiffReport, summariseDiff } from "../../src/diff/index.js";
import { silentLogger } from "../../src/model/index.js";
import { resolveOptions } from "../../src/options.js";
import { diffAgainstBase } from "../../src/reconcile/index.js";
import { helmBinary } from "../support/chart-repository.js";

const FIXTURE = resolve(import.meta.dirname, "../fixtures/diff/fleet");
const TRIALS = Number(process.env.CHANGED_ONLY_TRIALS ?? 12);
const SEED = Number(process.env.CHANGED_ONLY_SEED ?? 29);

let repo: string;
let scratch: string;
let baseSha: string;
/** Diffs in which changed-only rendering left some Kustomization unrendered. */
let leftUnrendered = 0;
const saved = { RUNNER_TEMP: process.env.RUNNER_TEMP };

function git(...args: string[]): string {
  return execFileSync("git", ["-c", "user.name=test", "-c", "user.email=test@example.com", ...args], {
    cwd: repo,
    encoding: "utf8",
  }).trim();
}

/** mulberry32: a small seeded generator, so that every run makes the same edits. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const appNumber = (random: Random) => String(1 + Math.floor(random() * 18)).padStart(2, "0");

async function replaceIn(file: string, from: RegExp | string, to: string): Promise<boolean> {
  const path = join(repo, file);
  const text = await readFile(path, "utf8").catch(() => undefined);
  if (text === undefined) return false;
  const next = text.replace(from, to);
  if (next === text) return false;
  await writeFile(path, next);
  return true;
}

/** One edit of the fleet: returns what it did (for the failure message), or undefined when it did not apply. */
type Edit = (random: Random) => Promise<string | undefined>;

const EDITS: Record<string, Edit> = {
  async "change an app's generator value"(random) {
    const app = `apps/app-${appNumber(random)}`;
    const value = Math.floor(random() * 1000);
    return (await replaceIn(`${app}/settings.env`, /WORKERS=\d+/, `WORKERS=${value}`))
      ? `${app}/settings.env WORKERS=${value}`
      : undefined;
  },
  async "change an app's own resource"(random) {
    const app = `apps/app-${appNumber(random)}`;
    const owner = `team-${Math.floor(random() * 100)}`;
    if (await replaceIn(`${app}/extra.yaml`, /owner: .*/, `owner: ${owner}`))
      return `${app}/extra.yaml ${owner}`;
    return (await replaceIn(`${app}/configmap.yaml`, /app: .*/, `app: edited-${owner}`))
      ? `${app}/configmap.yaml ${owner}`
      : undefined;
  },
  async "add a resource"(random) {
    const app = `apps/app-${appNumber(random)}`;
    const name = `added-${Math.floor(random() * 1e6)}`;
    const object = `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  k: v\n`;
    const listed = await replaceIn(
      `${app}/kustomization.yaml`,
      "resources:\n",
      `resources:\n  - ${name}.yaml\n`,
    );
    if (!listed && !(await readdir(join(repo, app)).catch(() => undefined))) return undefined;
    await writeFile(join(repo, app, `${name}.yaml`), object);
    return `${app}/${name}.yaml`;
  },
  async "remove a resource"(random) {
    const app = `apps/app-${appNumber(random)}`;
    if (await replaceIn(`${app}/kustomization.yaml`, "  - extra.yaml\n", "")) {
      await rm(join(repo, app, "extra.yaml"));
      return `${app}/extra.yaml removed`;
    }
    await rm(join(repo, app, "job"), { recursive: true, force: true });
    return `${app}/job removed`;
  },
  async "rename a file"(random) {
    const app = `apps/app-${appNumber(random)}`;
    if (await replaceIn(`${app}/kustomization.yaml`, "- settings.env", "- renamed.env")) {
      await rename(join(repo, app, "settings.env"), join(repo, app, "renamed.env"));
      return `${app}/settings.env → renamed.env`;
    }
    const moved = await rename(join(repo, app, "configmap.yaml"), join(repo, app, "renamed.yaml")).then(
      () => true,
      () => false,
    );
    return moved ? `${app}/configmap.yaml → renamed.yaml` : undefined;
  },
  async "edit a shared base"(random) {
    const tag = `1.27.${Math.floor(random() * 50)}`;
    return (await replaceIn("apps/base/web/deployment.yaml", /nginx:[\d.]+/, `nginx:${tag}`))
      ? `apps/base/web nginx:${tag}`
      : undefined;
  },
  async "remove a resource from a shared base"() {
    if (!(await replaceIn("apps/base/web/kustomization.yaml", "  - service.yaml\n", ""))) return undefined;
    return "apps/base/web/service.yaml unlisted";
  },
  async "edit a component"(random) {
    const interval = `${10 + Math.floor(random() * 50)}s`;
    return (await replaceIn("components/monitoring/monitor.yaml", /interval: .*/, `interval: ${interval}`))
      ? `components/monitoring interval ${interval}`
      : undefined;
  },
  async "edit a parent's patch"(random) {
    const cluster = pick(random, ["staging", "dev", "eu-1", "prod-2"]);
    return (await replaceIn("clusters/prod/flux-system.yaml", /CLUSTER: .*/, `CLUSTER: ${cluster}`))
      ? `parent patch CLUSTER=${cluster}`
      : undefined;
  },
  async "edit a Kustomization's substitution"(random) {
    const app = `app-${appNumber(random)}`;
    const replicas = 1 + Math.floor(random() * 9);
    return (await replaceIn(`clusters/prod/apps/${app}.yaml`, /REPLICAS: .*/, `REPLICAS: "${replicas}"`))
      ? `${app} REPLICAS=${replicas}`
      : undefined;
  },
  async "remove a Kustomization"(random) {
    const app = `app-${appNumber(random)}`;
    await rm(join(repo, "clusters/prod/apps", `${app}.yaml`), { force: true });
    return `${app} removed`;
  },
  async "add a Kustomization over an existing path"(random) {
    const app = `app-${appNumber(random)}`;
    await writeFile(
      join(repo, "clusters/prod/apps/copy.yaml"),
      [
        "apiVersion: kustomize.toolkit.fluxcd.io/v1",
        "kind: Kustomization",
        "metadata:\n  name: copy\n  namespace: flux-system",
        `spec:\n  interval: 5m\n  path: ./apps/${app}\n  prune: true\n  targetNamespace: copy`,
        "  sourceRef:\n    kind: GitRepository\n    name: flux-system\n",
      ].join("\n"),
    );
    return `copy of ${app} added`;
  },
  async "edit the chart"(random) {
    const label = pick(random, ["hey", "hallo", "salut", "ciao"]);
    const template = "charts/hello/templates/configmap.yaml";
    const key = `edit${Math.floor(random() * 1e6)}`;
    return (await replaceIn(template, /\n$/, `\n  ${key}: ${label}\n`))
      ? `chart template ${key}=${label}`
      : undefined;
  },
  async "edit a release's valuesFrom"(random) {
    const greeting = pick(random, ["morning", "evening", "night"]);
    return (await replaceIn("apps/helm/values.yaml", /greeting: .*/, `greeting: ${greeting}`))
      ? `valuesFrom greeting=${greeting}`
      : undefined;
  },
  async "ignore a file with a .sourceignore"(random) {
    const app = `apps/app-${appNumber(random)}`;
    if (!(await readdir(join(repo, app)).catch(() => undefined))) return undefined;
    await writeFile(join(repo, app, ".sourceignore"), "configmap.yaml\n");
    return `${app}/.sourceignore`;
  },
  async "edit a file nothing reads"(random) {
    await writeFile(join(repo, "docs.md"), `notes ${random()}\n`);
    return "docs.md";
  },
};

/** The report without what differs between any two runs (timings). */
function comparable(report: DiffReport): Omit<DiffReport, "startedAt" | "durationMs"> {
  const { startedAt: _s, durationMs: _d, ...rest } = report;
  return rest;
}

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "ks-changed-only-scratch-"));
  process.env.RUNNER_TEMP = scratch;
  repo = await mkdtemp(join(tmpdir(), "ks-changed-only-repo-"));
  git("init", "-q", "-b", "main");
  await cp(FIXTURE, repo, { recursive: true });
  git("add", "-A");
  git("commit", "-q", "-m", "base");
  baseSha = git("rev-parse", "HEAD");
  helmBinary();
}, 300_000);

afterAll(async () => {
  if (saved.RUNNER_TEMP === undefined) delete process.env.RUNNER_TEMP;
  else process.env.RUNNER_TEMP = saved.RUNNER_TEMP;
  await rm(repo, { recursive: true, force: true });
  await rm(scratch, { recursive: true, force: true });
});

const options = () =>
  resolveOptions(
    {
      mode: "build",
      root: repo,
      concurrency: "4",
      helm: helmBinary(),
      chartCache: join(scratch, "charts"),
      // Shared by the trials, as by the runs of a pull request: each trial's base is an
      // earlier trial's base, and most of its head too.
      renderCache: join(scratch, "renders"),
    },
    { cwd: repo, log: silentLogger, pathMayBeMissing: true },
  );

/** The work tree back at the base commit, nothing else in it. */
function reset(): void {
  git("checkout", "-q", "-f", baseSha);
  git("clean", "-q", "-f", "-d", "-x");
}

/**
 * The report of rendering everything as changed-only rendering gives it: a Kustomization it left
 * unrendered must be unchanged, with nothing to say, in the render of everything; its objects
 * are not counted.
 */
function withUnrendered(all: DiffReport, changed: DiffReport, what: string): DiffReport {
  const unrendered = new Set(
    changed.kustomizations.filter((k) => k.notRendered).map((k) => `${k.namespace}/${k.name}`),
  );
  const kustomizations = all.kustomizations.map((k) => {
    if (!unrendered.has(`${k.namespace}/${k.name}`)) return k;
    expect({ change: k.change, objects: k.objects, problems: k.problems }, `${what}: ${k.name}`).toEqual({
      change: "unchanged",
      objects: [],
      problems: [],
    });
    return { ...k, unchanged: 0, notRendered: true as const };
  });
  return { ...all, kustomizations, summary: summariseDiff(kustomizations) };
}

/** How often the base revision took the head's discovery, and how often it was discovered again. */
const discoveries = { reused: 0, again: 0 };
/** Walks (read sets, reach answers) taken from the index earlier trials kept (model/walk-index.ts). */
let walksFound = 0;

/** Both ways of diffing the work tree against the base; the report of rendering everything is returned. */
async function expectSameReport(what: string): Promise<DiffReport> {
  const all = await diffAgainstBase(options(), baseSha, undefined, undefined, { renderAll: true });
  const debug = (line: string) => {
    if (line.includes("definitions are the head's")) discoveries.reused++;
    if (line.includes("base revision is discovered too")) discoveries.again++;
    walksFound += Number(/walks: (\d+) found/.exec(line)?.[1] ?? 0);
  };
  const changed = await diffAgainstBase({ ...options(), log: { ...silentLogger, debug } }, baseSha);
  expect(comparable(changed), what).toEqual(comparable(withUnrendered(all, changed, what)));
  if (changed.summary.kustomizations.notRendered) leftUnrendered++;
  return all;
}

describe("diff --base renders only what a change reaches", () => {
  it.each([
    ["edit the chart", "the release of the local chart"],
    ["edit a release's valuesFrom", "the release and its values ConfigMap"],
    ["edit a parent's patch", "every child"],
    ["edit a shared base", "every app on the base"],
    ["edit a component", "every app with the component"],
    ["ignore a file with a .sourceignore", "what the source holds"],
  ])(
    "%s reaches %s, and shows as a render of everything shows it",
    async (edit) => {
      reset();
      const random = seeded(SEED);
      let said: string | undefined;
      while (!said) said = await EDITS[edit]!(random);
      const report = await expectSameReport(said);
      if (edit !== "ignore a file with a .sourceignore") expect(report.hasChanges, said).toBe(true);
    },
    300_000,
  );

  it(`gives the report a render of everything gives, on ${TRIALS} random edits of a fleet (seed ${SEED})`, async () => {
    const random = seeded(SEED);
    const names = Object.keys(EDITS);
    let changedTrials = 0;
    for (let trial = 0; trial < TRIALS; trial++) {
      reset();
      const done: string[] = [];
      const count = 1 + Math.floor(random() * 3);
      while (done.length < count) {
        const said = await EDITS[pick(random, names)]!(random);
        if (said) done.push(said);
      }
      const committed = random() < 0.5;
      if (committed) {
        git("add", "-A");
        git("commit", "-q", "-m", `trial ${trial}`);
      }
      const what = `trial ${trial} (${committed ? "committed" : "working tree"}): ${done.join("; ")}`;
      const all = await expectSameReport(what);
      if (all.hasChanges) changedTrials++;
    }
    // The edits are real: most trials change something (a file nothing reads changes nothing).
    expect(changedTrials).toBeGreaterThan(TRIALS / 2);
    // …and most leave Kustomizations they do not reach unrendered.
    expect(leftUnrendered).toBeGreaterThan(TRIALS / 2);
    // Both ways of finding the base's definitions were compared: the head's, and its own.
    expect(discoveries.reused).toBeGreaterThan(0);
    expect(discoveries.again).toBeGreaterThan(0);
    // …with walks kept by earlier trials, each checked against the files as they are now.
    expect(walksFound).toBeGreaterThan(0);
    expect((await readdir(join(scratch, "renders"))).length).toBeGreaterThan(0);
  }, 900_000);
});
