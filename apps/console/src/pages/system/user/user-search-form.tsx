// The user list's search row: user name, nickname, mobile, status and a create-time range, with 搜索 (or Enter) and 重置.
import { Button, Input, inputVariants, Label } from "@smartclass/ui";
import { useId, useState } from "react";

import { messages } from "./messages";
import { NO_FILTERS, type UserFilters } from "./user-query";

type UserSearchFormProps = {
  /** Called with the form's values on 搜索 or Enter, and with no filter on 重置. */
  onSearch: (filters: UserFilters) => void;
};

/** The search form above the user table. */
function UserSearchForm({ onSearch }: UserSearchFormProps) {
  const m = messages.search;
  const id = useId();
  const [values, setValues] = useState<UserFilters>(NO_FILTERS);
  const set = (patch: Partial<UserFilters>) => setValues((v) => ({ ...v, ...patch }));
  const field = "flex items-center gap-2";

  return (
    <form
      role="search"
      aria-label={m.label}
      className="flex flex-wrap items-end gap-x-4 gap-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(values);
      }}
    >
      <div className={field}>
        <Label className="whitespace-nowrap" htmlFor={`${id}-username`}>
          {m.username}
        </Label>
        <Input
          id={`${id}-username`}
          value={values.username}
          maxLength={30}
          onChange={(e) => set({ username: e.target.value })}
          className="w-40"
        />
      </div>
      <div className={field}>
        <Label className="whitespace-nowrap" htmlFor={`${id}-nickname`}>
          {m.nickname}
        </Label>
        <Input
          id={`${id}-nickname`}
          value={values.nickname}
          maxLength={30}
          onChange={(e) => set({ nickname: e.target.value })}
          className="w-40"
        />
      </div>
      <div className={field}>
        <Label className="whitespace-nowrap" htmlFor={`${id}-mobile`}>
          {m.mobile}
        </Label>
        <Input
          id={`${id}-mobile`}
          value={values.mobile}
          inputMode="numeric"
          maxLength={11}
          onChange={(e) => set({ mobile: e.target.value })}
          className="w-36"
        />
      </div>
      <div className={field}>
        <Label className="whitespace-nowrap" htmlFor={`${id}-status`}>
          {m.status}
        </Label>
        <select
          id={`${id}-status`}
          value={values.status}
          onChange={(e) => set({ status: e.target.value as UserFilters["status"] })}
          className={inputVariants({ className: "w-28" })}
        >
          <option value="">{m.anyStatus}</option>
          <option value="0">{messages.status.enabled}</option>
          <option value="1">{messages.status.disabled}</option>
        </select>
      </div>
      <div className={field}>
        <Label className="whitespace-nowrap" htmlFor={`${id}-from`}>
          {m.createdFrom}
        </Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={values.createdFrom}
          max={values.createdTo || undefined}
          onChange={(e) => set({ createdFrom: e.target.value })}
          className="w-40"
        />
      </div>
      <div className={field}>
        <Label className="whitespace-nowrap" htmlFor={`${id}-to`}>
          {m.createdTo}
        </Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={values.createdTo}
          min={values.createdFrom || undefined}
          onChange={(e) => set({ createdTo: e.target.value })}
          className="w-40"
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" variant="primary">
          {m.submit}
        </Button>
        <Button
          type="button"
          onClick={() => {
            setValues(NO_FILTERS);
            onSearch(NO_FILTERS);
          }}
        >
          {m.reset}
        </Button>
      </div>
    </form>
  );
}

export { UserSearchForm };
