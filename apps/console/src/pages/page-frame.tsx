import { useId } from "react";
import type * as React from "react";

/** The heading and body of a page inside the shell (page composition only). */
function PageFrame({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: React.ReactNode;
  children?: React.ReactNode;
}) {
  // Kept-alive pages stay in the document, so ids must be unique.
  const id = useId();
  return (
    <section className="flex flex-col gap-4" aria-labelledby={id}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h1 id={id} className="text-xl font-semibold text-foreground">
          {title}
        </h1>
        {actions}
      </header>
      {children}
    </section>
  );
}

export { PageFrame };
