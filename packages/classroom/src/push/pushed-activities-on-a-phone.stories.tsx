import { PhoneLayout } from "@smartclass/ui";
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { AiTopicResponseForm } from "../ai-topic/ai-topic-response-form";
import { PracticeAnswerCard } from "../practice/practice-answer-card";
import { QuestionAnswerCard } from "../question/question-answer-card";
import { RandomPickDialog } from "../random-pick/random-pick-dialog";
import { SignInWidget } from "../sign-in/sign-in-widget";
import { aiTopicScenario } from "../stories/ai-topic-handlers";
import { scenario } from "../stories/classroom-handlers";
import { question, survey } from "../stories/mock-classroom";
import { practice } from "../stories/practice-handlers";
import { rotatingCamera } from "../stories/rotating-camera";
import { withClassroom } from "../stories/with-classroom";
import { SurveyAnswerForm } from "../survey/survey-answer-form";

// What a student sees of each pushed activity on a phone held upright (360 × 640): the random pick,
// the call-out and the check-in open full screen with their buttons at the bottom, in the thumb's
// reach; the question, practice, survey and AI-topic forms keep their submit button at the bottom of
// the screen while the form scrolls above it; every control a 44 × 44 px target, 8 px from the next.
// The story runner's window is a desktop's, so the phone layout is asked for (PhoneLayout) and the
// page is a 360 × 640 frame; in Storybook the viewport toolbar shows the same.

const PHONE = { width: 360, height: 640 };

/** The page of a phone: 360 px wide, scrolling up and down, the activity laid out for a phone. */
const onAPhone: Decorator = (Story) => (
  <PhoneLayout phone>
    <div data-testid="phone" style={{ width: PHONE.width, height: PHONE.height, overflowY: "auto" }}>
      <Story />
    </div>
  </PhoneLayout>
);

const meta = {
  title: "Classroom/Pushed activities on a phone",
  decorators: [onAPhone, withClassroom],
  tags: ["!autodocs"],
  parameters: {
    viewport: {
      options: {
        phone360: { name: "Phone 360 × 640", styles: { width: "360px", height: "640px" }, type: "mobile" },
      },
    },
  },
  globals: { viewport: { value: "phone360", isRotated: false } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each control at least 44 × 44 px; neighbours (stacked or side by side) 8 px apart or more. */
async function expectThumbTargets(controls: readonly HTMLElement[]) {
  const boxes = controls.map((control) => control.getBoundingClientRect());
  const small = boxes.filter((box) => box.width < 44 || box.height < 44);
  await expect(small).toEqual([]);
  for (let i = 1; i < boxes.length; i += 1) {
    const [a, b] = [boxes[i - 1]!, boxes[i]!];
    const gap = Math.max(b.top - a.bottom, a.top - b.bottom, b.left - a.right, a.left - b.right);
    await expect(gap).toBeGreaterThanOrEqual(8);
  }
}

/** The dialog covers the whole screen and its `buttons` sit at its bottom, full width. */
async function expectFullScreenWithActionsBelow(dialog: HTMLElement, buttons: readonly HTMLElement[]) {
  const box = dialog.getBoundingClientRect();
  await expect([box.left, box.top, box.width, box.height]).toEqual([0, 0, window.innerWidth, window.innerHeight]);
  const lowest = buttons[buttons.length - 1]!.getBoundingClientRect();
  // Only the panel's bottom padding (and the home indicator's inset) below the last button.
  await expect(box.bottom - lowest.bottom).toBeLessThanOrEqual(40);
  for (const button of buttons) await expect(button.getBoundingClientRect().width).toBeGreaterThan(box.width - 40);
  await expectThumbTargets([...buttons]);
}

/**
 * The submit button is on the first screen in the thumb's reach, below the screen's top third; when
 * the form is longer than the screen it stays at the bottom while the form scrolls above it.
 */
async function expectSubmitInReach(canvasElement: HTMLElement, name: string) {
  const phone = within(canvasElement).getByTestId("phone");
  const screenBox = phone.getBoundingClientRect();
  const submit = within(phone).getByRole("button", { name }).getBoundingClientRect();
  await expect(submit.bottom).toBeLessThanOrEqual(screenBox.bottom);
  await expect(submit.top).toBeGreaterThanOrEqual(screenBox.top + PHONE.height / 3);
  if (phone.scrollHeight > phone.clientHeight) {
    await expect(screenBox.bottom - submit.bottom).toBeLessThan(24);
  }
  await expectThumbTargets([within(phone).getByRole("button", { name })]);
  await expect(phone.scrollWidth).toBeLessThanOrEqual(PHONE.width);
}

const closePick = fn();
/** 随机选人 on a phone: the whole screen, 取消 at the bottom under the thumb. */
export const RandomPick: Story = {
  render: () => <RandomPickDialog open pick="random" onOpenChange={closePick} />,
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "随机选人" });
    await expectFullScreenWithActionsBelow(dialog, [within(dialog).getByRole("button", { name: "取消" })]);
    await expectThumbTargets([within(dialog).getByRole("button", { name: "关闭" })]);
    await userEvent.click(within(dialog).getByRole("button", { name: "取消" }));
    await expect(closePick).toHaveBeenCalledWith(false);
  },
};

/** 点名提问 on a phone: the same full-screen dialog. */
export const NamedCallOut: Story = {
  render: () => <RandomPickDialog open pick="specific" onOpenChange={() => {}} />,
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "点名提问" });
    await expectFullScreenWithActionsBelow(dialog, [within(dialog).getByRole("button", { name: "取消" })]);
  },
};

const camera = rotatingCamera();
const signIn = scenario();
/** The sign-in prompt spans the screen above the home indicator; 立即签到 opens the check-in full screen
 * with the front camera's picture upright, and the preview turns with the phone. */
export const SignInAndFaceCheckIn: Story = {
  ...signIn.story,
  render: () => <SignInWidget signInId={11} loggedIn onSignedIn={() => {}} camera={camera} />,
  play: async ({ canvas }) => {
    const prompt = canvas.getByRole("region", { name: "课堂签到" });
    await expect(prompt.getBoundingClientRect().width).toBe(window.innerWidth - 24);
    const open = canvas.getByRole("button", { name: "立即签到" });
    await expectThumbTargets([open]);
    await userEvent.click(open);
    const dialog = await screen.findByRole("dialog", { name: "签到" });
    await waitFor(() => expect(dialog.getAttribute("data-status")).toBe("1"), { timeout: 4000 });
    const preview = dialog.querySelector<HTMLElement>("[data-slot=check-in-camera]")!;
    await waitFor(() => expect(preview.dataset.orientation).toBe("portrait"));
    const upright = preview.getBoundingClientRect();
    await expect(upright.height).toBeGreaterThan(upright.width);
    await expectFullScreenWithActionsBelow(dialog, [within(dialog).getByRole("button", { name: "人脸签到" })]);
    camera.rotate();
    await waitFor(() => expect(preview.dataset.orientation).toBe("landscape"));
    const sideways = preview.getBoundingClientRect();
    await expect(sideways.width).toBeGreaterThan(sideways.height);
  },
};

const asked = scenario(() => ({ questions: [question({ endTime: Date.now() + 120_000, duration: 120 })] }));
/** A pushed question answered by tapping, its 提交答案 in the thumb's reach. */
export const AnswerAQuestion: Story = {
  ...asked.story,
  render: () => <QuestionAnswerCard courseItemId={7} />,
  play: async ({ canvas, canvasElement }) => {
    const choices = await canvas.findByRole("radiogroup", { name: "选择答案" });
    await expectSubmitInReach(canvasElement, "提交答案");
    await userEvent.click(within(choices).getByRole("radio", { name: "B. y = x²" }));
    await userEvent.click(canvas.getByRole("button", { name: "提交答案" }));
    await expect(await canvas.findByText("已提交，等待老师结束提问")).toBeInTheDocument();
  },
};

const practising = scenario(() => ({ practice: { practices: [practice()], records: [] } }));
/** A pushed practice: its questions scroll, 提交 stays at the bottom of the screen. */
export const AnswerAPractice: Story = {
  ...practising.story,
  render: () => <PracticeAnswerCard practiceId={61} />,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole("radiogroup", { name: /y = 2x \+ 1 的单调性/ });
    await expectSubmitInReach(canvasElement, "提交");
  },
};

const surveying = scenario(() => ({ surveys: [survey()] }));
/** A pushed survey answered by tapping, 提交问卷 at the bottom of the screen. */
export const AnswerASurvey: Story = {
  ...surveying.story,
  render: () => <SurveyAnswerForm itemSurveyId={31} />,
  play: async ({ canvas, canvasElement }) => {
    const difficulty = await canvas.findByRole("radiogroup", { name: /本节课的难度/ });
    await expectSubmitInReach(canvasElement, "提交问卷");
    await userEvent.click(within(difficulty).getByRole("radio", { name: "适中" }));
  },
};

const topic = aiTopicScenario();
/** A pushed AI topic: the response box, 提交 in the thumb's reach. */
export const AnswerAnAiTopic: Story = {
  ...topic.story,
  render: () => <AiTopicResponseForm aiTopicId={5} />,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole("textbox", { name: "我的回答" });
    await expectSubmitInReach(canvasElement, "提交");
  },
};
