import { resolve } from "node:path";
import { gitOutput } from "../render/index.js";

/**
 * `git@github.com:org/repo.git`, `https://x@github.com/org/repo`, `ssh://git@github.com:22/org/repo`
 * → `github.com/org/repo`: what two spellings of one repository's URL have in common. Undefined
 * for local paths and `file:` URLs.
 */
export function normaliseRemote(remote: string): string | undefined {
  if (!remote) return undefined;
  const scp = /^[^@/]+@([^:/]+):(?!\/)(.+)$/.exec(remote);
  let hostAndPath: string;
  if (scp) hostAndPath = `${scp[1]}/${scp[2]}`;
  else {
    try {
      const url = new URL(remote);
      if (url.protocol === "file:" || !url.host) return undefined;
      const host = url.protocol === "ssh:" ? url.host.replace(/:22$/, "") : url.host;
      hostAndPath = `${host}${url.pathname}`;
    } catch {
      return undefined;
    }
  }
  return hostAndPath
    .replace(/\/+$/, "")
    .replace(/\.git$/, "")
    .toLowerCase();
}

/**
 * The repository being synced, as `host/owner/repo`: from GitHub's environment when the root is
 * the workspace, else from the git remote `origin`; undefined outside git or without a remote.
 */
export function repositoryRemote(root: string): Promise<string | undefined> {
  // Asked once per root and process (the scope of every inventory, and each source decision).
  const { GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_WORKSPACE } = process.env;
  const key = [resolve(root), GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_WORKSPACE].join("\0");
  let remote = remotes.get(key);
  if (!remote) {
    remote = readRemote(root);
    remotes.set(key, remote);
  }
  return remote;
}

const remotes = new Map<string, Promise<string | undefined>>();

async function readRemote(root: string): Promise<string | undefined> {
  const { GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_WORKSPACE } = process.env;
  if (
    GITHUB_SERVER_URL &&
    GITHUB_REPOSITORY &&
    GITHUB_WORKSPACE &&
    resolve(GITHUB_WORKSPACE) === resolve(root)
  ) {
    return `${new URL(GITHUB_SERVER_URL).host}/${GITHUB_REPOSITORY}`.toLowerCase();
  }
  return normaliseRemote((await gitOutput(root, ["remote", "get-url", "origin"])) ?? "");
}
