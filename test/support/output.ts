// What the CLI writes, captured for a test: `capturedOutput()` in a file's top level spies on
// process.stdout and process.stderr before each test and restores them after it.
import { afterEach, beforeEach, vi } from "vitest";

export interface CapturedOutput {
  stdout: string;
  stderr: string;
  /** Both streams, in the order they were written (what `2>&1` shows). */
  both: string;
}

export function capturedOutput(): CapturedOutput {
  const output: CapturedOutput = { stdout: "", stderr: "", both: "" };
  beforeEach(() => {
    output.stdout = "";
    output.stderr = "";
    output.both = "";
    for (const [stream, name] of [
      [process.stdout, "stdout"],
      [process.stderr, "stderr"],
    ] as const)
      vi.spyOn(stream, "write").mockImplementation((chunk) => {
        output[name] += String(chunk);
        output.both += String(chunk);
        return true;
      });
  });
  afterEach(() => vi.restoreAllMocks());
  return output;
}
