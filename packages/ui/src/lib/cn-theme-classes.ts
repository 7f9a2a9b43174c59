// Our theme adds a `text-control` font size; without this, tailwind-merge would take it for a colour
// and drop a `text-*` colour class that comes after it.
const THEME_CLASS_GROUPS = { "font-size": [{ text: ["control"] }] };

export { THEME_CLASS_GROUPS };
