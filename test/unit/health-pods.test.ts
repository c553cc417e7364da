import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { KubeObject } from "../../src/cluster/types.js";
import { failsFast, type PodProblem, podProblems, podsOfWorkload } from "../../src/health/pods.js";
import { parseYamlDocuments } from "../../src/model/index.js";

const FIXTURES = resolve(import.meta.dirname, "../fixtures/health");
const load = (file: string) =>
  parseYamlDocuments(readFileSync(resolve(FIXTURES, file), "utf8")).map((d) => d.value as KubeObject);

describe("why a Pod is not ready", () => {
  for (const pod of load("pods.yaml")) {
    const annotations = pod.metadata.annotations ?? {};
    it(annotations["expect/describe"]!, () => {
      expect(
        podProblems(pod)
          .map((p) => p.text)
          .join(" | "),
      ).toBe(annotations["expect/problems"]);
    });
  }
});

describe("which Pods speak for a workload", () => {
  const objects = load("owners.yaml");
  const byName = (name: string) => objects.find((o) => o.metadata.name === name)!;
  const pods = objects.filter((o) => o.kind === "Pod");
  const replicaSets = objects.filter((o) => o.kind === "ReplicaSet");

  it("a Deployment is judged by its newest ReplicaSet's Pods, not the crash-looping ones it replaces", () => {
    expect(podsOfWorkload(byName("web"), pods, replicaSets).map((p) => p.metadata.name)).toEqual([
      "web-new-1",
    ]);
  });

  it("a Job is judged by the Pods it owns", () => {
    expect(podsOfWorkload(byName("migrate"), pods, replicaSets).map((p) => p.metadata.name)).toEqual([
      "migrate-x7k2p",
    ]);
  });
});

describe("when Pod problems fail a health check early", () => {
  const problem = (reason: string, restartCount = 0): PodProblem => ({
    pod: "web-1",
    container: "web",
    reason,
    text: "",
    restartCount,
  });
  it("an invalid image name fails at once: it cannot fix itself", () => {
    expect(failsFast(problem("InvalidImageName"), 0, "Deployment")).toBe(true);
  });
  it("an image pull error fails only after surviving the kubelet's first retry", () => {
    expect(failsFast(problem("ImagePullBackOff"), 5_000, "Deployment")).toBe(false);
    expect(failsFast(problem("ImagePullBackOff"), 15_000, "Deployment")).toBe(true);
  });
  it("a crash loop fails after three restarts, so an app waiting for its database gets a chance", () => {
    expect(failsFast(problem("CrashLoopBackOff", 1), 60_000, "Deployment")).toBe(false);
    expect(failsFast(problem("CrashLoopBackOff", 3), 0, "Deployment")).toBe(true);
  });
  it("a Job's crashing Pods are left to its backoffLimit", () => {
    expect(failsFast(problem("CrashLoopBackOff", 9), 60_000, "Job")).toBe(false);
  });
  it("unschedulable and not-ready Pods keep waiting: a node or a probe may still come", () => {
    expect(failsFast(problem("Unschedulable"), 600_000, "Deployment")).toBe(false);
    expect(failsFast(problem("NotReady"), 600_000, "Deployment")).toBe(false);
  });
});
