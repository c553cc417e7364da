// SOPS in the build, as kustomize-controller does it: the files secretGenerators read are
// decrypted before kustomize runs, Secret manifests after it. The repository
// (test/fixtures/sops/repo) is plaintext in git; each test encrypts a copy with the real sops
// CLI to an age key generated here. The build of the encrypted copy must equal the build of the
// plaintext one as `sops decrypt` writes it, and no decrypted byte may be left on disk.
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { KubeObject } from "../../src/cluster/types.js";
import { normaliseKustomization } from "../../src/config/normalise.js";
import type { FluxApiVersion } from "../../src/config/schema.js";
import { type KustomizationSpec, type Manifest, parseYaml } from "../../src/model/index.js";
import { decryptionKeysFrom } from "../../src/render/decrypt.js";
import {
  BuildError,
  detectRenderer,
  maskDecrypted,
  type RenderContext,
  type Renderer,
  renderKustomization,
} from "../../src/render/index.js";
import { SecretValues } from "../../src/report/redact.js";
import { type AgeKey, ageKey, sopsDecrypt, sopsEncrypt } from "../support/sops.js";

const FIXTURE = path.resolve(import.meta.dirname, "../fixtures/sops/repo");
const CANARIES = [
  "canary-manifest-password-3e8b1",
  "canary-manifest-token-6d4f",
  "canary-generator-password-a71c2",
  "canary-generator-json-key-42f0d",
  "canary-generator-token-9b3e7",
];

let renderer: Renderer;
let key: AgeKey;
let other: AgeKey;
let runnerTemp: string;
const savedRunnerTemp = process.env.RUNNER_TEMP;

beforeAll(async () => {
  [renderer, key, other] = await Promise.all([detectRenderer(), ageKey(), ageKey()]);
}, 600_000);

beforeEach(() => {
  // Every temporary file of a render goes here: the tests check it is empty afterwards.
  runnerTemp = mkdtempSync(path.join(tmpdir(), "sops-build-runner-"));
  process.env.RUNNER_TEMP = runnerTemp;
});
afterEach(() => {
  if (savedRunnerTemp === undefined) delete process.env.RUNNER_TEMP;
  else process.env.RUNNER_TEMP = savedRunnerTemp;
});

function copyRepo(): string {
  const root = mkdtempSync(path.join(tmpdir(), "sops-build-repo-"));
  cpSync(FIXTURE, root, { recursive: true });
  return root;
}

async function encryptRepo(root: string, recipient = key.recipient): Promise<void> {
  const apps = path.join(root, "apps");
  await sopsEncrypt(path.join(apps, "secret.enc.yaml"), {
    age: [recipient],
    encryptedRegex: "^(data|stringData)$",
  });
  await sopsEncrypt(path.join(apps, "app.env"), { age: [recipient] });
  await sopsEncrypt(path.join(apps, "settings.json"), { age: [recipient] });
  await sopsEncrypt(path.join(apps, "token.txt"), { age: [recipient] });
}

function spec(root: string, change: (doc: Record<string, unknown>) => void = () => {}): KustomizationSpec {
  const doc = parseYaml(readFileSync(path.join(root, "clusters/apps.yaml"), "utf8")) as Record<
    string,
    unknown
  >;
  change(doc);
  return normaliseKustomization(doc, doc.apiVersion as FluxApiVersion, "flux-system", {
    file: "clusters/apps.yaml",
    line: 5,
  });
}

/** The decryption Secret's data as a reader of the cluster returns it (decoded). */
function decryptionSecret(identity: string): RenderContext["substitution"] {
  return {
    async read(kind, namespace, name) {
      if (kind === "Secret" && namespace === "flux-system" && name === "sops-age")
        return { "age.agekey": `# public key: (test)\n${identity}\n` };
      return undefined;
    },
  };
}

/** A render of a run with a cluster (sync, plan): the decryption Secret read from it. */
function context(root: string, secrets: SecretValues, identity = key.identity): RenderContext {
  const reader = decryptionSecret(identity);
  return {
    root,
    renderer,
    secrets,
    substitution: reader,
    decryption: decryptionKeysFrom({ reader, secrets }),
  };
}

const byId = (manifests: Manifest[]) =>
  Object.fromEntries(manifests.map((m) => [`${m.object.kind}/${m.object.metadata.name}`, m.object]));

const decode = (object: KubeObject, key: string) =>
  Buffer.from((object.data as Record<string, string>)[key]!, "base64").toString("utf8");

describe("a Kustomization with SOPS-encrypted Secrets and generator inputs", () => {
  it("renders what the repository renders with `sops decrypt`'s output in place of each generator input: values, and generator name hashes", async () => {
    const encrypted = copyRepo();
    await encryptRepo(encrypted);
    expect(readFileSync(path.join(encrypted, "apps/app.env"), "utf8")).not.toContain("canary");
    // kustomize-controller hands kustomize the bytes sops' stores write (JSON re-indented with
    // tabs, a trailing newline), not the file as first written: the generated names hash those.
    const plain = copyRepo();
    for (const file of ["app.env", "settings.json", "token.txt"])
      writeFileSync(
        path.join(plain, "apps", file),
        await sopsDecrypt(path.join(encrypted, "apps", file), key),
      );

    const expected = await renderKustomization(spec(plain), { root: plain, renderer });
    const secrets = new SecretValues();
    const actual = await renderKustomization(spec(encrypted), context(encrypted, secrets));

    const objects = byId(actual.manifests);
    const want = byId(expected.manifests);
    expect(Object.keys(objects).sort()).toEqual(Object.keys(want).sort());
    // The generator Secrets' names carry the hash of the decrypted content, as in Flux.
    expect(Object.keys(objects).filter((id) => id.startsWith("Secret/app-"))).toHaveLength(2);
    for (const id of Object.keys(want)) expect(objects[id], id).toEqual(want[id]);

    const manifest = objects["Secret/db-credentials"]!;
    expect(manifest.sops).toBeUndefined();
    expect(manifest.stringData).toEqual({ password: "canary-manifest-password-3e8b1" });
    expect(manifest.metadata.namespace).toBe("sops-demo");
    const env = Object.values(objects).find((o) => o.metadata.name.startsWith("app-env-"))!;
    expect(decode(env, "DB_PASSWORD")).toBe("canary-generator-password-a71c2");
    // The Deployment refers to the generated Secrets by their hashed names.
    expect(JSON.stringify(objects["Deployment/app"])).toContain(env.metadata.name);

    // Every decrypted value is known to the redaction before anything could print it.
    for (const canary of CANARIES) expect(secrets.values, canary).toContain(canary);
  });

  it("leaves no decrypted file behind: kustomize read them from the render's private directory, removed after", async () => {
    const root = copyRepo();
    await encryptRepo(root);
    await renderKustomization(spec(root), context(root, new SecretValues()));
    expect(readdirSync(runnerTemp)).toEqual([]);
    for (const file of ["app.env", "settings.json", "token.txt", "secret.enc.yaml"])
      expect(readFileSync(path.join(root, "apps", file), "utf8")).not.toContain("canary");
  });

  it("prints decrypted values as **SOPS** where the output is not for the API server (build)", async () => {
    const root = copyRepo();
    await encryptRepo(root);
    const rendered = await renderKustomization(spec(root), context(root, new SecretValues()));
    const masked = rendered.manifests.map((m) => maskDecrypted(m.object));
    const text = JSON.stringify(masked);
    for (const canary of CANARIES) expect(text).not.toContain(canary);
    const manifest = masked.find((o) => o.metadata.name === "db-credentials")!;
    expect(manifest.stringData).toEqual({ password: "**SOPS**" });
    expect(manifest.data).toEqual({ token: Buffer.from("**SOPS**").toString("base64") });
    const env = masked.find((o) => o.metadata.name.startsWith("app-env-"))!;
    // DB_USER came out of the encrypted file too.
    expect(Object.values(env.data as Record<string, string>).every((v) => v === "KipTT1BTKio=")).toBe(true);
    // The objects on their way to the API server keep their values.
    expect(JSON.stringify(rendered.manifests)).toContain("canary-manifest-password-3e8b1");
  });
});

describe("refusals, before anything could be applied", () => {
  const failure = async (root: string, ctx: RenderContext, s = spec(root)) => {
    const error = await renderKustomization(s, ctx).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BuildError);
    return error as BuildError;
  };

  it("without the key: names the file and who it was encrypted for", async () => {
    const root = copyRepo();
    await encryptRepo(root);
    const error = await failure(root, context(root, new SecretValues(), other.identity));
    expect(error.detail).toBe(
      `error decrypting sources: apps/app.env (apps/kustomization.yaml:10 secretGenerator[0].envs[0]): cannot get the sops data key: it was encrypted for ${key.recipient}; the keys given ('age.agekey' of Secret 'flux-system/sops-age') are for ${other.recipient}`,
    );
    expect(error.source).toEqual({ file: "apps/kustomization.yaml", line: 10 });
  });

  it("a Secret manifest without the key: names the object, its file and the recipients", async () => {
    const root = copyRepo();
    await sopsEncrypt(path.join(root, "apps/secret.enc.yaml"), {
      age: [key.recipient],
      encryptedRegex: "^(data|stringData)$",
    });
    const error = await failure(root, context(root, new SecretValues(), other.identity));
    expect(error.detail).toMatch(
      new RegExp(
        `^decryption failed for 'Secret/sops-demo/db-credentials' \\(apps/secret\\.enc\\.yaml:2\\): cannot get the sops data key: it was encrypted for ${key.recipient};`,
      ),
    );
  });

  it("a tampered Secret manifest (MAC mismatch) is refused, naming its file", async () => {
    const root = copyRepo();
    const file = path.join(root, "apps/secret.enc.yaml");
    await sopsEncrypt(file, { age: [key.recipient], encryptedRegex: "^(data|stringData)$" });
    writeFileSync(file, readFileSync(file, "utf8").replace("app: db", "app: db-tampered"));
    const error = await failure(root, context(root, new SecretValues()));
    expect(error.detail).toMatch(
      /^decryption failed for 'Secret\/sops-demo\/db-credentials' \(apps\/secret\.enc\.yaml:2\): MAC mismatch: the file was changed after it was encrypted/,
    );
  });

  it("a tampered generator input is refused, naming its file", async () => {
    const root = copyRepo();
    await encryptRepo(root);
    const file = path.join(root, "apps/app.env");
    writeFileSync(file, readFileSync(file, "utf8").replace(/^DB_USER=.*\n/m, ""));
    const error = await failure(root, context(root, new SecretValues()));
    expect(error.detail).toMatch(/^error decrypting sources: apps\/app\.env \(.*\): MAC mismatch/);
  });

  it("an encrypted Secret without spec.decryption is refused in Flux's words, ENC[…] is never applied", async () => {
    const root = copyRepo();
    await sopsEncrypt(path.join(root, "apps/secret.enc.yaml"), {
      age: [key.recipient],
      encryptedRegex: "^(data|stringData)$",
    });
    const s = spec(root, (doc) => delete (doc.spec as Record<string, unknown>).decryption);
    const error = await failure(root, { ...context(root, new SecretValues()), decryption: undefined }, s);
    expect(error.detail).toBe(
      `Secret/sops-demo/db-credentials (apps/secret.enc.yaml:2) is SOPS encrypted (for ${key.recipient}), configuring decryption is required for this secret to be reconciled (spec.decryption)`,
    );
  });

  it("a generator that reads an encrypted file without spec.decryption is refused: its ciphertext is never applied", async () => {
    const root = copyRepo();
    await sopsEncrypt(path.join(root, "apps/app.env"), { age: [key.recipient] });
    const s = spec(root, (doc) => delete (doc.spec as Record<string, unknown>).decryption);
    const error = await failure(root, { ...context(root, new SecretValues()), decryption: undefined }, s);
    expect(error.detail).toMatch(
      /^Secret\/sops-demo\/app-env-[a-z0-9]{10} \(apps\/kustomization\.yaml\) holds SOPS-encrypted data \('sops_mac'\), configuring decryption is required/,
    );
  });

  it("the decryption Secret missing is said in Flux's words", async () => {
    const root = copyRepo();
    await encryptRepo(root);
    const ctx: RenderContext = {
      root,
      renderer,
      decryption: decryptionKeysFrom({ reader: { read: async () => undefined } }),
    };
    const error = await failure(root, ctx);
    expect(error.detail).toBe(
      `cannot get sops decryption Secret 'flux-system/sops-age': secrets "sops-age" not found`,
    );
  });

  it("a run with a cluster never applies what it could not decrypt, with no key of its own either", async () => {
    const root = copyRepo();
    await encryptRepo(root);
    const ctx: RenderContext = {
      root,
      renderer,
      substitution: decryptionSecret(other.identity),
    };
    const error = await failure(root, ctx);
    expect(error.detail).toContain(`it was encrypted for ${key.recipient}; the keys given`);
  });
});

describe("cluster-free renders (build, diff)", () => {
  it("decrypt with the run's own age key (SOPS_AGE_KEY)", async () => {
    const root = copyRepo();
    await encryptRepo(root);
    const saved = process.env.SOPS_AGE_KEY;
    try {
      process.env.SOPS_AGE_KEY = key.identity;
      const rendered = await renderKustomization(spec(root), { root, renderer });
      expect(JSON.stringify(rendered.manifests)).toContain("canary-manifest-password-3e8b1");
    } finally {
      if (saved === undefined) delete process.env.SOPS_AGE_KEY;
      else process.env.SOPS_AGE_KEY = saved;
    }
  });

  it("without a key, keep what is encrypted and show its values as **SOPS**, as `flux build` does, saying so", async () => {
    const root = copyRepo();
    await encryptRepo(root);
    const rendered = await renderKustomization(spec(root), { root, renderer });
    const objects = byId(rendered.manifests);
    const manifest = objects["Secret/db-credentials"]!;
    expect(manifest.sops).toBeUndefined();
    expect(manifest.stringData).toEqual({ password: "**SOPS**" });
    expect(manifest.data).toEqual({ token: Buffer.from("**SOPS**").toString("base64") });
    const text = JSON.stringify(rendered.manifests);
    for (const canary of CANARIES) expect(text).not.toContain(canary);
    expect(rendered.warnings).toContain(
      `Secret/sops-demo/db-credentials (apps/secret.enc.yaml:2) was not decrypted (cannot get the sops data key: it was encrypted for ${key.recipient}, and no decryption key was given (Secret 'flux-system/sops-age' of spec.decryption.secretRef was not read: no cluster access)): its values are shown as **SOPS**`,
    );
    expect(
      rendered.warnings.some((w) =>
        w.startsWith(
          "apps/app.env (apps/kustomization.yaml:10 secretGenerator[0].envs[0]) was not decrypted",
        ),
      ),
    ).toBe(true);
  });

  it("still refuse a tampered file", async () => {
    const root = copyRepo();
    const file = path.join(root, "apps/secret.enc.yaml");
    await sopsEncrypt(file, { age: [key.recipient], encryptedRegex: "^(data|stringData)$" });
    writeFileSync(file, readFileSync(file, "utf8").replace("app: db", "app: db-tampered"));
    const saved = process.env.SOPS_AGE_KEY;
    try {
      process.env.SOPS_AGE_KEY = key.identity;
      const error = await renderKustomization(spec(root), { root, renderer }).catch((e: unknown) => e);
      expect((error as BuildError).detail).toMatch(/MAC mismatch/);
    } finally {
      if (saved === undefined) delete process.env.SOPS_AGE_KEY;
      else process.env.SOPS_AGE_KEY = saved;
    }
  });
});
