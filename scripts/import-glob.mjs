// Vite's `import.meta.glob(pattern, { eager: true, import })` for code Vite does not build: the
// CLI's and the benchmarks' esbuild bundles (`importGlobPlugin`) and scripts run by tsx (the `load`
// hook, registered by import-glob-register.mjs). Only what the registry uses: an eager glob whose
// pattern has one `*` standing for a folder, e.g. `'./*/definition.ts'`, written with a cast
// rather than type arguments; each call becomes static imports of the files found, sorted.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Either quote: tsx hands over esbuild's output, which prints strings with double quotes.
const CALL = /import\.meta\.glob\(\s*(['"])([^'"]+)\1\s*,\s*\{([^}]*)\}\s*\)/g;

/** The folders whose entries a pattern read, for a build that must notice a folder added. */
export const globbedFolders = new Set();

function matches(pattern, from) {
  const star = pattern.indexOf('*');
  if (star < 0 || pattern.indexOf('*', star + 1) >= 0 || !pattern.startsWith('.') || pattern[star - 1] !== '/') {
    throw new Error(`import.meta.glob: only one '*' standing for a folder is supported, not '${pattern}'`);
  }
  const folder = join(from, pattern.slice(0, star));
  const rest = pattern.slice(star + 1);
  globbedFolders.add(folder);
  return readdirSync(folder)
    .filter((name) => statSync(join(folder, name)).isDirectory() && existsSync(join(folder, name + rest)))
    .sort()
    .map((name) => pattern.slice(0, star) + name + rest);
}

/** The source with every eager glob expanded, or null when it has none. */
export function expandGlobs(source, file) {
  if (!source.includes('import.meta.glob')) return null;
  const imports = [];
  let n = 0;
  const out = source.replace(CALL, (_, _quote, pattern, options) => {
    if (!/\beager\s*:\s*true\b/.test(options)) throw new Error(`import.meta.glob in ${file}: only eager globs are supported here`);
    const named = /\bimport\s*:\s*['"](\w+)['"]/.exec(options)?.[1];
    const entries = matches(pattern, dirname(file)).map((path, i) => {
      const id = `__glob_${n}_${i}`;
      const what = named === undefined ? `* as ${id}` : named === 'default' ? id : `{ ${named} as ${id} }`;
      imports.push(`import ${what} from ${JSON.stringify(path)};`);
      return `${JSON.stringify(path)}: ${id}`;
    });
    n++;
    return `{ ${entries.join(', ')} }`;
  });
  if (out.includes('import.meta.glob(')) throw new Error(`import.meta.glob in ${file}: write it as glob('pattern', { eager: true, ... })`);
  return `${imports.join('\n')}\n${out}`;
}

/** The esbuild plugin: TypeScript sources that call `import.meta.glob` get it expanded. */
export const importGlobPlugin = {
  name: 'import-glob',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      const contents = expandGlobs(readFileSync(args.path, 'utf8'), args.path);
      return contents === null ? undefined : { contents, loader: 'ts' };
    });
  },
};

/** The Node module hook (for tsx): the same expansion on the source another loader produced. */
export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!url.startsWith('file:') || result.source == null) return result;
  const file = fileURLToPath(url);
  if (!/\.[cm]?ts$/.test(file)) return result;
  const source = expandGlobs(String(result.source), file);
  return source === null ? result : { ...result, source };
}
