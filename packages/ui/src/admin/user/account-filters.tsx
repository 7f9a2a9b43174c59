// The filters both account lists (用户 and 教学账号) search by: the account's name and nickname, and
// whether it is enabled. One place, so the two lists keep asking the same way.
import { FilterField, FilterText } from "../../components/filter-bar";
import { OptionSelect } from "../../components/option-select";
import { userAdminMessages as messages } from "./user-admin-messages";

type AccountNameFiltersProps = {
  /** The two fields' labels (the lists name them alike, in their own messages). */
  labels: { name: string; nickname: string };
  name: string;
  nickname: string;
  /** The longest name or nickname the list's accounts can have. */
  maxLength: number;
  onNameChange: (name: string) => void;
  onNicknameChange: (nickname: string) => void;
};

/** 用户名称 and 用户昵称: the text filters an account list starts with. */
function AccountNameFilters({
  labels,
  name,
  nickname,
  maxLength,
  onNameChange,
  onNicknameChange,
}: AccountNameFiltersProps) {
  const fields = [
    { label: labels.name, value: name, onValueChange: onNameChange },
    { label: labels.nickname, value: nickname, onValueChange: onNicknameChange },
  ];
  return (
    <>
      {fields.map((field) => (
        <FilterText key={field.label} {...field} maxLength={maxLength} className="w-40" />
      ))}
    </>
  );
}

/** 状态: 正常 (0), 停用 (1) or 全部 (""). */
function AccountStatusFilter({
  label,
  value,
  onValueChange,
}: {
  label: string;
  value: "" | "0" | "1";
  onValueChange: (status: "" | "0" | "1") => void;
}) {
  return (
    <FilterField label={label}>
      <OptionSelect<"0" | "1">
        value={value}
        onValueChange={onValueChange}
        options={[
          { value: "0", label: messages.status.enabled },
          { value: "1", label: messages.status.disabled },
        ]}
        allLabel={messages.search.anyStatus}
        width="xs"
      />
    </FilterField>
  );
}

export { AccountNameFilters, AccountStatusFilter };
