import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { answerOf, question, student } from "../stories/mock-classroom";
import { fakePush } from "../stories/fake-push";
import { practice } from "../stories/practice-handlers";
import { withClassroom } from "../stories/with-classroom";
import { StudentPushReactions } from "./student-push-reactions";

const push = fakePush();
const classroom = scenario({ faceRegistered: false });

const meta = {
  title: "Classroom/StudentPushReactions",
  component: StudentPushReactions,
  decorators: [withClassroom],
  tags: ["!autodocs"],
  args: {
    subscribe: push.subscribe,
    navigate: fn(),
    onError: fn(),
    onLog: fn(),
    onLoginRequired: fn(),
    loggedIn: true,
  },
  ...classroom.story,
} satisfies Meta<typeof StudentPushReactions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** aiTopic, askQuestion and practice navigate; survey and assignment are ignored. */
export const Navigates: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(push.listeners).toBe(1));
    push.send({ type: "aiTopic" });
    // The reactions load with the first event, then meet it; later events are met as they come.
    await waitFor(() => expect(args.navigate).toHaveBeenLastCalledWith("/student/topic"));
    push.send({ type: "askQuestion" });
    await expect(args.navigate).toHaveBeenLastCalledWith("/student/question");
    push.send({ type: "practice", id: 42 });
    await expect(args.navigate).toHaveBeenLastCalledWith("/student/practice/info/42");
    push.send({ type: "survey" });
    push.send({ type: "assignment" });
    await expect(args.navigate).toHaveBeenCalledTimes(3);
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

/** signIn shows the sign-in widget until the student signs in. */
export const SignInUntilCheckedIn: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(push.listeners).toBe(1));
    await expect(canvas.queryByRole("region", { name: "课堂签到" })).not.toBeInTheDocument();
    push.send({ type: "signIn", signInId: 11 });
    const widget = await canvas.findByRole("region", { name: "课堂签到" });
    await userEvent.click(canvas.getByRole("button", { name: "立即签到" }));
    await waitFor(async () =>
      expect((await screen.findByRole("dialog", { name: "签到" })).getAttribute("data-status")).toBe("5"),
    );
    await userEvent.click(screen.getByRole("button", { name: "普通签到" }));
    await waitFor(() => expect(widget).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

/** random opens 随机选人, specific opens 点名提问; cancel closes. */
export const PickDialogs: Story = {
  play: async () => {
    await waitFor(() => expect(push.listeners).toBe(1));
    push.send({ type: "random" });
    await expect(await screen.findByRole("dialog", { name: "随机选人" })).toHaveTextContent("你被选中了");
    await userEvent.click(screen.getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    push.send({ type: "specific" });
    await expect(await screen.findByRole("dialog", { name: "点名提问" })).toHaveTextContent("你被选中了");
    await userEvent.click(screen.getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/** An unknown type is an error; demo-message-receive and notice-push are only logged. */
export const UnknownAndLogged: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(push.listeners).toBe(1));
    push.send({ type: "teleport" });
    await waitFor(() => expect(args.onError).toHaveBeenCalledWith("未知的消息类型：teleport"));
    push.send({ type: "notice-push" });
    push.send({ type: "demo-message-receive" });
    await waitFor(() =>
      expect(args.onLog).toHaveBeenLastCalledWith([{ type: "notice-push" }, { type: "demo-message-receive" }]),
    );
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

const late = scenario(() => ({ faceRegistered: false, questions: [question()], todoSignInId: 11 }));
/** On the page's shared connection: when it opens right after a login (nothing to replay), an open
 * question the student has not answered leads to the question page and an open sign-in shows the
 * widget, as their events would have. */
export const CatchesUpWhenTheConnectionOpens: Story = {
  ...late.story,
  args: { subscribe: undefined },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(late.push.listeners).toBeGreaterThan(0));
    await expect(args.navigate).not.toHaveBeenCalled();
    late.push.openFresh();
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith("/student/question"));
    await expect(await canvas.findByRole("region", { name: "课堂签到" })).toBeInTheDocument();
  },
};

const done = scenario(() => {
  const q = question();
  return {
    faceRegistered: false,
    questions: [q],
    answers: [answerOf(q, student(1), { choices: ["B"] })],
    todoSignInId: null,
  };
});
/** Nothing to catch up (the question is answered, no sign-in open): the student stays where they are. */
export const NothingToCatchUp: Story = {
  ...done.story,
  args: { subscribe: undefined },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(done.push.listeners).toBeGreaterThan(0));
    done.push.openFresh();
    await waitFor(() => expect(done.state.calls).toContain("studentQuestion"));
    await waitFor(() => expect(done.state.calls).toContain("todo"));
    await expect(args.navigate).not.toHaveBeenCalled();
    await expect(canvas.queryByRole("region", { name: "课堂签到" })).not.toBeInTheDocument();
  },
};

const answeredNewest = scenario(() => {
  const q = question({ startTime: Date.UTC(2026, 10, 23, 1, 45) });
  return {
    faceRegistered: false,
    questions: [q],
    answers: [answerOf(q, student(1), { choices: ["B"] })],
    practice: { practices: [practice({ startTime: Date.UTC(2026, 10, 23, 1, 30) })], records: [] },
    todoSignInId: null,
  };
});
/** The newest activity (the question) is answered, perhaps in another tab while the lookup ran; the older
 * practice still to do waits in the to-do list and does not take the student off the question page. */
export const NewestAnsweredOlderPracticeWaits: Story = {
  ...answeredNewest.story,
  args: { subscribe: undefined },
  play: async ({ args }) => {
    await waitFor(() => expect(answeredNewest.push.listeners).toBeGreaterThan(0));
    answeredNewest.push.openFresh();
    await waitFor(() => expect(answeredNewest.state.calls).toContain("studentQuestion"));
    // The sign-in's to-do is asked after the page was chosen.
    await waitFor(() => expect(answeredNewest.state.calls).toContain("todo"));
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

const practiceNewest = scenario(() => ({
  faceRegistered: false,
  questions: [question({ startTime: Date.UTC(2026, 10, 23, 1, 0) })],
  practice: { practices: [practice({ id: 62, startTime: Date.UTC(2026, 10, 23, 1, 30) })], records: [] },
  todoSignInId: null,
}));
/** A practice published after the open question is the newer activity: the catch-up leads to it. */
export const CatchesUpToTheNewerPractice: Story = {
  ...practiceNewest.story,
  args: { subscribe: undefined },
  play: async ({ args }) => {
    await waitFor(() => expect(practiceNewest.push.listeners).toBeGreaterThan(0));
    practiceNewest.push.openFresh();
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith("/student/practice/info/62"));
    await expect(args.navigate).toHaveBeenCalledTimes(1);
  },
};

const running = scenario(() => ({ faceRegistered: false, questions: [question({ id: 21 })], todoSignInId: null }));
/** After a reconnect the missed question is replayed: still open and unanswered, it leads to the
 * question page as the live event would have; an ordinary reconnect fetches nothing by itself. */
export const ReplayedQuestionStillOpen: Story = {
  ...running.story,
  args: { subscribe: undefined },
  play: async ({ args }) => {
    await waitFor(() => expect(running.push.listeners).toBeGreaterThan(0));
    running.push.open();
    running.push.send({ type: "askQuestion", questionId: 21, courseItemId: 7, seq: 4, replayed: true } as never);
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith("/student/question"));
    await expect(running.state.calls).toContain("studentQuestionPreview");
    await expect(running.state.calls).not.toContain("studentQuestion");
  },
};

const over = scenario(() => ({ faceRegistered: false, questions: [question({ id: 21 })], todoSignInId: null }));
/** A replayed question that a later replayed ending closed does not take the student anywhere. */
export const ReplayedQuestionEndedMeanwhile: Story = {
  ...over.story,
  args: { subscribe: undefined },
  play: async ({ args }) => {
    await waitFor(() => expect(over.push.listeners).toBeGreaterThan(0));
    over.push.open();
    over.push.send({ type: "askQuestion", questionId: 21, courseItemId: 7, seq: 4, replayed: true } as never);
    over.push.send({
      type: "activityChanged",
      activity: "askQuestion",
      id: 21,
      courseItemId: 7,
      status: 2,
      seq: 5,
      replayed: true,
    } as never);
    // A live event after the burst settles it at once; the ended question is not looked up at all.
    over.push.send({ type: "notice-push", seq: 6 } as never);
    await waitFor(() => expect(args.onLog).toHaveBeenCalled());
    await expect(args.navigate).not.toHaveBeenCalled();
    await expect(over.state.calls).not.toContain("studentQuestionPreview");
  },
};
