#!/usr/bin/env node
// Renders the PR comment of example runs (1, 10 and 200 Kustomizations, from
// test/fixtures/report, and a plan with diffs, from test/fixtures/diff/plan-report.yaml) to HTML with GitHub's markdown rules (GFM, GitHub's alerts and table and
// code styles) at the width of a pull request conversation (830 px), and screenshots each with
// headless Chromium when it is installed (Debian: apt-get install chromium fonts-noto-color-emoji).
// `node scripts/render-comment.mjs [outdir]` (default: a temp dir); `--docs` also writes
// docs/images/comment.png from the 10-Kustomization run and docs/images/comment-plan.png from the plan.
//
// GitHub draws ```mermaid blocks itself in the browser; offline, the diagram shows as a labelled
// box with its source, so the screenshot shows where it sits and how big the block is.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { load as loadYaml } from "js-yaml";
import { marked } from "marked";
import { scaleReport } from "../test/fixtures/report/scale.mjs";

const repo = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const docs = args.includes("--docs");
const outdir = args.find((a) => !a.startsWith("--")) ?? mkdtempSync(join(tmpdir(), "comment-render-"));

// The report renderer is TypeScript: bundle it once so this script runs on plain Node.
const bundled = join(mkdtempSync(join(tmpdir(), "report-bundle-")), "report.mjs");
await build({
  absWorkingDir: repo,
  entryPoints: ["src/report/index.ts"],
  outfile: bundled,
  bundle: true,
  platform: "node",
  format: "esm",
  // CommonJS dependencies (yaml) call require(); an ES module bundle has none of its own.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: "warning",
});
const { renderMarkdown, GITHUB_LIMITS } = await import(pathToFileURL(bundled).href);

const load = (name) => JSON.parse(readFileSync(join(repo, "test/fixtures/report", name), "utf8"));
const context = {
  header: "production",
  commit: "3f2a9c1de4b5a6978812bc0d1e2f3a4b5c6d7e8f",
  runUrl: "https://github.com/acme/fleet/actions/runs/4242",
};
const examples = [
  { name: "1", report: load("one.json") },
  { name: "10", report: load("ten.json") },
  { name: "200", report: scaleReport(load("ten.json"), 200) },
  {
    name: "plan",
    report: loadYaml(readFileSync(join(repo, "test/fixtures/diff/plan-report.yaml"), "utf8")),
  },
];
const DOCS_IMAGES = { 10: "comment.png", plan: "comment-plan.png" };
/** The comment column of a pull request conversation on a desktop screen. */
const COMMENT_WIDTH = 830;

const css = `
body { font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif, "Noto Color Emoji";
  font-size: 14px; line-height: 1.5; color: #1f2328; background: #fff; margin: 0; padding: 16px; }
.comment { width: ${COMMENT_WIDTH}px; box-sizing: border-box; border: 1px solid #d1d9e0; border-radius: 6px; }
.comment-header { background: #f6f8fa; border-bottom: 1px solid #d1d9e0; padding: 8px 16px; color: #59636e;
  border-radius: 6px 6px 0 0; }
.comment-header b { color: #1f2328; }
.comment-body { padding: 16px; }
h3 { font-size: 1.25em; margin: 0 0 8px; }
table { border-collapse: collapse; display: block; width: max-content; max-width: 100%; overflow: auto; margin: 8px 0 16px; }
th, td { border: 1px solid #d1d9e0; padding: 6px 13px; }
tr:nth-child(2n) { background: #f6f8fa; }
th { font-weight: 600; }
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: 85%;
  background: rgba(129,139,152,0.12); padding: .2em .4em; border-radius: 6px; white-space: break-spaces; }
pre { background: #f6f8fa; padding: 16px; border-radius: 6px; overflow: auto; font-size: 85%; }
pre code { background: none; padding: 0; }
details { margin: 0 0 8px; }
summary { cursor: pointer; }
blockquote { margin: 8px 0; padding: 0 1em; border-left: .25em solid #d1d9e0; color: #59636e; }
blockquote.alert-note { border-left-color: #0969da; }
blockquote.alert-warning { border-left-color: #9a6700; }
.alert-title { font-weight: 600; }
.alert-note .alert-title { color: #0969da; }
.alert-warning .alert-title { color: #9a6700; }
.d-add { color: #116329; background: #dafbe1; display: inline-block; width: 100%; }
.d-del { color: #82071e; background: #ffebe9; display: inline-block; width: 100%; }
.d-hunk { color: #8250df; }
.d-file { font-weight: 600; }
.mermaid { border: 1px dashed #8c959f; border-radius: 6px; padding: 8px 12px; background: #fbfbfc; }
.mermaid-label { font-size: 12px; color: #59636e; margin-bottom: 4px; }
.mermaid pre { max-height: 120px; margin: 0; }
`;

function toHtml(markdown) {
  let html = marked.parse(markdown, { gfm: true });
  // GitHub alerts: > [!NOTE] / > [!WARNING].
  html = html.replace(
    /<blockquote>\s*<p>\[!(NOTE|WARNING)\]\s*/g,
    (_m, kind) =>
      `<blockquote class="alert-${kind.toLowerCase()}"><p><span class="alert-title">${kind === "NOTE" ? "ⓘ Note" : "⚠ Warning"}</span><br>`,
  );
  // GitHub colours ```diff blocks: removed lines red, added green, hunk headers blue.
  html = html.replace(/<pre><code class="language-diff">([\s\S]*?)<\/code><\/pre>/g, (_m, code) => {
    const lines = code.split("\n").map((line) => {
      const cls = /^(---|\+\+\+) /.test(line)
        ? "d-file"
        : line.startsWith("@@")
          ? "d-hunk"
          : line.startsWith("+")
            ? "d-add"
            : line.startsWith("-")
              ? "d-del"
              : "";
      return cls ? `<span class="${cls}">${line}</span>` : line;
    });
    return `<pre><code class="language-diff">${lines.join("\n")}</code></pre>`;
  });
  html = html.replace(
    /<pre><code class="language-mermaid">([\s\S]*?)<\/code><\/pre>/g,
    (_m, code) =>
      `<div class="mermaid"><div class="mermaid-label">Mermaid diagram (GitHub draws it here)</div><pre><code>${code}</code></pre></div>`,
  );
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body>
<div class="comment"><div class="comment-header"><b>github-actions</b> <span>bot</span> commented</div>
<div class="comment-body">${html}</div></div>
<script>document.body.dataset.height = String(document.documentElement.scrollHeight);</script></body></html>`;
}

function chromium() {
  for (const bin of ["chromium", "chromium-browser", "google-chrome"]) {
    try {
      execFileSync("which", [bin], { stdio: "ignore" });
      return bin;
    } catch {}
  }
  return undefined;
}

const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--hide-scrollbars",
];

/** The rendered page's height: Chromium prints the DOM after the inline script measured it. */
function pageHeight(html) {
  const dom = execFileSync(
    browser,
    [
      ...FLAGS,
      `--user-data-dir=${mkdtempSync(join(tmpdir(), "chromium-"))}`,
      "--dump-dom",
      `--window-size=${COMMENT_WIDTH + 32},1000`,
      pathToFileURL(html).href,
    ],
    { stdio: ["ignore", "pipe", "ignore"] },
  ).toString();
  return Number(/data-height="(\d+)"/.exec(dom)?.[1] ?? 2000);
}

const browser = chromium();
for (const example of examples) {
  const markdown = renderMarkdown(example.report, context, {
    max: GITHUB_LIMITS.commentCharacters,
    unit: "characters",
    fullReport: "the job summary",
  });
  const md = join(outdir, `comment-${example.name}.md`);
  const html = join(outdir, `comment-${example.name}.html`);
  writeFileSync(md, markdown);
  writeFileSync(html, toHtml(markdown));
  let line = `${example.name} Kustomizations: ${markdown.length} characters → ${html}`;
  if (browser) {
    const png = join(outdir, `comment-${example.name}.png`);
    const height = Math.min(pageHeight(html) + 8, 6000);
    execFileSync(
      browser,
      [
        ...FLAGS,
        `--user-data-dir=${mkdtempSync(join(tmpdir(), "chromium-"))}`,
        `--screenshot=${png}`,
        `--window-size=${COMMENT_WIDTH + 32},${height}`,
        pathToFileURL(html).href,
      ],
      { stdio: "ignore" },
    );
    line += `, ${png} (${Math.round(statSync(png).size / 1024)} KB)`;
    const image = DOCS_IMAGES[example.name];
    if (docs && image) {
      writeFileSync(join(repo, "docs/images", image), readFileSync(png));
      line += ` → docs/images/${image}`;
    }
  }
  console.log(line);
}
if (!browser)
  console.log("Chromium not found: wrote HTML only (apt-get install -y chromium for screenshots).");
