import { PanelLink, PanelNote } from "../fields/panel-note";
import { usePanel } from "../panel-context";

/** Form (user tasks and start events): only the hint to design forms as process forms, with a link to them. */
function FormSection() {
  const { messages, formsHref } = usePanel();
  return (
    <>
      <PanelNote>{messages.panel.form.hint}</PanelNote>
      <p className="text-sm">
        <PanelLink href={formsHref}>{messages.panel.form.link}</PanelLink>
      </p>
    </>
  );
}

export { FormSection };
