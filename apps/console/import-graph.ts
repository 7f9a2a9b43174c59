// The build's static import graph as the bundler places modules: an import of a few names from a
// re-exporting index (`export * from "./dialog"`, lucide's icon list) leads to the modules that define
// those names, not to every module the index lists. Otherwise importing one widget from a package
// would count as loading the whole package.
import type { Rollup } from "vite";

type Context = Pick<Rollup.PluginContext, "getModuleIds" | "getModuleInfo" | "resolve">;

/** One `export … from` line of an index: the names it gives (`*` for all) and where from. */
interface ReExport {
  /** exported name → name in the source module; null: every name of the source (`export *`). */
  names: Map<string, string> | null;
  /** `export * as ns` / `import * as ns; export { ns }`: the whole module under one name. */
  namespace?: string;
  from: string;
}

const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;
const STATEMENT =
  /^\s*(?:"use strict";|export\s*\*\s*(?:as\s+([\w$]+)\s*)?from\s*["']([^"']+)["'];?|export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["'];?|import\s*\*\s*as\s+([\w$]+)\s*from\s*["']([^"']+)["'];?|export\s*\{\s*([\w$]+)\s+as\s+([\w$]+)\s*\};?)/;

/** The re-exports of a module made of nothing else, or null when it has code of its own. */
function parseIndex(code: string): ReExport[] | null {
  let rest = code.replace(COMMENTS, "").trim();
  const out: ReExport[] = [];
  const namespaces = new Map<string, string>();
  while (rest.length) {
    const m = STATEMENT.exec(rest);
    if (!m) return null;
    if (m[2]) out.push(m[1] ? { names: new Map(), namespace: m[1], from: m[2] } : { names: null, from: m[2] });
    else if (m[4]) out.push({ names: specifiers(m[3]!), from: m[4] });
    else if (m[6]) namespaces.set(m[5]!, m[6]);
    else if (m[7]) {
      const from = namespaces.get(m[7]);
      if (!from) return null;
      out.push({ names: new Map(), namespace: m[8]!, from });
    }
    rest = rest.slice(m[0].length).trim();
  }
  return out.length ? out : null;
}

/** `a, b as c, type d` → c→b, a→a (types dropped). */
function specifiers(list: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const part of list.split(",")) {
    const words = part
      .trim()
      .split(/\s+/)
      .filter((w) => w && w !== "type");
    if (!words.length) continue;
    const [local, as, exported] = words;
    names.set(as === "as" && exported ? exported : local!, local!);
  }
  return names;
}

const IMPORT = /import\s*(?:type\s+)?([\w$]+\s*,?\s*)?(\*\s*as\s+[\w$]+|\{[^}]*\})?\s*from\s*["']([^"']+)["']/g;

/** Each module's static imports, an index's re-exports followed only for the names imported. */
export async function importGraph(ctx: Context): Promise<Map<string, string[]>> {
  const ids = [...ctx.getModuleIds()];
  const indexes = new Map<string, { exports: ReExport[]; resolved: Map<string, string> }>();
  for (const id of ids) {
    const code = ctx.getModuleInfo(id)?.code;
    const exports = code ? parseIndex(code) : null;
    if (!exports) continue;
    const resolved = new Map<string, string>();
    for (const e of exports) {
      const r = await ctx.resolve(e.from, id);
      if (!r) break;
      resolved.set(e.from, r.id);
    }
    if (resolved.size === new Set(exports.map((e) => e.from)).size) indexes.set(id, { exports, resolved });
  }

  /** The modules that define `name` as exported by `id`, through nested indexes ([] if none). */
  const definers = (id: string, name: string, depth = 0): string[] => {
    const index = indexes.get(id);
    if (!index) return [id];
    if (depth > 20) return [id];
    const out: string[] = [];
    for (const e of index.exports) {
      const target = index.resolved.get(e.from)!;
      if (e.namespace !== undefined) {
        if (e.namespace === name) out.push(target);
      } else if (e.names === null) {
        if (indexes.has(target)) out.push(...definers(target, name, depth + 1));
        else if (ctx.getModuleInfo(target)?.exports.includes(name)) out.push(target);
      } else {
        const source = e.names.get(name);
        if (source !== undefined) out.push(...definers(target, source, depth + 1));
      }
    }
    return out;
  };

  const graph = new Map<string, string[]>();
  for (const id of ids) {
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    const imported = info.importedIds;
    if (indexes.has(id) || !imported.some((i) => indexes.has(i)) || !info.code) {
      graph.set(id, [...imported]);
      continue;
    }
    // Which names this module takes from each index it imports.
    const edges = new Set(imported.filter((i) => !indexes.has(i)));
    const covered = new Set<string>();
    for (const m of info.code.matchAll(IMPORT)) {
      const r = await ctx.resolve(m[3]!, id);
      if (!r || !indexes.has(r.id)) continue;
      covered.add(r.id);
      const named = m[2]?.startsWith("{") ? [...specifiers(m[2].slice(1, -1)).values()] : [];
      const whole = m[2]?.startsWith("*") || !m[2];
      if (whole) {
        edges.add(r.id);
        continue;
      }
      if (m[1]) named.push("default");
      for (const name of named) {
        const found = definers(r.id, name);
        // A name not found in the index's lists (a type, a parse this reader does not know) keeps the whole edge.
        for (const d of found.length ? found : [r.id]) edges.add(d);
      }
    }
    // An index imported in a way not read above keeps its whole edge.
    for (const i of imported) if (indexes.has(i) && !covered.has(i)) edges.add(i);
    graph.set(id, [...edges]);
  }
  return graph;
}
