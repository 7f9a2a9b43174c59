// The audit trail's filter row: what was done, to which kind of data, who did it, whose data it was,
// and the days. A search with an id that is no id, or with the days reversed, is refused in the row
// with the reason (audit-trail-filters.ts) and nothing is searched.
import * as React from "react";

import { DateField } from "../../components/date-field";
import { FilterBar, FilterField, FilterText } from "../../components/filter-bar";
import { OptionSelect, type SelectOption } from "../../components/option-select";
import { type AuditEntryRow, type AuditFilters, auditFilterQuery, noAuditFilters } from "./audit-trail-filters";
import { privacyMessages as m } from "./privacy-messages";

/** A user id as typed (checked when searching). */
function UserIdFilter({
  label,
  value,
  onValueChange,
}: {
  label: string;
  value: string;
  onValueChange: (id: string) => void;
}) {
  return (
    <FilterText
      label={label}
      value={value}
      onValueChange={onValueChange}
      inputMode="numeric"
      maxLength={16}
      placeholder={m.idPlaceholder}
      className="w-28"
    />
  );
}

/** One of a list of choices, or 全部. */
function ChoiceFilter<V extends string>({
  label,
  value,
  options,
  onValueChange,
  className,
}: {
  label: string;
  value: V | "";
  options: SelectOption<V>[];
  onValueChange: (value: V | "") => void;
  className: string;
}) {
  return (
    <FilterField label={label}>
      <OptionSelect value={value} onValueChange={onValueChange} options={options} allLabel className={className} />
    </FilterField>
  );
}

/** The filter row above the trail; `onSearch` gets filters whose query the server will take. */
function AuditTrailFilterBar({ onSearch }: { onSearch: (filters: AuditFilters) => void }) {
  const [filterError, setFilterError] = React.useState<string>();
  const actionOptions = Object.entries(m.actions).map(([value, label]) => ({
    value: value as AuditEntryRow["action"],
    label,
  }));
  const kindOptions = Object.entries(m.kinds).map(([value, label]) => ({ value, label }));
  return (
    <FilterBar
      label={m.auditTitle}
      defaultValues={noAuditFilters}
      error={filterError}
      onSearch={(typed) => {
        const checked = auditFilterQuery(typed);
        setFilterError("error" in checked ? checked.error : undefined);
        if (!("error" in checked)) onSearch(typed);
      }}
    >
      {({ values, set }) => (
        <>
          <ChoiceFilter
            label={m.action}
            value={values.action}
            options={actionOptions}
            onValueChange={(action) => set({ action })}
            className="w-28"
          />
          <ChoiceFilter
            label={m.kind}
            value={values.kind}
            options={kindOptions}
            onValueChange={(kind) => set({ kind })}
            className="w-40"
          />
          <UserIdFilter
            label={m.actorId}
            value={values.actorUserId}
            onValueChange={(actorUserId) => set({ actorUserId })}
          />
          <UserIdFilter
            label={m.subjectId}
            value={values.subjectUserId}
            onValueChange={(subjectUserId) => set({ subjectUserId })}
          />
          <FilterField label={m.from}>
            <DateField value={values.from} onValueChange={(from) => set({ from })} className="w-36" />
          </FilterField>
          <FilterField label={m.to}>
            <DateField value={values.to} onValueChange={(to) => set({ to })} className="w-36" />
          </FilterField>
        </>
      )}
    </FilterBar>
  );
}

export { AuditTrailFilterBar };
