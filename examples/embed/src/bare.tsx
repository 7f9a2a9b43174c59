// bare.html: the host page without any Smartclass package, the baseline for its elements' look.
import "./host.css";

import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

import { HostElements } from "./host-elements.js";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");
createRoot(root).render(
  <StrictMode>
    <HostElements />
  </StrictMode>,
);
