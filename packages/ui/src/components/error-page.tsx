import { messages } from "../messages";
import { Button } from "./button";

type ErrorPageProps = {
  /** 401: no permission; 404: page not found. */
  code: 401 | 404;
  /** Goes home (the app navigates to /index). */
  onHome: () => void;
  /** Goes back (401 page); omitted: no back button. */
  onBack?: () => void;
};

/** The 401 and 404 pages, with a way home. */
function ErrorPage({ code, onHome, onBack }: ErrorPageProps) {
  const text = code === 401 ? messages.error401 : messages.error404;
  return (
    <section
      data-slot="error-page"
      aria-labelledby="error-page-title"
      className="mx-auto flex max-w-xl flex-col gap-3 py-16"
    >
      <p className="text-5xl font-bold text-primary-strong" aria-hidden>
        {code}
      </p>
      <h1 id="error-page-title" className="text-xl font-semibold">
        {text.code} {text.title}
      </h1>
      <p className="text-sm text-muted-foreground">{text.text}</p>
      <div className="flex gap-2">
        {onBack ? <Button onClick={onBack}>{messages.back}</Button> : null}
        <Button variant="primary" onClick={onHome}>
          {messages.backHome}
        </Button>
      </div>
    </section>
  );
}

export { ErrorPage };
export type { ErrorPageProps };
