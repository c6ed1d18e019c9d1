import { test } from 'vitest';
import { stepsOf } from '@/machines/engine/chart';
import { getFlow } from '@/machines';
test('dump', () => {
  for (const f of ['call', 'play-timing', 'attack-phase']) console.log(f, JSON.stringify(stepsOf(getFlow('buddyfight', f)!)));
});
