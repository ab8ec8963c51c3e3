import { describe, expect, it } from "vitest";
import { describeBlockProblem, findBlockProblems, sanitizeBlockTree, type BlockProblem } from "./validate-blocks.ts";

const page = {
  component: "Page",
  _uid: "root",
  body: [
    { component: "Teaser", _uid: "ok", headline: "Kept" },
    { component: "Marquee", _uid: "unknown", text: "Blink" },
    {
      component: "Columns",
      _uid: "columns",
      columns: [
        { component: "Hero", _uid: "bad-hero", title: "", image: { filename: "content/x.svg" } },
        { component: "Button", _uid: "button", label: "Go", link: "/blog" },
        "stray text",
      ],
    },
  ],
};

describe("validating a tree of blocks", () => {
  it("leaves out unknown and invalid blocks, keeps their siblings and parents, and reports each", () => {
    const problems: BlockProblem[] = [];
    const tree = sanitizeBlockTree(page, (problem) => problems.push(problem));
    expect(tree).toEqual({
      component: "Page",
      _uid: "root",
      body: [
        { component: "Teaser", _uid: "ok", headline: "Kept" },
        {
          component: "Columns",
          _uid: "columns",
          layout: "equal",
          columns: [{ component: "Button", _uid: "button", label: "Go", link: "/blog", variant: "primary" }],
        },
      ],
    });
    expect(problems.map(describeBlockProblem)).toEqual([
      'body[1] (Marquee): Unknown block "Marquee"',
      "body[2].columns[0] (Hero) field title: Value is required",
      "body[2].columns[2] (): Not a block: it has no component name",
    ]);
  });

  it("gives nothing when the root block itself is invalid", () => {
    expect(sanitizeBlockTree({ component: "Page", _uid: "p", body: "nope" }, () => {})).toBeUndefined();
    expect(sanitizeBlockTree({ component: "Nope", _uid: "p" }, () => {})).toBeUndefined();
  });

  it("finds every problem for the import, and none in a valid tree", () => {
    expect(findBlockProblems(page).map((found) => found.problem)).toEqual([
      { code: "invalid_value", params: { detail: 'Unknown block "Marquee"' } },
      { code: "required", params: {} },
      { code: "invalid_value", params: { detail: "Not a block: it has no component name" } },
    ]);
    expect(findBlockProblems({ component: "Teaser", _uid: "t", headline: "Fine" })).toEqual([]);
    expect(findBlockProblems("text")).toEqual([
      {
        path: "",
        component: "",
        field: "content",
        message: "Content must be a block with a component name",
        problem: { code: "invalid_value", params: { detail: "Content must be a block with a component name" } },
      },
    ]);
  });
});
