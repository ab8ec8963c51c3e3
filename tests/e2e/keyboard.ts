import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would, and checks
 * the focus is visible there: `:focus-visible` matches and draws an outline of at least 2 px or a
 * box shadow. Without `backwards` it presses Tab when the target comes after the focus in the
 * page's order and Shift+Tab when it comes before (as someone who sees both would).
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards, most = 150 }: { backwards?: boolean; most?: number } = {},
): Promise<void> {
  // One handle for the whole walk: a locator would be resolved again (names computed) at every press.
  const element = await target.elementHandle();
  if (!element) throw new Error(`no ${target}`);
  const focused = () =>
    element.evaluate((node) => {
      if (node !== document.activeElement) return undefined;
      const style = getComputedStyle(node);
      return {
        visible: node.matches(":focus-visible"),
        outline: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
        shadow: style.boxShadow !== "none",
      };
    });
  const before =
    backwards ??
    (await element.evaluate((node) => {
      const active = document.activeElement;
      if (!active || active === document.body) return false;
      return Boolean(node.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
    }));
  // Where the focus already is, no key is pressed.
  for (let presses = 0; presses <= most; presses += 1) {
    if (presses > 0) await page.keyboard.press(before ? "Shift+Tab" : "Tab");
    const ring = await focused();
    if (ring) {
      expect(ring.visible, `${target} matches :focus-visible`).toBe(true);
      expect(ring.outline || ring.shadow, `${target} shows a focus ring`).toBe(true);
      await element.dispose();
      return;
    }
  }
  throw new Error(`${before ? "Shift+Tab" : "Tab"} never reached ${target}`);
}

/** Tabs to a text field, selects what it holds and types `text` over it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

/** Tabs to a control and presses a key on it (Enter by default: follows a link, presses a button). */
export async function pressOn(page: Page, target: Locator, key = "Enter"): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/**
 * Tabs to a closed select and presses the arrow keys until the option whose text matches `label`
 * is chosen (Chromium changes a closed select's value with Up and Down, firing change each time).
 */
export async function chooseOption(page: Page, select: Locator, label: string | RegExp): Promise<void> {
  await tabTo(page, select);
  const matches = (text: string) => (typeof label === "string" ? text.trim() === label : label.test(text));
  const texts = await select.evaluate((element: HTMLSelectElement) => [...element.options].map((o) => o.text));
  const wanted = texts.findIndex(matches);
  if (wanted < 0) throw new Error(`${select} offers no ${label}: ${texts.join(" | ")}`);
  const current = await select.evaluate((element: HTMLSelectElement) => element.selectedIndex);
  const key = wanted > current ? "ArrowDown" : "ArrowUp";
  for (let step = 0; step < Math.abs(wanted - current); step += 1) await page.keyboard.press(key);
  expect(await select.evaluate((element: HTMLSelectElement) => element.selectedIndex)).toBe(wanted);
}
