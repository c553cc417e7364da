/** A started (or reused) local control plane; see control-plane.mjs. */
export interface ControlPlane {
  kubeconfigPath: string;
  server: string;
  reused: boolean;
  stop(): Promise<void>;
  release(): Promise<boolean>;
}

/** The `owner` a test run passes to startControlPlane; see releaseControlPlane. */
export const TEST_OWNER: string;

/** Starts (or reuses) the control plane kept in `<repoDir>/.cluster`; resolves once it can run Pods. */
export function startControlPlane(options: {
  repoDir: string;
  log?: (line: string) => void;
  reuse?: boolean;
  owner?: string;
  user?: number;
}): Promise<ControlPlane>;

/** Stops every process recorded in `<repoDir>/.cluster/state.json`; true when any was running. */
export function stopControlPlane(
  repoDir: string,
  options?: { log?: (line: string) => void; startedBy?: number },
): Promise<boolean>;

/** Ends `user`'s use of a test-owned control plane; stops it when the last user is done. */
export function releaseControlPlane(
  repoDir: string,
  user: number,
  options?: { log?: (line: string) => void },
): Promise<boolean>;
