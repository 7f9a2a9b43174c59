// What every story handler shares: the base address, envelopes, the refusals a story scripts, paging.
import { delay, HttpResponse } from "msw";

import type { Envelope } from "./contract-types";
import type { MockClassroom } from "./mock-classroom";

const BASE = "/admin-api";

/** A success envelope. */
const ok = <T>(data: T) => HttpResponse.json<Envelope<T>>({ code: 0, data, msg: "" });

/** A business refusal (the server's codes are 1_003_…; the client rejects with the message). */
const refusal = (msg: string, code = 1_003_002_001) => HttpResponse.json({ code, data: null, msg });

/** Records a call, waits the scripted latency, and answers the scripted refusal of that call, if any. */
async function seen(state: MockClassroom, name: string, detail = ""): Promise<Response | null> {
  state.calls.push(detail ? `${name}:${detail}` : name);
  await delay(state.latency);
  const message = state.refuse[name];
  return message ? refusal(message) : null;
}

/** A query parameter as a number (0 when missing). */
function numberParam(request: Request, name: string): number {
  return Number(new URL(request.url).searchParams.get(name) ?? 0);
}

/** One page of a list, from the request's pageNo and pageSize (defaults 1 and 20). */
function page<T>(request: Request, list: T[]): { list: T[]; total: number } {
  const pageNo = numberParam(request, "pageNo") || 1;
  const pageSize = numberParam(request, "pageSize") || 20;
  return { list: list.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: list.length };
}

export { BASE, numberParam, ok, page, refusal, seen };
