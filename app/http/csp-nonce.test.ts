import { describe, expect, it } from "vitest";
import { withCspNonce } from "./csp-nonce.ts";

describe("withCspNonce", () => {
  it("gives every script in vendor markup the page's nonce", () => {
    const snippet = `<div id="klarna-checkout-container"><script type="text/javascript">load()</script><SCRIPT src="x.js"></SCRIPT></div>`;
    expect(withCspNonce(snippet, "abc+/=")).toBe(
      `<div id="klarna-checkout-container"><script nonce="abc+/=" type="text/javascript">load()</script><script nonce="abc+/=" src="x.js"></SCRIPT></div>`,
    );
  });

  it("leaves markup alone in the browser, where there is no nonce", () => {
    expect(withCspNonce("<script>x()</script>", undefined)).toBe("<script>x()</script>");
  });
});
