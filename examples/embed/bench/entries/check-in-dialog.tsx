// The check-in dialog alone, as the classroom README embeds it (with the host's own fetch calls).
import { createRoot } from "react-dom/client";

import { CheckInButton } from "../../src/readme/classroom.js";

createRoot(document.getElementById("root") ?? document.body).render(<CheckInButton />);
