// The seed writes everything of the demo in one transaction.
import type { Db } from "../db/index.js";

/** The seed's transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
