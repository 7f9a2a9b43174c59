import * as React from "react";

import { Button } from "../../components/button";
import { Input } from "../../components/input";
import { configMessages as m } from "./config-messages";

type LookupState =
  | { kind: "idle" }
  | { kind: "busy"; key: string }
  | { kind: "found"; key: string; value: string }
  | { kind: "none"; key: string }
  | { kind: "failed"; key: string; reason: string };

type ConfigLookupProps = {
  /**
   * Asks the server for one key's value: the value, or null/undefined when there is no visible one
   * (missing, hidden or a secret, by the server's rule). A rejection's message is shown.
   */
  lookup: (key: string) => Promise<string | null | undefined>;
};

/** 按键名查询: one key's value as the server gives it, or that there is none, or the server's refusal. */
function ConfigLookup({ lookup }: ConfigLookupProps) {
  const inputId = React.useId();
  const [text, setText] = React.useState("");
  const [state, setState] = React.useState<LookupState>({ kind: "idle" });
  // Only the latest question's answer is shown when a person asks twice quickly.
  const latest = React.useRef(0);

  const ask = async (key: string) => {
    const ticket = ++latest.current;
    setState({ kind: "busy", key });
    try {
      const value = await lookup(key);
      if (ticket !== latest.current) return;
      setState(value === null || value === undefined ? { kind: "none", key } : { kind: "found", key, value });
    } catch (error) {
      if (ticket !== latest.current) return;
      setState({ kind: "failed", key, reason: error instanceof Error ? error.message : String(error) });
    }
  };

  let result: React.ReactNode = null;
  if (state.kind === "failed") result = <span className="text-danger">{state.reason}</span>;
  else if (state.kind === "none") result = <span className="text-muted-foreground">{m.lookup.none}</span>;
  else if (state.kind === "found")
    result = (
      <>
        <span className="text-muted-foreground">{m.lookup.value(state.key)}：</span>
        <code className="rounded bg-muted px-1.5 py-0.5 break-all">
          {state.value === "" ? m.lookup.emptyValue : state.value}
        </code>
      </>
    );

  return (
    <form
      role="search"
      aria-label={m.lookup.title}
      noValidate
      data-slot="config-lookup"
      className="flex flex-wrap items-center gap-2 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        void ask(text.trim());
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
      <Button type="submit" disabled={text.trim() === "" || state.kind === "busy"}>
        {m.lookup.submit}
      </Button>
      <output aria-live="polite" className="min-h-6">
        {result}
      </output>
    </form>
  );
}

export { ConfigLookup };
export type { ConfigLookupProps };
