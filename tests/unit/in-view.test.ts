import { describe, expect, test } from 'vitest';
import { pushedBelow, SEEN, shouldReveal, sideBySide, type Box } from '@/app/lib/in-view';

const box = (top: number, bottom: number, left = 0, right = 390): Box => ({ top, bottom, left, right });

describe('a focused control pushed below the window', () => {
  test('counts wholly or partly under the bottom edge, as Continue was at 899–943 px in an 800 px window', () => {
    expect(pushedBelow(box(899, 943), 800)).toBe(true);
    expect(pushedBelow(box(780, 824), 800)).toBe(true);
    expect(pushedBelow(box(366, 410), 844)).toBe(false);
    expect(pushedBelow(box(756, 800), 800)).toBe(false);
  });

  test('one above the top edge was scrolled past by the reader, and does not count', () => {
    expect(pushedBelow(box(-400, -356), 800)).toBe(false);
    expect(pushedBelow(box(-10, 34), 800)).toBe(false);
  });
});

describe('side by side', () => {
  test('two columns that share no x are side by side; stacked ones are not', () => {
    expect(sideBySide(box(0, 1, 700, 1240), box(0, 1, 40, 690))).toBe(true);
    expect(sideBySide(box(0, 1, 40, 690), box(0, 1, 690, 1240))).toBe(true);
    expect(sideBySide(box(0, 1, 16, 374), box(0, 1, 16, 374))).toBe(false);
    expect(sideBySide(box(0, 1, 0, 400), box(0, 1, 399, 800))).toBe(false);
  });
});

describe('bringing the changed part into view after a tap away from the panel', () => {
  const phone = 844;
  test('on a phone, a panel 1,900 px above the tapped chart box is brought in', () => {
    const panel = box(-1900, -1300, 16, 374);
    const chart = box(-200, 500, 16, 374);
    expect(shouldReveal(panel, panel, chart, phone)).toBe(true);
  });

  test('on a phone, a panel whose top is already seen, with room for its heading, stays where it is', () => {
    const chart = box(900, 1600, 16, 374);
    expect(shouldReveal(box(0, 600, 16, 374), box(0, 600, 16, 374), chart, phone)).toBe(false);
    expect(shouldReveal(box(phone - SEEN, phone + 500, 16, 374), box(phone - SEEN, phone + 500, 16, 374), chart, phone)).toBe(false);
    // A top peeking in by a few px shows nothing of the change.
    expect(shouldReveal(box(phone - 20, phone + 600, 16, 374), box(phone - 20, phone + 600, 16, 374), chart, phone)).toBe(true);
  });

  test('on a phone, the board 1,500 px above the editor is brought in after new numbers', () => {
    const panel = box(-2200, -1650, 16, 374);
    const board = box(-1500, -900, 16, 374);
    expect(shouldReveal(board, panel, box(400, 1100, 16, 374), phone)).toBe(true);
  });

  test('on a laptop, where the panel stands beside the chart and is on screen, the page does not move', () => {
    const chart = box(120, 780, 40, 690);
    // Its top scrolled a little out of the window, but the panel is still beside the chart on screen.
    expect(shouldReveal(box(-60, 700, 710, 1240), box(-60, 700, 710, 1240), chart, 800)).toBe(false);
    // The board below the panel, out of view: still left alone while the panel is seen.
    expect(shouldReveal(box(861, 1400, 710, 1240), box(100, 840, 710, 1240), chart, 800)).toBe(false);
  });

  test('on a laptop scrolled so far that none of the panel is on screen, it is brought back', () => {
    const chart = box(8, 700, 40, 690);
    expect(shouldReveal(box(-900, -100, 710, 1240), box(-900, -100, 710, 1240), chart, 800)).toBe(true);
  });

  test('without a chart, the panel is taken as stacked', () => {
    expect(shouldReveal(box(-900, -100), box(-900, -100), null, 800)).toBe(true);
    expect(shouldReveal(box(10, 600), box(10, 600), null, 800)).toBe(false);
  });
});
