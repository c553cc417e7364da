import { createHash } from "node:crypto";
import { copyFile, mkdir, symlink, writeFile } from "node:fs/promises";
import { dirname, isAbsolute, posix, relative, resolve, sep } from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

/** As fluxcd/pkg/tar: an artifact larger than this unpacked is refused (a decompression bomb). */
export const MAX_UNTAR_BYTES = 100 * 1024 * 1024;

/**
 * A gunzip stream, node:zlib loaded by the first archive: a run whose sources and charts are at
 * hand never reads one (~2 ms of node's start).
 */
export function gunzip(): Transform {
  return process.getBuiltinModule("node:zlib").createGunzip();
}

export class ExtractError extends Error {
  override name = "ExtractError";
}

/**
 * Where an entry named `name` lands under `root`, or undefined when it would not be inside:
 * absolute names, `..` that climbs out, and names with NUL are refused, as is a link whose target
 * (relative to its own directory) leaves the root.
 */
export function confinedPath(root: string, name: string): string | undefined {
  if (name.includes("\0") || isAbsolute(name) || /^[a-zA-Z]:/.test(name)) return undefined;
  const normalised = posix.normalize(name.replaceAll("\\", "/"));
  if (normalised === ".." || normalised.startsWith("../") || normalised.startsWith("/")) return undefined;
  const target = resolve(root, normalised);
  const rel = relative(root, target);
  if (rel.startsWith(`..${sep}`) || rel === ".." || isAbsolute(rel)) return undefined;
  return target;
}

/**
 * Unpacks a tar.gz stream into `root` and returns the sha256 of the compressed bytes. Entries are
 * confined: none may be written outside `root`, symlinks and hard links may only point inside it,
 * devices and FIFOs are skipped, and at most MAX_UNTAR_BYTES are written.
 */
export async function extractTarGz(
  input: Readable,
  root: string,
  maxBytes = MAX_UNTAR_BYTES,
): Promise<string> {
  const hash = createHash("sha256");
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  // tar-stream (and streamx) imported by the first archive: most runs unpack none.
  // default: esbuild exports a CommonJS package's chunk as its default alone (Node names its exports too).
  const { extract } = (await import("tar-stream")).default;
  const untar = extract();
  let written = 0;
  const consume = (async () => {
    try {
      await unpack();
    } catch (error) {
      untar.destroy(error as Error);
      throw error;
    }
  })();
  async function unpack(): Promise<void> {
    // Files are written concurrently (an artifact is thousands of small files: one at a time,
    // waiting for each, took 4× as long as `flux pull`); directories are made once each.
    const made = new Set<string>();
    const directory = async (dir: string) => {
      if (made.has(dir)) return;
      await mkdir(dir, { recursive: true });
      made.add(dir);
    };
    const pending = new Set<Promise<void>>();
    const settle = () => Promise.all(pending);
    for await (const entry of untar) {
      const header = entry.header;
      const target = confinedPath(root, header.name);
      if (!target) {
        entry.resume();
        throw new ExtractError(`archive entry '${header.name}' is not in or below the artifact root`);
      }
      if (header.type === "directory") {
        entry.resume();
        await directory(target);
      } else if (header.type === "file" || header.type === "contiguous-file") {
        written += header.size;
        if (written > maxBytes) {
          entry.resume();
          throw new ExtractError(`the artifact unpacks to more than ${maxBytes} bytes`);
        }
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        await directory(dirname(target));
        const writing: Promise<void> = writeFile(target, Buffer.concat(chunks), {
          mode: header.mode & 0o111 ? 0o755 : 0o644,
        }).then(() => {
          pending.delete(writing);
        });
        writing.catch(() => undefined); // surfaced by settle() or race() below
        pending.add(writing);
        if (pending.size >= 32) await Promise.race(pending);
      } else if (header.type === "symlink" || header.type === "link") {
        entry.resume();
        const linked =
          header.type === "symlink"
            ? confinedPath(
                root,
                posix.join(posix.dirname(header.name.replaceAll("\\", "/")), header.linkname),
              )
            : confinedPath(root, header.linkname);
        if (!linked || header.linkname.startsWith("/")) {
          throw new ExtractError(
            `archive entry '${header.name}' links to '${header.linkname}', outside the artifact`,
          );
        }
        await settle();
        await directory(dirname(target));
        if (header.type === "symlink") await symlink(header.linkname, target);
        else await copyFile(linked, target);
      } else {
        entry.resume();
      }
    }
    await settle();
  }
  try {
    await Promise.all([pipeline(input, tap, gunzip(), untar), consume]);
  } catch (error) {
    input.destroy();
    if (error instanceof ExtractError) throw error;
    throw new ExtractError(`the layer is not a tar.gz archive (${(error as Error).message})`);
  }
  return `sha256:${hash.digest("hex")}`;
}

/** Joins `child` under `root` only when it stays inside (spec paths of sources). */
export function joinInside(root: string, child: string): string | undefined {
  return child === "" || child === "." || child === "./"
    ? root
    : confinedPath(root, child.replace(/^\.\//, ""));
}

/** A response body whole, refused past `limit` bytes (what a registry or a chart repository sends is not trusted). */
export async function readLimited(body: Readable, limit: number, tooLarge: () => Error): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      body.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
