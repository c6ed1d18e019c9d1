import { expect, test } from 'vitest';
import { games, LOCALES } from '@/content';
import { gameMachines } from '@/machines';

/**
 * Every editor a flow offers is labelled by its content in both languages: a group by its key, a field by the last
 * part of its key. A missing label would show the raw key ("nonTurn.counters") to the reader.
 */
test('every setup editor group and field has words in every language', () => {
  const missing: string[] = [];
  let editors = 0;
  for (const [game, g] of Object.entries(gameMachines)) {
    for (const [id, flow] of Object.entries(g.flows)) {
      if (!flow.editor) continue;
      editors += 1;
      const words = games[game].flows[id]?.content.editor;
      for (const group of flow.editor.groups) {
        for (const locale of LOCALES) {
          if (!words?.groups[group.key]?.[locale]) missing.push(`${game}/${id} group ${group.key} (${locale})`);
          for (const f of group.fields) {
            const part = f.key.split('.').pop()!;
            if (!words?.fields[part]?.[locale]) missing.push(`${game}/${id} field ${part} (${locale})`);
          }
        }
      }
    }
  }
  expect(editors).toBeGreaterThanOrEqual(4);
  expect(missing).toEqual([]);
});
