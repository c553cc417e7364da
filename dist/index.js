import { createRequire as __ksCreateRequire } from 'node:module';
const require = __ksCreateRequire(import.meta.url);
import {
  limitHeapGrowth
} from "./chunks/chunk-ADJOR6CP.js";
import {
  COMMENT_MODES,
  Publisher,
  defaultStatusContext,
  publishDiff,
  publishReport,
  readGitHubContext,
  readSavedReport,
  require_tunnel,
  require_undici,
  summaryMarkdown,
  writeStepSummary
} from "./chunks/chunk-ZFZ5RQQT.js";
import {
  destroy,
  sync
} from "./chunks/chunk-DO6HJXFB.js";
import {
  diffAgainstBase
} from "./chunks/chunk-3UA3ONTY.js";
import "./chunks/chunk-KUVKPOB5.js";
import {
  validate
} from "./chunks/chunk-RT4BOVKI.js";
import {
  actionsSink,
  groupedLogger
} from "./chunks/chunk-FIP6W7HO.js";
import "./chunks/chunk-V5EQMGX6.js";
import {
  GITHUB_LIMITS,
  SecretValues,
  UsageError,
  budgetAnnotations,
  countActions,
  diffAnnotations,
  failureSummary,
  kubeconfigSecrets,
  measure,
  parseBoolean,
  parseRunReport,
  planAnnotations,
  planDiff,
  redact,
  redactDeep,
  renderChangeLines,
  renderDiffText,
  renderReleaseLines,
  renderTextTable,
  resolveOptions,
  warningLines
} from "./chunks/chunk-QE7ZJUKM.js";
import "./chunks/chunk-A6SHELBC.js";
import "./chunks/chunk-F5MQMX6L.js";
import "./chunks/chunk-IQ6AWIUX.js";
import "./chunks/chunk-BUIMFUIX.js";
import {
  RUN_MODES,
  kustomizationKey,
  silentLogger
} from "./chunks/chunk-NE6SRN4W.js";
import {
  __toESM
} from "./chunks/chunk-PZILXVI7.js";

// src/action.ts
import { existsSync as existsSync2 } from "node:fs";
import { mkdir as mkdir2, mkdtemp, readFile, rename as rename2, writeFile as writeFile2 } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";

// node_modules/@actions/core/lib/command.js
import * as os from "os";

// node_modules/@actions/core/lib/utils.js
function toCommandValue(input2) {
  if (input2 === null || input2 === void 0) {
    return "";
  } else if (typeof input2 === "string" || input2 instanceof String) {
    return input2;
  }
  return JSON.stringify(input2);
}
function toCommandProperties(annotationProperties) {
  if (!Object.keys(annotationProperties).length) {
    return {};
  }
  return {
    title: annotationProperties.title,
    file: annotationProperties.file,
    line: annotationProperties.startLine,
    endLine: annotationProperties.endLine,
    col: annotationProperties.startColumn,
    endColumn: annotationProperties.endColumn
  };
}

// node_modules/@actions/core/lib/command.js
function issueCommand(command, properties, message) {
  const cmd = new Command(command, properties, message);
  process.stdout.write(cmd.toString() + os.EOL);
}
var CMD_STRING = "::";
var Command = class {
  constructor(command, properties, message) {
    if (!command) {
      command = "missing.command";
    }
    this.command = command;
    this.properties = properties;
    this.message = message;
  }
  toString() {
    let cmdStr = CMD_STRING + this.command;
    if (this.properties && Object.keys(this.properties).length > 0) {
      cmdStr += " ";
      let first = true;
      for (const key in this.properties) {
        if (this.properties.hasOwnProperty(key)) {
          const val = this.properties[key];
          if (val) {
            if (first) {
              first = false;
            } else {
              cmdStr += ",";
            }
            cmdStr += `${key}=${escapeProperty(val)}`;
          }
        }
      }
    }
    cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
    return cmdStr;
  }
};
function escapeData(s) {
  return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(s) {
  return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/:/g, "%3A").replace(/,/g, "%2C");
}

// node_modules/@actions/core/lib/file-command.js
import * as crypto from "crypto";
import * as fs from "fs";
import * as os2 from "os";
function issueFileCommand(command, message) {
  const filePath = process.env[`GITHUB_${command}`];
  if (!filePath) {
    throw new Error(`Unable to find environment variable for file command ${command}`);
  }
  if (!fs.existsSync(filePath)) {
    throw new Error(`Missing file at path: ${filePath}`);
  }
  fs.appendFileSync(filePath, `${toCommandValue(message)}${os2.EOL}`, {
    encoding: "utf8"
  });
}
function prepareKeyValueMessage(key, value) {
  const delimiter = `ghadelimiter_${crypto.randomUUID()}`;
  const convertedValue = toCommandValue(value);
  if (key.includes(delimiter)) {
    throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
  }
  if (convertedValue.includes(delimiter)) {
    throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
  }
  return `${key}<<${delimiter}${os2.EOL}${convertedValue}${os2.EOL}${delimiter}`;
}

// node_modules/@actions/core/lib/core.js
import * as os4 from "os";

// node_modules/@actions/http-client/lib/index.js
var tunnel = __toESM(require_tunnel(), 1);
var import_undici = __toESM(require_undici(), 1);
var HttpCodes;
(function(HttpCodes2) {
  HttpCodes2[HttpCodes2["OK"] = 200] = "OK";
  HttpCodes2[HttpCodes2["MultipleChoices"] = 300] = "MultipleChoices";
  HttpCodes2[HttpCodes2["MovedPermanently"] = 301] = "MovedPermanently";
  HttpCodes2[HttpCodes2["ResourceMoved"] = 302] = "ResourceMoved";
  HttpCodes2[HttpCodes2["SeeOther"] = 303] = "SeeOther";
  HttpCodes2[HttpCodes2["NotModified"] = 304] = "NotModified";
  HttpCodes2[HttpCodes2["UseProxy"] = 305] = "UseProxy";
  HttpCodes2[HttpCodes2["SwitchProxy"] = 306] = "SwitchProxy";
  HttpCodes2[HttpCodes2["TemporaryRedirect"] = 307] = "TemporaryRedirect";
  HttpCodes2[HttpCodes2["PermanentRedirect"] = 308] = "PermanentRedirect";
  HttpCodes2[HttpCodes2["BadRequest"] = 400] = "BadRequest";
  HttpCodes2[HttpCodes2["Unauthorized"] = 401] = "Unauthorized";
  HttpCodes2[HttpCodes2["PaymentRequired"] = 402] = "PaymentRequired";
  HttpCodes2[HttpCodes2["Forbidden"] = 403] = "Forbidden";
  HttpCodes2[HttpCodes2["NotFound"] = 404] = "NotFound";
  HttpCodes2[HttpCodes2["MethodNotAllowed"] = 405] = "MethodNotAllowed";
  HttpCodes2[HttpCodes2["NotAcceptable"] = 406] = "NotAcceptable";
  HttpCodes2[HttpCodes2["ProxyAuthenticationRequired"] = 407] = "ProxyAuthenticationRequired";
  HttpCodes2[HttpCodes2["RequestTimeout"] = 408] = "RequestTimeout";
  HttpCodes2[HttpCodes2["Conflict"] = 409] = "Conflict";
  HttpCodes2[HttpCodes2["Gone"] = 410] = "Gone";
  HttpCodes2[HttpCodes2["TooManyRequests"] = 429] = "TooManyRequests";
  HttpCodes2[HttpCodes2["InternalServerError"] = 500] = "InternalServerError";
  HttpCodes2[HttpCodes2["NotImplemented"] = 501] = "NotImplemented";
  HttpCodes2[HttpCodes2["BadGateway"] = 502] = "BadGateway";
  HttpCodes2[HttpCodes2["ServiceUnavailable"] = 503] = "ServiceUnavailable";
  HttpCodes2[HttpCodes2["GatewayTimeout"] = 504] = "GatewayTimeout";
})(HttpCodes || (HttpCodes = {}));
var Headers;
(function(Headers2) {
  Headers2["Accept"] = "accept";
  Headers2["ContentType"] = "content-type";
})(Headers || (Headers = {}));
var MediaTypes;
(function(MediaTypes2) {
  MediaTypes2["ApplicationJson"] = "application/json";
})(MediaTypes || (MediaTypes = {}));
var HttpRedirectCodes = [
  HttpCodes.MovedPermanently,
  HttpCodes.ResourceMoved,
  HttpCodes.SeeOther,
  HttpCodes.TemporaryRedirect,
  HttpCodes.PermanentRedirect
];
var HttpResponseRetryCodes = [
  HttpCodes.BadGateway,
  HttpCodes.ServiceUnavailable,
  HttpCodes.GatewayTimeout
];

// node_modules/@actions/core/lib/summary.js
import { EOL as EOL3 } from "os";
import { constants, promises } from "fs";
var __awaiter = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve2) {
      resolve2(value);
    });
  }
  return new (P || (P = Promise))(function(resolve2, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve2(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
var { access, appendFile, writeFile } = promises;
var SUMMARY_ENV_VAR = "GITHUB_STEP_SUMMARY";
var Summary = class {
  constructor() {
    this._buffer = "";
  }
  /**
   * Finds the summary file path from the environment, rejects if env var is not found or file does not exist
   * Also checks r/w permissions.
   *
   * @returns step summary file path
   */
  filePath() {
    return __awaiter(this, void 0, void 0, function* () {
      if (this._filePath) {
        return this._filePath;
      }
      const pathFromEnv = process.env[SUMMARY_ENV_VAR];
      if (!pathFromEnv) {
        throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
      }
      try {
        yield access(pathFromEnv, constants.R_OK | constants.W_OK);
      } catch (_a) {
        throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
      }
      this._filePath = pathFromEnv;
      return this._filePath;
    });
  }
  /**
   * Wraps content in an HTML tag, adding any HTML attributes
   *
   * @param {string} tag HTML tag to wrap
   * @param {string | null} content content within the tag
   * @param {[attribute: string]: string} attrs key-value list of HTML attributes to add
   *
   * @returns {string} content wrapped in HTML element
   */
  wrap(tag, content, attrs = {}) {
    const htmlAttrs = Object.entries(attrs).map(([key, value]) => ` ${key}="${value}"`).join("");
    if (!content) {
      return `<${tag}${htmlAttrs}>`;
    }
    return `<${tag}${htmlAttrs}>${content}</${tag}>`;
  }
  /**
   * Writes text in the buffer to the summary buffer file and empties buffer. Will append by default.
   *
   * @param {SummaryWriteOptions} [options] (optional) options for write operation
   *
   * @returns {Promise<Summary>} summary instance
   */
  write(options) {
    return __awaiter(this, void 0, void 0, function* () {
      const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
      const filePath = yield this.filePath();
      const writeFunc = overwrite ? writeFile : appendFile;
      yield writeFunc(filePath, this._buffer, { encoding: "utf8" });
      return this.emptyBuffer();
    });
  }
  /**
   * Clears the summary buffer and wipes the summary file
   *
   * @returns {Summary} summary instance
   */
  clear() {
    return __awaiter(this, void 0, void 0, function* () {
      return this.emptyBuffer().write({ overwrite: true });
    });
  }
  /**
   * Returns the current summary buffer as a string
   *
   * @returns {string} string of summary buffer
   */
  stringify() {
    return this._buffer;
  }
  /**
   * If the summary buffer is empty
   *
   * @returns {boolen} true if the buffer is empty
   */
  isEmptyBuffer() {
    return this._buffer.length === 0;
  }
  /**
   * Resets the summary buffer without writing to summary file
   *
   * @returns {Summary} summary instance
   */
  emptyBuffer() {
    this._buffer = "";
    return this;
  }
  /**
   * Adds raw text to the summary buffer
   *
   * @param {string} text content to add
   * @param {boolean} [addEOL=false] (optional) append an EOL to the raw text (default: false)
   *
   * @returns {Summary} summary instance
   */
  addRaw(text, addEOL = false) {
    this._buffer += text;
    return addEOL ? this.addEOL() : this;
  }
  /**
   * Adds the operating system-specific end-of-line marker to the buffer
   *
   * @returns {Summary} summary instance
   */
  addEOL() {
    return this.addRaw(EOL3);
  }
  /**
   * Adds an HTML codeblock to the summary buffer
   *
   * @param {string} code content to render within fenced code block
   * @param {string} lang (optional) language to syntax highlight code
   *
   * @returns {Summary} summary instance
   */
  addCodeBlock(code, lang) {
    const attrs = Object.assign({}, lang && { lang });
    const element = this.wrap("pre", this.wrap("code", code), attrs);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML list to the summary buffer
   *
   * @param {string[]} items list of items to render
   * @param {boolean} [ordered=false] (optional) if the rendered list should be ordered or not (default: false)
   *
   * @returns {Summary} summary instance
   */
  addList(items, ordered = false) {
    const tag = ordered ? "ol" : "ul";
    const listItems = items.map((item) => this.wrap("li", item)).join("");
    const element = this.wrap(tag, listItems);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML table to the summary buffer
   *
   * @param {SummaryTableCell[]} rows table rows
   *
   * @returns {Summary} summary instance
   */
  addTable(rows) {
    const tableBody = rows.map((row) => {
      const cells = row.map((cell) => {
        if (typeof cell === "string") {
          return this.wrap("td", cell);
        }
        const { header, data, colspan, rowspan } = cell;
        const tag = header ? "th" : "td";
        const attrs = Object.assign(Object.assign({}, colspan && { colspan }), rowspan && { rowspan });
        return this.wrap(tag, data, attrs);
      }).join("");
      return this.wrap("tr", cells);
    }).join("");
    const element = this.wrap("table", tableBody);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds a collapsable HTML details element to the summary buffer
   *
   * @param {string} label text for the closed state
   * @param {string} content collapsable content
   *
   * @returns {Summary} summary instance
   */
  addDetails(label, content) {
    const element = this.wrap("details", this.wrap("summary", label) + content);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML image tag to the summary buffer
   *
   * @param {string} src path to the image you to embed
   * @param {string} alt text description of the image
   * @param {SummaryImageOptions} options (optional) addition image attributes
   *
   * @returns {Summary} summary instance
   */
  addImage(src, alt, options) {
    const { width, height } = options || {};
    const attrs = Object.assign(Object.assign({}, width && { width }), height && { height });
    const element = this.wrap("img", null, Object.assign({ src, alt }, attrs));
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML section heading element
   *
   * @param {string} text heading text
   * @param {number | string} [level=1] (optional) the heading level, default: 1
   *
   * @returns {Summary} summary instance
   */
  addHeading(text, level) {
    const tag = `h${level}`;
    const allowedTag = ["h1", "h2", "h3", "h4", "h5", "h6"].includes(tag) ? tag : "h1";
    const element = this.wrap(allowedTag, text);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML thematic break (<hr>) to the summary buffer
   *
   * @returns {Summary} summary instance
   */
  addSeparator() {
    const element = this.wrap("hr", null);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML line break (<br>) to the summary buffer
   *
   * @returns {Summary} summary instance
   */
  addBreak() {
    const element = this.wrap("br", null);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML blockquote to the summary buffer
   *
   * @param {string} text quote text
   * @param {string} cite (optional) citation url
   *
   * @returns {Summary} summary instance
   */
  addQuote(text, cite) {
    const attrs = Object.assign({}, cite && { cite });
    const element = this.wrap("blockquote", text, attrs);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML anchor tag to the summary buffer
   *
   * @param {string} text link text/content
   * @param {string} href hyperlink
   *
   * @returns {Summary} summary instance
   */
  addLink(text, href) {
    const element = this.wrap("a", text, { href });
    return this.addRaw(element).addEOL();
  }
};
var _summary = new Summary();

// node_modules/@actions/core/lib/platform.js
import os3 from "os";

// node_modules/@actions/io/lib/io-util.js
import * as fs2 from "fs";
var { chmod, copyFile, lstat, mkdir, open, readdir, rename, rm, rmdir, stat, symlink, unlink } = fs2.promises;
var IS_WINDOWS = process.platform === "win32";
var READONLY = fs2.constants.O_RDONLY;

// node_modules/@actions/exec/lib/toolrunner.js
var IS_WINDOWS2 = process.platform === "win32";

// node_modules/@actions/core/lib/platform.js
var platform = os3.platform();
var arch = os3.arch();

// node_modules/@actions/core/lib/core.js
var ExitCode;
(function(ExitCode2) {
  ExitCode2[ExitCode2["Success"] = 0] = "Success";
  ExitCode2[ExitCode2["Failure"] = 1] = "Failure";
})(ExitCode || (ExitCode = {}));
function setSecret(secret) {
  issueCommand("add-mask", {}, secret);
}
function getInput(name, options) {
  const val = process.env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] || "";
  if (options && options.required && !val) {
    throw new Error(`Input required and not supplied: ${name}`);
  }
  if (options && options.trimWhitespace === false) {
    return val;
  }
  return val.trim();
}
function getMultilineInput(name, options) {
  const inputs = getInput(name, options).split("\n").filter((x) => x !== "");
  if (options && options.trimWhitespace === false) {
    return inputs;
  }
  return inputs.map((input2) => input2.trim());
}
function setOutput(name, value) {
  const filePath = process.env["GITHUB_OUTPUT"] || "";
  if (filePath) {
    return issueFileCommand("OUTPUT", prepareKeyValueMessage(name, value));
  }
  process.stdout.write(os4.EOL);
  issueCommand("set-output", { name }, toCommandValue(value));
}
function setFailed(message) {
  process.exitCode = ExitCode.Failure;
  error(message);
}
function isDebug() {
  return process.env["RUNNER_DEBUG"] === "1";
}
function error(message, properties = {}) {
  issueCommand("error", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function warning(message, properties = {}) {
  issueCommand("warning", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function notice(message, properties = {}) {
  issueCommand("notice", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function info(message) {
  process.stdout.write(message + os4.EOL);
}

// src/inputs.ts
function readSettings() {
  const settings = partialSettings();
  const comment = (input("comment") || "always").trim();
  if (!COMMENT_MODES.includes(comment)) {
    throw new UsageError(
      `comment: unsupported value ${JSON.stringify(input("comment"))}: supported values: ${COMMENT_MODES.join(", ")}`
    );
  }
  const limit = GITHUB_LIMITS.statusContextCharacters;
  if (measure(settings.statusContext, "characters") > limit) {
    const from = input("status-context").trim() ? "status-context" : "comment-header (the default status-context)";
    throw new UsageError(`${from}: a commit status context has at most ${limit} characters (GitHub's limit)`);
  }
  const report = input("report").trim();
  if (settings.mode === "publish" && !report)
    throw new UsageError("report: mode publish needs the path of a saved JSON report (the `result` output)");
  const base = input("base").trim();
  return {
    ...settings,
    comment,
    ...report ? { report } : {},
    ...base ? { base } : {},
    failOnNotReady: parseBoolean("fail-on-not-ready", input("fail-on-not-ready"), true)
  };
}
function partialSettings() {
  const githubToken = input("github-token");
  const secrets = [
    githubToken,
    ...kubeconfigSecrets(input("kubeconfig")),
    ...ageKeyLines(input("sops-age-key"))
  ].filter((s) => s !== "");
  for (const secret of secrets) setSecret(secret);
  const commentHeader = input("comment-header").trim();
  const mode = input("mode").trim() || "sync";
  return {
    mode,
    githubToken,
    comment: "always",
    commentHeader,
    // A diff is not a deployment: without a header its comment and status are apart from sync's.
    statusContext: input("status-context").trim() || defaultStatusContext(commentHeader || (mode === "diff" || mode === "destroy" ? mode : "")),
    failOnNotReady: true,
    secrets
  };
}
function ageKeyLines(text) {
  return text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "" && !line.startsWith("#"));
}
function readOptions(log) {
  const sopsAgeKey = input("sops-age-key");
  if (sopsAgeKey.trim()) process.env.SOPS_AGE_KEY = sopsAgeKey;
  const multiline = (name) => getMultilineInput(name);
  const options = resolveOptions(
    {
      // diff renders both revisions exactly as build does.
      mode: input("mode").trim() === "diff" ? "build" : input("mode") || "sync",
      root: input("root") || process.env.GITHUB_WORKSPACE || process.cwd(),
      path: input("path"),
      namespace: input("namespace"),
      kubeconfig: input("kubeconfig"),
      context: input("context"),
      inventoryNamespace: input("inventory-namespace"),
      timeout: input("timeout"),
      lockTimeout: input("lock-timeout"),
      defaultServiceAccount: input("default-service-account"),
      concurrency: input("concurrency"),
      fieldManager: input("field-manager"),
      prune: input("prune"),
      takeover: input("takeover"),
      images: multiline("images"),
      substitute: multiline("substitute"),
      featureGates: input("feature-gates"),
      sources: multiline("sources"),
      repositorySource: input("repository-source"),
      sourceSecrets: input("source-secrets"),
      // Reads the GitRepositories on the workflow's own host that the workflow can read.
      githubToken: input("github-token"),
      kustomize: input("kustomize"),
      helm: input("helm"),
      kubeVersion: input("kube-version"),
      apiVersions: multiline("api-versions"),
      helmReleases: input("helm-releases"),
      helmReleaser: input("helm-releaser"),
      chartCache: input("chart-cache"),
      renderCache: input("render-cache")
    },
    {
      cwd: process.env.GITHUB_WORKSPACE || process.cwd(),
      log,
      pathMayBeMissing: input("mode").trim() === "diff"
    }
  );
  for (const data of options.sourceSecrets?.values() ?? [])
    for (const value of Object.values(data))
      for (const part of [value, ...value.split("\n")])
        if (part.trim().length >= 4) setSecret(part.trim());
  return options;
}
function input(name) {
  return getInput(name);
}

// src/action.ts
var CANCEL_BUDGET_MS = { SIGINT: 5e3, SIGTERM: 1500 };
async function run() {
  if (process.argv[2] === "finish") return finishStoppedRun();
  const state = {
    files: await stepFiles(),
    log: groupedLogger(actionsSink(), { verbose: isDebug() }),
    startedAt: Date.now()
  };
  const onSignal = (signal) => void cancel(state, signal);
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  try {
    await runSteps(state);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    setFailed(`kustomize-sync failed unexpectedly: ${err.stack ?? message}`);
    await state.publisher?.status("error", `kustomize-sync failed: ${message}`);
  }
  if (state.cancelling) return;
  process.off("SIGINT", onSignal);
  process.off("SIGTERM", onSignal);
  state.log.close();
  await writeFile2(state.files.finished, "");
}
async function runSteps(state) {
  let settings;
  try {
    settings = readSettings();
  } catch (err) {
    if (err instanceof UsageError) return configurationError(state, partialSettings(), err.message);
    throw err;
  }
  state.settings = settings;
  state.github = readGitHubContext();
  state.publisher = state.github && settings.githubToken ? new Publisher(state.github, settings, publishLog()) : void 0;
  if (settings.mode === "publish") return publishSaved(state, settings);
  await state.publisher?.status("pending", `${settings.mode} in progress`);
  let options;
  try {
    options = readOptions(state.log);
    if (settings.mode === "build")
      throw new UsageError(
        "mode: 'build' is for the CLI (kustomize-sync build); use sync, plan, diff, validate, destroy or publish"
      );
  } catch (err) {
    if (err instanceof UsageError) return configurationError(state, settings, err.message);
    throw err;
  }
  state.options = options;
  if (settings.mode === "diff") return diffSteps(state, settings, options);
  let report;
  try {
    report = options.mode === "validate" || options.mode === "graph" ? (await validate(options)).report : options.mode === "destroy" ? await destroy(options) : await sync(options);
  } catch (err) {
    if (err instanceof UsageError) return configurationError(state, settings, err.message);
    throw err;
  }
  if (state.cancelling) return;
  report = redactDeep(report, settings.secrets);
  logReport(report, state.log);
  const root = relative(process.env.GITHUB_WORKSPACE || process.cwd(), options.root);
  const unannotated = annotate(report, root, state.publisher ? 2 : 0);
  await writeResult(state.files, report);
  state.report = report;
  const common = publishing(state, settings);
  state.publishing = publishReport({ report, ...common, ctx: { ...common.ctx, unannotated } });
  const { commentUrl } = await state.publishing;
  if (state.cancelling) return;
  setOutput("comment-url", commentUrl);
  gate(report.ready, () => failureSummary(report), settings, state.log);
}
async function diffSteps(state, settings, options) {
  const base = settings.base ?? state.github?.pullRequest?.baseSha;
  if (!base) {
    return configurationError(
      state,
      settings,
      `base: mode diff needs the git revision to compare with; it defaults to the pull request's base commit, and this ${state.github?.eventName || "run"} event has no pull request`
    );
  }
  const secrets = new SecretValues(settings.secrets);
  let report;
  try {
    const fetch = { log: (message) => state.log.info(message) };
    report = redactDeep(await diffAgainstBase(options, base, secrets, fetch), secrets.values);
  } catch (err) {
    if (err instanceof UsageError) return configurationError(state, settings, err.message);
    throw err;
  }
  if (state.cancelling) return;
  state.log.info(renderDiffText(report, report).trimEnd());
  const root = relative(process.env.GITHUB_WORKSPACE || process.cwd(), options.root);
  emitAnnotations(diffAnnotations(report, root), state.publisher ? 2 : 0);
  const s = report.summary.objects;
  await writeOutputs(state.files, report, {
    changes: s.added + s.changed + s.deleted + s.orphaned,
    hasChanges: report.hasChanges
  });
  const { commentUrl } = await publishDiff({ report, ...publishing(state, settings) });
  setOutput("comment-url", commentUrl);
  gate(
    report.ready,
    () => "a Kustomization does not render at the head (see the annotations)",
    settings,
    state.log
  );
}
async function publishSaved(state, settings) {
  const file = resolve(process.env.GITHUB_WORKSPACE || process.cwd(), settings.report);
  let report;
  try {
    report = await readSavedReport(file, settings.secrets);
  } catch (err) {
    return configurationError(state, settings, `report: ${err.message}`);
  }
  logReport(report, state.log);
  setOutput("ready", String(report.ready));
  setOutput("result", file);
  state.report = report;
  state.publishing = publishReport({ report, ...publishing(state, settings) });
  const { commentUrl } = await state.publishing;
  if (state.cancelling) return;
  setOutput("comment-url", commentUrl);
  gate(report.ready, () => failureSummary(report), settings, state.log);
}
async function configurationError(state, settings, message) {
  const clean = redact(message, settings.secrets);
  setFailed(clean);
  const mode = RUN_MODES.includes(settings.mode) ? settings.mode : "sync";
  const report = {
    ready: false,
    mode,
    kustomizations: [],
    problems: [{ message: `configuration error: ${clean}` }],
    startedAt: new Date(state.startedAt).toISOString(),
    durationMs: Date.now() - state.startedAt
  };
  await writeResult(state.files, report);
  setOutput("comment-url", "");
  await writeStepSummary(summaryMarkdown(report, markdownContext(state)), publishLog());
  const github = state.github ?? readGitHubContext();
  const writable = measure(settings.statusContext, "characters") <= GITHUB_LIMITS.statusContextCharacters;
  const publisher = state.publisher ?? (github && settings.githubToken && writable ? new Publisher(github, settings, publishLog()) : void 0);
  await publisher?.status("error", `configuration error: ${clean}`);
}
function publishing(state, settings) {
  return {
    github: state.github,
    publisher: state.publisher,
    settings,
    ctx: markdownContext(state),
    log: publishLog()
  };
}
function markdownContext(state) {
  return {
    header: state.settings?.commentHeader,
    runUrl: state.github?.runUrl,
    commit: state.github?.sha
  };
}
function gate(ready, reason, settings, log) {
  if (ready) return;
  const why = reason();
  if (settings.failOnNotReady) {
    log.error(`kustomize-sync: ${why}`);
    process.exitCode = 1;
  } else {
    log.info(`kustomize-sync: ${why} (fail-on-not-ready: false, the step succeeds)`);
  }
}
function publishLog() {
  return { info: (m) => info(m), warn: (m) => warning(m) };
}
function logReport(report, log) {
  for (const k of report.kustomizations) {
    for (const change of renderChangeLines(k, report.mode)) log.info(`${k.namespace}/${k.name}: ${change}`);
    for (const release of renderReleaseLines(k)) log.info(`${k.namespace}/${k.name}: ${release}`);
    for (const warning2 of warningLines(report, k)) log.warn(warning2);
  }
  if (report.mode === "plan")
    log.info(renderDiffText(planDiff(report), void 0, { failures: false }).trimEnd());
  log.info(renderTextTable(report));
}
function annotate(report, rootFromWorkspace, reservedWarnings) {
  return emitAnnotations(planAnnotations(report, rootFromWorkspace), reservedWarnings);
}
function emitAnnotations(annotations, reservedWarnings) {
  const { shown, rest } = budgetAnnotations(annotations, { warning: reservedWarnings });
  for (const a of shown) {
    const where = a.file ? { file: a.file, ...a.line ? { startLine: a.line } : {} } : {};
    if (a.level === "error") error(a.message, where);
    else if (a.level === "warning") warning(a.message, where);
    else notice(a.message, where);
  }
  return rest;
}
async function writeResult(files, report) {
  const counts = countActions(report.kustomizations.flatMap((k) => k.changes));
  const changes = counts.created + counts.configured + counts.deleted;
  await writeOutputs(files, report, { changes, hasChanges: changes > 0 });
}
async function writeOutputs(files, report, { changes, hasChanges }) {
  const partial = `${files.result}.partial`;
  await writeFile2(partial, `${JSON.stringify(report, null, 2)}
`);
  await rename2(partial, files.result);
  setOutput("ready", String(report.ready));
  setOutput("result", files.result);
  setOutput("changes", String(changes));
  setOutput("has-changes", String(hasChanges));
}
async function stepFiles() {
  const given = process.env.KUSTOMIZE_SYNC_STEP_DIR;
  const dir = given || await mkdtemp(join(process.env.RUNNER_TEMP || tmpdir(), "kustomize-sync-"));
  await mkdir2(dir, { recursive: true });
  return { dir, result: join(dir, "report.json"), finished: join(dir, "finished") };
}
async function cancel(state, signal) {
  if (state.cancelling) return;
  state.cancelling = true;
  const budget = CANCEL_BUDGET_MS[signal] ?? 1500;
  const deadline = AbortSignal.timeout(budget);
  const kill = setTimeout(() => process.exit(1), budget + 500);
  kill.unref();
  try {
    if (state.report && state.settings) {
      await finishPublishing(state, state.report, state.settings, signal, budget, deadline);
      process.exit(state.report.ready ? 0 : 1);
    }
    info(`kustomize-sync: ${signal} received, the run is cancelled; reporting what it knew.`);
    const running = state.log.running();
    state.log.flushRunning(`cancelled (${signal}) before it finished`);
    const report = redactDeep(
      await cancelledReport(state, signal, running, budget / 4),
      state.settings?.secrets ?? []
    );
    await writeResult(state.files, report);
    setOutput("comment-url", "");
    if (state.settings) {
      await publishReport({
        report,
        ...publishing(state, state.settings),
        noComment: true,
        signal: deadline
      });
    }
    await writeFile2(state.files.finished, "");
  } catch (err) {
    warning(`kustomize-sync could not report the cancelled run: ${err.message}`);
  }
  process.exit(1);
}
async function finishPublishing(state, report, settings, signal, budget, deadline) {
  info(`kustomize-sync: ${signal} received after the run finished; finishing its report.`);
  const timeout = new Promise((r) => setTimeout(() => r(void 0), budget / 2).unref());
  const published = await Promise.race([state.publishing?.catch(() => void 0), timeout]);
  if (!published) {
    await publishReport({ report, ...publishing(state, settings), noComment: true, signal: deadline });
  }
  setOutput("comment-url", published?.commentUrl ?? state.publisher?.commentUrl ?? "");
  state.log.close();
  await writeFile2(state.files.finished, "");
}
async function cancelledReport(state, signal, running, readForMs) {
  const finished = /* @__PURE__ */ new Map();
  for (const [title, value] of state.log.finished()) if (isResult(value)) finished.set(title, value);
  const runningTitles = new Map(running.map((r) => [r.title, r.last]));
  let defined = [];
  if (state.options) {
    const validation = await Promise.race([
      validate({ ...state.options, log: silentLogger }).then((v) => v.report.kustomizations),
      new Promise((r) => setTimeout(() => r(void 0), readForMs).unref())
    ]).catch(() => void 0);
    defined = validation ?? [];
  }
  const cancelled = (k, message) => ({
    name: k.name,
    namespace: k.namespace,
    ready: "Unknown",
    reason: "Cancelled",
    message,
    revision: "",
    changes: [],
    durationMs: 0
  });
  const rows = [];
  const seen = /* @__PURE__ */ new Set();
  const row = (key, k) => {
    seen.add(key);
    const done = finished.get(key);
    if (done) return rows.push(done);
    if (runningTitles.has(key)) {
      const last = runningTitles.get(key);
      return rows.push(
        cancelled(k, `cancelled (${signal}) while reconciling${last ? `; last: ${last}` : ""}`)
      );
    }
    rows.push(cancelled(k, `not started: the run was cancelled (${signal})`));
  };
  for (const k of defined) row(kustomizationKey(k), k);
  for (const key of [...finished.keys(), ...runningTitles.keys()]) {
    if (seen.has(key)) continue;
    const [namespace = "", name = key] = key.replace(/ \(removed\)$/, "").split("/");
    row(key, { namespace, name });
  }
  return {
    ready: false,
    mode: state.options?.mode ?? "sync",
    kustomizations: rows,
    problems: [],
    startedAt: new Date(state.startedAt).toISOString(),
    durationMs: Date.now() - state.startedAt,
    cancelled: { signal, at: (/* @__PURE__ */ new Date()).toISOString() }
  };
}
function isResult(value) {
  const v = value;
  return typeof v?.name === "string" && typeof v.ready === "string" && Array.isArray(v.changes);
}
async function finishStoppedRun() {
  const files = await stepFiles();
  if (existsSync2(files.finished)) return;
  const settings = partialSettings();
  const github = readGitHubContext();
  let report;
  try {
    report = parseRunReport(await readFile(files.result, "utf8"));
  } catch {
    report = void 0;
  }
  const mode = RUN_MODES.includes(settings.mode) ? settings.mode : "sync";
  const stopped = {
    ...report ?? { mode, kustomizations: [] },
    ready: false,
    problems: [
      ...report?.problems ?? [],
      {
        message: "kustomize-sync was stopped before it could report (the job was cancelled or the process was killed); what it applied is not known here"
      }
    ],
    cancelled: report?.cancelled ?? { signal: "SIGKILL", at: (/* @__PURE__ */ new Date()).toISOString() }
  };
  await writeResult(files, stopped);
  const ctx = { header: settings.commentHeader, runUrl: github?.runUrl, commit: github?.sha };
  await writeStepSummary(summaryMarkdown(stopped, ctx), publishLog());
  const publisher = github && settings.githubToken ? new Publisher(github, settings, publishLog()) : void 0;
  await publisher?.status("error", "stopped before it could report (cancelled or killed)");
  await writeFile2(files.finished, "");
  warning("kustomize-sync was stopped before it could report; the commit status is set to error.");
}

// src/index.ts
limitHeapGrowth();
await run();
