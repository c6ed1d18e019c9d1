import { games } from '@/content';
import { getFlow } from '@/machines';
import { replay, type ReplayResult } from '@/machines/engine/replay';
import { readReplay } from '@/machines/engine/replay-spec';
import { runnable } from '@/machines/engine/situation';

/**
 * A ruling's own replay, on its own board (edits included), cut after the first `n` events of `r` (its full replay):
 * what the chart offered at the step where the answer was decided, when the walk goes on past it.
 */
export function rulingCut<B>(game: string, flow: string, id: string, r: ReplayResult<unknown>, n: number): ReplayResult<B> {
  const ruling = games[game].flows[flow].rulings.find((x) => x.id === id)!;
  const def = getFlow(game, flow)!;
  const run = runnable(def, readReplay(def, ruling.replay).situation);
  return replay<B>(
    run.flow,
    r.visits.slice(1, n + 1).map((v) => v.event!),
    run.runAs,
  );
}
