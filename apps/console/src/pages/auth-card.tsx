import type * as React from "react";

/** The centred card of the login and password pages (page composition only). */
function AuthCard({ title, footer, children }: { title: string; footer?: string; children: React.ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted px-4 py-10">
      <div className="w-full max-w-[420px] rounded-lg border bg-card p-8 text-foreground shadow-lg">
        <h1 className="mb-6 text-center text-2xl font-semibold">{title}</h1>
        {children}
        {footer ? <p className="mt-6 text-center text-xs text-muted-foreground">{footer}</p> : null}
      </div>
    </main>
  );
}

export { AuthCard };
