/**
 * CSS animations and transitions take no time in the story runs: a dialog story spends no time waiting
 * for a fade, and axe reads the final frame. Only CSS is stilled; `prefers-reduced-motion` keeps the
 * browser's value, so the stories of widgets that behave differently under it (the random pick's
 * shuffle) still see what a person without that setting sees, and say so when they ask otherwise.
 * The animations themselves are seen in Storybook and in the end-to-end runs. Transitions get 0 s, not
 * a tiny duration: a duration on an element without a transition of its own (transition-property is
 * `all` by default) would start one for every style change, so a size read right after a change would
 * still see the old value. Animations keep a tiny duration so their end events still fire.
 */
const still = document.createElement("style");
still.id = "story-tests-still";
still.textContent = `*, *::before, *::after {
  animation-duration: 0.01ms !important;
  animation-delay: 0s !important;
  transition-duration: 0s !important;
  transition-delay: 0s !important;
}`;
document.head.append(still);
