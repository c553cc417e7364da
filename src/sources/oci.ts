// A small OCI distribution client (manifest, tags, one blob) over node:http(s): no well-kept npm
// library pulls an OCI artifact without a container runtime, and Flux's artifacts need only this.
import { createHash } from "node:crypto";
import http, { type IncomingMessage } from "node:http";
import type { RegistryLogin } from "./credentials.js";
import { ExtractError, extractTarGz, readLimited } from "./extract.js";
import { pickSemverTag } from "./git.js";
import { sourceText } from "./messages.js";
import type { OCIRepositorySource } from "./types.js";

export class OciError extends Error {
  override name = "OciError";
}

const MANIFEST_TYPES = [
  "application/vnd.oci.image.manifest.v1+json",
  "application/vnd.docker.distribution.manifest.v2+json",
  "application/vnd.oci.image.index.v1+json",
  "application/vnd.docker.distribution.manifest.list.v2+json",
];
const MAX_MANIFEST_BYTES = 4 * 1024 * 1024;

/** `oci://host[:port]/path` → registry host and repository path (Docker Hub's conventions applied). */
export function parseOciUrl(url: string): { host: string; repository: string } {
  const match = /^oci:\/\/([^/]+)\/(.+?)\/*$/.exec(url);
  if (!match) throw new OciError(`spec.url must look like oci://host/repository, got '${url}'`);
  let host = match[1]!.toLowerCase();
  let repository = match[2]!;
  if (host === "docker.io" || host === "index.docker.io") {
    host = "registry-1.docker.io";
    if (!repository.includes("/")) repository = `library/${repository}`;
  }
  return { host, repository };
}

interface Response {
  status: number;
  headers: IncomingMessage["headers"];
  body: IncomingMessage;
}

/** One registry, one repository: requests with the auth the registry asks for (Basic or a Bearer token). */
class RegistrySession {
  private authorization: string | undefined;
  private readonly base: string;

  constructor(
    private readonly host: string,
    private readonly repository: string,
    private readonly login: RegistryLogin | undefined,
    insecure: boolean,
    private readonly ca: string | undefined,
    private readonly signal: AbortSignal | undefined,
  ) {
    this.base = `${insecure ? "http" : "https"}://${host}`;
  }

  private request(url: URL, headers: Record<string, string>, redirects = 0): Promise<Response> {
    return new Promise((resolve, reject) => {
      // node:https is loaded by the first https request (helm/chart-repository.ts).
      const client = url.protocol === "http:" ? http : process.getBuiltinModule("node:https");
      const req = client.request(
        url,
        {
          method: "GET",
          headers,
          ...(this.ca ? { ca: this.ca } : {}),
          ...(this.signal ? { signal: this.signal } : {}),
        },
        (res) => {
          const status = res.statusCode ?? 0;
          const location = res.headers.location;
          if (status >= 300 && status < 400 && location && redirects < 5) {
            res.resume();
            const next = new URL(location, url);
            // Blob storage behind a redirect (S3, a CDN) never sees the registry's credentials.
            const forwarded = { ...headers };
            if (next.host !== url.host) delete forwarded.Authorization;
            this.request(next, forwarded, redirects + 1).then(resolve, reject);
            return;
          }
          resolve({ status, headers: res.headers, body: res });
        },
      );
      req.on("error", (error) => reject(new OciError(`${this.host}: ${error.message}`)));
      req.end();
    });
  }

  /** GET `path` on the registry, authenticating once when it answers 401. */
  async get(path: string, accept?: string): Promise<Response> {
    const url = new URL(`${this.base}${path}`);
    const headers = (): Record<string, string> => ({
      "User-Agent": "kustomize-sync",
      ...(accept ? { Accept: accept } : {}),
      ...(this.authorization ? { Authorization: this.authorization } : {}),
    });
    let response = await this.request(url, headers());
    if (response.status === 401 && !this.authorization) {
      const challenge = String(response.headers["www-authenticate"] ?? "");
      response.body.resume();
      this.authorization = await this.authorize(challenge);
      response = await this.request(url, headers());
    }
    if (response.status === 401 || response.status === 403) {
      response.body.resume();
      throw new OciError(
        this.login
          ? `authentication failed for ${this.host} (HTTP ${response.status})`
          : `${this.host} needs credentials (HTTP ${response.status}): give them with spec.secretRef or log in on the runner`,
      );
    }
    return response;
  }

  private async authorize(challenge: string): Promise<string> {
    const scheme = challenge.split(" ")[0]?.toLowerCase();
    const basic = this.login
      ? `Basic ${Buffer.from(`${this.login.username}:${this.login.password}`).toString("base64")}`
      : undefined;
    if (scheme !== "bearer") {
      if (!basic)
        throw new OciError(
          `${this.host} needs credentials: give them with spec.secretRef or log in on the runner`,
        );
      return basic;
    }
    const params = Object.fromEntries(
      [...challenge.slice(7).matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]!]),
    );
    if (!params.realm) throw new OciError(`${this.host}: a Bearer challenge without a realm`);
    const tokenUrl = new URL(params.realm);
    if (params.service) tokenUrl.searchParams.set("service", params.service);
    tokenUrl.searchParams.set("scope", `repository:${this.repository}:pull`);
    const response = await this.request(tokenUrl, {
      "User-Agent": "kustomize-sync",
      ...(basic ? { Authorization: basic } : {}),
    });
    const body = await readBody(response.body, MAX_MANIFEST_BYTES);
    if (response.status !== 200) {
      throw new OciError(
        `${this.login ? "authentication failed" : "anonymous access refused"} at ${tokenUrl.host} (HTTP ${response.status})`,
      );
    }
    const parsed = JSON.parse(body.toString("utf8")) as { token?: string; access_token?: string };
    const token = parsed.token ?? parsed.access_token;
    if (!token) throw new OciError(`${tokenUrl.host} returned no token`);
    return `Bearer ${token}`;
  }
}

function readBody(body: IncomingMessage, limit: number): Promise<Buffer> {
  return readLimited(body, limit, () => new OciError(`a response larger than ${limit} bytes`));
}

function failure(response: Response, what: string): OciError {
  response.body.resume();
  return new OciError(
    response.status === 404 ? `${what} not found` : `${what}: HTTP ${response.status} from the registry`,
  );
}

/** Every tag of the repository, following the `Link` header's pages. */
async function listTags(session: RegistrySession, repository: string): Promise<string[]> {
  const tags: string[] = [];
  let path: string | undefined = `/v2/${repository}/tags/list?n=1000`;
  while (path) {
    const response = await session.get(path);
    if (response.status !== 200) throw failure(response, "the tag list");
    const body = JSON.parse((await readBody(response.body, MAX_MANIFEST_BYTES * 4)).toString("utf8")) as {
      tags?: string[] | null;
    };
    tags.push(...(body.tags ?? []));
    const link = /<([^>]+)>;\s*rel="next"/.exec(String(response.headers.link ?? ""));
    path = link
      ? link[1]!.startsWith("/")
        ? link[1]
        : new URL(link[1]!).pathname + new URL(link[1]!).search
      : undefined;
  }
  return tags;
}

/** Flux's choice for `ref.semver` (with `semverFilter`, a regular expression over the tags): git's, on the filtered tags. */
export async function pickSemverArtifact(
  range: string,
  tags: string[],
  filter?: string,
): Promise<string | undefined> {
  const pattern = filter ? new RegExp(filter) : undefined;
  return pickSemverTag(range, pattern ? tags.filter((t) => pattern.test(t)) : tags);
}

/** One layer of an artifact's manifest. */
export interface OciLayer {
  mediaType?: string;
  digest: string;
  size?: number;
}

/** A registry repository, read as source-controller reads it: tags, manifests, blobs. */
export class OciRepositoryClient {
  readonly host: string;
  readonly repository: string;
  private readonly session: RegistrySession;

  /** `url` is `oci://host[:port]/repository`. */
  constructor(
    url: string,
    options: { login?: RegistryLogin; insecure: boolean; ca?: string; signal?: AbortSignal },
  ) {
    ({ host: this.host, repository: this.repository } = parseOciUrl(url));
    this.session = new RegistrySession(
      this.host,
      this.repository,
      options.login,
      options.insecure,
      options.ca,
      options.signal,
    );
  }

  tags(): Promise<string[]> {
    return listTags(this.session, this.repository);
  }

  /** The manifest at a tag or digest: its digest (`sha256:…`) and layers. */
  async manifest(reference: string): Promise<{ digest: string; layers: OciLayer[] }> {
    const response = await this.session.get(
      `/v2/${this.repository}/manifests/${reference}`,
      MANIFEST_TYPES.join(", "),
    );
    if (response.status !== 200) throw failure(response, `artifact ${this.repository}:${reference}`);
    const body = await readBody(response.body, MAX_MANIFEST_BYTES);
    const digest = `sha256:${createHash("sha256").update(body).digest("hex")}`;
    const manifest = JSON.parse(body.toString("utf8")) as {
      manifests?: unknown[];
      layers?: Array<{ mediaType?: string; digest?: string; size?: number }>;
    };
    if (manifest.manifests)
      throw new OciError(`${this.repository}:${reference} is an image index, not an artifact`);
    const layers = (manifest.layers ?? []).flatMap((l) =>
      l.digest && /^sha256:[0-9a-f]{64}$/.test(l.digest)
        ? [
            {
              digest: l.digest,
              ...(l.mediaType ? { mediaType: l.mediaType } : {}),
              ...(l.size ? { size: l.size } : {}),
            },
          ]
        : [],
    );
    return { digest, layers };
  }

  /** Unpacks the tar.gz blob `layer` into `target` (confined) and checks its digest. */
  async extractLayer(layer: string, target: string): Promise<void> {
    const blob = await this.session.get(`/v2/${this.repository}/blobs/${layer}`);
    if (blob.status !== 200) throw failure(blob, `layer ${layer}`);
    let actual: string;
    try {
      actual = await extractTarGz(blob.body, target);
    } catch (error) {
      if (error instanceof ExtractError) throw new OciError(error.message);
      throw error;
    }
    if (actual !== layer)
      throw new OciError(`layer digest mismatch: got ${actual}, the manifest says ${layer}`);
  }
}

/** The reference an OCIRepository's `ref` names (digest > semver > tag, default `latest`) and its tag. */
export async function resolveOciReference(
  client: OciRepositoryClient,
  ref: OCIRepositorySource["ref"],
): Promise<{ reference: string; label?: string }> {
  if (ref.digest) return { reference: ref.digest };
  if (ref.semver) {
    const tags = await client.tags();
    const tag = await pickSemverArtifact(ref.semver, tags, ref.semverFilter);
    if (!tag) throw new OciError(sourceText.noSemverMatch(ref.semver, tags.length));
    return { reference: tag, label: tag };
  }
  const tag = ref.tag ?? "latest";
  return { reference: tag, label: tag };
}

/**
 * Pulls an OCIRepository's artifact as source-controller does: the manifest at `ref` (digest >
 * semver > tag, default `latest`), the layer `layerSelector` picks (default the first), its
 * tar.gz unpacked into `target` (confined, digest verified). Returns Flux's revision,
 * `<tag>@sha256:<manifest digest>` (the digest alone for a digest ref).
 */
export async function pullArtifact(
  source: OCIRepositorySource,
  target: string,
  login: RegistryLogin | undefined,
  options: { ca?: string; signal?: AbortSignal } = {},
): Promise<{ revision: string }> {
  const client = new OciRepositoryClient(source.url, {
    ...(login ? { login } : {}),
    insecure: source.insecure,
    ...options,
  });
  const { reference, label } = await resolveOciReference(client, source.ref);
  const { digest, layers } = await client.manifest(reference);
  if (source.ref.digest && source.ref.digest !== digest)
    throw new OciError(`the manifest's digest is ${digest}, not ${source.ref.digest}`);
  const wanted = source.layerSelector?.mediaType;
  const layer = wanted ? layers.find((l) => l.mediaType === wanted) : layers[0];
  if (!layer) {
    throw new OciError(
      wanted
        ? `no layer of media type ${wanted} in ${client.repository}:${reference}`
        : `${client.repository}:${reference} has no layers`,
    );
  }
  await client.extractLayer(layer.digest, target);
  return { revision: label ? `${label}@${digest}` : digest };
}
