// package-lock.json must be what `npm install` writes on any platform: a lockfile without other
// platforms' optional binaries is rewritten by the first `npm install` (a dirty tree, a demo
// reporting `-dirty`) and gives a contributor on another platform no binary at all.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

interface LockEntry {
  version?: string;
  optionalDependencies?: Record<string, string>;
}
const lock = JSON.parse(readFileSync(new URL("../../package-lock.json", import.meta.url), "utf8")) as {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
};

/** Where npm looks for `name` from the package at `at`: its own node_modules, then each parent's. */
function resolves(at: string, name: string): boolean {
  let dir = at;
  for (;;) {
    if (lock.packages[`${dir ? `${dir}/` : ""}node_modules/${name}`]) return true;
    if (dir === "") return false;
    const cut = dir.lastIndexOf("/node_modules/");
    dir = cut < 0 ? "" : dir.slice(0, cut);
  }
}

describe("package-lock.json", () => {
  it("lists every platform's optional binaries, as npm install writes it anywhere", () => {
    expect(lock.lockfileVersion).toBe(3);
    const missing = Object.entries(lock.packages).flatMap(([at, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolves(at, name))
        .map((name) => `${at || "(root)"} → ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
