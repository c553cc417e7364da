// A Helm chart repository over HTTP(S), as source-controller reads one (internal/helm/repository
// chart_repository.go with Helm's HTTP getter): index.yaml under the URL, charts at the index's
// URLs resolved against it, basic auth only to the repository's own scheme and host unless
// passCredentials, TLS from certSecretRef.

import http, { type IncomingMessage } from "node:http";
import { isRecord, parseYaml } from "../model/index.js";
import { readLimited } from "../sources/extract.js";
import { type IndexChartVersion, isValidIndexEntry, selectIndexVersion } from "./chart-version.js";
import { chartText } from "./messages.js";

/** source-controller's limits (internal/helm/helm.go). */
export const MAX_INDEX_SIZE = 50 << 20;
export const MAX_CHART_SIZE = 10 << 20;

export class ChartRepositoryError extends Error {
  override name = "ChartRepositoryError";
}

/** How to reach a repository: its URL and what its secretRef / certSecretRef give. */
export interface RepositoryAccess {
  url: string;
  basic?: { username: string; password: string };
  /** PEM: CA added to the system pool, client certificate and key. */
  tls?: { ca?: string; cert?: string; key?: string };
  passCredentials: boolean;
  signal?: AbortSignal;
}

/** Helm's repo.ResolveReferenceURL: a relative chart URL is taken inside the repository URL, keeping its query. */
export function resolveChartUrl(base: string, reference: string): string {
  if (/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(reference)) return reference;
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/$/, "")}/`;
  const query = url.search;
  const resolved = new URL(reference, url);
  resolved.search = query;
  return resolved.toString();
}

/** `<url>/index.yaml` (path.Join: one slash). */
export function indexUrl(base: string): string {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/index.yaml`;
  return url.toString();
}

function sameService(a: URL, b: URL): boolean {
  return a.protocol === b.protocol && a.host === b.host;
}

/** GET `url` (redirects followed; credentials never sent to another host), the body as a stream. */
export function httpGet(target: string, access: RepositoryAccess, redirects = 0): Promise<IncomingMessage> {
  const url = new URL(target);
  const headers: Record<string, string> = { "User-Agent": "kustomize-sync" };
  if (
    access.basic?.username &&
    access.basic.password &&
    (access.passCredentials || sameService(url, new URL(access.url)))
  ) {
    headers.Authorization = `Basic ${Buffer.from(`${access.basic.username}:${access.basic.password}`).toString("base64")}`;
  }
  // node:https and node:tls are loaded by the first https request: a diff whose charts come from
  // a cache or over plain http needs neither (their modules are ~4 ms of node's start).
  const tls =
    url.protocol === "https:" && access.tls
      ? {
          ...(access.tls.ca
            ? { ca: [...process.getBuiltinModule("node:tls").rootCertificates, access.tls.ca] }
            : {}),
          ...(access.tls.cert ? { cert: access.tls.cert } : {}),
          ...(access.tls.key ? { key: access.tls.key } : {}),
        }
      : {};
  return new Promise((resolve, reject) => {
    if (url.protocol !== "http:" && url.protocol !== "https:")
      return reject(new ChartRepositoryError(`scheme "${url.protocol.slice(0, -1)}" not supported`));
    const client = url.protocol === "http:" ? http : process.getBuiltinModule("node:https");
    const request = client.request(
      url,
      { method: "GET", headers, ...tls, ...(access.signal ? { signal: access.signal } : {}) },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location && redirects < 10) {
          response.resume();
          httpGet(new URL(location, url).toString(), access, redirects + 1).then(resolve, reject);
          return;
        }
        if (status !== 200) {
          response.resume();
          return reject(
            new ChartRepositoryError(
              status === 401 || status === 403
                ? chartText.authFailed(target, status)
                : chartText.httpStatus(target, status),
            ),
          );
        }
        resolve(response);
      },
    );
    request.on("error", (error) => reject(new ChartRepositoryError(`GET ${url.host}: ${error.message}`)));
    request.end();
  });
}

/** A repository's index: chart versions by chart name, as Helm's IndexFromBytes keeps them. */
export type ChartIndex = Map<string, IndexChartVersion[]>;

/** Reads index.yaml (or its JSON form), dropping entries Helm's validation drops. */
export function parseIndex(text: string): ChartIndex {
  let document: unknown;
  try {
    document = parseYaml(text);
  } catch (error) {
    throw new ChartRepositoryError(chartText.indexInvalid((error as Error).message));
  }
  if (!isRecord(document)) throw new ChartRepositoryError(chartText.indexInvalid("not a mapping"));
  if (!document.apiVersion) throw new ChartRepositoryError(chartText.noApiVersion);
  const index: ChartIndex = new Map();
  const entries = isRecord(document.entries) ? document.entries : {};
  for (const [name, list] of Object.entries(entries)) {
    const versions: IndexChartVersion[] = [];
    for (const raw of Array.isArray(list) ? list : []) {
      if (!isRecord(raw)) continue;
      const entry: Record<string, unknown> = {
        ...raw,
        version: typeof raw.version === "number" ? String(raw.version) : raw.version,
      };
      if (!isValidIndexEntry(entry)) continue;
      const digest = typeof entry.digest === "string" ? entry.digest.replace(/^sha256:/, "") : undefined;
      versions.push({
        name: entry.name as string,
        version: entry.version as string,
        urls: (Array.isArray(entry.urls) ? entry.urls : []).filter((u): u is string => typeof u === "string"),
        ...(digest && /^[0-9a-f]{64}$/.test(digest) ? { digest } : {}),
        ...(typeof entry.created === "string" ? { created: entry.created } : {}),
      });
    }
    index.set(name, versions);
  }
  return index;
}

/** Downloads and reads a repository's index.yaml. */
export async function fetchIndex(access: RepositoryAccess): Promise<ChartIndex> {
  const body = await httpGet(indexUrl(access.url), access);
  const bytes = await readLimited(
    body,
    MAX_INDEX_SIZE,
    () => new ChartRepositoryError(chartText.indexTooLarge(MAX_INDEX_SIZE)),
  );
  return parseIndex(bytes.toString("utf8"));
}

/** The index entry source-controller would build for `chart` at `version`. */
export function chartVersionIn(index: ChartIndex, chart: string, version: string): IndexChartVersion {
  const versions = index.get(chart);
  if (!versions) throw new ChartRepositoryError(chartText.noChartName);
  return selectIndexVersion(chart, versions, version);
}
