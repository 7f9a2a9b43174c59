import { useDesigner, useDesignerState } from "../modeler/designer-context";

/** The last import's warnings or error, shown to the person above the canvas (never swallowed). */
function ImportProblems() {
  const { messages } = useDesigner();
  const warnings = useDesignerState((s) => s.importWarnings);
  const error = useDesignerState((s) => s.importError);
  if (error) {
    return (
      <div data-slot="bpmn-designer-problems" data-kind="error" role="alert">
        {messages.designer.importFailed}
        {error}
      </div>
    );
  }
  if (warnings.length === 0) return null;
  return (
    <section data-slot="bpmn-designer-problems" data-kind="warning" aria-label={messages.designer.importWarningsTitle}>
      <p style={{ margin: 0 }}>{messages.designer.importWarningsTitle}</p>
      <ul>
        {warnings.map((warning, index) => (
          <li key={index}>{warning}</li>
        ))}
      </ul>
    </section>
  );
}

export { ImportProblems };
