import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { ConfirmProvider } from "../components/confirm";
import { expectIsolated, rtlOverrideName } from "../fixtures/hostile.mocks";
import { UserMenu } from "./user-menu";

const meta = {
  title: "Shell/UserMenu",
  component: UserMenu,
  args: {
    user: { name: "张老师" },
    onProfile: fn(),
    onOpenSettings: fn(),
    onLogout: fn(),
    onLocaleChange: fn(),
  },
  decorators: [
    (Story) => (
      <ConfirmProvider>
        <div style={{ minHeight: 320, display: "flex", justifyContent: "flex-end" }}>
          <Story />
        </div>
      </ConfirmProvider>
    ),
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 中文 and English, each named in its own language, the current one checked; English calls the handler with "en". */
export const SwitchToEnglish: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "张老师" }));
    const languages = await screen.findByRole("group", { name: "语言" });
    const options = within(languages).getAllByRole("menuitemradio");
    await expect(options.map((o) => o.textContent)).toEqual(["中文", "English"]);
    await expect(within(languages).getByRole("menuitemradio", { name: "中文" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    const english = within(languages).getByRole("menuitemradio", { name: "English" });
    await expect(english).toHaveAttribute("aria-checked", "false");
    await expect(english).toHaveAttribute("lang", "en");
    await userEvent.click(english);
    await expect(args.onLocaleChange).toHaveBeenCalledTimes(1);
    await expect(args.onLocaleChange).toHaveBeenCalledWith("en");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  },
};

/** The keyboard reaches the language like any item: Enter opens, arrows move, Enter picks. */
export const SwitchByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "张老师" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "个人中心" })).toHaveFocus());
    // 个人中心 → 布局设置 → 中文 → English
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    await expect(screen.getByRole("menuitemradio", { name: "English" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onLocaleChange).toHaveBeenCalledTimes(1);
    await expect(args.onLocaleChange).toHaveBeenCalledWith("en");
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Picking the language already in use changes nothing. */
export const CurrentLanguageKept: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "张老师" }));
    await userEvent.click(await screen.findByRole("menuitemradio", { name: "中文" }));
    await expect(args.onLocaleChange).not.toHaveBeenCalled();
  },
};

/** In English the menu reads in English, English is checked, and 中文 switches back. */
export const English: Story = {
  globals: { locale: "en" },
  args: { user: { name: "Ms Zhang" } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Ms Zhang" }));
    await expect(await screen.findByRole("menuitem", { name: "Profile" })).toBeInTheDocument();
    await expect(screen.getByRole("menuitem", { name: "Layout settings" })).toBeInTheDocument();
    const languages = screen.getByRole("group", { name: "Language" });
    await expect(within(languages).getByRole("menuitemradio", { name: "English" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await userEvent.click(within(languages).getByRole("menuitemradio", { name: "中文" }));
    await expect(args.onLocaleChange).toHaveBeenCalledTimes(1);
    await expect(args.onLocaleChange).toHaveBeenCalledWith("zh-CN");
    await userEvent.click(canvas.getByRole("button", { name: "Ms Zhang" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Log out" }));
    const dialog = await screen.findByRole("alertdialog", { name: "System notice" });
    await expect(dialog).toHaveAccessibleDescription("Log out of the system?");
    await userEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(args.onLogout).toHaveBeenCalledTimes(1));
  },
};

/** A nickname with an RTL override shows in its logical order in the header. */
export const DisguisedName: Story = {
  args: { user: { name: rtlOverrideName } },
  play: async ({ canvasElement }) => {
    const name = canvasElement.querySelector<HTMLElement>('[data-slot="user-menu"] [data-slot="user-text"]');
    if (!name) throw new Error("the header shows the name");
    await expectIsolated(name);
    await expect(name.textContent).toBe("fdp.exe张三");
    await expect(canvasElement.querySelector('[data-slot="avatar-fallback"]')?.textContent).toBe("f");
  },
};
