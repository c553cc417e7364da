/**
 * Where an unclosed quote or flow collection opened. js-yaml reports such a mistake where it
 * noticed it — the next line that is less indented, or the end of the text — so an unclosed quote
 * on line 4 reads as "deficient indentation" at line 5. Hand-written (no YAML library reports the
 * opening): a scan of the text before the error that follows quotes, flow brackets, comments and
 * block scalars, which is all the syntax that decides whether a quote is open.
 */
export interface Unclosed {
  what: "double-quoted string" | "single-quoted string" | "flow sequence ([)" | "flow mapping ({)";
  /** Offset of the opening character in the text. */
  position: number;
}

export function unclosedBefore(text: string, end: number): Unclosed | undefined {
  let quote: { char: string; position: number } | undefined;
  const flows: { char: string; position: number }[] = [];
  let blockIndent: number | undefined; // inside a block scalar: lines indented more than this
  let lineStart = 0;
  for (let i = 0; i < end && i < text.length; i++) {
    const c = text[i]!;
    if (i === lineStart && quote === undefined && flows.length === 0) {
      const indent = /^[ ]*/.exec(text.slice(i, i + 200))![0].length;
      const blank = /^[ \t]*(\r?\n|$)/.test(text.slice(i, i + 200));
      if (blockIndent !== undefined && (blank || indent > blockIndent)) {
        const next = text.indexOf("\n", i);
        if (next < 0) return undefined;
        i = next;
        lineStart = next + 1;
        continue;
      }
      blockIndent = undefined;
    }
    if (c === "\n") {
      if (quote === undefined && flows.length === 0) {
        // A line ending with a block scalar indicator (`key: |`, `- >-`): its content follows.
        const line = text.slice(lineStart, i);
        if (/(^|[:-]\s+|^\s*-\s*)[|>][-+0-9]*\s*(#.*)?$/.test(line.replace(/\r$/, "")))
          blockIndent = /^[ ]*/.exec(line)![0].length;
      }
      lineStart = i + 1;
      continue;
    }
    if (quote) {
      if (quote.char === '"' && c === "\\") i++;
      else if (c === quote.char) {
        if (c === "'" && text[i + 1] === "'")
          i++; // '' is an escaped quote
        else quote = undefined;
      }
      continue;
    }
    const before = i === lineStart ? " " : text[i - 1]!;
    if (c === "#" && /\s/.test(before)) {
      const next = text.indexOf("\n", i);
      if (next < 0 || next >= end) return flows.length ? unclosedFlow(flows) : undefined;
      i = next - 1;
      continue;
    }
    // A quote opens a scalar only where a scalar starts; `it's` is plain text.
    if ((c === '"' || c === "'") && /[\s[{,:\-?]/.test(before)) quote = { char: c, position: i };
    else if ((c === "[" || c === "{") && (flows.length > 0 || /[\s:\-?]/.test(before)))
      flows.push({ char: c, position: i });
    else if ((c === "]" || c === "}") && flows.length > 0) flows.pop();
  }
  if (quote)
    return {
      what: quote.char === '"' ? "double-quoted string" : "single-quoted string",
      position: quote.position,
    };
  return flows.length ? unclosedFlow(flows) : undefined;
}

function unclosedFlow(flows: { char: string; position: number }[]): Unclosed {
  const first = flows[0]!;
  return { what: first.char === "[" ? "flow sequence ([)" : "flow mapping ({)", position: first.position };
}
