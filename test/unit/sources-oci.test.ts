// OCIRepository pulls from a real registry (distribution, htpasswd) holding artifacts pushed with
// `flux push artifact`, and the confinement of the tar.gz extraction.
import { mkdtemp, readdir, readFile, readlink, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Readable } from "node:stream";
import { gzipSync } from "node:zlib";
import { pack } from "tar-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginFromDockerConfig } from "../../src/sources/credentials.js";
import { confinedPath, ExtractError, extractTarGz } from "../../src/sources/extract.js";
import { SourceResolver } from "../../src/sources/index.js";
import { parseOciUrl, pickSemverArtifact, pullArtifact } from "../../src/sources/oci.js";
import type { OCIRepositorySource } from "../../src/sources/types.js";
import { type OciRegistry, pushArtifact, REGISTRY_LOGIN, startRegistry } from "../support/oci-registry.js";

const ARTIFACT = resolve(import.meta.dirname, "../fixtures/sources/oci/artifact");
const FLEET = resolve(import.meta.dirname, "../fixtures/sources/oci/runner-login");
let registry: OciRegistry;
const digests: Record<string, string> = {};

beforeAll(async () => {
  registry = await startRegistry({ auth: true });
  for (const tag of ["v1.0.0", "v1.1.0", "v2.0.0", "latest"])
    digests[tag] = pushArtifact(registry, `unit/apps:${tag}`, ARTIFACT, {
      login: REGISTRY_LOGIN,
      revision: `${tag}@sha1:0000000000000000000000000000000000000000`,
    });
});
afterAll(async () => {
  await registry?.close();
});

function source(
  ref: OCIRepositorySource["ref"],
  extra: Partial<OCIRepositorySource> = {},
): OCIRepositorySource {
  return {
    kind: "OCIRepository",
    namespace: "flux-system",
    name: "apps",
    url: `oci://${registry.host}/unit/apps`,
    ref,
    insecure: true,
    provider: "generic",
    definedIn: "cluster",
    ...extra,
  };
}

const target = async () => join(await mkdtemp(join(tmpdir(), "ks-unit-pull-")), "artifact");

describe("pulling an OCIRepository artifact", () => {
  it("pulls a tag and reports <tag>@sha256:<manifest digest>, the files of the pushed directory", async () => {
    const dir = await target();
    const { revision } = await pullArtifact(source({ tag: "v1.1.0" }), dir, REGISTRY_LOGIN);
    expect(revision).toBe(`v1.1.0@${digests["v1.1.0"]}`);
    expect((await readdir(dir)).sort()).toEqual(["deployment.yaml", "pdb.yaml", "settings.yaml"]);
    expect(await readFile(join(dir, "pdb.yaml"), "utf8")).toBe(
      await readFile(join(ARTIFACT, "pdb.yaml"), "utf8"),
    );
  });

  it("defaults to latest, picks the highest tag in a semver range, and pins a digest", async () => {
    expect((await pullArtifact(source({}), await target(), REGISTRY_LOGIN)).revision).toBe(
      `latest@${digests.latest}`,
    );
    expect((await pullArtifact(source({ semver: "1.x" }), await target(), REGISTRY_LOGIN)).revision).toBe(
      `v1.1.0@${digests["v1.1.0"]}`,
    );
    expect(
      (
        await pullArtifact(
          source({ semver: ">=1.0.0", semverFilter: "^v1\\.0" }),
          await target(),
          REGISTRY_LOGIN,
        )
      ).revision,
    ).toBe(`v1.0.0@${digests["v1.0.0"]}`);
    const pinned = digests["v2.0.0"] as string;
    expect((await pullArtifact(source({ digest: pinned }), await target(), REGISTRY_LOGIN)).revision).toBe(
      pinned,
    );
  });

  it("fails in one line: no credentials, wrong credentials, an unknown tag, a layer of another media type", async () => {
    await expect(pullArtifact(source({ tag: "v1.0.0" }), await target(), undefined)).rejects.toThrow(
      `${registry.host} needs credentials: give them with spec.secretRef or log in on the runner`,
    );
    await expect(
      pullArtifact(source({ tag: "v1.0.0" }), await target(), { username: "flux", password: "wrong-pw-9" }),
    ).rejects.toThrow(`authentication failed for ${registry.host} (HTTP 401)`);
    await expect(pullArtifact(source({ tag: "v9" }), await target(), REGISTRY_LOGIN)).rejects.toThrow(
      "artifact unit/apps:v9 not found",
    );
    await expect(
      pullArtifact(
        source({ tag: "v1.0.0" }, { layerSelector: { mediaType: "application/x-other" } }),
        await target(),
        REGISTRY_LOGIN,
      ),
    ).rejects.toThrow("no layer of media type application/x-other in unit/apps:v1.0.0");
  });

  it("without a secretRef, logs in with the runner's docker config; provider aws without a login says what to run", async () => {
    const fleet = await mkdtemp(join(tmpdir(), "ks-unit-fleet-"));
    await writeFile(
      join(fleet, "sources.yaml"),
      (await readFile(join(FLEET, "sources.yaml"), "utf8")).replaceAll("__REGISTRY__", registry.host),
    );
    const docker = await mkdtemp(join(tmpdir(), "ks-unit-docker-"));
    const auth = Buffer.from(`${REGISTRY_LOGIN.username}:${REGISTRY_LOGIN.password}`).toString("base64");
    await writeFile(join(docker, "config.json"), JSON.stringify({ auths: { [registry.host]: { auth } } }));
    const spec = (name: string) =>
      ({ name, namespace: "flux-system", path: "./", sourceRef: { kind: "OCIRepository", name } }) as never;
    const previous = process.env.DOCKER_CONFIG;
    try {
      process.env.DOCKER_CONFIG = join(docker, "missing");
      const none = new SourceResolver({
        root: fleet,
        path: fleet,
        defaultNamespace: "flux-system",
        mapping: {},
      });
      expect(await none.decide(spec("on-ecr"))).toEqual({
        type: "failed",
        message: `source OCIRepository/flux-system/on-ecr (oci://${registry.host}/unit/apps) could not be resolved: provider aws: no credentials for ${registry.host} in the runner's docker config (log in to the registry in an earlier step, e.g. aws-actions/amazon-ecr-login); or map it to a local directory with sources: on-ecr=DIR`,
      });
      process.env.DOCKER_CONFIG = docker;
      const logged = new SourceResolver({
        root: fleet,
        path: fleet,
        defaultNamespace: "flux-system",
        mapping: {},
      });
      expect(await logged.decide(spec("on-ecr"))).toMatchObject({
        type: "fetched",
        revision: `v1.0.0@${digests["v1.0.0"]}`,
      });
      await logged.close();
    } finally {
      if (previous === undefined) delete process.env.DOCKER_CONFIG;
      else process.env.DOCKER_CONFIG = previous;
    }
  });

  it("reads registry logins from a docker config (auths by host, Docker Hub's spellings)", () => {
    const auth = Buffer.from("u:p:with:colons").toString("base64");
    const config = JSON.stringify({
      auths: { "https://index.docker.io/v1/": { auth }, "127.0.0.1:5000": { username: "a", password: "b" } },
    });
    expect(loginFromDockerConfig(config, "registry-1.docker.io")).toEqual({
      username: "u",
      password: "p:with:colons",
    });
    expect(loginFromDockerConfig(config, "127.0.0.1:5000")).toEqual({ username: "a", password: "b" });
    expect(loginFromDockerConfig(config, "ghcr.io")).toBeUndefined();
    expect(parseOciUrl("oci://docker.io/podinfo")).toEqual({
      host: "registry-1.docker.io",
      repository: "library/podinfo",
    });
    expect(() => parseOciUrl("https://ghcr.io/x")).toThrow("spec.url must look like oci://host/repository");
  });

  it("semver over artifact tags ignores tags that are not versions", async () => {
    expect(await pickSemverArtifact("<2.0.0", ["latest", "v1.0.0", "1.5.0", "main-abc"])).toBe("1.5.0");
  });
});

/** A tar.gz built entry by entry (tar-stream), so that hostile archives can be made. */
async function tarGz(
  entries: Array<{
    name: string;
    type?: "file" | "symlink" | "link" | "directory";
    linkname?: string;
    body?: string;
  }>,
) {
  const archive = pack();
  for (const e of entries) {
    if (e.type === "symlink" || e.type === "link")
      archive.entry({ name: e.name, type: e.type, linkname: e.linkname ?? "" });
    else if (e.type === "directory") archive.entry({ name: e.name, type: "directory" });
    else archive.entry({ name: e.name }, e.body ?? "x");
  }
  archive.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of archive) chunks.push(Buffer.from(chunk as Uint8Array));
  return gzipSync(Buffer.concat(chunks));
}

describe("unpacking an artifact (confined)", () => {
  it("writes files, directories and links that stay inside", async () => {
    const root = await mkdtemp(join(tmpdir(), "ks-unit-untar-"));
    const digest = await extractTarGz(
      Readable.from(
        await tarGz([
          { name: "apps/", type: "directory" },
          { name: "apps/a.yaml", body: "a: 1\n" },
          { name: "apps/link.yaml", type: "symlink", linkname: "a.yaml" },
          { name: "b.yaml", type: "symlink", linkname: "apps/../apps/a.yaml" },
        ]),
      ),
      root,
    );
    expect(digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(await readFile(join(root, "apps/link.yaml"), "utf8")).toBe("a: 1\n");
    expect(await readlink(join(root, "b.yaml"))).toBe("apps/../apps/a.yaml");
    await rm(root, { recursive: true, force: true });
  });

  for (const [what, entries, message] of [
    [
      "a ../ path",
      [{ name: "../escape.yaml" }],
      "archive entry '../escape.yaml' is not in or below the artifact root",
    ],
    [
      "an absolute path",
      [{ name: "/etc/escape.yaml" }],
      "archive entry '/etc/escape.yaml' is not in or below the artifact root",
    ],
    ["a nested ../ path", [{ name: "a/../../escape.yaml" }], "is not in or below the artifact root"],
    [
      "a symlink out",
      [{ name: "passwd", type: "symlink", linkname: "../../../../etc/passwd" }],
      "archive entry 'passwd' links to '../../../../etc/passwd', outside the artifact",
    ],
    [
      "an absolute symlink",
      [{ name: "passwd", type: "symlink", linkname: "/etc/passwd" }],
      "archive entry 'passwd' links to '/etc/passwd', outside the artifact",
    ],
    [
      "a hard link out",
      [{ name: "h", type: "link", linkname: "../x" }],
      "links to '../x', outside the artifact",
    ],
  ] as const) {
    it(`refuses ${what}, writing nothing outside`, async () => {
      const parent = await mkdtemp(join(tmpdir(), "ks-unit-untar-"));
      const root = join(parent, "a", "b", "root");
      const error = await extractTarGz(Readable.from(await tarGz(entries as never)), root).catch(
        (e: Error) => e,
      );
      expect(error).toBeInstanceOf(ExtractError);
      expect((error as Error).message).toContain(message);
      expect(await readdir(parent, { recursive: true })).not.toContain("escape.yaml");
      await rm(parent, { recursive: true, force: true });
    });
  }

  it("refuses an archive that unpacks past the size limit, and one that is not tar.gz", async () => {
    const root = await mkdtemp(join(tmpdir(), "ks-unit-untar-"));
    const big = await tarGz([{ name: "big.yaml", body: "x".repeat(2048) }]);
    await expect(extractTarGz(Readable.from(big), join(root, "1"), 1024)).rejects.toThrow(
      "the artifact unpacks to more than 1024 bytes",
    );
    await expect(extractTarGz(Readable.from(Buffer.from("not gzip")), join(root, "2"))).rejects.toThrow(
      /the layer is not a tar\.gz archive/,
    );
    await writeFile(join(root, "keep"), "");
    await rm(root, { recursive: true, force: true });
  });

  it("confinedPath keeps names inside the root", () => {
    expect(confinedPath("/r", "a/b")).toBe("/r/a/b");
    expect(confinedPath("/r", "a/../b")).toBe("/r/b");
    expect(confinedPath("/r", "..")).toBeUndefined();
    expect(confinedPath("/r", "a\0b")).toBeUndefined();
  });
});
