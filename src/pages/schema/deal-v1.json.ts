// The deal log's JSON Schema, generated at build time from the engine's zod schema, published
// at /schema/deal-v1.json so apps and editors can validate exports against the same rules.
import type { APIRoute } from 'astro';
import { dealJsonSchema } from '../../engine/deal/json-schema.ts';

export const GET: APIRoute = () => new Response(`${JSON.stringify(dealJsonSchema(), null, 2)}\n`, { headers: { 'Content-Type': 'application/schema+json' } });
