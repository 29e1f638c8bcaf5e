// The logs' JSON Schema (a deal log, or a game log of them), generated at build time from the
// engine's zod schemas, published at /schema/deal-v1.json so apps and editors can validate exports
// against the same rules.
import type { APIRoute } from 'astro';
import { logJsonSchema } from '../../engine/deal/game-json-schema.ts';

export const GET: APIRoute = () => new Response(`${JSON.stringify(logJsonSchema(), null, 2)}\n`, { headers: { 'Content-Type': 'application/schema+json' } });
