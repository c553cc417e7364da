// The standalone kustomize Flux's controllers link (v5.8.1), built from the Go module proxy by
// scripts/tools/flux-binaries.sh (which prints the directory holding bin/kustomize last).
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { detectRenderer, type Renderer } from "../../src/render/index.js";

const run = promisify(execFile);
const repo = join(import.meta.dirname, "../..");

/** The path of Flux's kustomize (built on first use; minutes the first time). */
export async function fluxKustomizePath(): Promise<string> {
  const out = (
    await run(join(repo, "scripts/tools/flux-binaries.sh"), [], { timeout: 600_000 })
  ).stdout.trim();
  return join(out.split("\n").at(-1)!, "bin", "kustomize");
}

/** Flux's kustomize as a renderer. */
export async function fluxKustomize(): Promise<Renderer> {
  return detectRenderer(await fluxKustomizePath());
}
