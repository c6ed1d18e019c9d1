import { describe, expect, test } from 'vitest';
import { getFlow } from '@/machines';
import { replay } from '@/machines/engine/replay';
import { readSituation, runnable } from '@/machines/engine/situation';
import type { CallBoard } from '@/machines/buddyfight/call';
import callWords from '@/content/buddyfight/call/flow';
import { joinSentences, spoken } from '@/app/components/flow/labels';
import { fill } from '@/app/lib/text';
import { uiStrings } from '@/content/ui';

/**
 * What "Opponent uses a Counter" did was said only by a small flag on the board: the step's outcome line (the log
 * entries the move added) read "Rules check: nothing to do". And the board ran its lines together with no space.
 */
const call = getFlow('buddyfight', 'call')!;
const at = (walk: string) => {
  const { situation, problems } = readSituation(call, new URLSearchParams(`walk=${walk}`), { setup: Object.keys(call.setups)[0], edits: null, events: [] });
  const run = runnable(call, situation);
  return { ...replay<CallBoard>(run.flow, situation.events, run.runAs), problems };
};
const BEFORE = 'left.normal-call.pay.next.next';
const added = (walk: string, more: string) => at(`${walk}.${more}`).log.slice(at(walk).log.length);
const words = (lang: 'en' | 'ja', entries: { code: string; card?: string }[]) =>
  entries.map((e) => fill(callWords.board.log[e.code as keyof typeof callWords.board.log][lang], { card: e.card ?? '' }));

describe('the outcome of "Opponent uses a Counter" in the call', () => {
  test('the move logs the Counter at 2.1 before the rules check at 2.2', () => {
    expect(at(BEFORE).problems).toEqual([]);
    expect(at(BEFORE).position.key).toBe('2.1');
    expect(added(BEFORE, 'counter-used')).toEqual([
      { step: '2.1', code: 'counter-used' },
      { step: '2.2', code: 'rules-check-clear' },
    ]);
  });

  test('its line says the Counter was used and resolves first, in both languages', () => {
    const entries = added(BEFORE, 'counter-used');
    expect(joinSentences(words('en', entries), uiStrings('en').sentenceEnd)).toBe(
      'The opponent answers the call with a Counter. It waits and resolves at 2.3, before the called card reaches the field. Rules check: nothing to do.',
    );
    expect(joinSentences(words('ja', entries), uiStrings('ja').sentenceEnd)).toBe(
      '相手がコールに【対抗】を使いました。その【対抗】は2.3で、コールしたカードが場に出るより先に解決します。ルール処理で対象になるものはありません。',
    );
  });
});

describe('outcome lines are joined as each language writes sentences', () => {
  const lines = ['The call is nullified: Begone!! goes to the drop zone instead of the field.', 'Rules check: nothing to do.'];

  test('English puts a space after the full stop; Japanese puts none after 。', () => {
    expect(joinSentences(lines, uiStrings('en').sentenceEnd)).toBe(
      'The call is nullified: Begone!! goes to the drop zone instead of the field. Rules check: nothing to do.',
    );
    expect(joinSentences(['コールは無効になりました。', 'ルール処理はありません。'], uiStrings('ja').sentenceEnd)).toBe(
      'コールは無効になりました。ルール処理はありません。',
    );
  });

  test('the announcement joins the same way', () => {
    expect(spoken(['Step 2.4: Rules check', ...lines], uiStrings('en').sentenceEnd)).toBe(
      'Step 2.4: Rules check. The call is nullified: Begone!! goes to the drop zone instead of the field. Rules check: nothing to do.',
    );
    expect(spoken(['ステップ2.4', 'コールは無効になりました。'], uiStrings('ja').sentenceEnd)).toBe('ステップ2.4。コールは無効になりました。');
  });
});
