// 按键名查询: asks the server for one key's value (get-value-by-key) and shows it, or that there is no
// visible value, or the server's refusal. Secrets and hidden records answer nothing, by the server's rule.
import { configValueOptions, useApiClient } from "@smartclass/api/react";
import { Button, Input } from "@smartclass/ui";
import { useQuery } from "@tanstack/react-query";
import * as React from "react";

import { configMessages as m } from "./messages";

/** The lookup-by-key box of the configuration page. */
function ConfigLookup() {
  const api = useApiClient();
  const inputId = React.useId();
  const [text, setText] = React.useState("");
  const [key, setKey] = React.useState("");
  const lookup = useQuery({ ...configValueOptions(api, key), enabled: key !== "" });

  let result: React.ReactNode = null;
  if (key && lookup.isFetching) result = null;
  else if (key && lookup.isError) result = <span className="text-danger">{lookup.error.message}</span>;
  else if (key && lookup.isSuccess)
    result =
      lookup.data === null || lookup.data === undefined ? (
        <span className="text-muted-foreground">{m.lookup.none}</span>
      ) : (
        <>
          <span className="text-muted-foreground">{m.lookup.value(key)}：</span>
          <code className="rounded bg-muted px-1.5 py-0.5 break-all">
            {lookup.data === "" ? m.lookup.emptyValue : lookup.data}
          </code>
        </>
      );

  return (
    <form
      role="search"
      aria-label={m.lookup.title}
      noValidate
      className="flex flex-wrap items-center gap-2 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        const next = text.trim();
        if (next === key) void lookup.refetch();
        setKey(next);
      }}
    >
      <label htmlFor={inputId} className="font-medium">
        {m.lookup.title}
      </label>
      <Input
        id={inputId}
        value={text}
        maxLength={100}
        placeholder={m.keyPlaceholder}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        className="w-64"
      />
      <Button type="submit" disabled={text.trim() === ""}>
        {m.lookup.submit}
      </Button>
      <output aria-live="polite" className="min-h-6">
        {result}
      </output>
    </form>
  );
}

export { ConfigLookup };
