import type { PatchTarget } from "./kustomization.js";
import { splitApiVersion } from "./objectRef.js";
import { goRegExp } from "./regexp.js";

// Kubernetes label selectors (apimachinery pkg/labels Parse) and Flux's object selector
// (fluxcd/pkg/ssa jsondiff.Selector), used to pick the objects a `spec.ignore` rule applies to.
// Written by hand: no maintained JavaScript package parses Kubernetes' selector syntax, and the
// grammar is small; this follows apimachinery's lexer and parser token for token.

export class SelectorError extends Error {
  override name = "SelectorError";
}

type Operator = "=" | "==" | "!=" | "in" | "notin" | "exists" | "!" | ">" | "<";

interface Requirement {
  key: string;
  operator: Operator;
  values: string[];
}

/** A parsed label selector: true when a label (or annotation) set satisfies every requirement. */
export type SetSelector = (set: Readonly<Record<string, string>> | undefined) => boolean;

type Token =
  | { kind: "identifier"; text: string }
  | { kind: "symbol"; text: "=" | "==" | "!=" | "!" | "," | "(" | ")" | ">" | "<" }
  | { kind: "in" | "notin"; text: string }
  | { kind: "end"; text: "" };

const SYMBOLS = new Set(["=", "==", "!=", "!", ",", "(", ")", ">", "<"]);
const isSpecial = (ch: string) => "=!(),><".includes(ch);
const isSpace = (ch: string) => ch === " " || ch === "\t" || ch === "\r" || ch === "\n";

function lex(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  for (;;) {
    while (i < text.length && isSpace(text[i]!)) i++;
    if (i >= text.length) break;
    if (isSpecial(text[i]!)) {
      // The longest run of special characters that is a symbol ("!=" before "!").
      let best = "";
      let j = i;
      let run = "";
      while (j < text.length && isSpecial(text[j]!)) {
        run += text[j];
        j++;
        if (SYMBOLS.has(run)) best = run;
        else if (best) break;
      }
      if (!best) throw new SelectorError(`error expected: keyword found '${run}'`);
      tokens.push({ kind: "symbol", text: best as Extract<Token, { kind: "symbol" }>["text"] });
      i += best.length;
      continue;
    }
    let word = "";
    while (i < text.length && !isSpecial(text[i]!) && !isSpace(text[i]!)) word += text[i++];
    tokens.push(
      word === "in" || word === "notin" ? { kind: word, text: word } : { kind: "identifier", text: word },
    );
  }
  tokens.push({ kind: "end", text: "" });
  return tokens;
}

const NAME = /^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$/;
const DNS_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;

/** apimachinery validateLabelKey: `[prefix/]name`, a DNS subdomain prefix and a 63-character name. */
function checkKey(key: string): void {
  const slash = key.indexOf("/");
  const prefix = slash < 0 ? "" : key.slice(0, slash);
  const name = slash < 0 ? key : key.slice(slash + 1);
  const valid =
    name.length > 0 &&
    name.length <= 63 &&
    NAME.test(name) &&
    (slash < 0 || (prefix.length > 0 && prefix.length <= 253 && DNS_SUBDOMAIN.test(prefix)));
  if (!valid) throw new SelectorError(`invalid label key "${key}": must be a qualified name ([prefix/]name)`);
}

/** apimachinery validateLabelValue: empty, or up to 63 characters of `[A-Za-z0-9_.-]` starting and ending alphanumeric. */
function checkValue(key: string, value: string): void {
  if (value === "" || (value.length <= 63 && NAME.test(value))) return;
  throw new SelectorError(`invalid label value "${value}" for key "${key}": must be a valid label value`);
}

class Parser {
  private position = 0;
  constructor(private readonly tokens: Token[]) {}

  /** `in` and `notin` are identifiers where a value is expected (`x in (in)`). */
  private peek(asValue = true): Token {
    const token = this.tokens[this.position]!;
    return asValue && (token.kind === "in" || token.kind === "notin")
      ? { kind: "identifier", text: token.text }
      : token;
  }
  private next(asValue = true): Token {
    const token = this.peek(asValue);
    this.position++;
    return token;
  }

  parse(): Requirement[] {
    const requirements: Requirement[] = [];
    for (;;) {
      const token = this.peek();
      if (token.kind === "end") return requirements;
      if (token.kind !== "identifier" && !(token.kind === "symbol" && token.text === "!"))
        throw new SelectorError(`found '${token.text}', expected: !, identifier, or 'end of string'`);
      requirements.push(this.requirement());
      const after = this.next();
      if (after.kind === "end") return requirements;
      if (!(after.kind === "symbol" && after.text === ","))
        throw new SelectorError(`found '${after.text}', expected: ',' or 'end of string'`);
      const following = this.peek();
      if (following.kind !== "identifier" && !(following.kind === "symbol" && following.text === "!"))
        throw new SelectorError(`found '${following.text}', expected: identifier after ','`);
    }
  }

  private requirement(): Requirement {
    let token = this.next();
    const negated = token.kind === "symbol" && token.text === "!";
    if (negated) token = this.next();
    if (token.kind !== "identifier") throw new SelectorError(`found '${token.text}', expected: identifier`);
    const key = token.text;
    checkKey(key);
    const ahead = this.peek();
    if (ahead.kind === "end" || (ahead.kind === "symbol" && ahead.text === ",")) {
      return { key, operator: negated ? "!" : "exists", values: [] };
    }
    if (negated) throw new SelectorError(`found '${ahead.text}', expected: ',' or 'end of string'`);
    const op = this.next(false);
    let operator: Operator;
    if (op.kind === "in" || op.kind === "notin") operator = op.kind;
    else if (op.kind === "symbol" && ["=", "==", "!=", ">", "<"].includes(op.text))
      operator = op.text as Operator;
    else throw new SelectorError(`found '${op.text}', expected: in, notin, =, ==, !=, gt, lt`);
    const values = operator === "in" || operator === "notin" ? this.valueSet() : [this.exactValue()];
    if ((operator === "in" || operator === "notin") && values.length === 0)
      throw new SelectorError("for 'in', 'notin' operators, values set can't be empty");
    if ((operator === ">" || operator === "<") && !/^[-+]?\d+$/.test(values[0]!))
      throw new SelectorError("for 'Gt', 'Lt' operators, the value must be an integer");
    for (const value of values) checkValue(key, value);
    return { key, operator, values };
  }

  private exactValue(): string {
    const ahead = this.peek();
    if (ahead.kind === "end" || (ahead.kind === "symbol" && ahead.text === ",")) return "";
    const token = this.next();
    if (token.kind !== "identifier") throw new SelectorError(`found '${token.text}', expected: identifier`);
    return token.text;
  }

  /** `(a, b)`; empty members count as the empty value (`(,a)`), `()` is the empty value alone. */
  private valueSet(): string[] {
    const open = this.next();
    if (!(open.kind === "symbol" && open.text === "("))
      throw new SelectorError(`found '${open.text}' expected: '('`);
    const values = new Set<string>();
    const first = this.peek();
    if (first.kind === "symbol" && first.text === ")") {
      this.next();
      return [""];
    }
    if (first.kind !== "identifier" && !(first.kind === "symbol" && first.text === ","))
      throw new SelectorError(`found '${first.text}', expected: ',', ')' or identifier`);
    for (;;) {
      const token = this.next();
      if (token.kind === "identifier") {
        values.add(token.text);
        const ahead = this.peek();
        if (ahead.kind === "symbol" && ahead.text === ",") continue;
        if (ahead.kind === "symbol" && ahead.text === ")") break;
        throw new SelectorError(`found '${ahead.text}', expected: ',' or ')'`);
      }
      if (token.kind === "symbol" && token.text === ",") {
        if (values.size === 0) values.add("");
        const ahead = this.peek();
        if (ahead.kind === "symbol" && ahead.text === ")") {
          values.add("");
          break;
        }
        if (ahead.kind === "symbol" && ahead.text === ",") {
          this.next();
          values.add("");
        }
        continue;
      }
      throw new SelectorError(`found '${token.text}', expected: ',', or identifier`);
    }
    const close = this.next();
    if (!(close.kind === "symbol" && close.text === ")"))
      throw new SelectorError(`found '${close.text}', expected: ')'`);
    return [...values];
  }
}

function matches(r: Requirement, set: Readonly<Record<string, string>>): boolean {
  const has = Object.hasOwn(set, r.key);
  const value = set[r.key];
  switch (r.operator) {
    case "=":
    case "==":
    case "in":
      return has && r.values.includes(value!);
    case "!=":
    case "notin":
      return !has || !r.values.includes(value!);
    case "exists":
      return has;
    case "!":
      return !has;
    case ">":
    case "<": {
      if (!has || !/^[-+]?\d+$/.test(value!)) return false;
      const actual = BigInt(value!);
      const bound = BigInt(r.values[0]!);
      return r.operator === ">" ? actual > bound : actual < bound;
    }
  }
}

/**
 * Parses a Kubernetes label selector (`app=web,tier in (a, b),!canary`), as
 * apimachinery's labels.Parse does; the empty selector matches everything. Throws SelectorError.
 */
export function parseLabelSelector(text: string): SetSelector {
  let requirements: Requirement[];
  try {
    requirements = new Parser(lex(text)).parse();
  } catch (err) {
    throw new SelectorError(`unable to parse requirement: ${(err as Error).message}`);
  }
  return (set) => requirements.every((r) => matches(r, set ?? {}));
}

/** What a target selector reads of an object. */
export interface SelectableObject {
  apiVersion?: string;
  kind?: string;
  metadata?: {
    name?: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
}

/** True when an object is one a target selects. */
export type ObjectMatcher = (object: SelectableObject) => boolean;

/**
 * Compiles a target (`group`, `version`, `kind`, `name`, `namespace` as regular expressions
 * matched whole, `labelSelector`, `annotationSelector`) into a matcher, as Flux's
 * jsondiff.NewSelectorRegex does; an absent target or empty field matches everything.
 * Throws SelectorError naming the field, in Flux's words (`invalid kind regex: …`).
 */
export function compileTarget(target: PatchTarget | undefined): ObjectMatcher {
  if (!target) return () => true;
  const regex = (field: "group" | "version" | "kind" | "name" | "namespace") => {
    const pattern = target[field];
    if (!pattern) return undefined;
    try {
      // Anchored whole, as Flux's anchorRegex does; a leading (?i) stays in front of the anchor.
      const caseless = pattern.startsWith("(?i)");
      return goRegExp(`${caseless ? "(?i)" : ""}^(?:${caseless ? pattern.slice(4) : pattern})$`);
    } catch (err) {
      throw new SelectorError(`invalid ${field} regex: ${(err as Error).message}`);
    }
  };
  const selector = (field: "labelSelector" | "annotationSelector", name: string) => {
    const text = target[field];
    if (!text) return undefined;
    try {
      return parseLabelSelector(text);
    } catch (err) {
      throw new SelectorError(`invalid ${name} selector: ${(err as Error).message}`);
    }
  };
  const group = regex("group");
  const version = regex("version");
  const kind = regex("kind");
  const name = regex("name");
  const namespace = regex("namespace");
  const labels = selector("labelSelector", "label");
  const annotations = selector("annotationSelector", "annotation");
  return (object) => {
    const meta = object.metadata ?? {};
    const gv = splitApiVersion(object.apiVersion ?? "");
    return (
      (!namespace || namespace.test(meta.namespace ?? "")) &&
      (!name || name.test(meta.name ?? "")) &&
      (!group || group.test(gv.group)) &&
      (!version || version.test(gv.version)) &&
      (!kind || kind.test(object.kind ?? "")) &&
      (!labels || labels(meta.labels)) &&
      (!annotations || annotations(meta.annotations))
    );
  };
}
