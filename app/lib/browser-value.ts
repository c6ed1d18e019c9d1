'use client';
import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * A value only the browser knows and that does not change while the page is shown (its address, say): `server` in the
 * static HTML and during hydration, `read()` from then on. Read through useSyncExternalStore, so hydration matches the
 * HTML and the browser's value follows in the same pass, with no setState in an effect.
 */
export function useBrowserValue<T>(read: () => T, server: T): T {
  return useSyncExternalStore(never, read, () => server);
}
