// A local GitHub REST API for tests: the endpoints the action calls, state in memory, and every
// request and every response checked against GitHub's published OpenAPI description
// (@octokit/openapi, api.github.com). A request that does not match is answered 400 and recorded
// in `violations`; a response the emulator would give that does not match is answered 500 and
// recorded too — so a test passing against the emulator means the action speaks GitHub's API as
// GitHub describes it, not as the emulator's author remembered it.
//
// It also enforces GitHub's documented limits, answering as GitHub does (422 Validation Failed)
// and recording each refusal in `rejections`: a comment body over 65,536 characters (Unicode code
// points, every hidden marker included), a commit status description over 140 characters and a
// status context over 255. (The runner's limits — 1 MiB step summaries, 10 annotations of each
// level per step — are modelled in action-runner.ts.)
//
// Status codes an operation does not list (GitHub answers 403 "Resource not accessible by
// integration" to writes from read-only tokens on operations whose description lists only 201)
// are checked against the generic `basic-error` schema, and recorded in `undocumented`.
import { readFileSync } from "node:fs";
import { mkdtemp, writeFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Ajv, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";

const require = createRequire(import.meta.url);

// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is walked generically
type Json = any;

interface Operation {
  method: string;
  template: string;
  pointer: string;
  regex: RegExp;
  paramNames: string[];
  operation: Json;
}

const SCHEMA_ID = "https://api.github.com/openapi.json";
let description: { spec: Json; ajv: Ajv; operations: Operation[] } | undefined;

/** Loads the OpenAPI description once per process (13 MB of JSON; schemas compile on first use). */
function openapi() {
  if (description) return description;
  const path = require.resolve("@octokit/openapi/generated/api.github.com.json");
  const spec = JSON.parse(readFileSync(path, "utf8"));
  const ajv = new Ajv({ strict: false, allErrors: true });
  // ajv-formats is CommonJS; its default export arrives wrapped under ESM.
  const addFormats = ((addFormatsModule as { default?: unknown }).default ?? addFormatsModule) as (
    a: Ajv,
  ) => void;
  addFormats(ajv);
  ajv.addSchema({ $id: SCHEMA_ID, components: spec.components, paths: spec.paths });
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries<Json>(spec.paths)) {
    for (const method of ["get", "post", "patch", "put", "delete"]) {
      const operation = item[method];
      if (!operation) continue;
      const paramNames: string[] = [];
      const params = (operation.parameters ?? []).map((p: Json) => resolveRef(spec, p));
      const source = template
        .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
        .replace(/\\?\{([^}]+)\\?\}/g, (_m, name: string) => {
          paramNames.push(name);
          const multi = params.find((p: Json) => p.name === name)?.["x-multi-segment"];
          return multi ? "(.+)" : "([^/]+)";
        });
      operations.push({
        method: method.toUpperCase(),
        template,
        pointer: `/paths/${escapePointer(template)}/${method}`,
        regex: new RegExp(`^${source}$`),
        paramNames,
        operation,
      });
    }
  }
  // Literal paths before templated ones (/user before /users/{username}), as a router would.
  operations.sort((a, b) => a.paramNames.length - b.paramNames.length);
  description = { spec, ajv, operations };
  return description;
}

function escapePointer(segment: string): string {
  return segment.replaceAll("~", "~0").replaceAll("/", "~1");
}

function resolveRef(spec: Json, node: Json): Json {
  let current = node;
  while (current?.$ref) {
    const path = String(current.$ref).replace(/^#\//, "").split("/");
    current = path.reduce((n: Json, key) => n?.[key.replaceAll("~1", "/").replaceAll("~0", "~")], spec);
  }
  return current;
}

/** The JSON pointer of a node reached from `pointer` by following $refs (for compiling in place). */
function refPointer(spec: Json, pointer: string): string {
  let ptr = pointer;
  let node = ptr
    .slice(1)
    .split("/")
    .reduce((n: Json, key) => n?.[key.replaceAll("~1", "/").replaceAll("~0", "~")], spec);
  while (node?.$ref) {
    ptr = String(node.$ref).replace(/^#/, "");
    node = resolveRef(spec, { $ref: node.$ref });
  }
  return ptr;
}

function validator(pointer: string): ValidateFunction {
  const { ajv } = openapi();
  const fn = ajv.getSchema(`${SCHEMA_ID}#${pointer}`);
  if (!fn) throw new Error(`no schema at ${pointer}`);
  return fn;
}

function errorsText(fn: ValidateFunction): string {
  return (fn.errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath || "(root)"} ${e.message}`)
    .join("; ");
}

export interface EmulatedUser {
  login: string;
  type: "User" | "Bot";
}

export interface StoredComment {
  id: number;
  owner: string;
  repo: string;
  issue: number;
  body: string;
  user: EmulatedUser;
  createdAt: string;
  updatedAt: string;
}

export interface StoredStatus {
  id: number;
  owner: string;
  repo: string;
  sha: string;
  state: string;
  description: string | null;
  context: string;
  targetUrl: string | null;
}

export interface RecordedRequest {
  method: string;
  path: string;
  status: number;
  operation?: string;
}

/** GitHub's documented limits the emulator enforces. */
export const GITHUB = {
  commentCharacters: 65_536,
  statusDescriptionCharacters: 140,
  statusContextCharacters: 255,
} as const;

/** Characters as GitHub counts them: Unicode code points. */
export function codePoints(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

export interface StoredPull {
  owner: string;
  repo: string;
  number: number;
  state: "open" | "closed";
  /** The head branch, `owner:ref` as GitHub's `head` filter names it (a fork's owner for a fork). */
  head: { owner: string; repo: string; ref: string; sha: string };
}

export interface EmulatorOptions {
  /** Writes answer 403 "Resource not accessible by integration" (a fork PR's GITHUB_TOKEN). */
  readOnly?: boolean;
  /**
   * Who the token is. Default: an installation token (GITHUB_TOKEN) writing as
   * `github-actions[bot]`, for which GET /user answers 403 as on GitHub; a GitHub App's
   * installation token is `{ kind: "installation", login: "<app>[bot]" }`. A personal access
   * token user answers GET /user with its login.
   */
  identity?: { kind: "installation"; login?: string } | { kind: "user"; login: string };
}

export class GitHubEmulator {
  readonly comments: StoredComment[] = [];
  readonly statuses: StoredStatus[] = [];
  readonly pulls: StoredPull[] = [];
  readonly requests: RecordedRequest[] = [];
  /** Writes refused for exceeding one of GitHub's limits (422). Tests of the action expect none. */
  readonly rejections: string[] = [];
  /** Requests or responses that did not match the OpenAPI description. Tests expect none. */
  readonly violations: string[] = [];
  /** Responses with a status code the operation does not list (checked against basic-error). */
  readonly undocumented: string[] = [];
  readOnly: boolean;
  identity: NonNullable<EmulatorOptions["identity"]>;
  /**
   * Answers of these operations (`POST /repos/{owner}/{repo}/issues/{issue_number}/comments`)
   * are held this long after the write is done, as a slow GitHub would: a run cancelled in the
   * meantime has published what it waits for.
   */
  readonly slow = new Map<string, number>();
  private nextId = 1000;
  private server?: Server;
  url = "";

  private constructor(options: EmulatorOptions) {
    this.readOnly = options.readOnly ?? false;
    this.identity = options.identity ?? { kind: "installation" };
  }

  static async start(options: EmulatorOptions = {}): Promise<GitHubEmulator> {
    openapi();
    const emulator = new GitHubEmulator(options);
    emulator.server = createServer((req, res) => {
      emulator.handle(req, res).catch((error) => {
        emulator.violations.push(`emulator error: ${(error as Error).stack}`);
        res.writeHead(500).end();
      });
    });
    await new Promise<void>((resolve) => emulator.server!.listen(0, "127.0.0.1", resolve));
    emulator.url = `http://127.0.0.1:${(emulator.server.address() as AddressInfo).port}`;
    return emulator;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** The login comments written with the emulated token are authored by. */
  get login(): string {
    return this.identity.login ?? "github-actions[bot]";
  }

  /** A comment written by someone else (or by us in an earlier run), as if already on the PR. */
  seedComment(owner: string, repo: string, issue: number, body: string, user: EmulatedUser): StoredComment {
    const now = new Date().toISOString();
    const comment = { id: this.nextId++, owner, repo, issue, body, user, createdAt: now, updatedAt: now };
    this.comments.push(comment);
    return comment;
  }

  commentsOn(owner: string, repo: string, issue: number): StoredComment[] {
    return this.comments.filter((c) => c.owner === owner && c.repo === repo && c.issue === issue);
  }

  /** Requests that wrote something (POST/PATCH/PUT/DELETE) and succeeded. */
  writes(): RecordedRequest[] {
    return this.requests.filter((r) => r.method !== "GET" && r.status < 300);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", this.url);
    const method = req.method ?? "GET";
    const raw = await readBody(req);
    const reply = (status: number, body?: Json, headers: Record<string, string> = {}, op?: Operation) => {
      this.requests.push({ method, path: url.pathname + url.search, status, operation: op?.template });
      const text = body === undefined ? "" : JSON.stringify(body);
      res.writeHead(status, {
        ...(body === undefined ? {} : { "content-type": "application/json; charset=utf-8" }),
        "x-github-media-type": "github.v3; format=json",
        ...headers,
      });
      res.end(text);
    };
    const reject = (message: string) => {
      this.violations.push(`${method} ${url.pathname}${url.search}: ${message}`);
      reply(400, { message: `emulator: ${message}`, documentation_url: "https://docs.github.com/rest" });
    };

    const { spec, operations } = openapi();
    let params: Record<string, string> = {};
    const op = operations.find((o) => {
      if (o.method !== method) return false;
      const m = o.regex.exec(url.pathname);
      if (!m) return false;
      params = Object.fromEntries(o.paramNames.map((n, i) => [n, decodeURIComponent(m[i + 1]!)]));
      return true;
    });
    if (!op) return reject("no such operation in the OpenAPI description");
    if (!/^(token|bearer) \S+$/i.test(req.headers.authorization ?? "")) {
      return reply(
        401,
        { message: "Requires authentication", documentation_url: "https://docs.github.com/rest" },
        {},
        op,
      );
    }

    // Parameters: path and query, each against its schema; unknown query parameters are mistakes.
    const declared = (op.operation.parameters ?? []).map((p: Json) => resolveRef(spec, p));
    for (const p of declared) {
      const value =
        p.in === "path" ? params[p.name] : p.in === "query" ? url.searchParams.get(p.name) : undefined;
      if (value === undefined || value === null) {
        if (p.required && (p.in === "path" || p.in === "query"))
          return reject(`missing ${p.in} parameter ${p.name}`);
        continue;
      }
      const typed = p.schema?.type === "integer" && /^-?\d+$/.test(value) ? Number(value) : value;
      const check = openapi().ajv.compile(p.schema ?? {});
      if (!check(typed)) return reject(`${p.in} parameter ${p.name}=${value}: ${errorsText(check)}`);
    }
    for (const name of url.searchParams.keys()) {
      if (!declared.some((p: Json) => p.in === "query" && p.name === name))
        return reject(`unknown query parameter ${name}`);
    }
    // Body: JSON, against the request body schema.
    const requestBody = resolveRef(spec, op.operation.requestBody);
    let body: Json;
    if (raw.length > 0) {
      if (!requestBody) return reject("a body was sent to an operation that takes none");
      try {
        body = JSON.parse(raw);
      } catch {
        return reject("the body is not JSON");
      }
      const base = op.operation.requestBody.$ref
        ? String(op.operation.requestBody.$ref).replace(/^#/, "")
        : `${op.pointer}/requestBody`;
      const schemaPointer = refPointer(spec, `${base}/content/application~1json/schema`);
      const check = validator(schemaPointer);
      if (!check(body)) return reject(`request body: ${errorsText(check)}`);
    } else if (requestBody?.required) {
      return reject("the request body is required");
    }

    const answer = this.route(op, method, params, url, body);
    const [status, responseBody, headers] = answer;
    const hold = this.slow.get(`${method} ${op.template}`);
    if (hold) await new Promise((resolve) => setTimeout(resolve, hold));
    // Check the response against the description before sending it.
    const responses = op.operation.responses ?? {};
    const listed = responses[String(status)];
    let schemaPointer: string | undefined;
    if (listed) {
      const response = resolveRef(spec, listed);
      if (response.content?.["application/json"]?.schema) {
        const base = listed.$ref
          ? String(listed.$ref).replace(/^#/, "")
          : `${op.pointer}/responses/${status}`;
        schemaPointer = refPointer(spec, `${base}/content/application~1json/schema`);
      }
    } else {
      this.undocumented.push(`${method} ${op.template} ${status}`);
      if (status >= 400) schemaPointer = "/components/schemas/basic-error";
      else {
        this.violations.push(`${method} ${url.pathname}: response status ${status} is not described`);
        return reply(500, { message: "emulator: undescribed response status" }, {}, op);
      }
    }
    if (schemaPointer && responseBody !== undefined) {
      const check = validator(schemaPointer);
      if (!check(responseBody)) {
        this.violations.push(
          `${method} ${url.pathname}: response ${status} does not match: ${errorsText(check)}`,
        );
        return reply(500, { message: "emulator: invalid response" }, {}, op);
      }
    }
    reply(status, responseBody, headers, op);
  }

  private route(
    op: Operation,
    method: string,
    params: Record<string, string>,
    url: URL,
    body: Json,
  ): [number, Json, Record<string, string>?] {
    const key = `${method} ${op.template}`;
    const forbidden: [number, Json] = [
      403,
      {
        message: "Resource not accessible by integration",
        documentation_url: "https://docs.github.com/rest",
        status: "403",
      },
    ];
    if (method !== "GET" && this.readOnly) return forbidden;
    const { owner = "", repo = "" } = params;
    const invalid = (resource: string, field: string, code: string, message: string): [number, Json] => {
      this.rejections.push(`${method} ${url.pathname}: ${message}`);
      return [
        422,
        {
          message: "Validation Failed",
          errors: [{ resource, code, field, message }],
          documentation_url: "https://docs.github.com/rest",
          status: "422",
        },
      ];
    };
    if (key.endsWith("/comments") || key.endsWith("/comments/{comment_id}")) {
      if (method !== "GET" && codePoints(String(body?.body ?? "")) > GITHUB.commentCharacters)
        return invalid(
          "IssueComment",
          "data",
          "unprocessable",
          "Body is too long (maximum is 65536 characters)",
        );
    }
    switch (key) {
      case "GET /user":
        if (this.identity.kind === "installation") return forbidden;
        return [200, this.privateUser()];
      case "GET /repos/{owner}/{repo}/issues/{issue_number}/comments": {
        const all = this.commentsOn(owner, repo, Number(params.issue_number));
        const perPage = Number(url.searchParams.get("per_page") ?? 30);
        const page = Number(url.searchParams.get("page") ?? 1);
        const items = all.slice((page - 1) * perPage, page * perPage).map((c) => this.commentJson(c));
        return [200, items, linkHeader(url, page, Math.max(1, Math.ceil(all.length / perPage)))];
      }
      case "POST /repos/{owner}/{repo}/issues/{issue_number}/comments": {
        const comment = this.seedComment(owner, repo, Number(params.issue_number), body.body, {
          login: this.login,
          type: this.identity.kind === "installation" ? "Bot" : "User",
        });
        return [201, this.commentJson(comment), { location: this.commentApiUrl(comment) }];
      }
      case "GET /repos/{owner}/{repo}/issues/comments/{comment_id}":
      case "PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}": {
        const comment = this.comments.find(
          (c) => c.owner === owner && c.repo === repo && c.id === Number(params.comment_id),
        );
        if (!comment)
          return [404, { message: "Not Found", documentation_url: "https://docs.github.com/rest" }];
        if (method === "PATCH") {
          if (comment.user.login !== this.login) return forbidden;
          comment.body = body.body;
          comment.updatedAt = new Date().toISOString();
        }
        return [200, this.commentJson(comment)];
      }
      case "GET /repos/{owner}/{repo}/pulls": {
        const head = url.searchParams.get("head");
        const state = url.searchParams.get("state") ?? "open";
        const items = this.pulls
          .filter((p) => p.owner === owner && p.repo === repo)
          .filter((p) => state === "all" || p.state === state)
          .filter((p) => !head || `${p.head.owner}:${p.head.ref}` === head)
          .map((p) => this.pullJson(p));
        return [200, items];
      }
      case "POST /repos/{owner}/{repo}/statuses/{sha}": {
        if (codePoints(String(body.description ?? "")) > GITHUB.statusDescriptionCharacters)
          return invalid(
            "Status",
            "description",
            "custom",
            "description is too long (maximum is 140 characters)",
          );
        if (codePoints(String(body.context ?? "")) > GITHUB.statusContextCharacters)
          return invalid("Status", "context", "custom", "context is too long (maximum is 255 characters)");
        const status: StoredStatus = {
          id: this.nextId++,
          owner,
          repo,
          sha: params.sha!,
          state: body.state,
          description: body.description ?? null,
          context: body.context ?? "default",
          targetUrl: body.target_url ?? null,
        };
        this.statuses.push(status);
        return [201, this.statusJson(status)];
      }
      default:
        this.violations.push(`${key}: described by GitHub but not emulated`);
        return [404, { message: "Not Found", documentation_url: "https://docs.github.com/rest" }];
    }
  }

  private userJson(user: EmulatedUser): Json {
    const base = `${this.url}/users/${encodeURIComponent(user.login)}`;
    return {
      login: user.login,
      id: user.type === "Bot" ? 41898282 : 583231,
      node_id: user.type === "Bot" ? "MDM6Qm90NDE4OTgyODI=" : "MDQ6VXNlcjU4MzIzMQ==",
      avatar_url: "https://avatars.githubusercontent.com/u/41898282?v=4",
      gravatar_id: "",
      url: base,
      // GitHub links a bot to its App's page: github-actions[bot] → /apps/github-actions.
      html_url:
        user.type === "Bot"
          ? `https://github.com/apps/${user.login.replace(/\[bot\]$/, "")}`
          : `https://github.com/${user.login}`,
      followers_url: `${base}/followers`,
      following_url: `${base}/following{/other_user}`,
      gists_url: `${base}/gists{/gist_id}`,
      starred_url: `${base}/starred{/owner}{/repo}`,
      subscriptions_url: `${base}/subscriptions`,
      organizations_url: `${base}/orgs`,
      repos_url: `${base}/repos`,
      events_url: `${base}/events{/privacy}`,
      received_events_url: `${base}/received_events`,
      type: user.type,
      site_admin: false,
    };
  }

  private privateUser(): Json {
    const now = new Date().toISOString();
    return {
      ...this.userJson({ login: this.login, type: "User" }),
      name: null,
      company: null,
      blog: "",
      location: null,
      email: null,
      hireable: null,
      bio: null,
      public_repos: 1,
      public_gists: 0,
      followers: 0,
      following: 0,
      created_at: now,
      updated_at: now,
      private_gists: 0,
      total_private_repos: 0,
      owned_private_repos: 0,
      disk_usage: 0,
      collaborators: 0,
      two_factor_authentication: true,
    };
  }

  /** An open pull request, as GitHub lists it (a fork's head lives in the fork's repository). */
  seedPullRequest(pull: StoredPull): StoredPull {
    this.pulls.push(pull);
    return pull;
  }

  private pullJson(p: StoredPull): Json {
    const examples = require("@octokit/webhooks-examples/api.github.com/index.json") as {
      name: string;
      examples: Payload[];
    }[];
    const template = structuredClone(
      examples.find((e) => e.name === "pull_request")!.examples.find((x: Payload) => x.action === "opened")
        .pull_request,
    ) as Json;
    const api = `${this.url}/repos/${p.owner}/${p.repo}`;
    template.auto_merge = null;
    template.number = p.number;
    template.id = 100_000 + p.number;
    template.state = p.state;
    template.url = `${api}/pulls/${p.number}`;
    template.html_url = `https://github.com/${p.owner}/${p.repo}/pull/${p.number}`;
    template.head = {
      ...template.head,
      label: `${p.head.owner}:${p.head.ref}`,
      ref: p.head.ref,
      sha: p.head.sha,
      user: this.userJson({ login: p.head.owner, type: "User" }),
      repo: {
        ...template.head.repo,
        full_name: `${p.head.owner}/${p.head.repo}`,
        name: p.head.repo,
        fork: p.head.owner !== p.owner,
      },
    };
    // The webhook shape carries fields the REST list does not describe; keep the described ones.
    for (const field of [
      "additions",
      "deletions",
      "changed_files",
      "commits",
      "comments",
      "review_comments",
      "maintainer_can_modify",
      "mergeable",
      "mergeable_state",
      "merged",
      "merged_by",
      "rebaseable",
    ])
      delete template[field];
    return template;
  }

  private commentApiUrl(c: StoredComment): string {
    return `${this.url}/repos/${c.owner}/${c.repo}/issues/comments/${c.id}`;
  }

  private commentJson(c: StoredComment): Json {
    return {
      id: c.id,
      node_id: `IC_${c.id}`,
      url: this.commentApiUrl(c),
      html_url: `https://github.com/${c.owner}/${c.repo}/pull/${c.issue}#issuecomment-${c.id}`,
      body: c.body,
      user: this.userJson(c.user),
      created_at: c.createdAt,
      updated_at: c.updatedAt,
      issue_url: `${this.url}/repos/${c.owner}/${c.repo}/issues/${c.issue}`,
      author_association: c.user.type === "Bot" ? "NONE" : "CONTRIBUTOR",
    };
  }

  private statusJson(s: StoredStatus): Json {
    const now = new Date().toISOString();
    return {
      url: `${this.url}/repos/${s.owner}/${s.repo}/statuses/${s.sha}`,
      avatar_url: null,
      id: s.id,
      node_id: `SC_${s.id}`,
      state: s.state,
      description: s.description,
      target_url: s.targetUrl,
      context: s.context,
      created_at: now,
      updated_at: now,
      creator: this.userJson({
        login: this.login,
        type: this.identity.kind === "installation" ? "Bot" : "User",
      }),
    };
  }
}

function linkHeader(url: URL, page: number, last: number): Record<string, string> {
  const at = (p: number) => {
    const u = new URL(url);
    u.searchParams.set("page", String(p));
    return u.toString();
  };
  const links: string[] = [];
  if (page > 1) links.push(`<${at(page - 1)}>; rel="prev"`, `<${at(1)}>; rel="first"`);
  if (page < last) links.push(`<${at(page + 1)}>; rel="next"`, `<${at(last)}>; rel="last"`);
  return links.length ? { link: links.join(", ") } : {};
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      data += chunk;
    });
    req.on("end", () => resolve(data));
    req.on("error", reject);
  });
}

// biome-ignore lint/suspicious/noExplicitAny: webhook payloads are plain JSON
type Payload = any;

export interface GitHubEvent {
  name: "pull_request" | "push" | "workflow_dispatch" | "workflow_run";
  /** Path of the payload file (GITHUB_EVENT_PATH). */
  path: string;
  payload: Payload;
  owner: string;
  repo: string;
  /** GITHUB_SHA as the runner sets it (the merge commit on pull_request). */
  sha: string;
  /** The pull request number and head commit, for pull_request events. */
  pullRequest?: { number: number; headSha: string };
}

/**
 * A real webhook payload from @octokit/webhooks-examples, written to a file for GITHUB_EVENT_PATH.
 * `fork: true` makes the pull request's head repository a fork, as on a fork PR. `workflow_run`
 * is the completed run of a `pull_request` workflow for PR #2 of Codertocat/Hello-World (for a
 * fork, `workflow_run.pull_requests` is empty, as GitHub sends it).
 */
export async function eventPayload(
  name: GitHubEvent["name"],
  options: { fork?: boolean } = {},
): Promise<GitHubEvent> {
  const examples = require("@octokit/webhooks-examples/api.github.com/index.json") as {
    name: string;
    examples: Payload[];
  }[];
  if (name === "workflow_run") return workflowRunEvent(examples, options);
  const list = examples.find((e) => e.name === name)?.examples ?? [];
  const payload = structuredClone(
    name === "pull_request" ? list.find((p) => p.action === "opened") : list[0],
  ) as Payload;
  if (!payload) throw new Error(`no ${name} example in @octokit/webhooks-examples`);
  if (options.fork && payload.pull_request) {
    payload.pull_request.head.repo = {
      ...payload.pull_request.head.repo,
      full_name: `forker/${payload.repository.name}`,
      fork: true,
    };
  }
  const [owner, repo] = String(payload.repository.full_name).split("/") as [string, string];
  const dir = await mkdtemp(join(tmpdir(), "gh-event-"));
  const path = join(dir, "event.json");
  await writeFile(path, JSON.stringify(payload));
  const pr = payload.pull_request;
  return {
    name,
    path,
    payload,
    owner,
    repo,
    // A pull_request run checks out refs/pull/N/merge: GITHUB_SHA is that merge commit.
    sha: pr
      ? "0123456789abcdef0123456789abcdef01234567"
      : (payload.after ?? payload.head_commit?.id ?? "f".repeat(40)),
    pullRequest: pr ? { number: pr.number, headSha: pr.head.sha } : undefined,
  };
}

async function workflowRunEvent(
  examples: { name: string; examples: Payload[] }[],
  options: { fork?: boolean },
): Promise<GitHubEvent> {
  const pr = structuredClone(
    examples.find((e) => e.name === "pull_request")!.examples.find((p: Payload) => p.action === "opened"),
  ) as Payload;
  const payload = structuredClone(
    examples.find((e) => e.name === "workflow_run")!.examples.find((p: Payload) => p.action === "completed"),
  ) as Payload;
  const repository = pr.repository;
  const headOwner = options.fork ? "forker" : repository.owner.login;
  payload.repository = repository;
  payload.workflow_run = {
    ...payload.workflow_run,
    event: "pull_request",
    conclusion: "success",
    head_sha: pr.pull_request.head.sha,
    head_branch: pr.pull_request.head.ref,
    html_url: `https://github.com/${repository.full_name}/actions/runs/777`,
    repository,
    head_repository: {
      ...repository,
      full_name: `${headOwner}/${repository.name}`,
      owner: { ...repository.owner, login: headOwner },
      fork: !!options.fork,
    },
    pull_requests: options.fork
      ? []
      : [
          {
            id: pr.pull_request.id,
            number: pr.number,
            url: pr.pull_request.url,
            head: {
              ref: pr.pull_request.head.ref,
              sha: pr.pull_request.head.sha,
              repo: { id: repository.id, url: repository.url, name: repository.name },
            },
            base: {
              ref: pr.pull_request.base.ref,
              sha: pr.pull_request.base.sha,
              repo: { id: repository.id, url: repository.url, name: repository.name },
            },
          },
        ],
  };
  const dir = await mkdtemp(join(tmpdir(), "gh-event-"));
  const path = join(dir, "event.json");
  await writeFile(path, JSON.stringify(payload));
  const [owner, repo] = String(repository.full_name).split("/") as [string, string];
  return {
    name: "workflow_run",
    path,
    payload,
    owner,
    repo,
    // A workflow_run job runs on the default branch.
    sha: "f".repeat(40),
    pullRequest: { number: pr.number, headSha: pr.pull_request.head.sha },
  };
}

/** The GITHUB_* environment the runner sets for this event, pointed at the emulator. */
export function githubEnv(emulator: GitHubEmulator, event: GitHubEvent): Record<string, string> {
  return {
    GITHUB_API_URL: emulator.url,
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_EVENT_NAME: event.name,
    GITHUB_EVENT_PATH: event.path,
    GITHUB_REPOSITORY: `${event.owner}/${event.repo}`,
    GITHUB_REPOSITORY_OWNER: event.owner,
    GITHUB_SHA: event.sha,
    GITHUB_REF:
      event.name === "pull_request" && event.pullRequest
        ? `refs/pull/${event.pullRequest.number}/merge`
        : (event.payload.ref ?? "refs/heads/main"),
    GITHUB_RUN_ID: "4242",
    GITHUB_RUN_ATTEMPT: "1",
    GITHUB_JOB: "deploy",
    GITHUB_ACTOR: "Codertocat",
  };
}
