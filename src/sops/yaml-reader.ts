/**
 * A YAML file read into the sops tree as sops' YAML store reads it (stores/yaml LoadPlainFile over
 * go-yaml v3's node API): scalars typed by go-yaml v3's resolve (an int stays an int, a whole float
 * a float, a timestamp a time), comments kept as comment items where go-yaml puts them, aliases
 * expanded, and only string keys (sops' walk refuses others). The YAML text is js-yaml's reading
 * (model/yaml.ts); only what go-yaml decides differently is here.
 */
import { GO_YAML_V3_WORDS, goYamlNumber, goYamlTimestamp } from "../model/goyaml.js";
import { parseYamlNodes, type YamlSourceComment, type YamlSourceNode } from "../model/index.js";
import { Branch, type Comment, GoFloat, GoTime, type Item, type Leaf, type TreeValue } from "./tree.js";

export class YamlStoreError extends Error {
  override name = "YamlStoreError";
}

const STR_TAGS = new Set(["!!str", "!<tag:yaml.org,2002:str>"]);

/** go-yaml v3's resolve of a scalar decoded into interface{}. */
function scalarValue(node: Extract<YamlSourceNode, { kind: "scalar" }>): Leaf {
  if (!node.plain || (node.tag !== undefined && STR_TAGS.has(node.tag))) return node.text;
  const text = node.text;
  if (GO_YAML_V3_WORDS.has(text)) {
    if (text === "" || text === "~" || text.toLowerCase() === "null") return null;
    return text.toLowerCase() === "true";
  }
  const time = goYamlTimestamp(text);
  if (time !== undefined) return new GoTime(time);
  const number = goYamlNumber(text);
  if (number === undefined) return text;
  if (number.kind === "int") {
    const exact = number.exact ?? BigInt(number.value);
    return Number.isSafeInteger(Number(exact)) ? Number(exact) : exact;
  }
  return Number.isInteger(number.value) ? new GoFloat(number.value) : number.value;
}

/** A collection being filled: its entries by line, comments placed among them. */
interface Collection {
  kind: "mapping" | "sequence";
  /** The column its keys or dashes stand at. */
  column: number;
  firstLine: number;
  entries: { line: number; order: number; item: Item | TreeValue | Comment }[];
}

/** The documents of `text` as sops' YAML store reads them, comments included. */
export function readYamlBranches(text: string): Branch[] {
  const { documents, comments } = parseYamlNodes(text);
  const collections: Collection[] = [];
  // Every key and sequence item by its line: where a trailing comment belongs.
  const itemsByLine = new Map<number, { collection: Collection; scalarValue: boolean; column: number }[]>();
  let order = 0;

  const build = (node: YamlSourceNode): Collection | Leaf => {
    if (node.kind === "scalar") return scalarValue(node);
    const collection: Collection = {
      kind: node.kind,
      column: node.column,
      firstLine: node.line,
      entries: [],
    };
    collections.push(collection);
    const children: [number, number, YamlSourceNode, string | undefined][] =
      node.kind === "mapping"
        ? node.pairs.map(([key, value]) => [key.line, key.column, value, keyOf(key)])
        : node.items.map((item) => [item.line, node.column, item, undefined]);
    // sops decodes the file once into a map first, so a key given twice is refused (go-yaml's words).
    const seen = new Map<string, number>();
    for (const [line, at, child, key] of children) {
      if (key !== undefined) {
        const first = seen.get(key);
        if (first !== undefined)
          throw new YamlStoreError(
            `line ${line}: mapping key ${JSON.stringify(key)} already defined at line ${first}`,
          );
        seen.set(key, line);
      }
      const entry = { line, order: order++, item: undefined as unknown as Item | TreeValue };
      collection.entries.push(entry);
      const list = itemsByLine.get(line) ?? [];
      list.push({ collection, scalarValue: child.kind === "scalar", column: at });
      itemsByLine.set(line, list);
      const built = build(child);
      entry.item = key === undefined ? (built as TreeValue) : ({ key, value: built } as Item);
    }
    return collection;
  };

  const roots = documents.map(({ root }) => {
    if (root === null) return undefined;
    if (root.kind === "scalar" && root.plain && scalarValue(root) === null) return undefined;
    if (root.kind !== "mapping")
      throw new YamlStoreError(
        root.kind === "sequence"
          ? "YAML documents that are sequences are not supported"
          : "YAML documents that are values are not supported",
      );
    return build(root) as Collection;
  });

  for (const comment of comments) place(comment, documents, roots, collections, itemsByLine);
  return roots.map((root) => (root ? (finish(root) as Branch) : new Branch()));
}

/** sops' walk takes only string keys. */
function keyOf(key: YamlSourceNode): string {
  if (key.kind !== "scalar")
    throw new YamlStoreError("Tree contains a non-string key: only string keys are supported");
  const value = scalarValue(key);
  if (typeof value !== "string")
    throw new YamlStoreError(
      `Tree contains a non-string key (line ${key.line}): only string keys are supported`,
    );
  return value;
}

/**
 * Where go-yaml v3 attaches a comment, as sops then orders it: a trailing comment before the item
 * on its line; a comment line before the next key or item when that stands at the comment's
 * column, else at the end of the latest collection whose keys stand at that column (a foot
 * comment), else in the document's top mapping.
 */
function place(
  comment: YamlSourceComment,
  documents: { root: YamlSourceNode | null; line: number }[],
  roots: (Collection | undefined)[],
  collections: Collection[],
  itemsByLine: Map<number, { collection: Collection; scalarValue: boolean; column: number }[]>,
): void {
  const entry = (owner: Collection, inline = false) =>
    owner.entries.push({
      line: comment.line,
      order: -1,
      item: inline ? { comment: comment.text, inline: true } : { comment: comment.text },
    });
  if (comment.trailing) {
    const onLine = itemsByLine.get(comment.line);
    if (onLine && onLine.length > 0) {
      const deepest = onLine.reduce((a, b) => (b.column >= a.column ? b : a));
      entry(deepest.collection, deepest.scalarValue);
      return;
    }
  }
  const candidates = collections.filter((c) => c.column === comment.column);
  const next = [...itemsByLine.entries()]
    .filter(([line]) => line > comment.line)
    .sort(([a], [b]) => a - b)[0];
  const nextItem = next?.[1].reduce((a, b) => (b.column <= a.column ? b : a));
  // Right under a deeper line, and deeper than what follows: go-yaml makes it a foot comment of
  // the innermost node just closed (sops then keeps it in that node's mapping).
  const above = itemsByLine.get(comment.line - 1);
  if (above && above.length > 0 && nextItem && nextItem.column < comment.column) {
    const deepest = above.reduce((a, b) => (b.column >= a.column ? b : a));
    if (comment.column < deepest.column) {
      entry(deepest.collection);
      return;
    }
  }
  if (nextItem && nextItem.column === comment.column) {
    entry(nextItem.collection);
    return;
  }
  const before = candidates
    .filter((c) => c.firstLine < comment.line)
    .sort((a, b) => b.firstLine - a.firstLine)[0];
  if (before) {
    entry(before);
    return;
  }
  // The document the comment stands in: the last whose content starts before it, else the first.
  let index = documents.findLastIndex((doc) => doc.root !== null && doc.line <= comment.line);
  if (index < 0) index = 0;
  const root = roots[index] ?? roots.find((r) => r !== undefined);
  if (root) entry(root);
}

function finish(collection: Collection): Branch | (TreeValue | Comment)[] {
  const entries = [...collection.entries].sort((a, b) => a.line - b.line || a.order - b.order);
  const resolve = (item: Item | TreeValue | Comment): Item | TreeValue | Comment => {
    if (isCollection(item)) return finish(item);
    if (item && typeof item === "object" && "key" in item)
      return { key: item.key, value: isCollection(item.value) ? finish(item.value) : item.value };
    return item;
  };
  const items = entries.map((entry) => resolve(entry.item));
  return collection.kind === "mapping" ? new Branch(items as Item[]) : (items as (TreeValue | Comment)[]);
}

function isCollection(value: unknown): value is Collection {
  return typeof value === "object" && value !== null && "entries" in value && "firstLine" in value;
}
