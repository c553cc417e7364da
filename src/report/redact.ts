import { existsSync, readFileSync } from "node:fs";
import { homedir } from "node:os";
import { delimiter, join } from "node:path";
import { escapeRegExp, type Logger, parseYaml } from "../model/index.js";

/**
 * The redaction mechanism. Nothing kustomize-sync prints or publishes may hold a secret: the
 * credentials it was given (the GitHub token, the kubeconfig's tokens, passwords and keys) and
 * the values it handles (the data of Secrets it applies, values read from substituteFrom
 * Secrets) — including in messages the API server quotes back (`metadata.labels: Invalid value:
 * "<the value>"`). Values are replaced by `***` where they occur, so the field path stays.
 *
 * Redaction works on data: every string of a report, every log line. It never rewrites
 * serialized text (a short password such as `e` or `ready` would corrupt JSON or Markdown), and
 * it leaves alone the fields that are identifiers or enumerations (names, kinds, reasons,
 * actions), which are never secret and which consumers of the report switch on.
 */

/**
 * A short value that is a plain word (`ready`, `e`) is replaced only where a message quotes it
 * as a value — inside quotes, or after `Value:` as the API server writes it — never where the
 * same letters are words of the text ("is not ready", "e.g."). Other short values (`abc123`,
 * `5432`) are replaced where they stand alone, not inside longer words or numbers. From this
 * length on a value is replaced wherever it occurs.
 */
const SHORT_BELOW = 8;
/** Secret data shorter than this is not treated as secret: `1`, `on`, `443` would erase digits and words everywhere. */
const MIN_DATA_LENGTH = 4;
/** Each line of a multi-line secret (a PEM key) is a secret too, when at least this long. */
const MIN_LINE_LENGTH = 8;
const PLAIN_WORD = /^[A-Za-z]+$/;
/** What may stand right before a quoted short word: a quote, or Go's `Value:`. */
const QUOTED_BEFORE = "(?<=[\"'\\x60]|[Vv]alue: ?)";
/** What may stand right after it: a closing quote or bracket, a separator, the end. */
const QUOTED_AFTER = "(?=[\"'\\x60}\\]),;]|\\s|$)";

function patternFor(value: string): string {
  const literal = escapeRegExp(value);
  if (value.length >= SHORT_BELOW) return literal;
  if (PLAIN_WORD.test(value)) return `${QUOTED_BEFORE}${literal}${QUOTED_AFTER}`;
  return `(?<![A-Za-z0-9])${literal}(?![A-Za-z0-9])`;
}

const matchers = new WeakMap<readonly string[], RegExp | null>();

/** One pattern for all values, longest first (a secret containing another is replaced whole). */
function matcher(secrets: readonly string[]): RegExp | null {
  const cached = matchers.get(secrets);
  if (cached !== undefined) return cached;
  const values = [...new Set(secrets)].filter((s) => s.length > 0).sort((a, b) => b.length - a.length);
  const pattern = values.length === 0 ? null : new RegExp(values.map(patternFor).join("|"), "g");
  matchers.set(secrets, pattern);
  return pattern;
}

/** Replaces every occurrence of the given secret values in one message with `***`. */
export function redact(text: string, secrets: readonly string[]): string {
  const pattern = matcher(secrets);
  return pattern ? text.replace(pattern, "***") : text;
}

/**
 * Fields of a report that identify or classify (an object's kind and name, a reason, an
 * action, a verdict): never secret, and rewriting them would break the report's shape.
 */
const VERBATIM_KEYS = new Set([
  "action",
  "apiVersion",
  "file",
  "id",
  "kind",
  "mode",
  "name",
  "namespace",
  "object",
  "ready",
  "reason",
  "ref",
  "revision",
  "startedAt",
  "status",
]);

/**
 * `redact` over every string of a JSON-shaped value (a RunReport, a result), except keys and
 * the identifying fields above. Returns a copy; the value given is not changed.
 */
export function redactDeep<T>(value: T, secrets: readonly string[]): T {
  const pattern = matcher(secrets);
  if (!pattern) return value;
  const walk = (v: unknown, key?: string): unknown => {
    if (typeof v === "string")
      return key !== undefined && VERBATIM_KEYS.has(key) ? v : v.replace(pattern, "***");
    if (Array.isArray(v)) return v.map((item) => walk(item, key));
    if (v && typeof v === "object")
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, walk(x, k)]),
      );
    return v;
  };
  return walk(value) as T;
}

/** A logger that redacts every message with the secrets known at the time it is written. */
export function redactingLogger(log: Logger, secrets: readonly string[]): Logger {
  return {
    info: (m) => log.info(redact(m, secrets)),
    warn: (m) => log.warn(redact(m, secrets)),
    error: (m) => log.error(redact(m, secrets)),
    debug: (m) => log.debug(redact(m, secrets)),
    progress: (m) => log.progress(redact(m, secrets)),
    // What a group returns (a Kustomization's result) is redacted too: a cancelled action reports
    // the results its logger saw before the run's own report was redacted.
    group: (title, fn) => log.group(redact(title, secrets), async () => redactDeep(await fn(), secrets)),
  };
}

/**
 * The secrets of a run, collected as they become known. `values` is one array that only grows,
 * so a logger or a report redacted with it later sees everything found until then.
 */
export class SecretValues {
  readonly values: string[] = [];
  private readonly known = new Set<string>();

  constructor(credentials: Iterable<string> = []) {
    for (const credential of credentials) this.addCredential(credential);
  }

  /** A credential: secret whatever its length. */
  addCredential(value: string): void {
    this.push(value.trim(), 1);
  }

  /**
   * A value of a Secret (`data` decoded, `stringData`, a substituteFrom Secret's value). Also
   * its base64 form for `data`, the forms an API message quotes (JSON-escaped), and each line
   * of a multi-line value.
   */
  addSecretData(value: unknown, options: { base64?: boolean } = {}): void {
    if (typeof value !== "string" && typeof value !== "number") {
      if (value && typeof value === "object")
        for (const item of Object.values(value)) this.addSecretData(item, options);
      return;
    }
    const text = String(value);
    if (options.base64) {
      this.push(text, MIN_DATA_LENGTH);
      this.addSecretData(Buffer.from(text, "base64").toString("utf8"));
      return;
    }
    this.push(text, MIN_DATA_LENGTH);
    this.push(text.trim(), MIN_DATA_LENGTH);
    this.push(JSON.stringify(text).slice(1, -1), MIN_DATA_LENGTH);
    if (text.includes("\n")) for (const line of text.split(/\r?\n/)) this.push(line.trim(), MIN_LINE_LENGTH);
  }

  private push(value: string, minLength: number): void {
    if (value.length < minLength || this.known.has(value)) return;
    this.known.add(value);
    this.values.push(value);
    // `matcher` caches per array: a grown list needs a new pattern.
    matchers.delete(this.values);
  }
}

/**
 * The run's secrets, starting with the credentials of the kubeconfig it connects with (the
 * option, else $KUBECONFIG's files, else ~/.kube/config); the build adds Secret values.
 */
export function runSecrets(options: { kubeconfig?: string }): SecretValues {
  const sources = options.kubeconfig
    ? [options.kubeconfig]
    : process.env.KUBECONFIG
      ? process.env.KUBECONFIG.split(delimiter).filter(Boolean)
      : [join(homedir(), ".kube", "config")];
  return new SecretValues(sources.flatMap((source) => kubeconfigSecrets(source)));
}

/** Kubeconfig fields that hold credentials (users[].user and auth-provider config). */
const SECRET_FIELD =
  /^(token|password|client-key-data|client-certificate-data|id-token|refresh-token|access-token|client-secret|secret)$/i;
const SECRET_ENV = /token|secret|password|key|credential/i;

/**
 * Every credential in a kubeconfig (given as content or as a path to a file): tokens, passwords,
 * client keys and certificates, auth-provider tokens, exec plugin env values that look secret.
 * `client-key-data` is masked both encoded and decoded (each line of the PEM), since an error
 * message could quote either. Any length counts: a short password is still a password.
 */
export function kubeconfigSecrets(kubeconfig: string): string[] {
  if (!kubeconfig.trim()) return [];
  let text = kubeconfig;
  if (!kubeconfig.includes("\n") && existsSync(kubeconfig)) {
    try {
      text = readFileSync(kubeconfig, "utf8");
    } catch {
      return [];
    }
  }
  const found: string[] = [];
  const add = (key: string, value: unknown) => {
    if (typeof value !== "string" && typeof value !== "number") return;
    const v = String(value).trim();
    if (!v) return;
    found.push(v);
    // The private key may be quoted decoded (PEM lines); a certificate's PEM is public.
    if (key === "client-key-data") {
      const decoded = Buffer.from(v, "base64").toString("utf8");
      for (const line of decoded.split("\n"))
        if (line.trim().length >= 8 && !line.startsWith("-----")) found.push(line.trim());
    }
  };
  let doc: unknown;
  try {
    doc = parseYaml(text);
  } catch {
    doc = undefined;
  }
  if (doc && typeof doc === "object") {
    walkKubeconfig(doc, (key, value) => {
      if (SECRET_FIELD.test(key)) add(key, value);
      // exec: env: [{name: AWS_SECRET_ACCESS_KEY, value: ...}]
      if (key === "env" && Array.isArray(value)) {
        for (const e of value as { name?: string; value?: string }[]) {
          if (e?.name && SECRET_ENV.test(e.name) && e.value) add("value", e.value);
        }
      }
    });
  } else {
    // Not YAML (or broken): fall back to `key: value` lines with a credential-looking key.
    for (const line of text.split("\n")) {
      const m = /^\s*-?\s*"?([\w-]+)"?\s*:\s*"?([^"]*)"?\s*$/.exec(line);
      if (m && SECRET_FIELD.test(m[1]!)) add(m[1]!, m[2]);
    }
  }
  return [...new Set(found)];
}

function walkKubeconfig(node: unknown, visit: (key: string, value: unknown) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) walkKubeconfig(item, visit);
    return;
  }
  if (!node || typeof node !== "object") return;
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    visit(key, value);
    walkKubeconfig(value, visit);
  }
}
