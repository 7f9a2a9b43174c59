// The BPMN designer alone, as the bpmn-designer README embeds it.
import { createRoot } from "react-dom/client";

import { saveProcessModel } from "../../src/host-backend.js";
import { ProcessDesigner } from "../../src/readme/bpmn-designer.js";

createRoot(document.getElementById("root") ?? document.body).render(<ProcessDesigner onSave={saveProcessModel} />);
