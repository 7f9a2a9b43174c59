import { describe, expect, it } from "vitest";

import {
  type CheckInEvent,
  checkInReducer,
  type CheckInState,
  initialCheckInState,
  isCheckInSuccess,
  POLL_TIMEOUT_MS,
} from "./check-in-machine";

const run = (events: CheckInEvent[], from: CheckInState = initialCheckInState) => events.reduce(checkInReducer, from);
const loaded = (over: Partial<Extract<CheckInEvent, { type: "loaded" }>> = {}): CheckInEvent => ({
  type: "loaded",
  loggedIn: true,
  classInProgress: true,
  faceRegistered: true,
  signInId: 11,
  ...over,
});
const status = (state: CheckInState) => (state.view === "status" ? state.status : state.view);

describe("checkInReducer", () => {
  it("starts loading", () => {
    expect(initialCheckInState).toEqual({ view: "loading" });
  });

  it("requires a login", () => {
    expect(run([loaded({ loggedIn: false })])).toEqual({ view: "login-required" });
  });

  it("needs a class in progress", () => {
    expect(run([loaded({ classInProgress: false })])).toEqual({ view: "no-class" });
  });

  it("is ready with status 1 when a face is registered, 5 when not", () => {
    expect(status(run([loaded()]))).toBe(1);
    expect(status(run([loaded({ faceRegistered: false })]))).toBe(5);
  });

  it("goes 1 → 2 → 3 on a successful face check-in", () => {
    const states = [loaded(), { type: "start", method: "face" } as const, { type: "result", value: 1 } as const];
    expect(status(run(states.slice(0, 2)))).toBe(2);
    expect(status(run(states))).toBe(3);
  });

  it("goes to 4 on any result other than 1, and on a failed call", () => {
    expect(status(run([loaded(), { type: "start", method: "face" }, { type: "result", value: 0 }]))).toBe(4);
    expect(status(run([loaded(), { type: "start", method: "face" }, { type: "result", value: null }]))).toBe(4);
    expect(status(run([loaded(), { type: "start", method: "face" }, { type: "error" }]))).toBe(4);
  });

  it("offers retry and plain check-in from 4", () => {
    const failed = run([loaded(), { type: "start", method: "face" }, { type: "result", value: 2 }]);
    expect(status(run([{ type: "retry" }], failed))).toBe(1);
    expect(status(run([{ type: "start", method: "face" }], failed))).toBe(2);
    const plain = run(
      [
        { type: "start", method: "plain" },
        { type: "result", value: 1 },
      ],
      failed,
    );
    expect(plain).toMatchObject({ status: 3, method: "plain" });
  });

  it("allows only plain check-in in status 5", () => {
    const ready = run([loaded({ faceRegistered: false })]);
    expect(run([{ type: "start", method: "face" }], ready)).toBe(ready);
    expect(status(run([{ type: "start", method: "plain" }], ready))).toBe(2);
    expect(status(run([{ type: "retry" }], run([{ type: "start", method: "plain" }, { type: "error" }], ready)))).toBe(
      5,
    );
  });

  it("ignores results that arrive when nothing is recognising", () => {
    const ready = run([loaded()]);
    expect(run([{ type: "result", value: 1 }], ready)).toBe(ready);
    const done = run(
      [
        { type: "start", method: "face" },
        { type: "result", value: 1 },
      ],
      ready,
    );
    expect(run([{ type: "result", value: 0 }], done)).toBe(done);
    expect(run([{ type: "start", method: "plain" }], done)).toBe(done);
  });

  it("gives up on the tablet photo after 10 s of polling", () => {
    const polling = run([loaded(), { type: "start", method: "face" }, { type: "polling-started", now: 5_000 }]);
    expect(status(run([{ type: "poll-tick", now: 5_000 + 1_000 }], polling))).toBe(2);
    expect(status(run([{ type: "poll-tick", now: 5_000 + POLL_TIMEOUT_MS - 1 }], polling))).toBe(2);
    expect(status(run([{ type: "poll-tick", now: 5_000 + POLL_TIMEOUT_MS }], polling))).toBe(4);
  });

  it("stops the timeout once the image arrives", () => {
    const got = run([
      loaded(),
      { type: "start", method: "face" },
      { type: "polling-started", now: 0 },
      { type: "image-received" },
      { type: "poll-tick", now: POLL_TIMEOUT_MS * 2 },
    ]);
    expect(status(got)).toBe(2);
    expect(status(run([{ type: "result", value: "1" }], got))).toBe(3);
  });

  it("ignores events before loading and resets", () => {
    expect(run([{ type: "start", method: "face" }])).toEqual({ view: "loading" });
    expect(run([loaded(), { type: "reset" }])).toEqual({ view: "loading" });
  });
});

describe("isCheckInSuccess", () => {
  it("accepts only the result 1", () => {
    expect(isCheckInSuccess(1)).toBe(true);
    expect(isCheckInSuccess("1")).toBe(true);
    expect(isCheckInSuccess(0)).toBe(false);
    expect(isCheckInSuccess(2)).toBe(false);
    expect(isCheckInSuccess(undefined)).toBe(false);
  });

  it("shows the server's reason for a refused check-in instead of the face wording, and retries nothing", () => {
    const refused = run([loaded(), { type: "start", method: "plain" }, { type: "refused", message: "签到已结束" }]);
    expect(refused).toMatchObject({ view: "status", status: 4, refusal: "签到已结束" });
    expect(checkInReducer(refused, { type: "retry" })).toBe(refused);
    expect(checkInReducer(refused, { type: "start", method: "plain" })).toBe(refused);
  });

  it("keeps retry for a failed recognition", () => {
    const failed = run([loaded(), { type: "start", method: "face" }, { type: "error" }]);
    expect(failed).toMatchObject({ status: 4 });
    expect(status(checkInReducer(failed, { type: "retry" }))).toBe(1);
  });
});
