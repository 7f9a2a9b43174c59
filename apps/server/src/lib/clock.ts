// The one clock the server reads time through, so that tests can move a class past a time limit
// without sleeping.

/** Where the server reads the current time. */
export interface Clock {
  now(): Date;
}

/** The wall clock. */
export const systemClock: Clock = { now: () => new Date() };
