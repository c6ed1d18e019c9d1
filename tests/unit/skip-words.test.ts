import { expect, test } from 'vitest';
import { LOCALES } from '@/content';
import { uiStrings } from '@/content/ui';

// A button is found by its name (a screen reader's list of buttons, voice control's "click …", a test's getByRole): the
// skip's name once began with the lone choice's own name ("Continue …"), and its Japanese held the Forward button's
// (進む), so "click Continue" or "click 進む" named two buttons. The lone choice is mostly "Continue" / 「次へ」.
test.each(LOCALES)('%s: the skip button shares no other button’s name', (locale) => {
  const ui = uiStrings(locale);
  for (const other of [ui.back, ui.forward, ui.restart, locale === 'en' ? 'Continue' : '次へ']) expect(ui.skipOn).not.toContain(other);
});
