/**
 * Looks a key from a URL up in a plain record. Only the record's own entries count, so names that live on
 * Object.prototype ("constructor", "__proto__", "toString") are simply not found instead of returning a function.
 */
export function own<T>(record: Readonly<Record<string, T>> | undefined | null, key: string | undefined | null): T | undefined {
  return record && typeof key === 'string' && Object.hasOwn(record, key) ? record[key] : undefined;
}
