// Indexes the built site with Pagefind after every `astro build`. Only elements marked
// data-pagefind-body (the rules sections' text) are indexed, one index per page language.
import type { AstroIntegration } from 'astro';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as pagefind from 'pagefind';

/** Pagefind's ready-made UIs: this site has its own search box, so they are not shipped. */
const UNUSED = ['pagefind-ui.js', 'pagefind-ui.css', 'pagefind-modular-ui.js', 'pagefind-modular-ui.css', 'pagefind-highlight.js', 'pagefind-component-ui.js', 'pagefind-component-ui.css'];

export default function pagefindIndex(): AstroIntegration {
  return {
    name: 'site-pagefind',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        // Tile drawings carry their names as labels; indexed, every page with a 5 of dots would
        // match "dots". The text around them already says what they show.
        const { index, errors } = await pagefind.createIndex({ excludeSelectors: ['svg'] });
        if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
        try {
          const added = await index.addDirectory({ path: site });
          if (added.errors.length) throw new Error(`Pagefind indexing failed: ${added.errors.join('; ')}`);
          const written = await index.writeFiles({ outputPath: fileURLToPath(new URL('pagefind/', dir)) });
          if (written.errors.length) throw new Error(`Pagefind could not write: ${written.errors.join('; ')}`);
          await Promise.all(UNUSED.map((file) => rm(new URL(`pagefind/${file}`, dir), { force: true })));
          logger.info(`indexed ${added.page_count} pages`);
        } finally {
          await pagefind.close();
        }
      },
    },
  };
}
