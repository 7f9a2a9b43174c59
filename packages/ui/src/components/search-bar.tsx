import { SearchIcon } from "lucide-react";
import * as React from "react";

import { cn } from "../lib/cn";
import { messages } from "../messages";
import { Button } from "./button";
import { Input } from "./input";

type SearchBarProps = Omit<React.ComponentProps<"form">, "onSubmit" | "role"> & {
  /** The search box's accessible name, also its placeholder (e.g. 流程名称). */
  label: string;
  /** Called with the trimmed text on 搜索 or Enter, and with "" on 重置. */
  onSearch: (text: string) => void;
  /** The text the box starts with. */
  defaultValue?: string;
};

/** A list page's search row: one text box, 搜索 (or Enter) and 重置; the page resets its paging on search. */
function SearchBar({ label, onSearch, defaultValue = "", className, ...props }: SearchBarProps) {
  const [text, setText] = React.useState(defaultValue);
  return (
    <form
      data-slot="search-bar"
      role="search"
      aria-label={label}
      className={cn("flex flex-wrap items-center gap-2", className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
      {...props}
    >
      <Input
        data-slot="search-bar-input"
        aria-label={label}
        placeholder={label}
        value={text}
        maxLength={50}
        onChange={(event) => setText(event.target.value)}
        className="w-60"
      />
      <Button type="submit" variant="primary">
        <SearchIcon className="size-4" aria-hidden />
        {messages.search}
      </Button>
      <Button
        type="button"
        onClick={() => {
          setText("");
          onSearch("");
        }}
      >
        {messages.reset}
      </Button>
    </form>
  );
}

export { SearchBar };
export type { SearchBarProps };
