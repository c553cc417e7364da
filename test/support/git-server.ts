// A real git server for the tests: git's own `git http-backend` (CGI) behind a tiny node:http
// server on a free loopback port, with HTTP basic auth checked before the CGI runs (as a web
// server in front of http-backend would), so clones exercise git's smart HTTP protocol for real.
import { execFileSync, spawn } from "node:child_process";
import { timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface GitServer {
  /** `http://127.0.0.1:<port>`: a repository `<root>/apps.git` is `${url}/apps.git`. */
  url: string;
  /** Requests that reached http-backend (after auth), for "fetched once" assertions. */
  requests: string[];
  close(): Promise<void>;
}

const backend = execFileSync("git", ["--exec-path"], { encoding: "utf8" }).trim();

/** Basic auth with a user and password, or a bearer token (source-controller's `bearerToken`). */
export type GitServerAuth = { username: string; password: string } | { bearerToken: string };

function authorised(header: string | undefined, auth: GitServerAuth): boolean {
  const expected = Buffer.from(
    "bearerToken" in auth
      ? `Bearer ${auth.bearerToken}`
      : `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString("base64")}`,
  );
  const given = Buffer.from(header ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Serves every bare repository under `projectRoot`; with `auth`, only to that user (or token). */
export async function startGitServer(projectRoot: string, auth?: GitServerAuth): Promise<GitServer> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    if (auth && !authorised(req.headers.authorization, auth)) {
      const scheme = "bearerToken" in auth ? "Bearer" : "Basic";
      res.writeHead(401, { "WWW-Authenticate": `${scheme} realm="git"` }).end("authentication required\n");
      return;
    }
    const url = new URL(req.url ?? "/", "http://localhost");
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    const cgi = spawn(`${backend}/git-http-backend`, [], {
      env: {
        PATH: process.env.PATH,
        GIT_PROJECT_ROOT: projectRoot,
        GIT_HTTP_EXPORT_ALL: "1",
        GIT_CONFIG_NOSYSTEM: "1",
        HOME: projectRoot,
        PATH_INFO: decodeURIComponent(url.pathname),
        QUERY_STRING: url.search.slice(1),
        REQUEST_METHOD: req.method ?? "GET",
        CONTENT_TYPE: req.headers["content-type"] ?? "",
        REMOTE_ADDR: req.socket.remoteAddress ?? "127.0.0.1",
        ...(auth ? { REMOTE_USER: "username" in auth ? auth.username : "token", AUTH_TYPE: "Basic" } : {}),
        ...(req.headers["git-protocol"] ? { GIT_PROTOCOL: String(req.headers["git-protocol"]) } : {}),
        ...(req.headers["content-encoding"]
          ? { HTTP_CONTENT_ENCODING: String(req.headers["content-encoding"]) }
          : {}),
      },
      stdio: ["pipe", "pipe", "inherit"],
    });
    req.pipe(cgi.stdin);
    // CGI output: header lines, a blank line, then the body.
    let head = Buffer.alloc(0);
    let headersDone = false;
    cgi.stdout.on("data", (chunk: Buffer) => {
      if (headersDone) {
        res.write(chunk);
        return;
      }
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf("\r\n\r\n");
      const endLf = head.indexOf("\n\n");
      const cut = end >= 0 ? end : endLf;
      if (cut < 0) return;
      const headerText = head.subarray(0, cut).toString("latin1");
      const body = head.subarray(cut + (end >= 0 ? 4 : 2));
      let status = 200;
      const headers: Record<string, string> = {};
      for (const line of headerText.split(/\r?\n/)) {
        const colon = line.indexOf(":");
        if (colon < 0) continue;
        const name = line.slice(0, colon).trim();
        const value = line.slice(colon + 1).trim();
        if (name.toLowerCase() === "status") status = Number.parseInt(value, 10);
        else headers[name] = value;
      }
      headersDone = true;
      res.writeHead(status, headers);
      if (body.length) res.write(body);
    });
    cgi.on("close", () => res.end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A bare repository `<projectRoot>/<name>.git` holding the files of `workTree` as one commit on `branch`. */
export function makeBareRepository(
  projectRoot: string,
  name: string,
  workTree: string,
  options: { branch?: string; tags?: string[]; message?: string } = {},
): string {
  const branch = options.branch ?? "main";
  const bare = `${projectRoot}/${name}.git`;
  const env = {
    ...process.env,
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
    GIT_AUTHOR_NAME: "test",
    GIT_AUTHOR_EMAIL: "test@example.com",
    GIT_COMMITTER_NAME: "test",
    GIT_COMMITTER_EMAIL: "test@example.com",
  };
  const git = (args: string[], cwd: string) => execFileSync("git", args, { cwd, env, stdio: "pipe" });
  git(["init", "-q", "--bare", "-b", branch, bare], projectRoot);
  git(["init", "-q", "-b", branch], workTree);
  git(["add", "-A"], workTree);
  git(["commit", "-q", "-m", options.message ?? "initial"], workTree);
  for (const tag of options.tags ?? []) git(["tag", tag], workTree);
  git(["push", "-q", "--tags", bare, `${branch}:${branch}`], workTree);
  return execFileSync("git", ["rev-parse", "HEAD"], { cwd: workTree, env }).toString().trim();
}
