/** The layout sizes of the spec, in the order the size selector lists them. */
const sizes = ["default", "medium", "small", "mini"] as const;
type Size = (typeof sizes)[number];
type SideTheme = "dark" | "light";
type ColorMode = "light" | "dark";

/** The spec's default theme colour. */
const DEFAULT_PRIMARY = "#409eff";

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function rootOf(root?: HTMLElement): HTMLElement {
  return root ?? document.documentElement;
}

/** Sets the primary colour at run time; anything but a #rgb or #rrggbb colour is refused. */
function setPrimaryColor(color: string, root?: HTMLElement): void {
  if (!HEX.test(color)) throw new Error(`Not a hex colour: ${color}`);
  rootOf(root).style.setProperty("--sc-primary", color);
}

/** Switches the sidebar between the dark and light side themes. */
function setSideTheme(theme: SideTheme, root?: HTMLElement): void {
  rootOf(root).dataset.sideTheme = theme;
}

/** Sets the layout size (default, medium, small, mini) that controls without an explicit size follow. */
function setSize(size: Size, root?: HTMLElement): void {
  rootOf(root).dataset.size = size;
}

/** Switches the whole interface between light and dark mode. */
function setColorMode(mode: ColorMode, root?: HTMLElement): void {
  rootOf(root).dataset.theme = mode;
}

export { DEFAULT_PRIMARY, setColorMode, setPrimaryColor, setSideTheme, setSize, sizes };
export type { ColorMode, SideTheme, Size };
