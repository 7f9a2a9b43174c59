// Rewrites CSS selectors so that the design system's rules apply only inside a style scope (`.sc-scope`,
// see packages/ui/src/lib/style-scope.tsx). Used to generate the scoped preflight and to scope the
// utilities of the published stylesheets.
//
// Specificity is the point. A host page's element rules (`button { … }`, 0-0-1) must not restyle our
// widgets, so our base rules get exactly one class of specificity (0-1-0): more than any element
// selector, and no more than a utility class, which comes later in the file and so still wins.
import postcss from "postcss";

const SCOPE = ".sc-scope";
const IN_SCOPE = `:is(${SCOPE}, ${SCOPE} *)`;

// Pseudo-elements that CSS 2 wrote with one colon, which stylesheets still use (bpmn-js: `.entry:before`).
const LEGACY_PSEUDO_ELEMENT = /^:(before|after|first-line|first-letter)(?![\w-])/;

/** Splits `a::before` (or `a:before`) into `["a", "::before"]`: the first pseudo-element outside
 * parentheses, which may not go inside `:is()`/`:where()`. */
function splitPseudoElement(selector) {
  let depth = 0;
  for (let i = 0; i < selector.length - 1; i += 1) {
    const char = selector[i];
    if (char === "(") depth += 1;
    else if (char === ")") depth -= 1;
    else if (depth === 0 && char === ":") {
      if (selector[i + 1] === ":") return [selector.slice(0, i), selector.slice(i)];
      const legacy = LEGACY_PSEUDO_ELEMENT.exec(selector.slice(i));
      if (legacy) return [selector.slice(0, i), `:${selector.slice(i)}`];
    }
  }
  return [selector, ""];
}

/** A base rule's selector for the scope: the root and everything in it, with one class of specificity. */
function scopeBaseSelector(selector) {
  const trimmed = selector.trim();
  // The document's root rules style the scope's root (the console puts the scope on <html>).
  if (trimmed === "html" || trimmed === ":host") return SCOPE;
  const [base, pseudoElement] = splitPseudoElement(trimmed);
  if (base === "" || base === "*") return `${IN_SCOPE}${pseudoElement}`;
  return `${IN_SCOPE}:where(${base})${pseudoElement}`;
}

/** A utility's selector for the scope: same specificity, but only for elements in a scope. */
function scopeUtilitySelector(selector) {
  const trimmed = selector.trim();
  if (!trimmed.startsWith(".") || trimmed.startsWith(SCOPE)) return trimmed;
  return `:where(${SCOPE},${SCOPE} *)${trimmed}`;
}

/** A package's own rule (bpmn-js's, the designer's) for the scope, one class MORE specific than it was:
 * so it still beats the base rules (which undo a host's rules) when another of our stylesheets is
 * loaded after it, as it does when both are in one file. */
function scopeOwnSelector(selector) {
  const [base, pseudoElement] = splitPseudoElement(selector.trim());
  if (base === "" || base === "*") return `${IN_SCOPE}${pseudoElement}`;
  return `${IN_SCOPE}:is(${base})${pseudoElement}`;
}

const SKIPPED_AT_RULES = new Set(["keyframes", "property", "font-face"]);

/** Whether a rule sits in an at-rule whose selectors are not element selectors (keyframes) or that sets
 * Tailwind's internal variables on every element (`@layer properties`). */
function isSkipped(rule) {
  for (let parent = rule.parent; parent && parent.type !== "root"; parent = parent.parent) {
    if (parent.type === "atrule" && (SKIPPED_AT_RULES.has(parent.name) || /^properties\b/.test(parent.params))) {
      return true;
    }
  }
  return false;
}

/** Rewrites every rule's selectors of a stylesheet with `scope`; answers the new CSS text. */
function rewriteSelectors(css, scope, from) {
  const root = postcss.parse(css, { from });
  root.walkRules((rule) => {
    if (isSkipped(rule)) return;
    rule.selectors = [...new Set(rule.selectors.map(scope))];
  });
  return root.toString();
}

export { rewriteSelectors, scopeBaseSelector, scopeOwnSelector, scopeUtilitySelector, SCOPE };
