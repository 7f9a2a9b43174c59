/**
 * Reads an expression back into builder rows, so a condition the builder wrote (into a flow's
 * XML, or a rule's `condition`) can be edited again as rows even when only the expression was kept.
 * Only what `compileConditions` writes is read: terms `field op literal` or `literal in field`
 * joined by `&&` / `||`. Anything else (parentheses, calls, arithmetic) gives null.
 */
import { compileConditionBody } from "./conditions";
import { newId } from "./order";
import type { ConditionCompare, ConditionField, ConditionLogic, SequenceCondition } from "./types";

type Token =
  | { kind: "name"; text: string }
  | { kind: "number"; text: string }
  | { kind: "string"; value: string }
  | { kind: "op"; text: string };

const TOKEN =
  /\s*(?:(-?\d+(?:\.\d+)?)(?![\w.])|("(?:[^"\\]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*")|([A-Za-z_][A-Za-z0-9_]*)|(==|!=|>=|<=|&&|\|\||>|<))/y;

function parseJsonString(text: string): string | null {
  try {
    return JSON.parse(text) as string;
  } catch {
    return null;
  }
}

/** The tokens of `body`, or null when it holds anything else. */
function tokenize(body: string): Token[] | null {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  let at = 0;
  while (body.slice(at).trim() !== "") {
    TOKEN.lastIndex = at;
    const match = TOKEN.exec(body);
    if (!match) return null;
    at = TOKEN.lastIndex;
    const [, number, string, name, op] = match;
    if (number !== undefined) tokens.push({ kind: "number", text: number });
    else if (string !== undefined) {
      // JSON refuses what JSON.stringify never writes (a raw line break in the quotes).
      const value = parseJsonString(string);
      if (value === null) return null;
      tokens.push({ kind: "string", value });
    } else if (name !== undefined) tokens.push({ kind: "name", text: name });
    else if (op !== undefined) tokens.push({ kind: "op", text: op });
  }
  return tokens;
}

const COMPARES = new Set(["==", "!=", ">", ">=", "<", "<="]);

/** A literal token's value as a row holds it, or null when the token is no literal. */
function literalValue(token: Token | undefined): string | null {
  if (!token) return null;
  if (token.kind === "number") return token.text;
  if (token.kind === "string") return token.value;
  if (token.kind === "name" && (token.text === "true" || token.text === "false")) return token.text;
  return null;
}

const isVariable = (token: Token | undefined): token is { kind: "name"; text: string } =>
  token?.kind === "name" && !["true", "false", "in", "null", "undefined"].includes(token.text);

/** The rows of an expression body (`days > 3 && type == "sick"`), or null when it is not the builder's. */
function parseConditionBody(body: string, fields?: readonly ConditionField[]): SequenceCondition[] | null {
  const tokens = tokenize(body);
  if (!tokens || tokens.length === 0) return null;
  const rows: SequenceCondition[] = [];
  let logic: ConditionLogic = "&&";
  let at = 0;
  while (at < tokens.length) {
    const [a, b, c] = [tokens[at], tokens[at + 1], tokens[at + 2]];
    let field: string;
    let compare: ConditionCompare;
    let value: string | null;
    if (isVariable(a) && b?.kind === "op" && COMPARES.has(b.text)) {
      field = a.text;
      compare = b.text as ConditionCompare;
      value = literalValue(c);
    } else if (b?.kind === "name" && b.text === "in" && isVariable(c)) {
      field = c.text;
      compare = "contains";
      value = literalValue(a);
    } else return null;
    if (value === null) return null;
    rows.push({ id: newId("cond"), field, compare, value, logic, sort: rows.length + 1 });
    at += 3;
    const joint = tokens[at];
    if (joint === undefined) break;
    if (joint.kind !== "op" || (joint.text !== "&&" && joint.text !== "||") || at + 1 >= tokens.length) return null;
    logic = joint.text;
    at += 1;
  }
  // The rows must write the same expression again (e.g. `days > "3"` for a number field cannot be a row).
  const again = compileConditionBody(rows, fields);
  return again !== null && sameTokens(tokenize(again), tokens) ? rows : null;
}

function sameTokens(a: Token[] | null, b: Token[]): boolean {
  return !!a && a.length === b.length && a.every((token, index) => JSON.stringify(token) === JSON.stringify(b[index]));
}

/** The rows of a flow's condition expression (`${…}`), or null when it is not one the builder writes. */
function parseConditions(expression: string, fields?: readonly ConditionField[]): SequenceCondition[] | null {
  const match = /^\s*\$\{([\s\S]*)\}\s*$/.exec(expression);
  return match ? parseConditionBody(match[1] ?? "", fields) : null;
}

export { parseConditionBody, parseConditions };
