import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { shellGlobBody } from "./glob.js";

/**
 * source-controller leaves these out of every artifact (its default exclusions), and applies
 * `.sourceignore` files (gitignore syntax) on top, so Flux never sees those files when it
 * generates a kustomization for a plain directory. We honour both in that one place; a file
 * that a kustomization.yaml names explicitly is read even when ignored (Flux would not find it).
 */
export const DEFAULT_EXCLUDES = [
  // VCS
  ".git/",
  ".gitignore",
  ".gitmodules",
  ".gitattributes",
  // extensions
  "*.jpg",
  "*.jpeg",
  "*.gif",
  "*.png",
  "*.wmv",
  "*.flv",
  "*.tar.gz",
  "*.zip",
  // CI
  ".github/",
  ".circleci/",
  ".travis.yml",
  ".gitlab-ci.yml",
  "appveyor.yml",
  ".drone.yml",
  "cloudbuild.yaml",
  "codeship-services.yml",
  "codeship-steps.yml",
  // extra
  "**/.goreleaser.yml",
  "**/.sops.yaml",
  "**/.flux.yaml",
];

interface IgnoreRule {
  /** Directory of the .sourceignore (posix, relative to the source root; "" for the root). */
  domain: string;
  negate: boolean;
  dirOnly: boolean;
  regex: RegExp;
}

/** A gitignore pattern's regular-expression body: `**` spans directories, `*` and `?` do not. */
function globBody(pattern: string): string {
  return shellGlobBody(pattern, "[^/]", (i) => {
    if (pattern[i] !== "*" || pattern[i + 1] !== "*") return undefined;
    const atStart = i === 0 || pattern[i - 1] === "/";
    return atStart && pattern[i + 2] === "/" ? { re: "(?:.*/)?", last: i + 2 } : { re: ".*", last: i + 1 };
  });
}

/** One gitignore line → rule; undefined for blanks and comments. */
export function compileIgnoreRule(line: string, domain = ""): IgnoreRule | undefined {
  let pattern = line.replace(/(?<!\\)\s+$/, "");
  if (pattern === "" || pattern.startsWith("#")) return undefined;
  const negate = pattern.startsWith("!");
  if (negate) pattern = pattern.slice(1);
  const dirOnly = pattern.endsWith("/");
  if (dirOnly) pattern = pattern.replace(/\/+$/, "");
  // A slash anywhere but at the end anchors the pattern to the .sourceignore's directory.
  const anchored = pattern.includes("/");
  pattern = pattern.replace(/^\//, "");
  if (pattern === "") return undefined;
  const body = globBody(pattern);
  const regex = new RegExp(anchored ? `^${body}(?:/.*)?$` : `^(?:.*/)?${body}(?:/.*)?$`, "u");
  return { domain, negate, dirOnly, regex };
}

/** gitignore-style matcher over paths relative to the source root. Last matching rule wins. */
export class SourceIgnore {
  private readonly rules: IgnoreRule[] = [];

  constructor(lines: string[] = DEFAULT_EXCLUDES) {
    this.add(lines, "");
  }

  add(lines: string[], domain: string): void {
    for (const line of lines) {
      const rule = compileIgnoreRule(line, domain);
      if (rule) this.rules.push(rule);
    }
  }

  /** Reads `<sourceDir>/<domain>/.sourceignore` when there is one. */
  async load(sourceDir: string, domain: string): Promise<void> {
    const text = await readFile(join(sourceDir, domain, ".sourceignore"), "utf8").catch(() => undefined);
    if (text !== undefined) this.add(text.split(/\r?\n/), domain);
  }

  ignores(path: string, isDirectory: boolean): boolean {
    let ignored = false;
    for (const rule of this.rules) {
      if (rule.domain !== "" && path !== rule.domain && !path.startsWith(`${rule.domain}/`)) continue;
      const relative = rule.domain === "" ? path : path.slice(rule.domain.length + 1);
      if (relative === "") continue;
      // dirOnly rules match a directory itself, or anything below a matching directory.
      if (
        rule.dirOnly &&
        !isDirectory &&
        !rule.regex.test(relative.slice(0, relative.lastIndexOf("/")) || "")
      )
        continue;
      if (rule.regex.test(relative)) ignored = !rule.negate;
    }
    return ignored;
  }
}
