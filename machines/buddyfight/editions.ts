import type { FlowEditions } from '../engine/types';
import type { Edition, Table } from './table';

/**
 * Buddyfight's rule editions. `jp` is the Japanese detailed rules (000), the
 * primary source and default; `en-2014` is the English Detailed Rules of
 * 2014-05-07 (002). Each option is a rule the two documents state differently
 * (content/buddyfight/editions.ts cites both sides); the machine reads it from
 * the board's `edition`.
 */
export const EDITION_OPTIONS: Record<keyof Required<Edition>, readonly string[]> = {
  // ③ 3.2.2 (000) vs No.2 Step 9 (002): which attackers Counterattack may destroy.
  counterattackStrict: ['3.2.2'],
};

export const EDITIONS: Record<string, Edition> = {
  jp: {},
  'en-2014': { counterattackStrict: true },
};

/** Editions of the shared table (play timing, the attack phase). */
export const tableEditions: FlowEditions<Table> = {
  list: EDITIONS as Record<string, Record<string, boolean>>,
  steps: EDITION_OPTIONS,
  apply: (t, options) => ({ ...t, edition: { ...t.edition, ...options } }),
};
