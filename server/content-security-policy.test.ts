import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, contentSourcesFor } from "./content-security-policy.ts";

const directive = (policy: string, name: string) => policy.split("; ").find((entry) => entry.startsWith(`${name} `));

describe("contentSecurityPolicy", () => {
  it("lets pictures come from the image CDN and Storyblok only when configured", () => {
    const local = contentSecurityPolicy(
      "n",
      contentSourcesFor({ IMAGE_CDN_BASE: "", CONTENT_SOURCE: "local", PAYMENT_PROVIDER: "sandbox" }),
    );
    expect(directive(local, "img-src")).toBe("img-src 'self' data: blob:");
    const remote = contentSecurityPolicy(
      "n",
      contentSourcesFor({
        IMAGE_CDN_BASE: "https://cdn.example/butik/",
        CONTENT_SOURCE: "storyblok",
        PAYMENT_PROVIDER: "sandbox",
      }),
    );
    expect(directive(remote, "img-src")).toBe("img-src 'self' data: blob: https://cdn.example https://*.storyblok.com");
  });

  it("frames only the shop's own pages (the content preview), and Klarna's checkout when it is the payment provider", () => {
    expect(directive(contentSecurityPolicy("n", { images: [], klarna: false }), "frame-src")).toBe("frame-src 'self'");
    const klarna = contentSecurityPolicy(
      "n",
      contentSourcesFor({ IMAGE_CDN_BASE: "", CONTENT_SOURCE: "local", PAYMENT_PROVIDER: "klarna" }),
    );
    expect(directive(klarna, "frame-src")).toBe("frame-src 'self' https://*.klarna.com https://x.klarnacdn.net");
    expect(directive(klarna, "script-src")).toBe("script-src 'nonce-n' 'strict-dynamic'");
  });
});
