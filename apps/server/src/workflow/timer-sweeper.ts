// Timer events run on the server's clock: the engine's timers are held (engine-runner.ts), each step
// saves when its armed timers are due, and this sweeper, started with the app, fires the timers of
// every running instance whose earliest due time has passed (at once on start, for timers that fell
// due while the server was down), one instance step each. The step is the same locked, revision-checked
// step as a task action, so a timer fires once even with several servers sweeping.
import { and, eq, sql } from "drizzle-orm";

import { schema } from "../db/index.js";
import type { Services } from "../routes/types.js";
import { NEXT_TIMER_AT } from "./engine-runner.js";
import { act, RESULT } from "./runtime.js";
import { PeriodicSweep } from "../lib/periodic-sweep.js";

/** How often the sweeper looks: a timer fires well within a second of its due time. */
const TIMER_SWEEP_INTERVAL_MS = 500;

/** Fires the due timers of every running instance by `now`; answers how many instances it stepped. */
async function fireDueTimers(services: Services, now: Date): Promise<number> {
  const t = schema.bpmProcessInstances;
  // Due times are ISO text in UTC of one length, so text order is time order.
  const due = await services.db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.status, 1), sql`${t.engineState} ->> ${NEXT_TIMER_AT} <= ${now.toISOString()}`));
  let stepped = 0;
  for (const { id } of due) {
    try {
      await act(services.db, id, undefined, now, (instance) => ({
        run: (step) => step.fireDue(now),
        runningResult: instance.result,
        endResult: RESULT.approved,
        closeOthersWith: RESULT.cancelled,
      }));
      stepped++;
    } catch (err) {
      // Another server fired it first, or the instance ended meanwhile; anything else is logged and
      // retried on the next sweep.
      services.log.warn({ err, instance: id }, "bpm timer step failed");
    }
  }
  return stepped;
}

/** Fires due timers from the app's start to its close. */
export class BpmTimerSweeper extends PeriodicSweep {
  constructor(services: Services, intervalMs = TIMER_SWEEP_INTERVAL_MS) {
    super(services, "bpm timer", fireDueTimers, intervalMs);
  }
}
