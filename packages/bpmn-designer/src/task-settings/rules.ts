/** The assignee rules' rules: which options a dimension offers, how a rule reads, when it is complete. */
import { taskSettingsMessages as t } from "./messages";
import { bySort, newId } from "./order";
import {
  ASSIGN_RULE_TYPES,
  type AssignOption,
  type AssignOptions,
  type AssignRule,
  type AssignRuleType,
} from "./types";

/** The options a rule of `type` chooses its values from. */
function optionsFor(type: AssignRuleType, options: AssignOptions): AssignOption[] {
  const list = ASSIGN_RULE_TYPES.find((entry) => entry.type === type)?.options;
  return list ? options[list] : [];
}

/** The dimension's name, as the dictionary has it (角色, 部门的成员 …). */
function ruleTypeName(type: AssignRuleType): string {
  return t.ruleTypes[type];
}

/** The names of a rule's values, in its order; an id no option has any more is named as deleted. */
function ruleValueNames(rule: Pick<AssignRule, "type" | "value">, options: AssignOptions): string[] {
  const choices = optionsFor(rule.type, options);
  return rule.value.map((id) => choices.find((option) => option.id === id)?.name ?? t.rules.unknownOption(id));
}

/** A rule in one line: "角色：教师、管理员" (未选择 when it has no value yet). */
function describeRule(rule: Pick<AssignRule, "type" | "value">, options: AssignOptions): string {
  const names = ruleValueNames(rule, options);
  return t.rules.summary(ruleTypeName(rule.type), names.length > 0 ? names : [t.rules.noneChosen]);
}

/** What is wrong with a rule: it needs at least one value (请选择{维度}). */
function validateRule(rule: AssignRule): { value?: string } {
  return rule.value.length === 0 ? { value: t.rules.valueRequired(ruleTypeName(rule.type)) } : {};
}

/** A new rule after `rules`: roles, no value yet, joined by "or". */
function newRule(rules: readonly AssignRule[]): AssignRule {
  const last = bySort(rules).at(-1);
  return { id: newId("rule"), type: 10, value: [], operationType: "or", sort: (last?.sort ?? 0) + 1 };
}

export { describeRule, newRule, optionsFor, ruleTypeName, validateRule };
