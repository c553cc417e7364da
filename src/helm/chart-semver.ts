// Masterminds semver v3.5.0 (version.go, constraints.go), the semver of Helm and source-controller,
// ported by hand: npm's `semver` reads the same strings differently — a prerelease anywhere in a
// Masterminds range opens the whole AND group to prereleases (npm: only the same x.y.z), `1.2`
// means `~1.2` and `!=4.x` excludes a whole minor, `v` prefixes and leading zeros are coerced, and
// `,` is AND — so the chart version source-controller picks could not be reproduced with it. No
// npm package ports Masterminds.

/** A parsed version; segments are bigints because Masterminds parses them as uint64. */
export interface ChartSemver {
  major: bigint;
  minor: bigint;
  patch: bigint;
  pre: string;
  metadata: string;
  original: string;
}

const MAX_VERSION_LENGTH = 256;
const MAX_CONSTRAINT_LENGTH = 512;
const MAX_CONSTRAINT_GROUPS = 32;
const UINT64_MAX = (1n << 64n) - 1n;
const ALLOWED = /^[0-9A-Za-z-]+$/;
const NUMERIC = /^[0-9]+$/;

const LOOSE_VERSION =
  /^v?([0-9]+)(\.[0-9]+)?(\.[0-9]+)?(-([0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*))?(\+([0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*))?$/;

function uint64(text: string): bigint | undefined {
  if (!NUMERIC.test(text)) return undefined;
  const value = BigInt(text);
  return value > UINT64_MAX ? undefined : value;
}

function validPrerelease(pre: string): boolean {
  return pre
    .split(".")
    .every((part) =>
      part === "" ? false : NUMERIC.test(part) ? !(part.length > 1 && part[0] === "0") : ALLOWED.test(part),
    );
}

function validMetadata(metadata: string): boolean {
  return metadata.split(".").every((part) => part !== "" && ALLOWED.test(part));
}

/** `semver.NewVersion` (CoerceNewVersion on, its default): `v1`, `1.2`, `01.2.3` are versions. */
export function parseVersion(text: string): ChartSemver | undefined {
  if (text.length > MAX_VERSION_LENGTH) return undefined;
  const m = LOOSE_VERSION.exec(text);
  if (!m) return undefined;
  const major = uint64(m[1]!);
  const minor = m[2] ? uint64(m[2].slice(1)) : 0n;
  const patch = m[3] ? uint64(m[3].slice(1)) : 0n;
  if (major === undefined || minor === undefined || patch === undefined) return undefined;
  const pre = m[5] ?? "";
  const metadata = m[8] ?? "";
  if (pre !== "" && !validPrerelease(pre)) return undefined;
  if (metadata !== "" && !validMetadata(metadata)) return undefined;
  return { major, minor, patch, pre, metadata, original: text };
}

/** `semver.StrictNewVersion`: exactly `X.Y.Z[-pre][+meta]`, no `v`, no leading zeros. */
export function parseStrictVersion(text: string): ChartSemver | undefined {
  if (text === "" || text.length > MAX_VERSION_LENGTH) return undefined;
  const parts = splitN(text, ".", 3);
  if (parts.length !== 3) return undefined;
  let rest = parts[2]!;
  let metadata = "";
  let pre = "";
  if (rest.includes("+")) {
    [rest, metadata] = splitN(rest, "+", 2) as [string, string];
    if (!validMetadata(metadata)) return undefined;
  }
  if (rest.includes("-")) {
    [rest, pre] = splitN(rest, "-", 2) as [string, string];
    if (!validPrerelease(pre)) return undefined;
  }
  const numbers = [parts[0]!, parts[1]!, rest];
  if (numbers.some((p) => !NUMERIC.test(p) || (p.length > 1 && p[0] === "0"))) return undefined;
  const [major, minor, patch] = numbers.map(uint64);
  if (major === undefined || minor === undefined || patch === undefined) return undefined;
  return { major, minor, patch, pre, metadata, original: text };
}

/** fluxcd/pkg/version.ParseVersion: NewVersion, but only for strings with three dot-separated parts. */
export function parseFluxVersion(text: string): ChartSemver | undefined {
  return splitN(text, ".", 3).length === 3 ? parseVersion(text) : undefined;
}

/** Go's strings.SplitN. */
function splitN(text: string, separator: string, n: number): string[] {
  const parts = text.split(separator);
  return parts.length <= n ? parts : [...parts.slice(0, n - 1), parts.slice(n - 1).join(separator)];
}

/** `Version.String()`: normalised, without a `v`. */
export function versionString(v: ChartSemver): string {
  return `${v.major}.${v.minor}.${v.patch}${v.pre ? `-${v.pre}` : ""}${v.metadata ? `+${v.metadata}` : ""}`;
}

function compareSegment(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function comparePrePart(s: string, o: string): number {
  if (s === o) return 0;
  if (s === "") return -1;
  if (o === "") return 1;
  const oi = uint64(o);
  const si = uint64(s);
  if (oi === undefined && si === undefined) return s > o ? 1 : -1;
  if (oi === undefined) return -1;
  if (si === undefined) return 1;
  return si > oi ? 1 : -1;
}

function comparePrerelease(v: string, o: string): number {
  const sparts = v.split(".");
  const oparts = o.split(".");
  for (let i = 0; i < Math.max(sparts.length, oparts.length); i++) {
    const d = comparePrePart(sparts[i] ?? "", oparts[i] ?? "");
    if (d !== 0) return d;
  }
  return 0;
}

/** `Version.Compare`: build metadata is ignored. */
export function compareVersions(v: ChartSemver, o: ChartSemver): number {
  const d =
    compareSegment(v.major, o.major) || compareSegment(v.minor, o.minor) || compareSegment(v.patch, o.patch);
  if (d !== 0) return d;
  if (v.pre === "" && o.pre === "") return 0;
  if (v.pre === "") return 1;
  if (o.pre === "") return -1;
  return comparePrerelease(v.pre, o.pre);
}

interface Constraint {
  con: ChartSemver;
  orig: string;
  op: string;
  minorDirty: boolean;
  patchDirty: boolean;
  dirty: boolean;
}

const OPS = String.raw`=||!=|>|<|>=|=>|<=|=<|~|~>|\^`;
const CV = String.raw`v?([0-9|x|X|\*]+)(\.[0-9|x|X|\*]+)?(\.[0-9|x|X|\*]+)?(-([0-9A-Za-z\-]+(\.[0-9A-Za-z\-]+)*))?(\+([0-9A-Za-z\-]+(\.[0-9A-Za-z\-]+)*))?`;
const CONSTRAINT = new RegExp(String.raw`^\s*(${OPS})\s*(${CV})\s*$`);
const CONSTRAINT_RANGE = new RegExp(String.raw`\s*(${CV})\s+-\s+(${CV})\s*`, "g");
const FIND_CONSTRAINT = new RegExp(String.raw`(${OPS})\s*(${CV})`, "g");
const VALID_CONSTRAINT = new RegExp(
  String.raw`^(\s*(${OPS})\s*(${CV})\s*)((?:\s+|,\s*)(${OPS})\s*(${CV})\s*)*$`,
);

const isX = (x: string | undefined) => x === "x" || x === "*" || x === "X";

function parseConstraint(c: string): Constraint {
  if (c.length === 0) {
    return {
      con: parseStrictVersion("0.0.0")!,
      orig: c,
      op: "",
      minorDirty: false,
      patchDirty: false,
      dirty: true,
    };
  }
  const m = CONSTRAINT.exec(c);
  if (!m) throw new Error(`improper constraint: ${JSON.stringify(c)}`);
  let ver = m[2]!;
  let minorDirty = false;
  let patchDirty = false;
  let dirty = false;
  const pre = m[6] ?? "";
  if (isX(m[3]) || !m[3]) {
    ver = `0.0.0${pre}`;
    dirty = true;
  } else if (isX(m[4]?.replace(/^\./, "")) || !m[4]) {
    minorDirty = true;
    dirty = true;
    ver = `${m[3]}.0.0${pre}`;
  } else if (isX(m[5]?.replace(/^\./, "")) || !m[5]) {
    dirty = true;
    patchDirty = true;
    ver = `${m[3]}${m[4]}.0${pre}`;
  }
  const con = parseVersion(ver);
  if (!con) throw new Error("constraint parser error");
  return { con, orig: m[2]!, op: m[1]!, minorDirty, patchDirty, dirty };
}

type Check = (v: ChartSemver, c: Constraint) => boolean;

const notEqual: Check = (v, c) => {
  if (c.dirty) {
    if (c.con.major !== v.major) return true;
    if (c.con.minor !== v.minor && !c.minorDirty) return true;
    if (c.minorDirty) return false;
    if (c.con.patch !== v.patch && !c.patchDirty) return true;
    if (c.patchDirty) {
      if (v.pre !== "" || c.con.pre !== "") return comparePrerelease(v.pre, c.con.pre) !== 0;
      return false;
    }
  }
  return compareVersions(v, c.con) !== 0;
};

const greaterThan: Check = (v, c) => {
  if (!c.dirty) return compareVersions(v, c.con) === 1;
  if (v.major > c.con.major) return true;
  if (v.major < c.con.major) return false;
  if (c.minorDirty) return false;
  if (c.patchDirty) return v.minor > c.con.minor;
  return compareVersions(v, c.con) === 1;
};

const lessThan: Check = (v, c) => compareVersions(v, c.con) < 0;
const greaterThanEqual: Check = (v, c) => compareVersions(v, c.con) >= 0;

const lessThanEqual: Check = (v, c) => {
  if (!c.dirty) return compareVersions(v, c.con) <= 0;
  if (v.major > c.con.major) return false;
  if (v.major === c.con.major && v.minor > c.con.minor && !c.minorDirty) return false;
  return true;
};

const tilde: Check = (v, c) => {
  if (compareVersions(v, c.con) < 0) return false;
  if (c.con.major === 0n && c.con.minor === 0n && c.con.patch === 0n && !c.minorDirty && !c.patchDirty)
    return true;
  if (v.major !== c.con.major) return false;
  if (v.minor !== c.con.minor && !c.minorDirty) return false;
  return true;
};

const tildeOrEqual: Check = (v, c) => (c.dirty ? tilde(v, c) : compareVersions(v, c.con) === 0);

const caret: Check = (v, c) => {
  if (compareVersions(v, c.con) < 0) return false;
  if (c.con.major > 0n || c.minorDirty) return v.major === c.con.major;
  if (c.con.major === 0n && v.major > 0n) return false;
  if (c.con.minor > 0n || c.patchDirty) return v.minor === c.con.minor;
  if (c.con.minor === 0n && v.minor > 0n) return false;
  return c.con.patch === v.patch;
};

const OPERATIONS: Record<string, Check> = {
  "": tildeOrEqual,
  "=": tildeOrEqual,
  "!=": notEqual,
  ">": greaterThan,
  "<": lessThan,
  ">=": greaterThanEqual,
  "=>": greaterThanEqual,
  "<=": lessThanEqual,
  "=<": lessThanEqual,
  "~": tilde,
  "~>": tilde,
  "^": caret,
};

function rewriteRange(text: string): string {
  let out = text;
  for (const m of text.matchAll(CONSTRAINT_RANGE)) out = out.replace(m[0], `>= ${m[1]}, <= ${m[11]} `);
  return out;
}

/** `semver.Constraints`: OR groups of AND constraints. */
export interface ChartConstraints {
  check(v: ChartSemver): boolean;
}

/** `semver.NewConstraint`; throws with Masterminds' message for an invalid constraint. */
export function parseConstraints(text: string): ChartConstraints {
  if (text.length > MAX_CONSTRAINT_LENGTH)
    throw new Error(`constraint string is too long (max ${MAX_CONSTRAINT_LENGTH} bytes)`);
  const ors = rewriteRange(text).split("||");
  if (ors.length > MAX_CONSTRAINT_GROUPS)
    throw new Error(`too many constraint groups (max ${MAX_CONSTRAINT_GROUPS})`);
  const groups = ors.map((segment) => {
    if (!VALID_CONSTRAINT.test(segment)) throw new Error(`improper constraint: ${JSON.stringify(segment)}`);
    const found = segment.match(FIND_CONSTRAINT) ?? [segment];
    const constraints = found.map(parseConstraint);
    // A prerelease in one constraint opens the whole AND group to prereleases.
    return { constraints, includePre: constraints.some((c) => c.con.pre !== "") };
  });
  return {
    check: (v) =>
      groups.some(
        (group) =>
          (v.pre === "" || group.includePre) &&
          group.constraints.every((c) => (OPERATIONS[c.op] as Check)(v, c)),
      ),
  };
}
