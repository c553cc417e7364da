import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { homedir } from "node:os";
import { join } from "node:path";
import { readYamlDocuments } from "../model/index.js";
import { type SecretSink, type SubstitutionReader, secretData } from "../render/index.js";

/** A Secret's data, decoded (as `data` base64 and `stringData` both end up). */
export type SecretData = Record<string, string>;

/** Thrown for a `source-secrets` input that cannot be read; the entry points make it a usage error. */
export class SourceSecretsError extends Error {
  override name = "SourceSecretsError";
}

/**
 * The `source-secrets` input: Secret manifests (YAML content, or the path of a file holding
 * them), the credentials of sources for runs without a cluster (`build`, `diff`) or whose cluster
 * does not hold them. Keyed `namespace/name`; never printed.
 */
export function parseSourceSecrets(value: string, defaultNamespace: string): Map<string, SecretData> {
  const secrets = new Map<string, SecretData>();
  const trimmed = value.trim();
  if (trimmed === "") return secrets;
  let text = trimmed;
  // A path is one line; content is YAML (or JSON) that starts with a field or an object.
  if (!trimmed.includes("\n") && !/^(\{|(apiVersion|kind|metadata)\s*:)/.test(trimmed)) {
    if (!existsSync(trimmed)) throw new SourceSecretsError(`source-secrets: file ${trimmed} does not exist`);
    text = readFileSync(trimmed, "utf8");
  }
  const { documents, errors } = readYamlDocuments(text);
  // A YAML error is reported by position only: the text holds credentials.
  if (errors.length > 0) throw new SourceSecretsError(`source-secrets: ${errors[0]!.message}`);
  for (const document of documents) {
    const o = document.value as Record<string, unknown> | null;
    if (!o || typeof o !== "object") continue;
    if (o.kind !== "Secret") {
      throw new SourceSecretsError(`source-secrets: the document at line ${document.line} is not a Secret`);
    }
    const metadata = (o.metadata ?? {}) as Record<string, unknown>;
    if (typeof metadata.name !== "string" || metadata.name === "") {
      throw new SourceSecretsError(
        `source-secrets: the Secret at line ${document.line} has no metadata.name`,
      );
    }
    const namespace = typeof metadata.namespace === "string" ? metadata.namespace : defaultNamespace;
    secrets.set(`${namespace}/${metadata.name}`, secretData(o));
  }
  return secrets;
}

/**
 * Where a source's `secretRef` is read: the `source-secrets` input first, then the cluster (as
 * source-controller reads it: the Secret in the source's namespace). Every value read is handed
 * to the run's redaction before it is used.
 */
export class SecretStore {
  /** Each Secret read once per run, however many sources name it. */
  private readonly reads = new Map<string, Promise<SecretData | undefined>>();

  constructor(
    private readonly given: ReadonlyMap<string, SecretData>,
    private readonly cluster: SubstitutionReader | undefined,
    private readonly sink: SecretSink | undefined,
  ) {}

  get hasCluster(): boolean {
    return this.cluster !== undefined;
  }

  read(namespace: string, name: string): Promise<SecretData | undefined> {
    const key = `${namespace}/${name}`;
    let reading = this.reads.get(key);
    if (!reading) {
      reading = this.readOnce(key, namespace, name);
      this.reads.set(key, reading);
      // A failed read is not remembered: the next source asks again.
      reading.catch(() => this.reads.delete(key));
    }
    return reading;
  }

  private async readOnce(key: string, namespace: string, name: string): Promise<SecretData | undefined> {
    const data = this.given.get(key) ?? (await this.cluster?.read("Secret", namespace, name));
    if (data) this.sink?.addSecretData(data);
    return data;
  }
}

/** `user:password` for a registry host in a docker config (`auths`), or undefined. */
export interface RegistryLogin {
  username: string;
  password: string;
}

/** Registry hosts as docker config keys spell them: `https://index.docker.io/v1/`, `host:port`, `https://host`. */
function configHost(key: string): string {
  const host = key.replace(/^[a-z]+:\/\//, "").replace(/\/.*$/, "");
  return host === "index.docker.io" || host === "registry-1.docker.io" ? "docker.io" : host;
}

/** The login for `host` in a docker config JSON (`.dockerconfigjson` or ~/.docker/config.json). */
export function loginFromDockerConfig(json: string, host: string): RegistryLogin | undefined {
  let config: { auths?: Record<string, { auth?: string; username?: string; password?: string }> };
  try {
    config = JSON.parse(json);
  } catch {
    return undefined;
  }
  const wanted = host === "registry-1.docker.io" ? "docker.io" : host;
  for (const [key, entry] of Object.entries(config.auths ?? {})) {
    if (configHost(key) !== wanted || !entry) continue;
    if (entry.username !== undefined && entry.password !== undefined)
      return { username: entry.username, password: entry.password };
    if (entry.auth) {
      const decoded = Buffer.from(entry.auth, "base64").toString("utf8");
      const colon = decoded.indexOf(":");
      if (colon > 0) return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
    }
  }
  return undefined;
}

/**
 * The runner's docker config (`$DOCKER_CONFIG/config.json`, else ~/.docker/config.json): what
 * `docker login` and the registry login actions write. Read by this process only; no child sees it.
 */
export async function runnerDockerConfig(): Promise<string | undefined> {
  const dir = process.env.DOCKER_CONFIG || join(homedir(), ".docker");
  return readFile(join(dir, "config.json"), "utf8").catch(() => undefined);
}
