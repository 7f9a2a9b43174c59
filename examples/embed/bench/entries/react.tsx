// The baseline: React and react-dom rendering one element, what any host page already pays.
import { createRoot } from "react-dom/client";

createRoot(document.getElementById("root") ?? document.body).render(<div>host</div>);
