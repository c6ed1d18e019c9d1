import { expect, test, vi } from 'vitest';
vi.mock('server-only', () => ({}));
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FlowProvider } from '@/app/components/flow/FlowContext';
import { StepPanel } from '@/app/components/flow/StepPanel';
import { loadFlowDefinition } from '@/app/components/flow/useGameFlow';
import { TO_COUNTERATTACK } from '@/content/buddyfight/editions';
import { parseWalk } from '@/machines/engine/replay';
import { getFlow } from '@/machines';

const { flowPageData } = await import('@/app/lib/flow-data');

/** The step panel as the page's HTML carries it, standing at the end of a walk (a link's short form). */
async function panel(setup: string, walk: string) {
  await loadFlowDefinition('buddyfight', 'attack-phase');
  const { events, problem } = parseWalk(getFlow('buddyfight', 'attack-phase')!, walk, setup);
  expect(problem).toBeUndefined();
  const data = await flowPageData('en', 'buddyfight', 'attack-phase', { setup, events });
  return renderToStaticMarkup(createElement(FlowProvider, { data } as Parameters<typeof FlowProvider>[0], createElement(StepPanel)));
}

// Found by an audit: at 3.2.2, whose outcome differs by rules edition, the box saying what each edition reads sat
// between the step's words and its choices, and on a phone pushed Continue from 366 px to 880 px down the screen.
test('at a step that differs by edition, the choices come before what each edition says, with one line above them pointing to it', async () => {
  const html = await panel('counterattack-tie', TO_COUNTERATTACK);
  expect(html).toContain('data-current-step="3.2.2"');
  const choice = html.indexOf('data-event=');
  const box = html.indexOf('data-edition-differs="3.2.2"');
  const pointer = html.indexOf('data-edition-pointer="3.2.2"');
  expect(choice).toBeGreaterThan(0);
  expect(box).toBeGreaterThan(choice);
  expect(pointer).toBeGreaterThan(0);
  expect(pointer).toBeLessThan(choice);
  // The one line names what differs, in the box's own words.
  expect(html.slice(pointer, choice)).toContain('Which attackers Counterattack destroys');
  // The box keeps everything it said, after the choices: the reading in force, the other, and the way to the switch.
  expect(html.slice(box)).toContain('data-current-edition');
  expect(html.slice(box)).toContain('data-edition-go');
  // On a link's first reading the reader has chosen nothing yet: what the link's last choice did is the board's to say.
  expect(html).not.toContain('data-step-happened');
});

test('at a step no edition reads differently there is neither', async () => {
  const html = await panel('basic', 'attack.pick-center.target-center');
  expect(html).not.toContain('data-edition-differs');
  expect(html).not.toContain('data-edition-pointer');
});
