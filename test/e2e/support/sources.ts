// Copies test/fixtures/sources/<path> to a temporary directory, replacing placeholders
// (`__NS__`, `__REGISTRY__`, `__GIT_SERVER__`) with the values of this test run.
import { cp, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const SOURCE_FIXTURES = resolve(import.meta.dirname, "../../fixtures/sources");

export async function copySourceFixture(path: string, replacements: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "ks-sources-"));
  await cp(join(SOURCE_FIXTURES, path), dir, { recursive: true });
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    let text = await readFile(file, "utf8");
    for (const [placeholder, value] of Object.entries(replacements))
      text = text.replaceAll(placeholder, value);
    await writeFile(file, text);
  }
  return dir;
}
