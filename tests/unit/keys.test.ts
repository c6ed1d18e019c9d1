import { expect, test } from 'vitest';
import { ownsKey } from '@/app/lib/keys';

const input = (type: string) => ({ tagName: 'INPUT', type });

// Found by an audit: after ticking "Learner view" the checkbox kept focus and the number keys did nothing.
test('a checkbox, a button, a link, the chart or the page leave the number keys and arrows to the explorer', () => {
  for (const el of [
    input('checkbox'),
    input('button'),
    input('submit'),
    { tagName: 'BUTTON' },
    { tagName: 'A' },
    { tagName: 'DIV' },
    { tagName: 'svg' },
    { tagName: 'BODY' },
  ]) {
    for (const key of ['1', '9', 'ArrowLeft', 'ArrowRight', 'Home', '/']) expect(ownsKey(el, key), `${el.tagName} ${key}`).toBe(false);
  }
  expect(ownsKey(null, '1')).toBe(false);
  // A key pressed with the window itself as the target (nothing focused): no tag name at all.
  expect(ownsKey({} as never, '1')).toBe(false);
});

test('a field typed into keeps every key: text-like inputs, textarea, select, editable text', () => {
  const fields = [input('text'), input('search'), input('number'), input('email'), input('date'), { tagName: 'INPUT' }, input('made-up')];
  for (const el of [...fields, { tagName: 'TEXTAREA' }, { tagName: 'SELECT' }, { tagName: 'DIV', isContentEditable: true }]) {
    for (const key of ['1', 'ArrowLeft', 'Home', '/']) expect(ownsKey(el, key), `${el.tagName} ${'type' in el ? el.type : ''} ${key}`).toBe(true);
  }
});

test('a radio group or a slider keeps only the keys that move it', () => {
  expect(ownsKey(input('radio'), 'ArrowRight')).toBe(true);
  expect(ownsKey(input('radio'), '1')).toBe(false);
  expect(ownsKey(input('range'), 'Home')).toBe(true);
  expect(ownsKey(input('range'), 'ArrowLeft')).toBe(true);
  expect(ownsKey(input('RANGE'), '2')).toBe(false);
});
