import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { activityChanges } from "../stories/mock-scripts";
import { survey } from "../stories/mock-classroom";
import { withClassroom } from "../stories/with-classroom";
import { SurveyNotice } from "./survey-notice";

const meta = {
  title: "Classroom/Survey/SurveyNotice",
  component: SurveyNotice,
  decorators: [withClassroom],
  args: { onOpen: fn() },
} satisfies Meta<typeof SurveyNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

const pushed = scenario(() => ({ surveys: [survey()] }));
/** A survey is pushed: the notice offers 去填写, which opens that survey; nothing shows before. */
export const OpensTheSurvey: Story = {
  ...pushed.story,
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole("status", { name: "新的问卷" })).not.toBeInTheDocument();
    await waitFor(() => expect(pushed.push.listeners).toBeGreaterThan(0));
    pushed.push.send({ type: "survey", itemSurveyId: 31, courseItemId: 7 });
    const notice = await canvas.findByRole("status", { name: "新的问卷" });
    await expect(notice).toHaveTextContent("老师发起了问卷");
    await userEvent.click(canvas.getByRole("button", { name: "去填写" }));
    await expect(args.onOpen).toHaveBeenCalledWith(31);
    await expect(canvas.queryByRole("status", { name: "新的问卷" })).not.toBeInTheDocument();
  },
};

const later = scenario(() => ({ surveys: [survey()] }));
/** 稍后 dismisses the notice; the page stays where it is. */
export const Later: Story = {
  ...later.story,
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(later.push.listeners).toBeGreaterThan(0));
    later.push.send({ type: "survey", itemSurveyId: 31, courseItemId: 7 });
    await userEvent.click(await canvas.findByRole("button", { name: "稍后" }));
    await expect(canvas.queryByRole("status", { name: "新的问卷" })).not.toBeInTheDocument();
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

const ends = scenario(() => ({ surveys: [survey()] }));
/** The survey ends before the student opens it: the notice goes by itself. */
export const GoesWhenEnded: Story = {
  ...ends.story,
  play: async ({ canvas }) => {
    await waitFor(() => expect(ends.push.listeners).toBeGreaterThan(0));
    ends.push.send({ type: "survey", itemSurveyId: 31, courseItemId: 7 });
    await canvas.findByRole("status", { name: "新的问卷" });
    ends.push.send(activityChanges(ends.state, "survey", 31, 2));
    await waitFor(() => expect(canvas.queryByRole("status", { name: "新的问卷" })).not.toBeInTheDocument());
  },
};
