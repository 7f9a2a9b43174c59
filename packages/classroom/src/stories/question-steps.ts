// Steps the question editors' stories share (the assignment editor and the practice builder edit their
// questions with the same list): find a question of the list, fill a single-choice question.
import { userEvent, within } from "storybook/test";

type Canvas = ReturnType<typeof within>;

/** The list item of question `n` (1-based). */
const questionItem = (canvas: Canvas, n: number) => canvas.getByRole("listitem", { name: `第 ${n} 题` });

/** Types question 1 as a single choice: its text, the first two options, and A as the right answer. */
async function fillFirstQuestion(canvas: Canvas, title: string, [a, b]: readonly [string, string]) {
  const first = within(questionItem(canvas, 1));
  await userEvent.type(first.getByRole("textbox", { name: /第 1 题题目/ }), title);
  const [boxA, boxB] = first.getAllByRole("textbox", { name: /^选项 / });
  await userEvent.type(boxA!, a);
  await userEvent.type(boxB!, b);
  await userEvent.click(first.getByRole("radio", { name: "A 为正确答案" }));
}

export { fillFirstQuestion, questionItem };
