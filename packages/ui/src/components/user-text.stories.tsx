import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { expectIsolated, expectWraps, longUnbroken, rtlOverrideName } from "../fixtures/hostile.mocks";
import { UserText } from "./user-text";

const meta = {
  title: "Primitives/UserText",
  component: UserText,
  args: { children: "张三" },
} satisfies Meta<typeof UserText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A nickname with an RTL override (U+202E) reads in its logical order, isolated from the sentence. */
export const RtlOverride: Story = {
  args: { children: rtlOverrideName },
  render: (args) => (
    <p>
      <UserText {...args} /> 提交了作业
    </p>
  ),
  play: async ({ canvasElement }) => {
    const name = canvasElement.querySelector<HTMLElement>('[data-slot="user-text"]');
    await expect(name).not.toBeNull();
    if (!name) return;
    await expectIsolated(name);
    await expect(name.tagName).toBe("BDI");
    await expect(name.textContent).toBe("fdp.exe张三");
    // The sentence after the name keeps its place: the name ends before 提交了作业 starts.
    const sentence = name.nextSibling;
    if (!sentence) throw new Error("story markup changed");
    const range = document.createRange();
    range.selectNodeContents(sentence);
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(range.getBoundingClientRect().left + 1);
  },
};

/** A right-to-left name keeps its own direction without pulling the numbers after it into it. */
export const RightToLeftName: Story = {
  args: { children: "مريم" },
  render: (args) => (
    <p>
      <UserText {...args} />
      <span> 1 2 3</span>
    </p>
  ),
  play: async ({ canvasElement }) => {
    const name = canvasElement.querySelector<HTMLElement>('[data-slot="user-text"]');
    await expect(name?.textContent).toBe("مريم");
    const digits = name?.nextElementSibling?.firstChild;
    if (!name || !digits) throw new Error("story markup changed");
    const left = (i: number) => {
      const range = document.createRange();
      range.setStart(digits, i);
      range.setEnd(digits, i + 1);
      return range.getBoundingClientRect().left;
    };
    // " 1 2 3": 1 is left of 3, and both follow the name on its right.
    await expect(left(1)).toBeLessThan(left(5));
    await expect(left(1)).toBeGreaterThanOrEqual(name.getBoundingClientRect().right);
  },
};

/** 2,000 characters without a break wrap inside a 240 px box. */
export const LongUnbroken: Story = {
  args: { children: longUnbroken },
  render: (args) => (
    <div style={{ width: 240 }}>
      <UserText {...args} className="block" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector<HTMLElement>('[data-slot="user-text"]');
    await expect(text).not.toBeNull();
    if (!text) return;
    await expectWraps(text);
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(240);
  },
};
