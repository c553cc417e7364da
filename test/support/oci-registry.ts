// A real OCI registry for the tests: the CNCF distribution registry built from the Go module
// proxy (scripts/tools/registry.sh), on a free loopback port with filesystem storage in a
// temporary directory; with `auth`, htpasswd basic auth (the fixture's bcrypt entry). Artifacts
// are pushed with the flux CLI (`flux push artifact`, scripts/tools/flux.sh).
import { execFileSync, spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const repoDir = resolve(import.meta.dirname, "../..");

/** The user and password of test/fixtures/sources/registry/htpasswd. */
export const REGISTRY_LOGIN = { username: "flux", password: "registry-s3cret-pw" };

export interface OciRegistry {
  /** `127.0.0.1:<port>`: artifacts are `oci://${host}/<name>`. */
  host: string;
  close(): Promise<void>;
}

function tool(env: string, script: string): string {
  if (process.env[env]) return process.env[env] as string;
  const path = execFileSync(join(repoDir, "scripts/tools", script), [], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  }).trim();
  process.env[env] = path;
  return path;
}

/** The registry binary: $REGISTRY_BIN, else built once into the cache. */
export const registryBinary = () => tool("REGISTRY_BIN", "registry.sh");
/** The flux CLI: $FLUX_BIN, else built once into the cache. */
export const fluxBinary = () => tool("FLUX_BIN", "flux.sh");

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

export async function startRegistry(options: { auth?: boolean } = {}): Promise<OciRegistry> {
  const dir = await mkdtemp(join(tmpdir(), "kustomize-sync-registry-"));
  const port = await freePort();
  const config = [
    "version: 0.1",
    "log:",
    "  level: error",
    "  accesslog:",
    "    disabled: true",
    "storage:",
    "  filesystem:",
    `    rootdirectory: ${join(dir, "data")}`,
    "http:",
    `  addr: 127.0.0.1:${port}`,
    "  secret: kustomize-sync-test",
    ...(options.auth
      ? [
          "auth:",
          "  htpasswd:",
          "    realm: kustomize-sync-test",
          `    path: ${join(repoDir, "test/fixtures/sources/registry/htpasswd")}`,
        ]
      : []),
  ].join("\n");
  await writeFile(join(dir, "config.yml"), `${config}\n`);
  const child = spawn(registryBinary(), ["serve", join(dir, "config.yml")], {
    stdio: ["ignore", "ignore", "pipe"],
    env: { PATH: process.env.PATH, HOME: dir, OTEL_TRACES_EXPORTER: "none" },
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += String(chunk);
  });
  const host = `127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the registry exited: ${stderr.slice(-2000)}`);
    const status = await fetch(`http://${host}/v2/`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200 || status === 401) break;
    if (Date.now() > deadline) throw new Error(`the registry did not start: ${stderr.slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    host,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** `flux push artifact oci://<host>/<name>:<tag> --path <dir>`; returns the pushed digest. */
export function pushArtifact(
  registry: OciRegistry,
  reference: string,
  path: string,
  options: { login?: { username: string; password: string }; revision?: string } = {},
): string {
  const out = execFileSync(
    fluxBinary(),
    [
      "push",
      "artifact",
      `oci://${registry.host}/${reference}`,
      `--path=${path}`,
      "--source=https://example.com/kustomize-sync/tests",
      `--revision=${options.revision ?? "main@sha1:0000000000000000000000000000000000000000"}`,
      "--insecure-registry",
      "--output=json",
      ...(options.login ? [`--creds=${options.login.username}:${options.login.password}`] : []),
    ],
    { encoding: "utf8", env: { PATH: process.env.PATH, HOME: tmpdir() }, stdio: ["ignore", "pipe", "pipe"] },
  );
  return (JSON.parse(out) as { digest: string }).digest;
}
