// Charts on disk across runs, by digest: a packaged chart is downloaded and unpacked once, so a
// second run (and `diff --base`, which renders two revisions) reads it from here.
import { randomBytes } from "node:crypto";
import { chmod, mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";

/** Files of a cached chart are read-only inputs: nothing may change a chart another run will read. */
async function makeReadOnly(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await makeReadOnly(path);
    else if (entry.isFile()) await chmod(path, (await stat(path)).mode & 0o555);
  }
}

/** The chart root of an unpacked archive: Helm strips the first path component (`<name>/`). */
async function archiveRoot(dir: string): Promise<string | undefined> {
  const entries = await readdir(dir, { withFileTypes: true });
  if (entries.length === 1 && entries[0]!.isDirectory()) return join(dir, entries[0]!.name);
  return undefined;
}

/**
 * Charts being stored by this process, by cache path: two releases of one chart, or the two
 * revisions `diff --base` renders (two fetchers, one cache), download and unpack it once.
 */
const storing = new Map<string, Promise<string>>();

/** Half-written entries older than this are from a run that was killed: removed by the next. */
const STALE_MS = 24 * 60 * 60 * 1000;

export class ChartCache {
  private swept?: Promise<void>;

  constructor(private readonly dir: string) {}

  private path(key: string): string {
    const [algorithm, hex] = key.includes(":") ? key.split(":", 2) : ["sha256", key];
    if (!/^[a-z0-9]+$/.test(algorithm!) || !/^[0-9a-f]{16,128}$/.test(hex!))
      throw new Error(`not a digest: ${key}`);
    return join(this.dir, "charts", algorithm!, hex!);
  }

  /** The chart root cached under `key` (`sha256:<hex>`), or undefined. */
  async lookup(key: string): Promise<string | undefined> {
    const path = this.path(key);
    return (await stat(join(path, "Chart.yaml")).catch(() => undefined)) ? path : undefined;
  }

  private async sweep(): Promise<void> {
    const tmp = join(this.dir, "tmp");
    for (const entry of await readdir(tmp).catch(() => [] as string[])) {
      const info = await stat(join(tmp, entry)).catch(() => undefined);
      if (info && Date.now() - info.mtimeMs > STALE_MS)
        await rm(join(tmp, entry), { recursive: true, force: true });
    }
  }

  /**
   * The chart root cached under `key`, made by `fill` when missing: `fill` writes into a private
   * directory (a chart root, or an archive's `<name>/` directory), which is then renamed into
   * place, so a cache entry is complete or absent, also when runs race or one is killed.
   */
  store(key: string, fill: (dir: string) => Promise<void>, archive: boolean): Promise<string> {
    const path = this.path(key);
    let stored = storing.get(path);
    if (!stored) {
      stored = this.storeOnce(key, fill, archive);
      storing.set(path, stored);
      // Settled entries are on disk (or failed): later stores look there.
      stored.then(
        () => storing.delete(path),
        () => storing.delete(path),
      );
    }
    return stored;
  }

  private async storeOnce(
    key: string,
    fill: (dir: string) => Promise<void>,
    archive: boolean,
  ): Promise<string> {
    const cached = await this.lookup(key);
    if (cached) return cached;
    const target = this.path(key);
    this.swept ??= this.sweep();
    await this.swept;
    const scratch = join(this.dir, "tmp", `${Date.now()}-${randomBytes(6).toString("hex")}`);
    await mkdir(scratch, { recursive: true });
    try {
      await fill(scratch);
      const root = archive ? await archiveRoot(scratch) : scratch;
      if (!root || !(await stat(join(root, "Chart.yaml")).catch(() => undefined)))
        throw new Error(archive ? "the archive holds no chart directory with a Chart.yaml" : "no Chart.yaml");
      await makeReadOnly(root);
      await mkdir(join(target, ".."), { recursive: true });
      await rename(root, target).catch(async (error: NodeJS.ErrnoException) => {
        // Another run stored it first: theirs is as good as ours.
        if (!(await this.lookup(key))) throw error;
      });
      return target;
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }
}
