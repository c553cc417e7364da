/**
 * Bash-style `${var}` expansion with the exact grammar of Flux's post-build substitution
 * (fluxcd/pkg/envsubst, a fork of drone/envsubst). Written from its documented grammar and
 * observed behaviour; the quirks that users meet are kept on purpose:
 *
 * - Only the braced form is expanded: `$var` stays literal.
 * - Outside `${...}`, `$$` becomes `$` (so `$${var}` yields the literal `${var}`, and a
 *   password written `pa$$word` becomes `pa$word`, as in Flux).
 * - After the name only `:`, `=`, `,`, `^`, `/`, `#`, `%` start an operator: `${var-default}`
 *   (listed in the fork's README) is rejected by its parser with "missing closing brace".
 * - Every default operator (`-`, `:-`, `=`, `:=`, also `+`, `:+`, `?`, `:?`) means "the value,
 *   or the default when the value is empty"; nothing is ever assigned.
 * - Lengths, offsets and substrings count UTF-8 bytes, as Go does.
 * - Strict mode: a variable that is not set and has no default operator fails with
 *   `variable not set (strict mode): "name"`.
 */

import { shellGlobBody } from "./glob.js";

export class SubstitutionError extends Error {
  override name = "SubstitutionError";
}

/** Returns the value and whether the variable is set. */
export type VariableLookup = (name: string) => string | undefined;

type Node = { type: "text"; value: string } | { type: "func"; param: string; op: string; args: Node[][] };

const ERR_BAD_SUBSTITUTION = "bad substitution";
const ERR_MISSING_BRACE = "missing closing brace";
const ERR_VARIABLE_NAME = "unable to parse variable name";
const ERR_FUNC_PARAM = "unable to parse substitution within function";

const isIdentChar = (c: string): boolean => /^[\p{L}\p{Nd}_]$/u.test(c);

class Parser {
  private pos = 0;
  constructor(private readonly text: string) {}

  parseTemplate(): Node[] {
    const nodes: Node[] = [];
    let buffer = "";
    const t = this.text;
    while (this.pos < t.length) {
      const c = t[this.pos]!;
      if (c === "$" && t[this.pos + 1] === "{") {
        if (buffer) nodes.push({ type: "text", value: buffer });
        buffer = "";
        this.pos += 2;
        nodes.push(this.parseFunc());
        continue;
      }
      if (c === "$" && t[this.pos + 1] === "$") {
        // `$$` is an escaped `$`; the pair is consumed, so `$$${x}` is `$` + `${x}`.
        buffer += "$";
        this.pos += 2;
        continue;
      }
      buffer += c;
      this.pos++;
    }
    if (buffer) nodes.push({ type: "text", value: buffer });
    return nodes;
  }

  private peek(offset = 0): string | undefined {
    return this.text[this.pos + offset];
  }

  private fail(message: string): never {
    throw new SubstitutionError(message);
  }

  private consumeRbrace(message = ERR_BAD_SUBSTITUTION): void {
    if (this.peek() !== "}") this.fail(message);
    this.pos++;
  }

  private readIdent(): string {
    const start = this.pos;
    while (this.pos < this.text.length && isIdentChar(this.peek()!)) this.pos++;
    return this.text.slice(start, this.pos);
  }

  /** After `${`. */
  private parseFunc(): Node {
    if (this.peek() === "#") {
      // ${#var}: length
      this.pos++;
      const param = this.readIdent();
      if (!param) this.fail(ERR_BAD_SUBSTITUTION);
      this.consumeRbrace();
      return { type: "func", param, op: "#", args: [] };
    }
    const param = this.readIdent();
    if (!param) this.fail(ERR_VARIABLE_NAME);
    const c = this.peek();
    switch (c) {
      case ":": {
        const next = this.peek(1);
        if (next === "=" || next === "-" || next === "?" || next === "+") {
          this.pos += 2;
          return this.parseDefault(param, `:${next}`);
        }
        this.pos++;
        return this.parseSubstring(param);
      }
      case "=":
        this.pos++;
        return this.parseDefault(param, "=");
      case ",":
      case "^": {
        let op = c;
        this.pos++;
        if (this.peek() === c) {
          op += c;
          this.pos++;
        }
        this.consumeRbrace();
        return { type: "func", param, op, args: [] };
      }
      case "/": {
        this.pos++;
        let op = "/";
        const n = this.peek();
        if (n === "/" || n === "#" || n === "%") {
          op += n;
          this.pos++;
        }
        return this.parseReplace(param, op);
      }
      case "#":
      case "%": {
        this.pos++;
        let op = c;
        if (this.peek() === c) {
          op += c;
          this.pos++;
        }
        const arg = this.parseParam((ch) => ch !== "}", false);
        this.consumeRbrace();
        return { type: "func", param, op, args: [arg] };
      }
    }
    this.consumeRbrace(ERR_MISSING_BRACE);
    return { type: "func", param, op: "", args: [] };
  }

  /**
   * One function argument: either a nested `${...}` or a run of accepted characters.
   * `escapes` turns on `\\` / `\/` and `$$` escapes (used by the replace function).
   */
  private parseParam(accept: (c: string) => boolean, escapes: boolean): Node[] {
    if (this.peek() === "$" && this.peek(1) === "{") {
      this.pos += 2;
      return [this.parseFunc()];
    }
    let value = "";
    const start = this.pos;
    while (this.pos < this.text.length) {
      const c = this.peek()!;
      if (c === "$" && this.peek(1) === "{") break;
      if (escapes && c === "$" && this.peek(1) === "$") {
        value += "$";
        this.pos += 2;
        continue;
      }
      if (escapes && c === "\\" && (this.peek(1) === "/" || this.peek(1) === "\\")) {
        value += this.peek(1);
        this.pos += 2;
        continue;
      }
      if (!accept(c)) break;
      value += c;
      this.pos++;
    }
    if (this.pos === start) this.fail(ERR_FUNC_PARAM);
    return [{ type: "text", value }];
  }

  private parseDefault(param: string, op: string): Node {
    const args: Node[][] = [];
    for (;;) {
      if (this.pos >= this.text.length) this.fail(ERR_FUNC_PARAM);
      if (this.peek() === "}") {
        this.pos++;
        return { type: "func", param, op, args };
      }
      args.push(this.parseParam((c) => c !== "}", false));
    }
  }

  private parseSubstring(param: string): Node {
    const args: Node[][] = [this.parseParam((c) => c !== ":" && c !== "}", false)];
    if (this.peek() === "}") {
      this.pos++;
      return { type: "func", param, op: ":", args };
    }
    if (this.peek() !== ":") this.fail(ERR_BAD_SUBSTITUTION);
    this.pos++;
    args.push(this.parseParam((c) => c !== "}", false));
    this.consumeRbrace();
    return { type: "func", param, op: ":", args };
  }

  private parseReplace(param: string, op: string): Node {
    const args: Node[][] = [this.parseParam((c) => c !== "/", true)];
    if (this.peek() !== "/") this.fail(ERR_BAD_SUBSTITUTION);
    this.pos++;
    if (this.peek() === "}") {
      this.pos++;
      return { type: "func", param, op, args };
    }
    args.push(this.parseParam((c) => c !== "}", true));
    this.consumeRbrace();
    return { type: "func", param, op, args };
  }
}

const DEFAULT_OPS = new Set(["-", "+", "=", "?", ":-", ":+", ":=", ":?"]);

const utf8 = (s: string) => Buffer.from(s, "utf8");

function substring(value: string, args: string[]): string {
  const bytes = utf8(value);
  let pos = Number.parseInt(args[0] ?? "", 10);
  if (!/^[-+]?\d+$/.test(args[0] ?? "") || Number.isNaN(pos)) return value;
  if (pos < 0) pos = Math.max(0, bytes.length + pos);
  if (args.length < 2) return pos < bytes.length ? bytes.subarray(pos).toString("utf8") : "";
  if (!/^[-+]?\d+$/.test(args[1] ?? "")) return value;
  const length = Number.parseInt(args[1]!, 10);
  if (pos + length >= bytes.length) return pos < bytes.length ? bytes.subarray(pos).toString("utf8") : "";
  return bytes.subarray(pos, pos + length).toString("utf8");
}

/** Shell pattern (`*`, `?`, `[...]`) as an anchored regular expression. */
function globToRegExp(pattern: string): RegExp {
  return new RegExp(`^${shellGlobBody(pattern, "[\\s\\S]")}$`, "u");
}

function trimPrefix(value: string, pattern: string, longest: boolean): string {
  const re = globToRegExp(pattern);
  const chars = [...value];
  if (longest) {
    for (let n = chars.length; n > 0; n--)
      if (re.test(chars.slice(0, n).join(""))) return chars.slice(n).join("");
  } else {
    for (let n = 1; n <= chars.length; n++)
      if (re.test(chars.slice(0, n).join(""))) return chars.slice(n).join("");
  }
  return value;
}

function trimSuffix(value: string, pattern: string, longest: boolean): string {
  const re = globToRegExp(pattern);
  const chars = [...value];
  if (longest) {
    for (let n = 0; n < chars.length; n++)
      if (re.test(chars.slice(n).join(""))) return chars.slice(0, n).join("");
  } else {
    for (let n = chars.length - 1; n >= 0; n--)
      if (re.test(chars.slice(n).join(""))) return chars.slice(0, n).join("");
  }
  return value;
}

function applyOperator(op: string, value: string, args: string[]): string {
  switch (op) {
    case "":
      return value;
    case ",":
      return value ? value[0]!.toLowerCase() + value.slice(1) : value;
    case ",,":
      return value.toLowerCase();
    case "^":
      return value ? value[0]!.toUpperCase() + value.slice(1) : value;
    case "^^":
      return value.toUpperCase();
    case "#":
      return args.length === 0 ? String(utf8(value).length) : trimPrefix(value, args[0]!, false);
    case "##":
      return args.length ? trimPrefix(value, args[0]!, true) : value;
    case "%":
      return args.length ? trimSuffix(value, args[0]!, false) : value;
    case "%%":
      return args.length ? trimSuffix(value, args[0]!, true) : value;
    case ":":
      return substring(value, args);
    case "/":
    case "//": {
      const [pattern = "", replacement = ""] = args;
      if (args.length === 0) return value;
      return op === "/" ? value.replace(pattern, () => replacement) : value.split(pattern).join(replacement);
    }
    case "/#":
      return args.length === 2 && value.startsWith(args[0]!)
        ? args[1]! + value.slice(args[0]!.length)
        : value;
    case "/%":
      return args.length === 2 && value.endsWith(args[0]!)
        ? value.slice(0, value.length - args[0]!.length) + args[1]!
        : value;
    default:
      // every default operator: the value, or the concatenated default when empty
      return value === "" && args.length > 0 ? args.join("") : value;
  }
}

function evaluate(nodes: Node[], lookup: VariableLookup, strict: boolean): string {
  let out = "";
  for (const node of nodes) {
    if (node.type === "text") {
      out += node.value;
      continue;
    }
    const args = node.args.map((arg) => evaluate(arg, lookup, strict));
    const value = lookup(node.param);
    if (value === undefined && strict && !DEFAULT_OPS.has(node.op)) {
      throw new SubstitutionError(`variable not set (strict mode): ${JSON.stringify(node.param)}`);
    }
    out += applyOperator(node.op, value ?? "", args);
  }
  return out;
}

/**
 * Expands `${...}` expressions in `text`. `lookup` returns undefined for unset variables;
 * those expand to "" unless `strict`, which throws instead. Throws SubstitutionError on
 * syntax errors. Error messages hold variable names only, never values.
 */
export function envsubst(text: string, lookup: VariableLookup, options: { strict?: boolean } = {}): string {
  const nodes = new Parser(text).parseTemplate();
  return evaluate(nodes, lookup, options.strict ?? false);
}
