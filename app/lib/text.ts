/** Fills {name} slots in a content template. Values are plain text; React escapes them when rendered. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
}
