export { changeCounts, renderChangeLines, renderTextTable, shortRevision } from "./text.js";
