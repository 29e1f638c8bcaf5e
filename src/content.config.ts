// Content collections. `rules` holds the rules sections in both languages under the top-level
// content/ folder: content/rules/<lang>/<slug>.md, the same slug in each language being one page.
import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';

const rules = defineCollection({
  loader: glob({ pattern: '**/*.md', base: './content/rules' }),
  schema: z.object({
    title: z.string(),
    description: z.string(),
    order: z.number(),
    /** Numbers of the rulings (shared/rulings.md) this section explains. */
    rulings: z.array(z.number().int().positive()).default([]),
  }),
});

export const collections = { rules };
