import { execFile } from "node:child_process";
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { childEnvironment } from "../render/index.js";
import { sourceText } from "./messages.js";
import type { GitRepositorySource } from "./types.js";

/** What a GitRepository's `secretRef` gives git (source-controller's keys, see credentialsFromSecret). */
export interface GitCredentials {
  username?: string;
  password?: string;
  bearerToken?: string;
  /** SSH private key (PEM / OpenSSH). */
  identity?: string;
  knownHosts?: string;
  /** PEM CA bundle for HTTPS. */
  caCert?: string;
}

/** source-controller's Secret keys for a GitRepository: basic, bearer, SSH, and TLS CA. */
export function credentialsFromSecret(data: Record<string, string>): GitCredentials {
  const credentials: GitCredentials = {};
  if (data.username !== undefined) credentials.username = data.username;
  if (data.password !== undefined) credentials.password = data.password;
  if (data.bearerToken) credentials.bearerToken = data.bearerToken;
  if (data.identity) credentials.identity = data.identity;
  if (data.known_hosts) credentials.knownHosts = data.known_hosts;
  const ca = data["ca.crt"] ?? data.caFile;
  if (ca) credentials.caCert = ca;
  return credentials;
}

export class GitError extends Error {
  override name = "GitError";
}

/** Shell single-quoting for the paths in GIT_SSH_COMMAND (paths of our own temporary directory). */
const quote = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;

/**
 * The environment git runs with: the scrubbed one of every child process (no token, no
 * kubeconfig, a private HOME), no system or user configuration, no prompt, only network
 * transports (a `file://` or `ext::` URL in a pull request cannot read the runner's disk or run
 * a command), and the credentials as files in a private directory: a GIT_ASKPASS script answers
 * git's username and password prompts, a global config file carries a bearer header or a CA,
 * and an identity file serves SSH. Nothing secret is on a command line or in a message.
 */
async function gitEnvironment(credentials: GitCredentials | undefined): Promise<{
  env: NodeJS.ProcessEnv;
  dir: string;
}> {
  const dir = await mkdtemp(join(childEnvironment().TMPDIR as string, "git-"));
  await chmod(dir, 0o700);
  const env = childEnvironment(dir);
  const config: string[] = ["[advice]", "\tdetachedHead = false", "[init]", "\tdefaultBranch = main"];
  env.GIT_CONFIG_NOSYSTEM = "1";
  env.GIT_CONFIG_GLOBAL = join(dir, "gitconfig");
  env.GIT_TERMINAL_PROMPT = "0";
  env.GIT_ALLOW_PROTOCOL = "http:https:ssh";
  env.GIT_LFS_SKIP_SMUDGE = "1";
  const secret = (name: string, value: string) => writeFile(join(dir, name), value, { mode: 0o600 });
  if (credentials?.username !== undefined || credentials?.password !== undefined) {
    await secret("username", credentials.username ?? "git");
    await secret("password", credentials.password ?? "");
    const script = join(dir, "askpass.sh");
    await writeFile(
      script,
      `#!/bin/sh\ncase "$1" in\n  Username*) cat ${quote(join(dir, "username"))} ;;\n  *) cat ${quote(join(dir, "password"))} ;;\nesac\n`,
      { mode: 0o700 },
    );
    env.GIT_ASKPASS = script;
    env.SSH_ASKPASS = script;
    env.SSH_ASKPASS_REQUIRE = "force";
  }
  if (credentials?.bearerToken)
    config.push("[http]", `\textraHeader = Authorization: Bearer ${credentials.bearerToken}`);
  if (credentials?.caCert) {
    await secret("ca.crt", credentials.caCert);
    config.push("[http]", `\tsslCAInfo = ${join(dir, "ca.crt")}`);
  }
  await writeFile(env.GIT_CONFIG_GLOBAL, `${config.join("\n")}\n`, { mode: 0o600 });
  const ssh = ["ssh", "-F", "/dev/null", "-o", "BatchMode=yes", "-o", "IdentitiesOnly=yes"];
  if (credentials?.identity) {
    await secret(
      "identity",
      credentials.identity.endsWith("\n") ? credentials.identity : `${credentials.identity}\n`,
    );
    ssh.push("-i", quote(join(dir, "identity")));
    // A passphrase (source-controller's `password` beside `identity`) goes through SSH_ASKPASS.
    if (credentials.password) ssh.splice(ssh.indexOf("BatchMode=yes"), 1, "BatchMode=no");
  }
  if (credentials?.knownHosts) {
    await secret("known_hosts", credentials.knownHosts);
    ssh.push(
      "-o",
      `UserKnownHostsFile=${quote(join(dir, "known_hosts"))}`,
      "-o",
      "StrictHostKeyChecking=yes",
    );
  } else {
    ssh.push("-o", `UserKnownHostsFile=${quote(join(dir, "known_hosts"))}`);
  }
  env.GIT_SSH_COMMAND = ssh.join(" ");
  return { env, dir };
}

/** The last `fatal:`/`error:` line of git's stderr, without our temporary paths. */
function gitProblem(stderr: string, privateDir: string): string {
  const lines = stderr
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  const line = [...lines].reverse().find((l) => /^(fatal|error):/.test(l)) ?? lines.at(-1) ?? "failed";
  const text = line.replace(/^(fatal|error):\s*/, "").replaceAll(privateDir, "…");
  if (/could not read (Username|Password)|terminal prompts disabled/.test(text))
    return "authentication required: the repository needs credentials (spec.secretRef)";
  if (/Authentication failed|HTTP 401|403/.test(text)) return `authentication failed (${text})`;
  return text;
}

function runGit(
  args: string[],
  env: NodeJS.ProcessEnv,
  privateDir: string,
  signal?: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile(
      "git",
      args,
      { env, maxBuffer: 64 * 1024 * 1024, ...(signal ? { signal } : {}) },
      (error, stdout, stderr) => {
        if (error) reject(new GitError(gitProblem(String(stderr || error.message), privateDir)));
        else resolve(String(stdout).trim());
      },
    ),
  );
}

/** The URL git is given: user-info taken out (it becomes credentials, never an argument). */
export function splitUrlCredentials(url: string): { url: string; username?: string; password?: string } {
  try {
    const parsed = new URL(url);
    if (!/^https?:$/.test(parsed.protocol) || (!parsed.username && !parsed.password)) return { url };
    const username = decodeURIComponent(parsed.username);
    const password = decodeURIComponent(parsed.password);
    parsed.username = "";
    parsed.password = "";
    return { url: parsed.toString(), ...(username ? { username } : {}), ...(password ? { password } : {}) };
  } catch {
    return { url };
  }
}

/**
 * The commit HEAD names, read from the files of a fresh clone (one process fewer than
 * `git rev-parse`): a detached HEAD holds it, a branch's ref file or packed-refs line does.
 */
async function headCommit(dir: string): Promise<string | undefined> {
  const read = (file: string) => readFile(join(dir, ".git", file), "utf8").catch(() => "");
  const head = (await read("HEAD")).trim();
  if (/^[0-9a-f]{40}$/.test(head)) return head;
  const ref = /^ref: (refs\/[^\s]+)$/.exec(head)?.[1];
  if (!ref) return undefined;
  const loose = (await read(ref)).trim();
  if (/^[0-9a-f]{40}$/.test(loose)) return loose;
  const packed = (await read("packed-refs")).split("\n").find((line) => line.endsWith(` ${ref}`));
  return packed && /^[0-9a-f]{40} /.test(packed) ? packed.slice(0, 40) : undefined;
}

/**
 * Flux's semver ranges (Masterminds) allow `,` between comparators; node-semver wants spaces.
 * node-semver is imported here, for the few sources with `ref.semver`: it builds its regular
 * expressions when imported, which every other run would pay for at start-up.
 */
export async function pickSemverTag(range: string, tags: string[]): Promise<string | undefined> {
  const { default: semver } = await import("semver");
  const normalised = range.replaceAll(",", " ");
  if (!semver.validRange(normalised)) throw new GitError(sourceText.invalidSemver(range));
  const candidates = tags.filter((t) => semver.valid(t, { loose: false }) !== null);
  return semver.maxSatisfying(candidates, normalised) ?? undefined;
}

/**
 * Clones a GitRepository at its `ref` into `target` (which must not exist), as source-controller
 * does: commit > name > semver > tag > branch (default `master`), shallow where git allows.
 * Returns Flux's revision; `target` holds the work tree without `.git`.
 */
export async function cloneGitRepository(
  source: GitRepositorySource,
  target: string,
  given: GitCredentials | undefined,
  signal?: AbortSignal,
): Promise<{ revision: string }> {
  const split = splitUrlCredentials(source.url);
  const credentials: GitCredentials | undefined =
    split.username || split.password
      ? { username: split.username ?? "git", password: split.password ?? "", ...given }
      : given;
  const { env, dir } = await gitEnvironment(credentials);
  const git = (args: string[]) => runGit(args, env, dir, signal);
  const url = split.url;
  const ref = source.ref;
  try {
    let label: string | undefined;
    if (ref.commit) {
      await git(["init", "-q", target]);
      const fetched = await git([
        "-C",
        target,
        "fetch",
        "-q",
        "--depth",
        "1",
        "--no-tags",
        url,
        ref.commit,
      ]).then(
        () => true,
        () => false,
      );
      if (!fetched) {
        // Servers that refuse unadvertised objects: fetch the branch (or every branch) in full.
        const refspec = ref.branch ? `refs/heads/${ref.branch}` : "+refs/heads/*:refs/remotes/origin/*";
        await git(["-C", target, "fetch", "-q", "--no-tags", url, refspec]);
      }
      await git(["-C", target, "checkout", "-q", "--detach", ref.commit]).catch(() => {
        throw new GitError(sourceText.refNotFound(`commit '${ref.commit}'`));
      });
      label = ref.branch;
    } else if (ref.name) {
      await git(["init", "-q", target]);
      await git(["-C", target, "fetch", "-q", "--depth", "1", "--no-tags", url, ref.name]).catch((error) => {
        throw /couldn't find remote ref/.test(error.message)
          ? new GitError(sourceText.refNotFound(`reference '${ref.name}'`))
          : error;
      });
      await git(["-C", target, "checkout", "-q", "--detach", "FETCH_HEAD"]);
      label = ref.name;
    } else {
      let branch = ref.branch ?? "master";
      let what = `branch '${branch}'`;
      if (ref.semver) {
        const listing = await git(["ls-remote", "--tags", "--refs", url]);
        const tags = listing
          .split("\n")
          .map((line) => line.split("\t")[1]?.replace(/^refs\/tags\//, ""))
          .filter((t): t is string => !!t);
        const tag = await pickSemverTag(ref.semver, tags);
        if (!tag) throw new GitError(sourceText.noSemverMatch(ref.semver, tags.length));
        branch = tag;
        what = `tag '${tag}'`;
      } else if (ref.tag) {
        branch = ref.tag;
        what = `tag '${ref.tag}'`;
      }
      await git([
        "clone",
        "-q",
        "--depth",
        "1",
        "--single-branch",
        "--no-tags",
        "--branch",
        branch,
        url,
        target,
      ]).catch((error: Error) => {
        throw /not found in upstream|Remote branch .* not found/.test(error.message)
          ? new GitError(sourceText.refNotFound(what))
          : error;
      });
      label = branch;
    }
    const sha = (await headCommit(target)) ?? (await git(["-C", target, "rev-parse", "HEAD"]));
    await rm(join(target, ".git"), { recursive: true, force: true });
    return { revision: label ? `${label}@sha1:${sha}` : `sha1:${sha}` };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
