import type { FlowEditions } from '../engine/types';
import type { Edition, Table } from './table';

/**
 * Buddyfight's rule editions. `jp` is the Japanese detailed rules (000), the
 * primary source and default; `en-2014` is the English Detailed Rules of
 * 2014-05-07 (002). Each option is a rule the two documents state differently
 * (content/buddyfight/editions.ts cites both sides); the machine reads it from
 * the board's `edition`.
 */
export const EDITIONS: Record<string, Edition> = {
  jp: {},
  'en-2014': { counterattackStrict: true, sizeAnyMonster: true },
};

type Option = keyof Required<Edition>;

/**
 * Editions of a flow whose board carries an `edition` (the shared table of play timing and the attack phase, the
 * ★rules check★ sandbox). `steps` names, per option, the flow's own steps whose outcome it can change; an option may
 * reach a flow only through a nested chart, and is then listed by that chart.
 */
export const boardEditions = <B extends { edition?: Edition }>(steps: Partial<Record<Option, readonly string[]>>): FlowEditions<B> => ({
  list: EDITIONS as Record<string, Record<string, boolean>>,
  steps,
  apply: (t, options) => ({ ...t, edition: { ...t.edition, ...options } }),
});

export const tableEditions = (steps: Partial<Record<Option, readonly string[]>>): FlowEditions<Table> => boardEditions<Table>(steps);
