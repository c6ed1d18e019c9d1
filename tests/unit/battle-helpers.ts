import { attackPhaseFlow } from '@/machines/buddyfight/attack-phase';
import { battleTable, type BattleSpec } from '@/machines/buddyfight/attack-setups';
import type { Table } from '@/machines/buddyfight/table';
import { available, parseWalk, position, start, step } from '@/machines/engine/replay';
import type { FlowDefinition } from '@/machines/engine/types';

/** The attack-phase chart with one custom battle as its only setup. */
export function withBattle(spec: BattleSpec): FlowDefinition<Table> {
  return { ...attackPhaseFlow, setups: { custom: battleTable(spec) } };
}

/**
 * Plays a walk, then keeps taking each step's default (pass, continue) until
 * `stop` is reached. Returns the table there and every key visited.
 */
export function playUntil(spec: BattleSpec, walk: string, stop: string) {
  const flow = withBattle(spec);
  const parsed = parseWalk(flow, walk, 'custom');
  if (parsed.problem) throw new Error(`walk problem: ${JSON.stringify(parsed.problem)}`);
  let snap = start(flow, 'custom');
  const keys: string[] = [position(snap).key];
  for (const e of parsed.events) {
    snap = step(flow, snap, e);
    keys.push(position(snap).key);
  }
  let guard = 0;
  while (position(snap).key !== stop && guard++ < 200) {
    const choices = available(snap);
    const pick = ['next', 'turn-passes', 'pass'].find((c) => choices.includes(c));
    if (!pick) throw new Error(`stuck at ${position(snap).key}: ${choices.join(',')}`);
    snap = step(flow, snap, pick);
    keys.push(position(snap).key);
  }
  return { table: snap.context as Table, keys, snapshot: snap, flow };
}
