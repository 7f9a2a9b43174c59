// The deploy check: one refusal per thing the built-in engine cannot run, each naming the element,
// and the summary of a process it can run.
import { describe, expect, it } from "vitest";

import { NO_PROCESS_XML, processXml, REFUSALS, twoStepBody } from "../../test/bpm-kit.js";
import { checkDeployable, DeployRefusal } from "./deploy-check.js";

describe("checkDeployable", () => {
  it.each(REFUSALS)("refuses %s, naming the element", async (_what, body, words) => {
    const refusal = await checkDeployable(processXml("p", body)).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(DeployRefusal);
    const message = (refusal as Error).message;
    expect(message.startsWith("流程无法部署：")).toBe(true);
    for (const w of words) expect(message).toContain(w);
  });

  it("refuses a document without a process, two processes, a non-executable process and broken XML", async () => {
    await expect(checkDeployable(NO_PROCESS_XML)).rejects.toThrow("没有流程");
    const two = processXml("a", twoStepBody()).replace(
      "</bpmn:definitions>",
      '<bpmn:process id="b" isExecutable="true"><bpmn:startEvent id="s" /></bpmn:process></bpmn:definitions>',
    );
    await expect(checkDeployable(two)).rejects.toThrow("2 个流程");
    await expect(
      checkDeployable(processXml("p", twoStepBody()).replace('isExecutable="true"', 'isExecutable="false"')),
    ).rejects.toThrow("isExecutable");
    await expect(checkDeployable("<bpmn:definitions")).rejects.toThrow("无法解析");
  });

  it("summarises a runnable process: nodes, user tasks with their BPMN assignees, flows", async () => {
    const graph = await checkDeployable(
      processXml(
        "leave",
        twoStepBody(
          'flowable:assignee="teacher1"',
          'flowable:candidateUsers="a, b" flowable:candidateGroups="teacher"',
        ),
        "请假",
      ),
    );
    expect(graph.processId).toBe("leave");
    expect(graph.processName).toBe("请假");
    expect(graph.nodes.gw).toEqual({ type: "bpmn:ExclusiveGateway", name: "天数" });
    expect(graph.userTasks).toEqual({
      first: { name: "初审", assignee: "teacher1" },
      second: { name: "复审", candidateUsers: ["a", "b"], candidateGroups: ["teacher"] },
    });
    expect(graph.flows.long).toEqual({ source: "gw", target: "second" });
  });
});
