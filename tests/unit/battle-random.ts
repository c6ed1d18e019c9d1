import { AREAS, type Area } from '@/machines/buddyfight/board';
import type { BattleSpec, UnitSpec } from '@/machines/buddyfight/attack-setups';
import { ref, type Keyword, type Play } from '@/machines/buddyfight/table';

const KEYWORDS: Keyword[] = ['penetrate', 'counterattack', 'double-attack', 'soulguard', 'move'];
const EFFECTS: Play['effect'][] = [
  { kind: 'return', target: ref.TARGET },
  { kind: 'destroy', target: ref.ATTACKER },
  { kind: 'destroy', target: ref.LAST_ATTACKER },
  { kind: 'nullify-attack' },
  { kind: 'none' },
];

/** A random battle: cards in random areas with random numbers, keywords and soul, random Counters in both hands. */
export function randomSpec(r: () => number): BattleSpec {
  const n = (k: number) => Math.floor(r() * k);
  const unit = (): UnitSpec => ({
    power: (1 + n(10)) * 1000,
    defense: (1 + n(10)) * 1000,
    critical: 1 + n(3),
    keywords: KEYWORDS.filter(() => r() < 0.25),
    soul: n(3),
  });
  const attackers: BattleSpec['attackers'] = {};
  const defenders: BattleSpec['defenders'] = {};
  for (const a of AREAS) {
    if (r() < 0.6) attackers[a as Area] = unit();
    if (r() < 0.5) defenders[a as Area] = unit();
  }
  if (r() < 0.3) attackers.item = { ...unit(), keywords: [] };
  const hand = (owner: string): Play[] =>
    Array.from({ length: n(3) }, (_, i) => ({ uid: `${owner}p${i}`, card: 'counter-spell', counter: r() < 0.8, effect: EFFECTS[n(EFFECTS.length)] }));
  return {
    attackers,
    defenders,
    item: r() < 0.3 ? { defense: (1 + n(8)) * 1000 } : undefined,
    firstTurn: r() < 0.2,
    turnHand: hand('t'),
    nonTurnHand: hand('n'),
  };
}
