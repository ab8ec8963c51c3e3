import type { Block } from "../story.ts";
import { problem as codedProblem, type Problem } from "#commerce/error-codes.ts";
import { describeInEnglish } from "#commerce/error-english.ts";
import { problemOfIssue } from "#commerce/validation.ts";
import { blockSchemas, isBlockName } from "./block-schemas.ts";
import { childBlocks } from "./fields.ts";

/** Why one block of a tree cannot be shown. */
export interface BlockProblem {
  /** Where the block sits, e.g. "body[2].columns[0]"; "" for the root. */
  path: string;
  component: string;
  /** The field at fault, dotted ("image.filename"); undefined when the block itself is unknown. */
  field: string | undefined;
  message: string;
  /** The same problem as a code, for the back office to say in the member's language. */
  problem: Problem;
}

function isBlock(value: unknown): value is Block {
  return typeof value === "object" && value !== null && typeof (value as Block).component === "string";
}

function childPath(path: string, field: string, index: number): string {
  return `${path ? `${path}.` : ""}${field}[${index}]`;
}

/**
 * Checks one block against its schema and its nested blocks against theirs. A block that fails is
 * reported and left out; its siblings and parent stay. Returns the block with defaults filled in.
 */
function checkBlock(block: Block, path: string, report: (problem: BlockProblem) => void): Block | undefined {
  if (!isBlockName(block.component)) {
    const message = `Unknown block "${block.component}"`;
    report({
      path,
      component: block.component,
      field: undefined,
      message,
      problem: codedProblem("invalid_value", { detail: message }),
    });
    return undefined;
  }
  const parsed = blockSchemas[block.component].safeParse(block);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const problem = problemOfIssue(issue);
      report({
        path,
        component: block.component,
        field: issue.path.join(".") || undefined,
        message: describeInEnglish(problem),
        problem,
      });
    }
    return undefined;
  }
  const checked: Block = { ...(parsed.data as Block) };
  const shape: Record<string, unknown> = blockSchemas[block.component].shape;
  for (const [field, value] of Object.entries(checked)) {
    if (shape[field] !== childBlocks || !Array.isArray(value)) continue;
    checked[field] = value.flatMap((child, index) => {
      const at = childPath(path, field, index);
      if (isBlock(child)) return checkBlock(child, at, report) ?? [];
      const message = "Not a block: it has no component name";
      report({
        path: at,
        component: "",
        field: undefined,
        message,
        problem: codedProblem("invalid_value", { detail: message }),
      });
      return [];
    });
  }
  return checked;
}

/**
 * The tree as the storefront may render it: every unknown or invalid block is left out and passed
 * to `onProblem` (the page logs a warning and renders the rest). Undefined when the root fails.
 */
export function sanitizeBlockTree(root: Block, onProblem: (problem: BlockProblem) => void): Block | undefined {
  return checkBlock(root, "", onProblem);
}

/** Every problem in a tree of blocks; empty when the whole tree is valid (used by the import). */
export function findBlockProblems(root: unknown): BlockProblem[] {
  if (!isBlock(root))
    return [
      {
        path: "",
        component: "",
        field: "content",
        message: "Content must be a block with a component name",
        problem: codedProblem("invalid_value", { detail: "Content must be a block with a component name" }),
      },
    ];
  const problems: BlockProblem[] = [];
  checkBlock(root, "", (problem) => problems.push(problem));
  return problems;
}

/** A problem as one line: "body[2] (Hero) field title: Value is required". */
export function describeBlockProblem(problem: BlockProblem): string {
  const where = problem.path
    ? `${problem.path} (${problem.component})`
    : `root (${problem.component || "no component"})`;
  return problem.field ? `${where} field ${problem.field}: ${problem.message}` : `${where}: ${problem.message}`;
}
