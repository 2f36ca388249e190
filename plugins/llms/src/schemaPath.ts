/** Where a chart's JSON Schema is served: `/schemas/line.json`. */
export function schemaPathOf(slug: string): string {
  return `/schemas/${slug}.json`;
}
