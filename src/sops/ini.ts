/**
 * sops' INI store (stores/ini): a file read into the tree and written back as sops does it over
 * gopkg.in/ini.v1 v1.67 (LoadOptions{AllowNonUniqueSections: true}, its default pretty format).
 * `sops decrypt` output is ini.v1's writer's, with its quirks (aligned `=`, quoting, comments
 * before the key or section they preceded, the implicit DEFAULT section), and a generated Secret
 * is named by a hash of those bytes. No JavaScript INI library reads or writes as ini.v1 does,
 * so its parser and writer are ported here for the options sops uses.
 */
import { Branch, type Item, type TreeValue } from "./tree.js";

export class IniError extends Error {
  override name = "IniError";
}

const DEFAULT_SECTION = "DEFAULT";
const KEY_VALUE_DELIMITERS = "=:";

interface IniKey {
  name: string;
  value: string;
  comment: string;
}
interface IniSection {
  name: string;
  comment: string;
  keys: IniKey[];
}

const trimLeft = (s: string) => s.replace(/^\s+/u, "");
const indexAny = (s: string, chars: string) => {
  for (let i = 0; i < s.length; i++) if (chars.includes(s[i] as string)) return i;
  return -1;
};

/** ini.v1's parser (parser.go) with sops' options. */
function parseIni(text: string): IniSection[] {
  let body = text.startsWith("\ufeff") ? text.slice(1) : text;
  // bufio's ReadBytes('\n'): each line with its newline; the last one as it ends.
  const lines: string[] = [];
  while (body.length > 0) {
    const end = body.indexOf("\n");
    if (end < 0) {
      lines.push(body);
      break;
    }
    lines.push(body.slice(0, end + 1));
    body = body.slice(end + 1);
  }
  let next = 0;
  const readLine = () => lines[next++];
  const sections: IniSection[] = [{ name: DEFAULT_SECTION, comment: "", keys: [] }];
  let section = sections[0] as IniSection;
  let comment = "";
  let count = 1;

  const readMultilines = (first: string, value: string, quote: string): string => {
    let val = value;
    for (;;) {
      const line = readLine();
      if (line === undefined) throw new IniError(`missing closing key quote from ${JSON.stringify(first)}`);
      const pos = line.lastIndexOf(quote);
      if (pos > -1) {
        const rest = line.slice(pos + quote.length).replace(/[\r\n]+$/, "");
        if (rest.trim().endsWith("\\")) {
          val += line;
          continue;
        }
        val += line.slice(0, pos);
        const at = indexAny(line.slice(pos), "#;");
        if (at >= 0) comment += line.slice(pos + at).trim();
        return val;
      }
      val += line;
      if (next >= lines.length) throw new IniError(`missing closing key quote from ${JSON.stringify(first)}`);
    }
  };

  const readContinuation = (start: string): string => {
    let val = start;
    for (;;) {
      const line = readLine();
      const more = (line ?? "").trim();
      if (more.length === 0) return val;
      val += more;
      if (!val.endsWith("\\")) return val;
      val = val.slice(0, -1);
    }
  };

  const readValue = (input: string): string => {
    let line = trimLeft(input);
    if (line.length === 0) return "";
    let quote = "";
    if (line.length > 3 && line.startsWith('"""')) quote = '"""';
    else if (line[0] === "`") quote = "`";
    if (quote) {
      const pos = line.slice(quote.length).lastIndexOf(quote);
      if (pos === -1) return readMultilines(line, line.slice(quote.length), quote);
      return line.slice(quote.length, pos + quote.length);
    }
    line = line.trim();
    if (line.endsWith("\\")) return readContinuation(line.slice(0, -1));
    const at = indexAny(line, "#;");
    if (at > -1) {
      comment += line.slice(at);
      line = line.slice(0, at).trim();
    }
    if (surrounded(line, "'") || surrounded(line, '"')) line = line.slice(1, -1);
    return line;
  };

  for (let raw = readLine(); raw !== undefined; raw = readLine()) {
    const line = trimLeft(raw);
    if (line.length === 0) continue;
    if (line[0] === "#" || line[0] === ";") {
      comment += line;
      continue;
    }
    if (line[0] === "[") {
      const close = line.lastIndexOf("]");
      if (close === -1) throw new IniError(`unclosed section: ${line.trim()}`);
      const name = line.slice(1, close);
      if (name.length === 0) throw new IniError("empty section name");
      const at = indexAny(line.slice(close + 1), "#;");
      if (at >= 0) comment += line.slice(close + 1 + at);
      section = { name, comment: comment.trim(), keys: [] };
      sections.push(section);
      comment = "";
      count = 1;
      continue;
    }
    let { name, offset } = readKeyName(line);
    if (name === "-") {
      name = `#${count}`;
      count++;
    }
    const value = readValue(line.slice(offset));
    if (name.length === 0) throw new IniError("error creating new key: empty key name");
    let key = section.keys.find((k) => k.name === name);
    if (key) key.value = value;
    else {
      key = { name, value, comment: "" };
      section.keys.push(key);
    }
    key.comment = comment.trim();
    comment = "";
  }
  return sections;
}

function surrounded(text: string, quote: string): boolean {
  return (
    text.length >= 2 &&
    text[0] === quote &&
    text.endsWith(quote) &&
    text.indexOf(quote, 1) === text.length - 1
  );
}

function readKeyName(line: string): { name: string; offset: number } {
  let quote = "";
  if (line[0] === '"') quote = line.length > 6 && line.startsWith('"""') ? '"""' : '"';
  else if (line[0] === "`") quote = "`";
  if (quote) {
    const start = quote.length;
    let pos = line.slice(start).indexOf(quote);
    if (pos === -1) throw new IniError(`missing closing key quote: ${line.trim()}`);
    pos += start;
    const i = indexAny(line.slice(pos + start), KEY_VALUE_DELIMITERS);
    if (i < 0) throw new IniError(`key-value delimiter not found: ${line.trim()}`);
    return { name: line.slice(start, pos).trim(), offset: pos + i + start + 1 };
  }
  const end = indexAny(line, KEY_VALUE_DELIMITERS);
  if (end < 0) throw new IniError(`key-value delimiter not found: ${line.trim()}`);
  if (end === 0) throw new IniError(`empty key name: ${line.trim()}`);
  return { name: line.slice(0, end).trim(), offset: end + 1 };
}

/** sops' stripCommentChar. */
function stripCommentChar(comment: string): string {
  if (comment.startsWith(";")) return comment.replace(/^[; ]+/, "");
  if (comment.startsWith("#")) return comment.replace(/^[# ]+/, "");
  return comment;
}

/** sops' treeBranchesFromIni: one branch, a section per item (DEFAULT first), comments as items. */
export function readIni(text: string): Branch {
  return new Branch(
    parseIni(text).map((section) => {
      const items: Item[] = [];
      if (section.comment !== "") items.push({ comment: stripCommentChar(section.comment) });
      for (const key of section.keys) {
        items.push({ key: key.name, value: key.value });
        if (key.comment !== "") items.push({ comment: stripCommentChar(key.comment) });
      }
      return { key: section.name, value: new Branch(items) };
    }),
  );
}

/** sops' stores.ValToString for the values an INI file can hold once decrypted. */
function valueText(value: TreeValue): string {
  if (value === null) return "<nil>";
  return String(value);
}

const byteLength = (text: string) => Buffer.byteLength(text, "utf8");

/** ini.v1's comment lines as WriteTo writes them. */
function commentLines(comment: string, trimPlain: boolean): string {
  return comment
    .split("\n")
    .map((line) =>
      line[0] !== "#" && line[0] !== ";"
        ? `; ${trimPlain ? line.trim() : line}`
        : `${line[0]} ${line.slice(1).trim()}`,
    )
    .map((line) => `${line}\n`)
    .join("");
}

/** sops' encodeTree over ini.v1's writeToBuffer (PrettyFormat, PrettySection, no DefaultHeader). */
export function writeIni(branches: readonly Branch[]): string {
  const sections: IniSection[] = [];
  for (const branch of branches)
    for (const item of branch.items) {
      if (!("key" in item)) continue;
      if (!(item.value instanceof Branch))
        throw new IniError("Error encoding section: Section values should always be TreeBranches");
      const section: IniSection = { name: item.key, comment: "", keys: [] };
      const entries = item.value.items;
      let first = 0;
      const head = entries[0];
      if (head && !("key" in head)) {
        section.comment = head.comment;
        first = 1;
      }
      let last: IniKey | undefined;
      for (const entry of entries.slice(first)) {
        if (!("key" in entry)) {
          if (last) last.comment = entry.comment;
          continue;
        }
        const existing = section.keys.find((k) => k.name === entry.key);
        if (existing) existing.value = valueText(entry.value);
        else section.keys.push({ name: entry.key, value: valueText(entry.value), comment: "" });
        last = existing ?? (section.keys[section.keys.length - 1] as IniKey);
      }
      sections.push(section);
    }

  let out = "";
  sections.forEach((section, index) => {
    if (section.comment.length > 0) out += commentLines(section.comment, false);
    if (index > 0 || section.name.toUpperCase() !== DEFAULT_SECTION) out += `[${section.name}]\n`;
    else if (section.keys.length === 0) return;
    let align = 0;
    for (const { name } of section.keys) {
      let length = byteLength(name);
      if (name.includes('"') || indexAny(name, KEY_VALUE_DELIMITERS) >= 0) length += 2;
      else if (name.includes("`")) length += 6;
      align = Math.max(align, length);
    }
    for (const key of section.keys) {
      if (key.comment.length > 0) out += commentLines(key.comment, true);
      let name = key.name;
      if (name.includes('"') || indexAny(name, KEY_VALUE_DELIMITERS) >= 0) name = `\`${name}\``;
      else if (name.includes("`")) name = `"""${name}"""`;
      let value = key.value;
      if (value.includes("\n") || value.includes("`")) value = `"""${value}"""`;
      else if (indexAny(value, "#;") >= 0) value = `\`${value}\``;
      else if (value.trim().length !== value.length) value = `"${value}"`;
      out += `${name}${" ".repeat(Math.max(0, align - byteLength(name)))} = ${value}\n`;
    }
    if (index < sections.length - 1) out += "\n";
  });
  return out;
}
