import type { Meta, StoryObj } from "@storybook/react-vite";
import { useId, useState } from "react";
import { expect, fireEvent } from "storybook/test";

import { DEFAULT_SCHOOL_TIME_ZONE, setSchoolTimeZone } from "../lib/school-time-zone";
import { formatLongTime, formatShortTime, parseSchoolTime, toDateTimeInputValue } from "../lib/time";
import { Input } from "./input";
import { Label } from "./label";
import { SchoolTimeZoneHint } from "./school-time-zone-hint";

/** 19:15 on 28 November 2026 in New York (EST), which is 08:15 the next morning in Shanghai. */
const deadline = Date.UTC(2026, 10, 29, 0, 15);

/** A deadline shown in a list and in an input, as a teacher's assignment form does, with the hint. */
function DeadlineDemo({ browserZone }: { browserZone: string }) {
  const id = useId();
  const [value, setValue] = useState(deadline);
  return (
    <div className="flex max-w-md flex-col gap-3">
      <ul aria-label="截止时间一览" className="text-sm">
        <li>{formatLongTime(value)}</li>
        <li>{formatShortTime(value)}</li>
      </ul>
      <div className="flex flex-col gap-1">
        <Label htmlFor={id}>截止时间</Label>
        <Input
          id={id}
          type="datetime-local"
          value={toDateTimeInputValue(value)}
          onChange={(e) => setValue(parseSchoolTime(e.target.value) ?? value)}
        />
        <SchoolTimeZoneHint browserZone={browserZone} />
      </div>
      <output aria-label="保存的时刻" className="text-xs text-muted-foreground">
        {new Date(value).toISOString()}
      </output>
    </div>
  );
}

const meta = {
  title: "Primitives/SchoolTimeZoneHint",
  component: DeadlineDemo,
  args: { browserZone: "Asia/Shanghai" },
  // The school is in New York for these stories, whatever the zone of the browser running them.
  beforeEach: () => {
    setSchoolTimeZone("America/New_York");
    return () => setSchoolTimeZone(DEFAULT_SCHOOL_TIME_ZONE);
  },
} satisfies Meta<typeof DeadlineDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The computer is in Shanghai, the school in New York: the list and the input both read school time, and
 * the hint names the school's zone; typing 20:30 saves 20:30 at the school. */
export const SchoolZoneNotTheBrowsers: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "截止时间一览" });
    await expect(list).toHaveTextContent("2026-11-28 19:15:00");
    await expect(list).toHaveTextContent("11-28 19:15");
    const input = canvas.getByLabelText("截止时间");
    await expect(input).toHaveValue("2026-11-28T19:15");
    await expect(canvas.getByText("（学校时间 America/New_York）")).toBeVisible();

    fireEvent.change(input, { target: { value: "2026-11-28T20:30" } });
    await expect(list).toHaveTextContent("2026-11-28 20:30:00");
    await expect(canvas.getByRole("status", { name: "保存的时刻" })).toHaveTextContent("2026-11-29T01:30:00.000Z");
  },
};

/** The same in English. */
export const SchoolZoneNotTheBrowsersEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("(school time, America/New_York)")).toBeVisible();
  },
};

/** The computer reads the school's hours: no hint, nothing to say. */
export const SameZone: Story = {
  args: { browserZone: "America/New_York" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("list", { name: "截止时间一览" })).toHaveTextContent("2026-11-28 19:15:00");
    await expect(canvas.queryByText(/学校时间/)).toBeNull();
  },
};
