/** What the harnesses of Flux controllers share; see flux-process.mjs. */

/** $`variable`, else what scripts/tools/`script` prints once it has built into the cache. */
export function buildDir(variable: string, script: string): string;

export function freePort(): Promise<number>;

/** The last `chars` characters of a log file. */
export function tail(file: string, chars?: number): string;

/** Server-side applies CRD files (forcing) and waits until `names` are Established. */
export function applyCrds(kubeconfig: string, files: string[], names: string[]): void;

export interface RunningController {
  pid: number | undefined;
  logFile: string;
  /** The tail of its log. */
  log(chars?: number): string;
  /** SIGTERM, SIGKILL 30 s later. */
  stop(): Promise<void>;
}

/** Starts a controller binary; resolves once /readyz on `healthPort` answers 200. */
export function startControllerProcess(options: {
  name: string;
  binary: string;
  args: string[];
  env?: Record<string, string>;
  healthPort: number;
  logFile: string;
  timeoutMs?: number;
}): Promise<RunningController>;
