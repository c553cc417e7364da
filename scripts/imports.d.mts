/** Every .ts file below `root` (posix paths relative to it) and the src files it imports, sorted. */
export function importGraph(root: string): Map<string, string[]>;
/** The import cycles of `graph`: each a sorted list of the files that import one another. */
export function findCycles(graph: Map<string, string[]>): string[][];
/** For each file, the names it imports or re-exports from each src file (`*` for namespace or star). */
export function importedNames(root: string): Map<string, Map<string, Set<string>>>;
/** The names `file` (relative to `root`) exports, following `export *`. */
export function exportedNames(root: string, file: string): Set<string>;
