// The calls of the fair random pick and the named call-out (点名提问), as two slices of the classroom
// API: a page with only the random pick does not implement the call-out, and the other way round.
import type { ApiClient, Schema } from "@smartclass/api";

import type { ClassStudent } from "../question/question-api";

/** The fair random pick's round of a session: who was picked so far, of how many. */
type RandomPickRound = Schema<"RandomPickRound">;
/** Students picked, with the round after the pick. */
type RandomPickResult = Schema<"RandomPickResult">;
/** A named call-out (the contract's SpecificCallOut). */
type SpecificCallOut = Schema<"SpecificCallOut">;

/** The random pick's calls. */
interface RandomPickApi {
  /** Picks `count` students fairly (nobody twice in a round); each gets a `random` push event. */
  pickRandom(input: { courseItemId: number; count: number }): Promise<RandomPickResult>;
  /** The current round of a session. */
  randomRound(courseItemId: number): Promise<RandomPickRound>;
  /** Starts a new round: everyone can be picked again. */
  resetRandomRound(courseItemId: number): Promise<RandomPickRound>;
}

/** The named call-out's call. */
interface CallOutApi {
  /** Calls students by name; each gets a `specific` push event. Answers the students called. */
  callOut(input: SpecificCallOut): Promise<ClassStudent[]>;
}

/** The method names of RandomPickApi (the provider checks them). */
const RANDOM_PICK_METHODS = [
  "pickRandom",
  "randomRound",
  "resetRandomRound",
] as const satisfies readonly (keyof RandomPickApi)[];
/** The method names of CallOutApi (the provider checks them). */
const CALL_OUT_METHODS = ["callOut"] as const satisfies readonly (keyof CallOutApi)[];

/** RandomPickApi on the typed API client. */
function createRandomPickApi(api: ApiClient): RandomPickApi {
  return {
    pickRandom: (query) => api.get("/teach/ask-question/random", { params: { query } }),
    randomRound: (courseItemId) => api.get("/teach/ask-question/random/round", { params: { query: { courseItemId } } }),
    resetRandomRound: (courseItemId) =>
      api.post("/teach/ask-question/random/reset", { params: { query: { courseItemId } } }),
  };
}

/** CallOutApi on the typed API client. */
function createCallOutApi(api: ApiClient): CallOutApi {
  return { callOut: (body) => api.post("/teach/ask-question/specific", { body }) };
}

export { CALL_OUT_METHODS, createCallOutApi, createRandomPickApi, RANDOM_PICK_METHODS };
export type { CallOutApi, RandomPickApi, RandomPickResult, RandomPickRound, SpecificCallOut };
