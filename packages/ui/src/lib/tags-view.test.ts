import { describe, expect, it } from "vitest";

import {
  addView,
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeView,
  menuAvailability,
  nextPathAfterClose,
  type TagView,
  withAffix,
} from "./tags-view";

const home: TagView = { path: "/index", title: "首页", affix: true };
const a: TagView = { path: "/a", title: "A" };
const b: TagView = { path: "/b", title: "B" };
const c: TagView = { path: "/c", title: "C" };
const views = [home, a, b, c];
const paths = (list: TagView[]) => list.map((v) => v.path);

describe("tags view rules", () => {
  it("adds a page once and refreshes its title", () => {
    expect(paths(addView(views, a))).toEqual(["/index", "/a", "/b", "/c"]);
    expect(addView(views, { path: "/a", title: "A2" })[1]?.title).toBe("A2");
    expect(paths(addView(views, { path: "/d", title: "D" }))).toEqual(["/index", "/a", "/b", "/c", "/d"]);
  });

  it("never closes affixed tabs", () => {
    expect(paths(closeView(views, "/index"))).toEqual(["/index", "/a", "/b", "/c"]);
    expect(paths(closeView(views, "/b"))).toEqual(["/index", "/a", "/c"]);
    expect(paths(closeAll(views))).toEqual(["/index"]);
    expect(paths(closeOthers(views, "/b"))).toEqual(["/index", "/b"]);
  });

  it("closes right and left of a tab, keeping affixed ones", () => {
    expect(paths(closeRight(views, "/a"))).toEqual(["/index", "/a"]);
    expect(paths(closeLeft(views, "/b"))).toEqual(["/index", "/b", "/c"]);
    expect(paths(closeLeft([a, home, b], "/b"))).toEqual(["/index", "/b"]);
  });

  it("offers the menu items the spec allows", () => {
    expect(menuAvailability(views, "/index")).toEqual({
      refresh: true,
      close: false,
      closeLeft: false,
      closeRight: true,
      closeOthers: true,
      closeAll: true,
    });
    expect(menuAvailability(views, "/c")).toMatchObject({ close: true, closeLeft: true, closeRight: false });
    expect(menuAvailability([home], "/index")).toMatchObject({ closeOthers: false, closeAll: false });
  });

  it("goes to the last remaining tab, or home", () => {
    expect(nextPathAfterClose([home, a], "/b", "/index")).toBe("/a");
    expect(nextPathAfterClose([home, a, b], "/b", "/index")).toBe("/b");
    expect(nextPathAfterClose([], "/b", "/index")).toBe("/index");
  });

  it("puts affixed tabs first when restoring", () => {
    expect(paths(withAffix([home], [b, { path: "/index", title: "首页" }, a]))).toEqual(["/index", "/b", "/a"]);
  });
});
