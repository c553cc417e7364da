// What walks of a repository found — a Kustomization's read set, whether a directory can render
// definitions — kept across runs beside the render cache, each with the stamp of every path the
// walk looked at, so that a later run stats those paths instead of walking, reading and parsing
// again. git's index is the model: a stamp (device, inode, mode, size, modification and change
// times in nanoseconds) that is unchanged says the content is unchanged, and a stamp too recent
// to be trusted (racy git) is not kept. Written by hand: no maintained library keeps memos
// validated by file stamps.
import { createHash, randomBytes } from "node:crypto";
import {
  type BigIntStats,
  lstatSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { realpath } from "node:fs/promises";
import { dirname, join } from "node:path";

/** Bumped whenever what an index holds, or how, changes. */
const FORMAT = 2;

/**
 * A path changed within this long before its walk began may have changed again in the same tick
 * of the file system's clock after the walk read it: such a walk is not kept.
 */
const RACY_MS = 2_000n;

/** Entries not looked up for this long are dropped when the index is written. */
const KEEP_MS = 7 * 24 * 3600 * 1000;
/** How stale an entry's time of use may be before a lookup notes it again. */
const USED_EVERY_MS = 24 * 3600 * 1000;

interface Entry {
  value: unknown;
  /** Every path the walk looked at, with its stamp then ("-" for none): positions in the index's pairs. */
  stamps: number[];
  /** When a run last found or made it (ms since the epoch). */
  used: number;
}

/**
 * Walks share most paths (a fleet's 400 walks look at ~900): each path and its stamp is written
 * once, and entries name them by position, which makes the file a third of the size it was and
 * quicker to read at every start.
 */
interface IndexFile {
  format: number;
  version: string;
  /** [path, stamp] */
  pairs: [string, string][];
  entries: Record<string, Entry>;
}

function stampOf(info: BigIntStats | undefined): string {
  if (!info) return "-";
  return `${info.dev}:${info.ino}:${info.mode}:${info.size}:${info.mtimeNs}:${info.ctimeNs}`;
}

/**
 * A path's stamp: its own (a link as a link, so that pointing it elsewhere shows) and, for a link,
 * its target's (so that a change in what it leads to shows). Undefined for a path that exists but
 * cannot be looked at.
 */
function stamp(path: string): string | undefined {
  try {
    const own = lstatSync(path, { bigint: true, throwIfNoEntry: false });
    if (!own?.isSymbolicLink()) return stampOf(own);
    return `${stampOf(own)}>${stampOf(statSync(path, { bigint: true, throwIfNoEntry: false }))}`;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === "ENOENT" || code === "ENOTDIR" ? "-" : undefined;
  }
}

/** The newest change time in a stamp, in milliseconds (0 for none). */
function newestMs(value: string): bigint {
  let newest = 0n;
  for (const part of value.split(">")) {
    const fields = part.split(":");
    if (fields.length < 6) continue;
    for (const ns of [fields[4], fields[5]]) {
      const ms = BigInt(ns ?? "0") / 1_000_000n;
      if (ms > newest) newest = ms;
    }
  }
  return newest;
}

/** The walks kept for one repository root (absolute, after symlinks), in one file. */
export class WalkIndex {
  private entries = new Map<string, Entry>();
  private pairs: [string, string][] = [];
  /** Position of each pair, by `path\0stamp`; built by the first put. */
  private pairAt: Map<string, number> | undefined;
  private dirty = false;
  /** Stamps already taken by lookups in this run: many walks share a directory. */
  private readonly seen = new Map<string, string | undefined>();
  /** Lookups answered from the index, and walks made and kept, by this process. */
  readonly counts = { found: 0, kept: 0 };

  private constructor(
    private readonly file: string,
    private readonly version: string,
  ) {}

  /** The index in `file`; empty when there is none, it cannot be read, or another engine (`version`) wrote it. */
  static open(file: string, version: string): WalkIndex {
    const index = new WalkIndex(file, version);
    try {
      const parsed = JSON.parse(readFileSync(file, "utf8")) as IndexFile;
      if (
        parsed.format === FORMAT &&
        parsed.version === version &&
        parsed.entries &&
        Array.isArray(parsed.pairs)
      ) {
        index.entries = new Map(Object.entries(parsed.entries));
        index.pairs = parsed.pairs;
      }
    } catch {
      // None yet, or unreadable: every walk is made again.
    }
    return index;
  }

  /** The value kept under `key`, while every path its walk looked at has the stamp it had then. */
  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    for (const at of entry.stamps) {
      const [path, then] = this.pairs[at] ?? ["", "?"];
      let now = this.seen.get(path);
      if (now === undefined && !this.seen.has(path)) {
        now = stamp(path);
        this.seen.set(path, now);
      }
      if (now !== then) {
        this.entries.delete(key);
        this.dirty = true;
        return undefined;
      }
    }
    // Noted once a day: an index whose entries all hold is not written again for a new time alone.
    const now = Date.now();
    if (now - entry.used > USED_EVERY_MS) {
      entry.used = now;
      this.dirty = true;
    }
    this.counts.found++;
    return entry.value as T;
  }

  /**
   * Keeps `value`, found by a walk that began at `began` (Date.now()) and looked at `paths`
   * (absolute). Not kept when a path cannot be looked at, or changed too shortly before the walk.
   */
  put(key: string, value: unknown, paths: Iterable<string>, began: number): void {
    const taken = new Map<string, string>();
    const limit = BigInt(began) - RACY_MS;
    for (const path of paths) {
      if (taken.has(path)) continue;
      const now = stamp(path);
      if (now === undefined || newestMs(now) >= limit) return;
      taken.set(path, now);
    }
    if (!this.pairAt) {
      this.pairAt = new Map();
      for (const [i, [path, then]] of this.pairs.entries()) this.pairAt.set(`${path}\0${then}`, i);
    }
    const stamps: number[] = [];
    for (const [path, now] of taken) {
      const id = `${path}\0${now}`;
      let at = this.pairAt.get(id);
      if (at === undefined) {
        at = this.pairs.push([path, now]) - 1;
        this.pairAt.set(id, at);
      }
      stamps.push(at);
    }
    this.entries.set(key, { value, stamps, used: Date.now() });
    this.seen.clear();
    this.dirty = true;
    this.counts.kept++;
  }

  /** Writes the index aside and renames it into place (a reader never sees half of it); a failure is no failure of the run. */
  save(): void {
    if (!this.dirty) return;
    const oldest = Date.now() - KEEP_MS;
    const entries: Record<string, Entry> = {};
    // Only the pairs kept entries name, renumbered in the order they are first named.
    const pairs: [string, string][] = [];
    const renumbered = new Map<number, number>();
    for (const [key, entry] of this.entries) {
      if (entry.used < oldest) continue;
      const stamps = entry.stamps.map((at) => {
        let to = renumbered.get(at);
        if (to === undefined) {
          to = pairs.push(this.pairs[at] ?? ["", "?"]) - 1;
          renumbered.set(at, to);
        }
        return to;
      });
      entries[key] = { ...entry, stamps };
    }
    const partial = `${this.file}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      mkdirSync(dirname(this.file), { recursive: true });
      writeFileSync(partial, JSON.stringify({ format: FORMAT, version: this.version, pairs, entries }));
      renameSync(partial, this.file);
      this.dirty = false;
    } catch {
      rmSync(partial, { force: true });
    }
  }
}

/** The indexes of one cache directory, one file per repository root, for an engine `version`. */
export class WalkIndexes {
  private readonly roots = new Map<string, WalkIndex>();
  private readonly reals = new Map<string, Promise<string>>();

  constructor(
    private readonly dir: string,
    private readonly version: string,
  ) {}

  /** The index of `root` (absolute, after symlinks), read from disk on first use. */
  of(root: string): WalkIndex {
    let index = this.roots.get(root);
    if (!index) {
      const name = createHash("sha256").update(root).digest("hex").slice(0, 32);
      index = WalkIndex.open(join(this.dir, `${name}.json`), this.version);
      this.roots.set(root, index);
    }
    return index;
  }

  /**
   * `dir` after symlinks (fs.realpath), asked once per run (these indexes are a run's): every
   * Kustomization of a repository asks it of the same root. Rejects as realpath does.
   */
  realRoot(dir: string): Promise<string> {
    let real = this.reals.get(dir);
    if (!real) {
      real = realpath(dir);
      real.catch(() => undefined);
      this.reals.set(dir, real);
    }
    return real;
  }

  /** Lookups answered and walks kept, over every root. */
  counts(): { found: number; kept: number } {
    let found = 0;
    let kept = 0;
    for (const index of this.roots.values()) {
      found += index.counts.found;
      kept += index.counts.kept;
    }
    return { found, kept };
  }

  save(): void {
    for (const index of this.roots.values()) index.save();
  }
}

/**
 * What an executable says of itself (its version), kept in `dir` while the executable's stamp
 * holds: asking kustomize or helm its version is a process start per run. One file per
 * executable, so that two asked at once never write the same file.
 */
export async function rememberedAnswer(
  dir: string | undefined,
  executable: string,
  question: readonly string[],
  ask: () => Promise<string>,
): Promise<string> {
  if (!dir) return ask();
  const name = createHash("sha256").update(executable).digest("hex").slice(0, 32);
  const index = WalkIndex.open(join(dir, `${name}.json`), "tools");
  const key = [executable, ...question].join("\0");
  const kept = index.get<string>(key);
  if (typeof kept === "string") return kept;
  const began = Date.now();
  const answer = await ask();
  index.put(key, answer, [executable], began);
  index.save();
  return answer;
}
