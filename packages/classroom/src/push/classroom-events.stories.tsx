import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { QuestionAnswerCard } from "../question/question-answer-card";
import { scenario } from "../stories/classroom-handlers";
import { question } from "../stories/mock-classroom";
import { withClassroom } from "../stories/with-classroom";
import { StudentPushReactions } from "./student-push-reactions";

/** A student page: the push reactions and the question card share the page's one connection. */
function StudentPage({ navigate, onError }: { navigate: (to: string) => void; onError: (message: string) => void }) {
  return (
    <div className="flex flex-col gap-4">
      <StudentPushReactions navigate={navigate} onError={onError} loggedIn />
      <QuestionAnswerCard courseItemId={7} />
    </div>
  );
}

const meta = {
  title: "Classroom/Push/ClassroomEventsProvider",
  component: StudentPage,
  decorators: [withClassroom],
  tags: ["!autodocs"],
  args: { navigate: fn(), onError: fn() },
} satisfies Meta<typeof StudentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const shared = scenario();
/** Two widgets, one connection: a pushed question reaches the reactions (navigation) and the card
 * (which shows it); the pick dialog opens from the same connection. */
export const OneConnectionForThePage: Story = {
  ...shared.story,
  play: async ({ canvas, args }) => {
    await canvas.findByText("当前没有进行中的提问");
    await waitFor(() => expect(shared.push.listeners).toBe(1));
    shared.state.questions = [question()];
    shared.push.send({ type: "askQuestion", questionId: 21, courseItemId: 7 });
    // The reactions load with the first event, then meet it.
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith("/student/question"));
    await expect(await canvas.findByRole("heading", { name: "单调递增的函数" })).toBeInTheDocument();
    shared.push.send({ type: "random", courseItemId: 7 });
    await expect(await screen.findByRole("dialog", { name: "随机选人" })).toHaveTextContent("你被选中了");
    await userEvent.click(screen.getByRole("button", { name: "取消" }));
    // Teacher-side events and activityChanged are not "unknown" to the student reactions.
    shared.push.send({ type: "surveyAnswered", itemSurveyId: 3, courseItemId: 7, answerCount: 1 });
    shared.push.send({ type: "activityChanged", activity: "survey", id: 3, courseItemId: 7, status: 2 });
    await expect(args.onError).not.toHaveBeenCalled();
    await expect(shared.push.listeners).toBe(1);
  },
};
