import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { ConfirmProvider } from "../../components/confirm";
import type { StudentPrivacyView } from "./guardian-schema";
import { StudentGuardianPanel } from "./student-guardian-panel";

const mother = {
  id: 7,
  name: "李梅",
  relation: 2,
  contact: "13800000031",
  guardianUserId: 40,
  guardianNickname: "学生31的妈妈",
};
const father = { id: 8, name: "王强", relation: 1, contact: "13900000032" };
/** 2026-11-20 09:30 in Shanghai, the stories' school zone. */
const GIVEN = Date.UTC(2026, 10, 20, 1, 30);

const notMinor: StudentPrivacyView = {
  under14: false,
  minor: false,
  guardians: [],
  textVersion: 1,
  needed: false,
  outdated: false,
};
const minorWithout: StudentPrivacyView = {
  ...notMinor,
  under14: true,
  minor: true,
  guardians: [mother, father],
  needed: true,
};
const paperConsent = {
  id: 3,
  textVersion: 2,
  guardianName: "王强",
  relation: 1,
  contact: "13900000032",
  method: 2,
  attachmentPath: "file/20261120/form.png",
  givenTime: GIVEN,
};

const meta = {
  title: "Admin/Privacy/StudentGuardianPanel",
  component: StudentGuardianPanel,
  decorators: [
    (Story) => (
      <ConfirmProvider>
        <Story />
      </ConfirmProvider>
    ),
  ],
  args: {
    privacy: notMinor,
    onSaveMinor: fn(async () => {}),
    onAddGuardian: fn(async () => {}),
    onRemoveGuardian: fn(async () => {}),
    onRecordPaper: fn(async () => {}),
    onWithdraw: fn(async () => {}),
    fileHref: (path: string) => `/admin-api/infra/file/get?path=${encodeURIComponent(path)}`,
  },
} satisfies Meta<typeof StudentGuardianPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = () => screen.getByRole("region", { name: "未成年人与监护人" });

/** Not a minor, no guardians: own consent is enough; a paper form needs a guardian first. */
export const NotMinor: Story = {
  play: async () => {
    await expect(within(panel()).getByText("不是未成年人：录入人脸只需本人同意")).toBeVisible();
    await expect(within(panel()).getByText("暂无监护人")).toBeVisible();
    await expect(within(panel()).getByText("尚无监护人同意")).toBeVisible();
    await expect(within(panel()).getByRole("button", { name: "录入纸质同意书" })).toBeDisabled();
    await expect(within(panel()).queryByRole("button", { name: "撤回同意" })).not.toBeInTheDocument();
  },
};

/** Marking a student 未满14岁 with a date of birth: 保存 hands both over and says 已保存. */
export const MarkMinor: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(panel()).getByRole("checkbox", { name: "未满14岁" }));
    const birth = within(panel()).getByRole("textbox", { name: "出生日期" });
    await userEvent.type(birth, "2014-03-05");
    await userEvent.click(within(panel()).getByRole("button", { name: "保存" }));
    await expect(args.onSaveMinor).toHaveBeenCalledWith({ birthDate: "2014-03-05", under14: true });
    await expect(await within(panel()).findByRole("status")).toHaveTextContent("已保存");
  },
};

/** A minor with two guardians and no consent: the list (the linked account by name), 录入纸质同意书 enabled. */
export const MinorWithoutConsent: Story = {
  args: { privacy: minorWithout },
  play: async () => {
    await expect(within(panel()).getByText("未成年人（未满14岁）：录入人脸需要监护人同意")).toBeVisible();
    const table = within(panel()).getByRole("table", { name: "监护人" });
    const rows = within(table).getAllByRole("row");
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent("李梅母亲13800000031学生31的妈妈");
    await expect(rows[2]).toHaveTextContent("王强父亲13900000032无");
    await expect(within(panel()).getByRole("button", { name: "录入纸质同意书" })).toBeEnabled();
  },
};

/** 录入纸质同意书: the guardian and the scan are required; then both are handed over. */
export const RecordPaperConsent: Story = {
  args: { privacy: minorWithout },
  play: async ({ args }) => {
    await userEvent.click(within(panel()).getByRole("button", { name: "录入纸质同意书" }));
    const dialog = await screen.findByRole("dialog", { name: "录入纸质同意书" });
    await expect(dialog).toHaveTextContent("监护人已阅读第 1 版人脸信息采集说明");
    await userEvent.click(within(dialog).getByRole("button", { name: "录入" }));
    await expect(await within(dialog).findByText("请选择签字的监护人")).toBeVisible();
    await expect(within(dialog).getByText("请选择同意书扫描件")).toBeVisible();
    await expect(args.onRecordPaper).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole("combobox", { name: "签字的监护人" }));
    await userEvent.click(await screen.findByRole("option", { name: "王强（父亲）" }));
    const scan = new File(["scan"], "consent-form.png", { type: "image/png" });
    await userEvent.upload(within(dialog).getByLabelText(/同意书扫描件/), scan);
    await userEvent.click(within(dialog).getByRole("button", { name: "录入" }));
    await waitFor(() => expect(args.onRecordPaper).toHaveBeenCalledWith({ guardianId: 8, scan }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "录入纸质同意书" })).not.toBeInTheDocument());
  },
};

/** A paper consent in force: who, relation, contact, when, how, the scan; 撤回同意 asks first (取消 keeps it). */
export const ConsentInForce: Story = {
  args: { privacy: { ...minorWithout, needed: false, textVersion: 2, consent: paperConsent } },
  play: async ({ args }) => {
    const status = within(panel()).getByText("已同意（第 2 版说明）").parentElement!;
    await expect(status).toHaveTextContent("王强（父亲，13900000032）");
    await expect(status).toHaveTextContent("同意时间：2026-11-20 09:30:00 · 纸质同意书");
    await expect(within(status).getByRole("link", { name: "查看扫描件" })).toHaveAttribute(
      "href",
      "/admin-api/infra/file/get?path=file%2F20261120%2Fform.png",
    );
    await userEvent.click(within(panel()).getByRole("button", { name: "撤回同意" }));
    const confirm = await screen.findByRole("alertdialog", { name: "撤回监护人同意" });
    await expect(confirm).toHaveTextContent("撤回后将立即删除该学生的人脸数据");
    await userEvent.click(within(confirm).getByRole("button", { name: "取消" }));
    await expect(args.onWithdraw).not.toHaveBeenCalled();
    await userEvent.click(within(panel()).getByRole("button", { name: "撤回同意" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(args.onWithdraw).toHaveBeenCalledTimes(1));
  },
};

/** A new face text was published after the guardian consented: the panel says consent is needed again. */
export const ConsentOutdated: Story = {
  args: {
    privacy: {
      ...minorWithout,
      textVersion: 3,
      outdated: true,
      consent: {
        ...paperConsent,
        method: 1,
        attachmentPath: undefined,
        guardianName: "李梅",
        relation: 2,
        contact: "13800000031",
      },
    },
  },
  play: async () => {
    await expect(
      within(panel()).getByText("说明已更新：监护人同意的是第 2 版，当前为第 3 版，需重新同意"),
    ).toBeVisible();
    await expect(within(panel()).getByText(/监护人账号在线同意/)).toBeVisible();
    await expect(within(panel()).queryByRole("link", { name: "查看扫描件" })).not.toBeInTheDocument();
  },
};

/** 添加监护人 by keyboard: required fields first, then name, relation, contact and an account id. */
export const AddGuardian: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(panel()).getByRole("button", { name: "添加监护人" }));
    const dialog = await screen.findByRole("dialog", { name: "添加监护人" });
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(await within(dialog).findByText("请输入姓名")).toBeVisible();
    await expect(within(dialog).getByText("请选择关系")).toBeVisible();
    await userEvent.type(within(dialog).getByRole("textbox", { name: /姓名/ }), "赵敏");
    await userEvent.click(within(dialog).getByRole("combobox", { name: /关系/ }));
    await userEvent.click(await screen.findByRole("option", { name: "其他监护人" }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: /联系方式/ }), "13700000001");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /监护人账号/ }), "x");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(await within(dialog).findByText("用户编号是正整数")).toBeVisible();
    await userEvent.clear(within(dialog).getByRole("textbox", { name: /监护人账号/ }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: /监护人账号/ }), "41{Enter}");
    await waitFor(() =>
      expect(args.onAddGuardian).toHaveBeenCalledWith({
        name: "赵敏",
        relation: 3,
        contact: "13700000001",
        guardianUserId: 41,
      }),
    );
  },
};

/** 删除 on a guardian's row asks first, naming them. */
export const RemoveGuardian: Story = {
  args: { privacy: minorWithout },
  play: async ({ args }) => {
    await userEvent.click(within(panel()).getByRole("button", { name: "删除监护人 王强" }));
    const confirm = await screen.findByRole("alertdialog");
    await expect(confirm).toHaveTextContent("确定删除监护人“王强”吗？");
    await userEvent.click(within(confirm).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(args.onRemoveGuardian).toHaveBeenCalledWith(8));
  },
};
