import { describe, expect, it } from "vitest";
import { normaliseRemote } from "../../src/reconcile/sync.js";

describe("repository identity for inventory scopes", () => {
  it("gives the same identity for the SSH, HTTPS and token-bearing forms of one remote", () => {
    for (const remote of [
      "git@github.com:Org/Repo.git",
      "https://github.com/org/repo",
      "https://x-access-token:secret@github.com/org/repo.git",
      "ssh://git@github.com/org/repo.git/",
    ]) {
      expect(normaliseRemote(remote), remote).toBe("github.com/org/repo");
    }
  });

  it("has no identity for a local path or no remote", () => {
    expect(normaliseRemote("")).toBeUndefined();
    expect(normaliseRemote("file:///srv/git/repo.git")).toBeUndefined();
    expect(normaliseRemote("/srv/git/repo.git")).toBeUndefined();
  });
});
