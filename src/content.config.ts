// Content collections. `rules` holds the rules sections in both languages under the top-level
// content/ folder: content/rules/<lang>/<slug>.md, the same slug in each language being one page.
// `docs` holds reference pages written in parts: content/docs/<lang>/<page>/<n>-<part>.md, joined in
// name order by the page, which inserts what the engine generates (`then`) after a part.
// `lessons` holds the Learn section's lessons: content/lessons/<ruleset>/<lang>/<NN>-<slug>.md, each
// followed on its page by the exercises its front matter lists (kinds from src/engine/learn/).
import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';

const rules = defineCollection({
  loader: glob({ pattern: '**/*.md', base: './content/rules' }),
  schema: z.object({
    title: z.string(),
    description: z.string(),
    order: z.number(),
    /** Numbers of the rule set's rulings (as its rules pages number them) this section explains. */
    rulings: z.array(z.number().int().positive()).default([]),
    /**
     * Score lines this section explains, for the links from a score: an item id or its prefix
     * (`base.pinghu`, `bonus.`, `figure.`), mapped to the id of the heading that explains it.
     */
    explains: z.record(z.string(), z.string()).default({}),
  }),
});

const docs = defineCollection({
  loader: glob({ pattern: '**/*.md', base: './content/docs' }),
  schema: z.object({
    /** The page's title and description: on its first part only. */
    title: z.string().optional(),
    description: z.string().optional(),
    /** What the page renders right after this part (the deal format page: 'example', 'options'). */
    then: z.string().optional(),
  }),
});

const lessons = defineCollection({
  loader: glob({ pattern: '**/*.md', base: './content/lessons' }),
  schema: z.object({
    title: z.string(),
    description: z.string(),
    order: z.number(),
    /** The exercises after the text: a kind of src/engine/learn/, a level 1–3, how many. */
    exercises: z
      .array(
        z.object({
          kind: z.enum(['complete', 'waits', 'best-discard', 'claim', 'score', 'fans']),
          level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
          count: z.number().int().min(1).max(20),
          /** Tiles of a small hand (5: one set and a pair, 8: two, …); the rule set's whole hand when absent. */
          size: z.number().int().min(5).max(14).optional(),
        }),
      )
      .default([]),
    /** Sample deals (slugs of content/deals/) the lesson points to in the replay viewer. */
    deals: z.array(z.string()).optional(),
  }),
});

export const collections = { rules, docs, lessons };
