// kustomize-sync held to Flux's kustomize-controller v1.9 itself, on one tree: the controller
// (built from the Go module proxy, run out of cluster: test/support/kustomize-controller.ts)
// reconciles the fixture's Kustomizations from a GitRepository artifact in one namespace, the
// engine syncs the same checkout into another, and what each created must be the same:
// - postBuild substitution typed as the controller's YAMLToJSON types it (octal, YAML 1.1 booleans,
//   underscores, what stays a string), on a custom resource that keeps whatever it is sent, and a
//   value that types as infinity failing the build in both;
// - strict substitution on by default (Flux 2.9's StrictPostBuildSubstitutions gate): a variable
//   with no value and no default fails the build in both;
// - secretGenerators over SOPS-encrypted files (encrypted here with the sops CLI to a fresh age
//   key, read by both from an `*.agekey` Secret), under their own names and under keys that
//   decide another format, and a Secret manifest encrypted as Flux's guide does it: the Secrets'
//   names — for generators, hashes of the decrypted bytes — and data.
import { randomBytes } from "node:crypto";
import { copyFile, cp, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { dump, loadAll } from "js-yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { escapeRegExp, type RunReport } from "../../src/model/index.js";
import { type Condition, type FluxController, startFluxController } from "../support/kustomize-controller.js";
import { ageKey, sopsEncrypt } from "../support/sops.js";
import {
  apply,
  createTestNamespace,
  getJson,
  kubectl,
  kubectlOk,
  testKubeconfig,
} from "./support/cluster.js";
import { exists, row, runSync } from "./support/sync.js";

const FIXTURE = resolve(import.meta.dirname, "../fixtures/controller-oracle");
const SOPS_BYTES = resolve(import.meta.dirname, "../fixtures/sops/bytes");
const KUSTOMIZATIONS = ["typing", "typing-inf", "typing-strict", "secrets"];
/**
 * Definitions paths, synced by one run: numbers.yaml's `.inf` decrypts to `+Inf`, the value
 * typing-inf's error quotes, and that message must still read as the controller's (a decrypted
 * infinity is not redacted).
 */
const SCOPES = ["typing", "secrets"];
/** The Secrets the `secrets` Kustomization makes: four generated (their hash suffixes removed), one written. */
const SECRETS = ["credentials", "dotenv", "files", "keyed", "renamed"];

let flux: FluxController | undefined;
let fluxNs: string;
let oursNs: string;
let group: string;
let theirs: Record<string, Condition>;
let ours: RunReport;

/**
 * The fixture's repository in a temp dir: the CRD group made this run's, generator inputs
 * encrypted, the definitions given kustomize-sync's namespace. Returns the definitions with
 * `__NS__` still in them, for the controller's namespace.
 */
async function prepareRepository(recipient: string): Promise<{ repo: string; definitions: string[] }> {
  const repo = await mkdtemp(join(tmpdir(), "ks-controller-oracle-"));
  await cp(join(FIXTURE, "repo"), repo, { recursive: true });
  for (const entry of await readdir(repo, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    await writeFile(file, (await readFile(file, "utf8")).replaceAll("__GROUP__", group));
  }
  const secrets = join(repo, "deploy/secrets");
  const inputs = await readdir(SOPS_BYTES);
  await Promise.all([
    ...inputs.map(async (name) => {
      await copyFile(join(SOPS_BYTES, name), join(secrets, name));
      await sopsEncrypt(join(secrets, name), { age: [recipient] });
    }),
    sopsEncrypt(join(secrets, "credentials.yaml"), {
      age: [recipient],
      encryptedRegex: "^(data|stringData)$",
    }),
  ]);
  // Both read the same encrypted bytes; only the Kustomizations' namespace differs.
  const definitions: string[] = [];
  for (const scope of SCOPES) {
    const file = join(repo, "clusters", scope, "kustomizations.yaml");
    const text = await readFile(file, "utf8");
    definitions.push(text);
    await writeFile(file, text.replaceAll("__NS__", oursNs));
  }
  return { repo, definitions };
}

beforeAll(async () => {
  [fluxNs, oursNs] = await Promise.all([
    createTestNamespace("oracle-flux"),
    createTestNamespace("oracle-ours"),
  ]);
  group = `oracle-${randomBytes(3).toString("hex")}.kustomize-sync.io`;
  await apply((await readFile(join(FIXTURE, "scalars-crd.yaml"), "utf8")).replaceAll("__GROUP__", group));
  await kubectlOk(["wait", "--for=condition=Established", `crd/scalars.${group}`, "--timeout=30s"]);
  const key = await ageKey();
  // The decryption Secret as Flux's guide makes it, in each side's namespace.
  for (const namespace of [fluxNs, oursNs])
    await apply(
      dump({
        apiVersion: "v1",
        kind: "Secret",
        metadata: { name: "sops-age", namespace },
        stringData: { "age.agekey": `# public key: ${key.recipient}\n${key.identity}\n` },
      }),
    );
  const { repo, definitions } = await prepareRepository(key.recipient);

  flux = await startFluxController(testKubeconfig(), fluxNs);
  const artifact = await flux.publish(repo);
  await flux.applyKustomizations(
    definitions.flatMap((text) => loadAll(text.replaceAll("__NS__", fluxNs)) as object[]),
  );
  [theirs, ours] = await Promise.all([
    flux.settled(KUSTOMIZATIONS, artifact.revision),
    runSync(repo, { path: "clusters" }),
  ]);
}, 300_000);

afterAll(async () => {
  await flux?.stop();
  if (group) await kubectl(["delete", "crd", `scalars.${group}`, "--wait=false", "--ignore-not-found"]);
});

/** On failure, what the controller said and did. */
function controllerSaid(): string {
  return `controller: ${JSON.stringify(theirs, null, 1)}\n${flux?.log() ?? ""}`;
}

describe("postBuild substitution, typed as kustomize-controller v1.9 types it", () => {
  it("gives the custom resource the same spec as the controller: octal, YAML 1.1 booleans and underscores typed, times and dots kept as strings", async () => {
    expect(theirs.typing?.status, controllerSaid()).toBe("True");
    expect(row(ours, "typing"), JSON.stringify(row(ours, "typing"))).toMatchObject({ ready: "True" });
    const resource = (namespace: string) =>
      getJson<{ spec: Record<string, unknown> }>([`scalars.${group}`, "substituted", "-n", namespace]);
    const [flux, engine] = await Promise.all([resource(fluxNs), resource(oursNs)]);
    expect(engine.spec).toEqual(flux.spec);
    // Not vacuous: the values were typed, not carried as the strings substituted.
    expect(flux.spec).toMatchObject({ octal: 493, onValue: true, underscore: 1000, sexagesimal: "1:20" });
  });

  it("fails the build of a value that types as infinity, as the controller does", async () => {
    // Both name the object (each its own way: `Scalars.v1.<group>/infinite`, `Scalars/<ns>/infinite`),
    // then say the same.
    const error = escapeRegExp("envsubst error: YAMLToJSON: json: unsupported value: +Inf");
    expect(theirs["typing-inf"], controllerSaid()).toMatchObject({ status: "False", reason: "BuildFailed" });
    expect(theirs["typing-inf"]?.message).toMatch(
      new RegExp(`^post build failed for '[^']+/infinite': ${error}`),
    );
    const result = row(ours, "typing-inf");
    expect(result).toMatchObject({ ready: "False", reason: "BuildFailed" });
    expect(result.message).toMatch(new RegExp(`post build failed for '[^']+/infinite': ${error}$`));
    expect(await exists(`scalars.${group}`, "infinite", fluxNs)).toBe(false);
    expect(await exists(`scalars.${group}`, "infinite", oursNs)).toBe(false);
  });
});

describe("strict substitution, on by default as in kustomize-controller v1.9", () => {
  it("fails the build of a variable with no value and no default, nothing created, as the controller does", async () => {
    const error = escapeRegExp('variable not set (strict mode): "UNSET_VARIABLE"');
    expect(theirs["typing-strict"], controllerSaid()).toMatchObject({
      status: "False",
      reason: "BuildFailed",
    });
    expect(theirs["typing-strict"]?.message).toMatch(new RegExp(error));
    const result = row(ours, "typing-strict");
    expect(result).toMatchObject({ ready: "False", reason: "BuildFailed" });
    expect(result.message).toMatch(new RegExp(error));
    expect(await exists(`scalars.${group}`, "unset", fluxNs)).toBe(false);
    expect(await exists(`scalars.${group}`, "unset", oursNs)).toBe(false);
  });
});

describe("SOPS-encrypted files, decrypted as kustomize-controller v1.9 decrypts them", () => {
  it("gives the Secrets the controller's names (generators: hashes of the decrypted bytes) and data", async () => {
    expect(theirs.secrets?.status, controllerSaid()).toBe("True");
    expect(row(ours, "secrets"), JSON.stringify(row(ours, "secrets"))).toMatchObject({ ready: "True" });
    const made = async (namespace: string) => {
      const list = await getJson<{
        items: { metadata: { name: string }; type: string; data?: Record<string, string> }[];
      }>(["secrets", "-n", namespace]);
      return list.items
        .filter((s) => s.metadata.name !== "sops-age")
        .map((s) => ({ name: s.metadata.name, type: s.type, data: s.data }))
        .sort((a, b) => a.name.localeCompare(b.name));
    };
    const [flux, engine] = await Promise.all([made(fluxNs), made(oursNs)]);
    expect(flux.map((s) => s.name.replace(/-[a-z0-9]{10}$/, ""))).toEqual(SECRETS);
    expect(engine).toEqual(flux);
  });
});
