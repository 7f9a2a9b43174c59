// Peer review, the student's side (/teach/assignment): the reviews asked of them, and giving one.
import type { components } from "@smartclass/api";

import { gradePeerReview, reviewTasksOf } from "../assignment/peer-review.js";
import { type Handler, me, op } from "./types.js";

export const assignmentReviewHandlers: Record<string, Handler> = {
  "GET /teach/assignment/student/peerreview/list": op<{ assignmentId?: number }>(async (ctx) =>
    reviewTasksOf(ctx.services, me(ctx), ctx.query.assignmentId),
  ),

  "POST /teach/assignment/grade/peerreview": op<never, components["schemas"]["PeerReviewGrade"]>(async (ctx) => {
    await gradePeerReview(ctx.services, me(ctx), ctx.body);
    return true;
  }),
};
