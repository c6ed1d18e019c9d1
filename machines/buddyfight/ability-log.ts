import type { LogEntry } from '../engine/types';

/** The board's log with one entry added: what the two ability flows (act-ability.ts, auto-ability.ts) record. */
export const log = (b: { log: LogEntry[] }, step: string, code: string, card?: string) => [...b.log, { step, code, card }];
