import { describe, expect, test } from 'vitest';
import { emptyField, type Side } from '@/machines/buddyfight/board';
import { callFlow, type CallBoard } from '@/machines/buddyfight/call';
import { canPay, pay, unpayable } from '@/machines/buddyfight/costs';
import { replay } from '@/machines/engine/replay';

const side = (over: Partial<Side> = {}): Side => ({ life: 10, deck: 30, gauge: 2, field: emptyField(), drop: [], lost: false, ...over });
const knight = { uid: 'd1', card: 'armorknight-other', size: 1 };

describe('costs as data (issue 9, concept 1)', () => {
  test('each part of a cost that cannot be paid is named; any one stops the call', () => {
    expect(unpayable(side({ gauge: 0, life: 0 }), { gauge: 1, life: 1, fieldMonster: true, soulFromDrop: 'armorknight' })).toEqual([
      'gauge',
      'life',
      'fieldMonster',
      'soulFromDrop',
    ]);
    expect(canPay(side({ drop: [knight] }), { gauge: 1, soulFromDrop: 'armorknight' })).toBe(true);
    expect(canPay(side(), { gauge: 1, soulFromDrop: 'armorknight' })).toBe(false);
  });

  test('paying moves every paid card to where the cost puts it', () => {
    const r = pay(side({ drop: [knight] }), { uid: 'h1', card: 'armorknight-succubus', size: 1 }, { gauge: 1, soulFromDrop: 'armorknight' }, 'center', '1.6');
    expect(r.side.gauge).toBe(1);
    expect(r.side.drop.map((c) => c.card)).toEqual(['gauge-card']);
    expect(r.calling.souls?.map((c) => c.uid)).toEqual(['d1']);
  });

  test('Succubus with an «Armorknight» in the drop zone pays at 1.6 and lands with it as soul', () => {
    const at16 = replay<CallBoard>(callFlow, ['next', 'center', 'next', 'pay'], 'succubus-pays');
    expect(at16.position.key).toBe('1.6');
    expect(at16.board.calling?.souls?.map((c) => c.card)).toEqual(['armorknight-other']);
    expect(at16.board.side.drop.map((c) => c.card)).toEqual(['gauge-card']);
    const landed = replay<CallBoard>(callFlow, ['next', 'center', 'next', 'pay', 'next', 'next', 'pass', 'next', 'next'], 'succubus-pays');
    expect(landed.position.key).toBe('3.1');
    expect(landed.board.side.field.center[0].souls?.map((c) => c.uid)).toEqual(['d1']);
  });

  test('a nullified call sends the card and the soul paid into it to the drop zone', () => {
    const r = replay<CallBoard>(callFlow, ['next', 'center', 'next', 'pay', 'next', 'next', 'counter-used', 'next', 'nullified'], 'succubus-pays');
    expect(r.board.calling).toBeNull();
    expect(r.board.side.drop.map((c) => c.card).sort()).toEqual(['armorknight-other', 'armorknight-succubus', 'gauge-card']);
  });

  // Official FAQ #1 (w08): nullifying a Lifelink is a cost that changes another card's state.
  test('a cost that nullifies a Lifelink is paid by nullifying it; one already nullified cannot pay', () => {
    const sieger = { uid: 'f1', card: 'duel-sieger', size: 1, placed: 1 };
    const live = side({ field: { left: [sieger], center: [], right: [] } });
    const frozen = side({ field: { left: [{ ...sieger, nullified: ['lifelink' as const] }], center: [], right: [] } });
    const cost = { gauge: 0, nullifyLifelink: 'duel-sieger' };
    expect(unpayable(live, cost)).toEqual([]);
    expect(unpayable(frozen, cost)).toEqual(['nullifyLifelink']);
    expect(unpayable(side(), cost)).toEqual(['nullifyLifelink']);
    const r = pay(live, { uid: 'h1', card: 'duel-sieger-spartand', size: 1 }, cost, 'center', '1.6');
    expect(r.side.field.left[0].nullified).toEqual(['lifelink']);
    expect(live.field.left[0].nullified).toBeUndefined();
    // On the chart: the working Lifelink is nullified at 1.6 and the call goes on; the board tags it.
    const paid = replay<CallBoard>(callFlow, ['next', 'center', 'next', 'pay'], 'spartand');
    expect(paid.position.key).toBe('1.6');
    const view = callFlow.view(paid.board);
    const field = view.sections.find((x) => x.key === 'field');
    expect(field?.kind === 'slots' && field.slots.find((x) => x.key === 'left')?.cards[0].tags).toContain('lifelink-nullified');
  });
});
