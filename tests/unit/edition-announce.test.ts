import { expect, test } from 'vitest';
import { heardRules, type RulesHeard } from '@/app/components/flow/labels';

// Frames stand in as plain objects: heardRules only tells them apart.
const a = { step: '3.2.2' };
const b = { step: '3.2.2', under: 'en-2014' };
const c = { step: '3.3' };
const start: RulesHeard = { edition: null, frame: a, say: false };

test('a switch of edition is said, even where the step stays the same', () => {
  expect(heardRules(start, 'en-2014', b, false)).toEqual({ edition: 'en-2014', frame: b, say: true });
  // And switching back is said again.
  expect(heardRules({ edition: 'en-2014', frame: b, say: true }, null, a, false)).toEqual({ edition: null, frame: a, say: true });
});

test("the link's own first reading is not said: the page opened under that edition", () => {
  expect(heardRules(start, 'en-2014', b, true)).toEqual({ edition: 'en-2014', frame: b, say: false });
});

test('it is said until another frame is shown under the same rules; a render with nothing new keeps it as it is', () => {
  const said: RulesHeard = { edition: 'en-2014', frame: b, say: true };
  expect(heardRules(said, 'en-2014', b, false)).toBe(said);
  expect(heardRules(said, 'en-2014', c, false)).toEqual({ edition: 'en-2014', frame: c, say: false });
  expect(heardRules(start, null, a, false)).toBe(start);
});
