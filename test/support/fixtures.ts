// A fixture tree copied to a temporary directory with its placeholders (`__NS__`, `__GROUP__`, …)
// replaced, so that each test works on its own names and never writes into test/fixtures.
import { cp, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

export async function copyFixture(source: string, replacements: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "ks-fixture-"));
  await cp(source, dir, { recursive: true });
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const text = await readFile(file, "utf8");
    let replaced = text;
    for (const [placeholder, value] of Object.entries(replacements))
      replaced = replaced.replaceAll(placeholder, value);
    if (replaced !== text) await writeFile(file, replaced);
  }
  return dir;
}
