// Conditions (`${…}` on sequence flows and assignee rules) evaluated by jexl over the instance's
// variables only: no function calls, no transforms, no property access — never JavaScript.
import jexl from "jexl";

import { workflowMessages as m } from "./messages.js";

type Ast = ReturnType<ReturnType<typeof jexl.compile>["_getAst"]>;

/** Why a condition cannot run (the text is one of the messages' condition refusals). */
export class ConditionError extends Error {}

const WRAPPED = /^\s*\$\{([\s\S]*)\}\s*$/;

/** The body of `${…}`, or undefined when the text is not one wrapped expression. */
function conditionBody(text: string): string | undefined {
  const match = WRAPPED.exec(text);
  return match ? match[1] : undefined;
}

function checkAst(node: Ast | undefined): void {
  if (!node) return;
  switch (node.type) {
    case "Literal":
      return;
    case "Identifier":
      if (node.from || node.relative) throw new ConditionError(m.conditionForbidden(m.forbidProperty));
      return;
    case "UnaryExpression":
      return checkAst(node.right);
    case "BinaryExpression":
      checkAst(node.left);
      return checkAst(node.right);
    case "ConditionalExpression":
      checkAst(node.test);
      checkAst(node.consequent);
      return checkAst(node.alternate);
    case "ArrayLiteral":
      return node.value.forEach(checkAst);
    case "FunctionCall":
      throw new ConditionError(
        m.conditionForbidden(node.pool === "transforms" ? m.forbidTransform(node.name) : m.forbidCall),
      );
    case "FilterExpression":
      throw new ConditionError(m.conditionForbidden(m.forbidIndex));
    case "ObjectLiteral":
      throw new ConditionError(m.conditionForbidden(m.forbidObject));
  }
}

/** Parses a condition body and checks it uses only variables, literals and operators; throws ConditionError. */
function parseConditionBody(body: string): void {
  if (!body.trim()) throw new ConditionError(m.conditionInvalid(m.conditionEmpty));
  let ast: Ast;
  try {
    ast = jexl.compile(body)._getAst();
  } catch (error) {
    throw new ConditionError(m.conditionInvalid((error as Error).message));
  }
  checkAst(ast);
}

/** Checks a whole `${…}` condition text; throws ConditionError naming what is wrong. */
export function parseCondition(text: string): void {
  const body = conditionBody(text);
  if (body === undefined) throw new ConditionError(m.conditionNotWrapped);
  parseConditionBody(body);
}

/** The variables as a context with no prototype, so names like `constructor` are simply unknown. */
function contextOf(variables: Record<string, unknown>): Record<string, unknown> {
  return Object.assign(Object.create(null) as Record<string, unknown>, variables);
}

/** Evaluates a condition body over the variables (checked first; throws ConditionError when it cannot run). */
function evaluateBody(body: string, variables: Record<string, unknown>): unknown {
  parseConditionBody(body);
  try {
    return jexl.evalSync(body, contextOf(variables));
  } catch (error) {
    throw new ConditionError(m.conditionInvalid((error as Error).message));
  }
}

/** Whether a `${…}` condition (or a bare body) holds for the variables. */
export function conditionHolds(text: string, variables: Record<string, unknown>): boolean {
  return Boolean(evaluateBody(conditionBody(text) ?? text, variables));
}

/** What bpmn-engine hands a multi-instance task's completion condition. */
interface LoopMessage {
  content?: { isMultiInstance?: boolean; loopCardinality?: number; loopOutput?: unknown[] };
}

/**
 * The counts a multi-instance completion condition reads, under the names Flowable and Camunda use
 * (nrOfInstances, nrOfCompletedInstances, nrOfActiveInstances): an iteration's output is set when
 * it completes, so the completed ones are the outputs present.
 */
function loopVariables(message: LoopMessage | undefined): Record<string, number> {
  const content = message?.content;
  if (!content?.loopOutput || typeof content.loopCardinality !== "number") return {};
  const completed = content.loopOutput.filter((x) => x !== undefined && x !== null).length;
  return {
    nrOfInstances: content.loopCardinality,
    nrOfCompletedInstances: completed,
    nrOfActiveInstances: Math.max(0, content.loopCardinality - completed),
  };
}

/**
 * The `expressions` option of bpmn-engine: a `${…}` text is evaluated by jexl over the variables the
 * runtime holds (not over the engine's own copy), anything else is returned as it is.
 */
export function engineExpressions(variables: () => Record<string, unknown>) {
  return {
    resolveExpression(text: unknown, message?: LoopMessage) {
      if (typeof text !== "string") return text;
      const body = conditionBody(text);
      if (body === undefined) return text;
      try {
        return evaluateBody(body, { ...variables(), ...loopVariables(message) });
      } catch (error) {
        if (error instanceof ConditionError) throw new ConditionError(m.conditionAt(text, error.message));
        throw error;
      }
    },
    isExpression: (text: unknown) => typeof text === "string" && conditionBody(text) !== undefined,
    hasExpression: (text: unknown) => typeof text === "string" && text.includes("${"),
  };
}
