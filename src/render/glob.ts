// Glob matching as source-watcher does it, in Go: copy rules use fs.Glob (path.Match per path
// segment: `*`, `?`, `[...]`, `\`; `**` is just `*`; dotfiles match), excludes use doublestar
// (`**` spans segments, `{a,b}` alternatives). Hand-written because no npm glob library has
// either semantics (they hide dotfiles, expand braces in copy patterns, treat `**` as globstar).

import { escapeRegExp } from "../model/index.js";

const META = /[*?[\\]/;

/** Whether a pattern (segment) holds glob metacharacters (source-watcher's containsGlobChars). */
export function hasGlobChars(pattern: string): boolean {
  return /[*?[\]]/.test(pattern);
}

export class GlobError extends Error {
  override name = "GlobError";
}

/**
 * A shell pattern (`*`, `?`, `[...]` negated by `!` or `^`, `\x`) as a regular-expression body:
 * `one` is what `?` matches (and `*` any run of), `special` may take over at an index (`**`).
 * envsubst's `${x#pattern}` and .sourceignore lines share it; source-watcher's rules are `convert`.
 */
export function shellGlobBody(
  pattern: string,
  one: string,
  special?: (i: number) => { re: string; last: number } | undefined,
): string {
  let re = "";
  for (let i = 0; i < pattern.length; i++) {
    const taken = special?.(i);
    if (taken) {
      re += taken.re;
      i = taken.last;
      continue;
    }
    const c = pattern[i] as string;
    if (c === "*") re += `${one}*`;
    else if (c === "?") re += one;
    else if (c === "[") {
      const end = pattern.indexOf("]", i + 2);
      if (end < 0) re += "\\[";
      else {
        let body = pattern.slice(i + 1, end);
        if (body.startsWith("!") || body.startsWith("^")) body = `^${body.slice(1)}`;
        re += `[${body.replace(/\\/g, "\\\\")}]`;
        i = end;
      }
    } else if (c === "\\" && i + 1 < pattern.length) re += escapeRegExp(pattern[++i] as string);
    else re += escapeRegExp(c);
  }
  return re;
}

function convert(pattern: string, doublestar: boolean): string {
  let out = "";
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] as string;
    if (c === "\\") {
      if (i + 1 >= pattern.length) throw new GlobError(`invalid glob pattern '${pattern}'`);
      out += escapeRegExp(pattern[++i] as string);
    } else if (c === "*") {
      const whole =
        doublestar &&
        pattern[i + 1] === "*" &&
        (i === 0 || pattern[i - 1] === "/") &&
        (i + 2 === pattern.length || pattern[i + 2] === "/");
      if (whole && i + 2 === pattern.length) {
        out += ".*";
        i += 1;
      } else if (whole) {
        out += "(?:[^/]*/)*";
        i += 2;
      } else {
        while (pattern[i + 1] === "*") i++;
        out += "[^/]*";
      }
    } else if (c === "?") out += "[^/]";
    else if (c === "[") {
      let j = i + 1;
      let negate = false;
      if (pattern[j] === "^" || (doublestar && pattern[j] === "!")) {
        negate = true;
        j++;
      }
      let body = "";
      let closed = false;
      for (; j < pattern.length; j++) {
        const d = pattern[j] as string;
        if (d === "]" && body !== "") {
          closed = true;
          break;
        }
        if (d === "\\") {
          j++;
          if (j >= pattern.length) break;
          body += escapeRegExp(pattern[j] as string);
        } else if (d === "-" && body !== "" && pattern[j + 1] !== "]") body += "-";
        else body += escapeRegExp(d);
      }
      if (!closed) throw new GlobError(`invalid glob pattern '${pattern}'`);
      out += `[${negate ? "^/" : ""}${body}]`;
      i = j;
    } else if (doublestar && c === "{") {
      let depth = 0;
      let j = i;
      const parts: string[] = [];
      let start = i + 1;
      for (; j < pattern.length; j++) {
        const d = pattern[j];
        if (d === "\\") j++;
        else if (d === "{") depth++;
        else if (d === "}" && --depth === 0) break;
        else if (d === "," && depth === 1) {
          parts.push(pattern.slice(start, j));
          start = j + 1;
        }
      }
      if (j >= pattern.length) throw new GlobError(`invalid glob pattern '${pattern}'`);
      parts.push(pattern.slice(start, j));
      out += `(?:${parts.map((part) => convert(part, true)).join("|")})`;
      i = j;
    } else out += escapeRegExp(c);
  }
  return out;
}

/** Go's path.Match on one path segment (no `/` in name). Throws GlobError for a malformed pattern. */
export function matchSegment(pattern: string, name: string): boolean {
  if (!META.test(pattern)) return pattern === name;
  return new RegExp(`^${convert(pattern, false)}$`, "su").test(name);
}

/** doublestar.Match: the whole slash-separated path against the pattern. */
export function matchPath(pattern: string, path: string): boolean {
  return new RegExp(`^${convert(pattern, true)}$`, "su").test(path);
}
