import axe from "axe-core";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** Runs axe-core on the page as it is now and fails on any serious or critical violation, naming the elements. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(async () => {
    const { violations: found } = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ["violations"],
    });
    return found
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        elements: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
      }));
  });
  expect(violations, `accessibility of ${page.url()}`).toEqual([]);
}
