// The deploy check: one refusal per thing the built-in engine cannot run, each naming the element,
// and the summary of a process it can run.
import { describe, expect, it } from "vitest";

import { NO_PROCESS_XML, processXml, REFUSALS, twoStepBody } from "../../test/bpm-kit.js";
import { checkDeployable, DeployRefusal } from "./deploy-check.js";

describe("checkDeployable", () => {
  it.each(REFUSALS)("refuses %s, naming the element", async (_what, body, words) => {
    const refusal = await checkDeployable(processXml("p", body), "p").catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(DeployRefusal);
    const message = (refusal as Error).message;
    expect(message.startsWith("流程无法部署：")).toBe(true);
    for (const w of words) expect(message).toContain(w);
  });

  it("refuses a document without a process, without the model's process, a non-executable process and broken XML", async () => {
    await expect(checkDeployable(NO_PROCESS_XML, "p")).rejects.toThrow("没有流程");
    await expect(checkDeployable(processXml("a", twoStepBody()), "p")).rejects.toThrow("流程标识必须是 p");
    await expect(
      checkDeployable(processXml("p", twoStepBody()).replace('isExecutable="true"', 'isExecutable="false"'), "p"),
    ).rejects.toThrow("isExecutable");
    await expect(checkDeployable("<bpmn:definitions", "p")).rejects.toThrow("无法解析");
  });

  it("deploys the model's pool of a collaboration; the other pools are documentation and are not checked", async () => {
    const two = processXml("a", twoStepBody()).replace(
      "</bpmn:definitions>",
      '<bpmn:process id="b" isExecutable="true"><bpmn:scriptTask id="s" /></bpmn:process></bpmn:definitions>',
    );
    const graph = await checkDeployable(two, "a");
    expect(graph.processId).toBe("a");
    expect(graph.nodes.s).toBeUndefined();
  });

  it("summarises the inside of embedded sub-processes, each node naming its sub-process", async () => {
    const graph = await checkDeployable(
      processXml(
        "p",
        `<bpmn:startEvent id="start" /><bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="sub" />
         <bpmn:subProcess id="sub" name="审批">
           <bpmn:startEvent id="in" /><bpmn:sequenceFlow id="i1" sourceRef="in" targetRef="t" />
           <bpmn:userTask id="t" name="审核" /><bpmn:sequenceFlow id="i2" sourceRef="t" targetRef="out" />
           <bpmn:endEvent id="out" />
         </bpmn:subProcess>
         <bpmn:sequenceFlow id="f2" sourceRef="sub" targetRef="end" /><bpmn:endEvent id="end" />`,
      ),
      "p",
    );
    expect(graph.nodes.sub).toEqual({ type: "bpmn:SubProcess", name: "审批" });
    expect(graph.nodes.t).toEqual({ type: "bpmn:UserTask", name: "审核", parent: "sub" });
    expect(graph.userTasks.t).toEqual({ name: "审核" });
    expect(graph.flows.i1).toEqual({ source: "in", target: "t" });
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
      "leave",
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
