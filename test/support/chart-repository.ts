// A real Helm chart repository for the tests: charts packaged with `helm package`, indexed with
// `helm repo index DIR --url <server>`, served by node:http(s) on a free loopback port, with
// optional basic auth and TLS (a CA and certificates made with openssl). Every request is
// recorded, so tests can say what a run downloaded. Also pushes charts to an OCI registry with
// `helm push`.
import { execFileSync, spawnSync } from "node:child_process";
import { timingSafeEqual } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, normalize, resolve } from "node:path";

const repoDir = resolve(import.meta.dirname, "../..");
export const REPO_CHARTS = join(repoDir, "test/fixtures/helm/repo-charts");

/** The helm CLI: $HELM_BIN, else built once into the cache (scripts/tools/helm.sh). */
export function helmBinary(): string {
  if (!process.env.HELM_BIN) {
    process.env.HELM_BIN = execFileSync(join(repoDir, "scripts/tools/helm.sh"), [], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    }).trim();
  }
  return process.env.HELM_BIN;
}

/** Runs helm with a private HOME (no repositories or registry logins of the user). */
export function helm(args: string[], home: string): string {
  return execFileSync(helmBinary(), args, {
    encoding: "utf8",
    env: { PATH: process.env.PATH, HOME: home, TMPDIR: home },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** `helm package <chart> --version <version>` into `dir`; returns the package's path. */
export function packageChart(chart: string, version: string, dir: string, home: string): string {
  const out = helm(["package", chart, "--version", version, "--destination", dir], home);
  return /saved it to: (.*)$/m.exec(out)?.[1]?.trim() ?? join(dir, `${chart}-${version}.tgz`);
}

/** A CA, a server certificate for 127.0.0.1 and a client certificate, PEM (openssl). */
export interface TestPki {
  ca: string;
  serverCert: string;
  serverKey: string;
  clientCert: string;
  clientKey: string;
}

export async function makePki(): Promise<TestPki> {
  const dir = await mkdtemp(join(tmpdir(), "ks-chart-pki-"));
  const ssl = (args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: "pipe" });
  try {
    ssl([
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      "ca.key",
      "-out",
      "ca.crt",
      "-days",
      "2",
      "-subj",
      "/CN=chart-test-ca",
    ]);
    await writeFile(join(dir, "server.ext"), "subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\n");
    await writeFile(join(dir, "client.ext"), "extendedKeyUsage=clientAuth\n");
    for (const name of ["server", "client"]) {
      ssl([
        "req",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-keyout",
        `${name}.key`,
        "-out",
        `${name}.csr`,
        "-subj",
        `/CN=${name}`,
      ]);
      ssl([
        "x509",
        "-req",
        "-in",
        `${name}.csr`,
        "-CA",
        "ca.crt",
        "-CAkey",
        "ca.key",
        "-CAcreateserial",
        "-out",
        `${name}.crt`,
        "-days",
        "2",
        "-extfile",
        `${name}.ext`,
      ]);
    }
    const read = (f: string) => readFile(join(dir, f), "utf8");
    return {
      ca: await read("ca.crt"),
      serverCert: await read("server.crt"),
      serverKey: await read("server.key"),
      clientCert: await read("client.crt"),
      clientKey: await read("client.key"),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface ChartRepository {
  /** `http(s)://127.0.0.1:<port>`. */
  url: string;
  /** The directory served (packages and index.yaml). */
  dir: string;
  /** Request paths served (after auth), in order. */
  requests: string[];
  /** Packages `chart` (a directory under REPO_CHARTS or absolute) at `version` and re-indexes. */
  publish(chart: string, version: string): void;
  close(): Promise<void>;
}

export interface ChartRepositoryOptions {
  /** `[chart, version]` pairs to publish at start. */
  charts?: [string, string][];
  auth?: { username: string; password: string };
  /** Serve HTTPS with this PKI; with `clientAuth`, require a client certificate signed by its CA. */
  tls?: TestPki & { clientAuth?: boolean };
}

export async function startChartRepository(options: ChartRepositoryOptions = {}): Promise<ChartRepository> {
  const dir = await mkdtemp(join(tmpdir(), "ks-chart-repo-"));
  const home = await mkdtemp(join(tmpdir(), "ks-chart-home-"));
  const requests: string[] = [];
  const expected = options.auth
    ? Buffer.from(
        `Basic ${Buffer.from(`${options.auth.username}:${options.auth.password}`).toString("base64")}`,
      )
    : undefined;
  const handler: http.RequestListener = (req, res) => {
    const given = Buffer.from(req.headers.authorization ?? "");
    if (expected && !(given.length === expected.length && timingSafeEqual(given, expected))) {
      res.writeHead(401, { "WWW-Authenticate": 'Basic realm="charts"' }).end("unauthorised\n");
      return;
    }
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
    requests.push(path);
    const file = join(dir, normalize(path).replace(/^(\.\.[/\\])+/, ""));
    stat(file).then(
      (info) => {
        if (!info.isFile()) return res.writeHead(404).end();
        res.writeHead(200, { "Content-Length": info.size });
        createReadStream(file).pipe(res);
      },
      () => res.writeHead(404).end("not found\n"),
    );
  };
  const server = options.tls
    ? https.createServer(
        {
          cert: options.tls.serverCert,
          key: options.tls.serverKey,
          ...(options.tls.clientAuth
            ? { ca: options.tls.ca, requestCert: true, rejectUnauthorized: true }
            : {}),
        },
        handler,
      )
    : http.createServer(handler);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const url = `${options.tls ? "https" : "http"}://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const publish = (chart: string, version: string) => {
    packageChart(resolve(REPO_CHARTS, chart), version, dir, home);
    helm(["repo", "index", dir, "--url", url], home);
  };
  for (const [chart, version] of options.charts ?? []) publish(chart, version);
  return {
    url,
    dir,
    requests,
    publish,
    close: async () => {
      server.closeAllConnections?.();
      await new Promise<void>((done) => server.close(() => done()));
      await rm(dir, { recursive: true, force: true });
      await rm(home, { recursive: true, force: true });
    },
  };
}

/** `helm push <package> oci://<registry>/<path> --plain-http`; returns the pushed manifest digest. */
export function pushChart(packagePath: string, registryHost: string, path: string, home: string): string {
  const result = spawnSync(
    helmBinary(),
    ["push", packagePath, `oci://${registryHost}/${path}`, "--plain-http"],
    {
      encoding: "utf8",
      env: { PATH: process.env.PATH, HOME: home, TMPDIR: home },
    },
  );
  if (result.status !== 0) throw new Error(`helm push: ${result.stderr}`);
  return /Digest: (sha256:[0-9a-f]{64})/.exec(`${result.stdout}${result.stderr}`)?.[1] ?? "";
}
