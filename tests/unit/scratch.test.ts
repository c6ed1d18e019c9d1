import { flows } from '@/machines/index';
import { replay, parseWalk, serializeWalk } from '@/machines/engine/replay';
import { stepsOf, shortestWalkTo, chartModel } from '@/machines/engine/chart';
import { test } from 'vitest'; test('x', () => {
const f = flows['buddyfight/call'];
console.log(stepsOf(f));
const p = parseWalk(f, 'buddy-call.pay.counter-used.nullified');
console.log(p);
const r = replay(f, p.events);
console.log(r.position, r.choices, JSON.stringify(f.view(r.board)));
console.log(serializeWalk(f, p.events));
for (const s of stepsOf(f)) console.log(s, JSON.stringify(shortestWalkTo(f, s)));
console.log(chartModel(f).edges.length);
console.log(parseWalk(f, 'buddy-call.zzz'), parseWalk(f,'pass'), parseWalk(f,'<script>'), parseWalk(f,'a'.repeat(10000)).problem);
});
