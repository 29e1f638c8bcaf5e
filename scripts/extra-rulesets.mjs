// A Vite plugin for a site built with rule sets kept outside src/ (a test's own table): the
// registries' globs (src/engine/rules/registry.ts and registry.browser.ts) also take every
// `<folder>/*/definition.ts`, `words.ts` and `simulation.ts`, so those rule sets register, load
// and show their words as the folders of src/engine/rules/ do. Used only when astro.config.mjs
// is given EXTRA_RULESETS; the production build never loads it. It names no rule set.

const REGISTRY = /[\\/]src[\\/]engine[\\/]rules[\\/]registry(\.browser)?\.ts$/;
const GLOB = /import\.meta\.glob\((['"])\.\/\*\/(definition|words|simulation)\.ts\1/g;

/** @param {string} folder the folder of extra rule sets, relative to the project root (`tests/rulesets`) */
export function extraRulesets(folder) {
  const root = `/${folder.replace(/^[./]+|\/+$/g, '')}`;
  return {
    name: 'extra-rulesets',
    enforce: /** @type {const} */ ('pre'),
    /** @param {string} code @param {string} id */
    transform(code, id) {
      if (!REGISTRY.test(id.split('?')[0])) return null;
      return code.replace(GLOB, (_whole, _quote, file) => `import.meta.glob(['./*/${file}.ts', '${root}/*/${file}.ts']`);
    },
  };
}
