// Pins what the local control plane promises the other end-to-end tests: a real Kubernetes
// v1.34.4 API whose workloads progress through kwok, and Pods that misbehave on request
// (label simulate.kustomize-sync.io/failure, see scripts/cluster/kwok-stages.yaml).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { apply, createTestNamespace, FAILURE_LABEL, getJson, kubectlOk, waitFor } from "./support/cluster.js";

const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`./support/fixtures/controlplane/${name}`, import.meta.url)), "utf8");

// biome-ignore lint/suspicious/noExplicitAny: Kubernetes objects are checked field by field
type Obj = any;

const condition = (obj: Obj, type: string) =>
  (obj?.status?.conditions ?? []).find((c: Obj) => c.type === type) as Obj | undefined;

/** The first Pod matching `selector` once `ready(pod)` holds. */
async function podWhere(namespace: string, selector: string, ready: (pod: Obj) => boolean, what: string) {
  return waitFor(
    async () => {
      const list = await getJson(["pods", "-n", namespace, "-l", selector]);
      return (list.items as Obj[]).find(ready);
    },
    60_000,
    what,
  );
}

describe("local control plane", () => {
  let ns: string;
  beforeAll(async () => {
    ns = await createTestNamespace("controlplane");
  });

  it("serves the Kubernetes v1.34.4 API", async () => {
    const version = JSON.parse(await kubectlOk(["get", "--raw", "/version"]));
    expect(version.gitVersion).toBe("v1.34.4");
    expect(version.major).toBe("1");
    expect(version.minor).toBe("34");
  });

  it("has Ready kwok nodes that Pods schedule onto", async () => {
    const nodes = await getJson(["nodes", "-l", "type=kwok"]);
    expect(nodes.items.length).toBeGreaterThanOrEqual(1);
    for (const node of nodes.items) {
      expect(condition(node, "Ready")?.status).toBe("True");
    }
  });

  it("brings a Deployment to Available through kwok", async () => {
    await apply(fixture("deployment-ready.yaml"), ns);
    const deployment = await waitFor(
      async () => {
        const d = await getJson(["deployment", "web", "-n", ns]);
        return condition(d, "Available")?.status === "True" && d.status.readyReplicas === 2 ? d : undefined;
      },
      60_000,
      "Deployment web to be Available with 2 ready replicas",
    );
    expect(deployment.status.availableReplicas).toBe(2);
    const pods = await getJson(["pods", "-n", ns, "-l", "app=web"]);
    for (const pod of pods.items) {
      expect(pod.status.phase).toBe("Running");
      expect(pod.spec.nodeName).toMatch(/^kwok-node-/);
      expect(pod.status.podIP).toBeTruthy();
      expect(condition(pod, "Ready")?.status).toBe("True");
      expect(pod.status.containerStatuses[0].state.running).toBeTruthy();
    }
  });

  it("brings StatefulSets and DaemonSets to Ready and Jobs to Complete", async () => {
    await apply(fixture("workloads-complete.yaml"), ns);
    await waitFor(
      async () => (await getJson(["statefulset", "db", "-n", ns])).status.readyReplicas === 2,
      60_000,
      "StatefulSet db to have 2 ready replicas",
    );
    const nodeCount = (await getJson(["nodes", "-l", "type=kwok"])).items.length;
    await waitFor(
      async () => {
        const ds = await getJson(["daemonset", "agent", "-n", ns]);
        return ds.status.desiredNumberScheduled === nodeCount && ds.status.numberReady === nodeCount;
      },
      60_000,
      "DaemonSet agent to be ready on every node",
    );
    const job = await waitFor(
      async () => {
        const j = await getJson(["job", "seed", "-n", ns]);
        return condition(j, "Complete")?.status === "True" ? j : undefined;
      },
      60_000,
      "Job seed to Complete",
    );
    expect(job.status.succeeded).toBe(1);
  });

  it("reports ImagePullBackOff for a Pod labelled ImagePullBackOff", async () => {
    await apply(fixture("deployment-image-pull-back-off.yaml"), ns);
    const pod = await podWhere(
      ns,
      "app=image-pull-back-off",
      (p) => p.status?.containerStatuses?.[0]?.state?.waiting,
      "the ImagePullBackOff Pod to report its container waiting",
    );
    expect(pod.metadata.labels[FAILURE_LABEL]).toBe("ImagePullBackOff");
    expect(pod.status.phase).toBe("Pending");
    const container = pod.status.containerStatuses[0];
    expect(container.state.waiting.reason).toBe("ImagePullBackOff");
    expect(container.state.waiting.message).toBe('Back-off pulling image "registry.invalid/app:missing"');
    expect(container.ready).toBe(false);
    expect(condition(pod, "Ready")?.status).toBe("False");
  });

  it("crash-loops a Pod labelled CrashLoopBackOff with a rising restart count", async () => {
    await apply(fixture("deployment-crash-loop-back-off.yaml"), ns);
    const first = await podWhere(
      ns,
      "app=crash-loop-back-off",
      (p) => p.status?.containerStatuses?.[0]?.state?.waiting,
      "the CrashLoopBackOff Pod to report its container waiting",
    );
    expect(first.status.phase).toBe("Running");
    const container = first.status.containerStatuses[0];
    expect(container.state.waiting.reason).toBe("CrashLoopBackOff");
    expect(container.lastState.terminated.exitCode).toBe(1);
    expect(container.restartCount).toBeGreaterThanOrEqual(1);
    expect(condition(first, "Ready")?.status).toBe("False");

    const later = await podWhere(
      ns,
      "app=crash-loop-back-off",
      (p) => p.status.containerStatuses[0].restartCount > container.restartCount,
      "the restart count to rise",
    );
    expect(later.metadata.name).toBe(first.metadata.name);
    expect(later.status.containerStatuses[0].state.waiting.reason).toBe("CrashLoopBackOff");
  });

  it("keeps a Pod labelled NotReady running but not ready", async () => {
    await apply(fixture("deployment-not-ready.yaml"), ns);
    const pod = await podWhere(
      ns,
      "app=not-ready",
      (p) => p.status?.phase === "Running",
      "the NotReady Pod to run",
    );
    const container = pod.status.containerStatuses[0];
    expect(container.state.running).toBeTruthy();
    expect(container.ready).toBe(false);
    expect(condition(pod, "Ready")?.status).toBe("False");
    expect(condition(pod, "ContainersReady")?.status).toBe("False");
    const deployment = await getJson(["deployment", "not-ready", "-n", ns]);
    expect(deployment.status.readyReplicas ?? 0).toBe(0);
  });

  it("fails a Job whose Pod is labelled Failed", async () => {
    await apply(fixture("job-failed.yaml"), ns);
    const job = await waitFor(
      async () => {
        const j = await getJson(["job", "migrate", "-n", ns]);
        return condition(j, "Failed")?.status === "True" ? j : undefined;
      },
      60_000,
      "Job migrate to report the condition Failed",
    );
    expect(condition(job, "Failed")?.reason).toBe("BackoffLimitExceeded");
    const pods = await getJson(["pods", "-n", ns, "-l", "job-name=migrate"]);
    expect(pods.items).toHaveLength(1);
    const pod = pods.items[0];
    expect(pod.status.phase).toBe("Failed");
    expect(pod.status.containerStatuses[0].state.terminated.exitCode).toBe(1);
  });
});
