// index.html: the host page with the widgets, each used as its package README's opening example shows
// (src/readme/<package>.tsx is that README's first tsx block, written there by scripts/check-embed.mjs).
// `?hostile` adds public/hostile.css — ordinary element rules a school's page might carry — after
// every other stylesheet: the widgets must look the same with it.
import "./host.css";

import { ProcessViewer } from "@smartclass/bpmn-designer";
import { ClassroomApiProvider, SignInWidget } from "@smartclass/classroom";
import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";

import { saveProcessModel } from "./host-backend.js";
import { HostElements } from "./host-elements.js";
import { leaveActivities, leaveInstance, leaveProcessXml, leaveTasks } from "./leave-process.js";
import { ProcessDesigner } from "./readme/bpmn-designer.js";
import { CheckInButton, checkInApi } from "./readme/classroom.js";
import { CourseSearch } from "./readme/ui.js";

if (new URLSearchParams(window.location.search).has("hostile")) {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = "/hostile.css";
  link.id = "hostile-stylesheet";
  document.head.append(link);
}

/** The student's corner of the host page: its own 签到 button, and the widget a pushed sign-in shows. */
function CheckInCorner() {
  const [signedIn, setSignedIn] = useState(false);
  return (
    <section className="host-section" aria-label="课堂签到区">
      <CheckInButton />
      <ClassroomApiProvider api={checkInApi}>
        {signedIn ? null : (
          <SignInWidget placement="inline" signInId={42} loggedIn onSignedIn={() => setSignedIn(true)} />
        )}
      </ClassroomApiProvider>
    </section>
  );
}

/** Everything on the page: the host's elements, then the embedded widgets. */
function HostPage() {
  const [searched, setSearched] = useState<string | null>(null);
  return (
    <>
      <HostElements />
      <CheckInCorner />
      <section className="host-section" aria-label="课程搜索区">
        <CourseSearch onSearch={setSearched} />
        <output aria-label="搜索结果">{searched === null ? "" : `搜索：${searched}`}</output>
      </section>
      <section className="host-section" aria-label="流程设计区">
        <ProcessDesigner onSave={saveProcessModel} />
      </section>
      <section className="host-section" aria-label="流程进度区">
        <ProcessViewer
          xml={leaveProcessXml}
          activities={leaveActivities}
          tasks={leaveTasks}
          processInstance={leaveInstance}
          height={360}
        />
      </section>
    </>
  );
}

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");
createRoot(root).render(
  <StrictMode>
    <HostPage />
  </StrictMode>,
);
