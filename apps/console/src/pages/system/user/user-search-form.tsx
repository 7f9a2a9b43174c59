// The user list's search row: user name, nickname, mobile, status and a create-time range, on the design
// system's FilterBar (搜索 or Enter searches, 重置 clears and searches). The days are typed as 年-月-日
// whatever the browser's locale (a native date input reads mm/dd/yyyy in an American browser).
import { DateField, FilterBar, FilterField, Input, OptionSelect } from "@smartclass/ui";

import { messages } from "./messages";
import { NO_FILTERS, type UserFilters } from "./user-query";

type UserSearchFormProps = {
  /** Called with the form's values on 搜索 or Enter, and with no filter on 重置. */
  onSearch: (filters: UserFilters) => void;
};

/** The search form above the user table. */
function UserSearchForm({ onSearch }: UserSearchFormProps) {
  const m = messages.search;
  return (
    <FilterBar label={m.label} defaultValues={NO_FILTERS} onSearch={onSearch}>
      {({ values, set }) => (
        <>
          <FilterField label={m.username}>
            <Input
              value={values.username}
              maxLength={30}
              onChange={(e) => set({ username: e.target.value })}
              className="w-40"
            />
          </FilterField>
          <FilterField label={m.nickname}>
            <Input
              value={values.nickname}
              maxLength={30}
              onChange={(e) => set({ nickname: e.target.value })}
              className="w-40"
            />
          </FilterField>
          <FilterField label={m.mobile}>
            <Input
              value={values.mobile}
              inputMode="numeric"
              maxLength={11}
              onChange={(e) => set({ mobile: e.target.value })}
              className="w-36"
            />
          </FilterField>
          <FilterField label={m.status}>
            <OptionSelect<"0" | "1">
              value={values.status}
              onValueChange={(status) => set({ status })}
              options={[
                { value: "0", label: messages.status.enabled },
                { value: "1", label: messages.status.disabled },
              ]}
              allLabel={m.anyStatus}
              width="xs"
            />
          </FilterField>
          <FilterField label={m.createdFrom}>
            <DateField
              value={values.createdFrom}
              onValueChange={(createdFrom) => set({ createdFrom })}
              className="w-40"
            />
          </FilterField>
          <FilterField label={m.createdTo}>
            <DateField value={values.createdTo} onValueChange={(createdTo) => set({ createdTo })} className="w-40" />
          </FilterField>
        </>
      )}
    </FilterBar>
  );
}

export { UserSearchForm };
