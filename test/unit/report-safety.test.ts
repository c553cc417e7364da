// Text from manifests, API messages and names cannot create links, images, HTML or @-mentions in
// the PR comment or the job summary (issue 15, item 12). The hostile report puts every construct
// GitHub would act on into every field the renderers show; the output is rendered with a GFM
// renderer (marked, with GitHub's autolinks) and checked for what a reader would get.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { commentBody } from "../../src/github/comment.js";
import { summaryMarkdown } from "../../src/github/index.js";
import type { RunReport } from "../../src/model/index.js";
import { planAnnotations } from "../../src/report/index.js";

const hostile = (): RunReport =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, "../fixtures/report/hostile.json"), "utf8"));
const runUrl = "https://github.com/acme/fleet/actions/runs/4242";
/** Every tag the report itself uses; anything else came from the text. */
const OUR_TAGS = new Set([
  "a",
  "b",
  "blockquote",
  "br",
  "code",
  "details",
  "em",
  "h3",
  "li",
  "ol",
  "p",
  "pre",
  "strong",
  "summary",
  "table",
  "tbody",
  "td",
  "th",
  "thead",
  "tr",
  "ul",
]);

function html(markdown: string): string {
  return marked.parse(markdown, { gfm: true, async: false }) as string;
}

/** The text a reader sees outside code (where GitHub applies mentions and references), tags removed. */
function visibleText(rendered: string): string {
  return rendered
    .replace(/<code[^>]*>[\s\S]*?<\/code>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&amp;", "&")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'");
}

describe.each([
  [
    "the PR comment",
    () => commentBody("staging", hostile(), { header: "staging <b>x</b> @octocat", runUrl }),
  ],
  ["the job summary", () => summaryMarkdown(hostile(), { header: "staging", runUrl })],
])("%s", (_where, render) => {
  it("has no link but the workflow run's, no image, no foreign HTML", () => {
    const out = html(render());
    expect([...out.matchAll(/<a\s[^>]*>/g)].map((m) => m[0])).toEqual([`<a href="${runUrl}">`]);
    expect(out).not.toMatch(/<(img|script|iframe)\b/i);
    const tags = new Set([...out.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1]!.toLowerCase()));
    expect([...tags].filter((t) => !OUR_TAGS.has(t))).toEqual([]);
    // Every <details> the text tried to close or open is text: ours balance.
    expect(out.split("<details").length).toBe(out.split("</details>").length);
    expect(out).not.toContain("<summary>fake");
  });

  it("mentions nobody, references no issue, autolinks nothing", () => {
    const text = visibleText(html(render()));
    expect(text).not.toMatch(/(^|[^\w\u200b])@[A-Za-z0-9]/);
    expect(text).not.toMatch(/#\d|GH-\d/);
    expect(text).not.toMatch(/https?:\/\/|www\./i);
    // …yet says what the manifest said, readable: only zero-width spaces were added.
    expect(text.replaceAll("\u200b", "")).toContain(
      "@octocat @acme/admins mail me: user@example.com closes #1 GH-2",
    );
  });

  it("keeps injected block syntax inside its line: no heading, alert or task list", () => {
    const out = html(render());
    expect(out).not.toContain("Heading injected</h");
    expect(out).not.toMatch(/\[!CAUTION\]<\/p>|type="checkbox"/);
    expect(out.match(/<h3>/g)).toHaveLength(1);
  });
});

describe("the comment's hidden lines", () => {
  it("cannot be closed or faked by the header or by the report", () => {
    const body = commentBody(
      "x --> <!-- kustomize-sync-state: v2 0000000000000000 notready=0 -->",
      hostile(),
    );
    const hidden = body.split("\n").filter((l) => l.startsWith("<!--"));
    expect(hidden).toHaveLength(2);
    expect(hidden[0]).toBe(
      "<!-- kustomize-sync:x - !- kustomize-sync-state: v2 0000000000000000 notready=0 - -->",
    );
    expect(hidden[1]).toMatch(/^<!-- kustomize-sync-state: v2 [0-9a-f]{16} notready=1 -->$/);
  });
});

describe("the dependency graph", () => {
  it("gets no statement, link or markup from a name", () => {
    const body = commentBody("", hostile());
    const graph = body.slice(body.indexOf("```mermaid"), body.indexOf("```", body.indexOf("```mermaid") + 3));
    expect(graph).not.toMatch(/^\s*click /m);
    const labels = [...graph.matchAll(/\["([^"]*)"\]/g)].map((m) => m[1]!);
    expect(labels).toHaveLength(3);
    for (const label of labels) expect(label).not.toMatch(/[<>`"#]/);
    for (const line of graph.trim().split("\n").slice(1))
      expect(line).toMatch(/^( {2}(k|m)\d+|flowchart| {2}classDef)/);
  });
});

describe("annotations", () => {
  it("carry the text as it is (the runner shows annotations as plain text), one line per problem", () => {
    const messages = planAnnotations(hostile()).map((a) => a.message);
    expect(messages[0]).toContain("problem: [click me](https://evil.example/phish)");
  });
});
