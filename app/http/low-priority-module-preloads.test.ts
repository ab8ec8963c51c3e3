import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./low-priority-module-preloads.ts";

const page =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/röd.js"/>' +
  '<title>Jackor – Butik</title></head><body><p>&lt;link rel="modulepreload"&gt;</p>' +
  '<link rel="modulepreload" href="/assets/late.js"/></body></html>';
const lowered = page.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

async function throughTransform(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

describe("lowPriorityModulePreloads", () => {
  it("gives every modulepreload link a low fetch priority and leaves the rest of the page as it was", async () => {
    expect(await throughTransform([Buffer.from(page)])).toBe(lowered);
    expect(lowered.match(/fetchpriority="low"/g)).toHaveLength(3);
  });

  it("finds a link however the page is split into chunks, also inside a character of several bytes", async () => {
    const bytes = Buffer.from(page);
    for (let first = 1; first < bytes.length; first += 1) {
      const second = Math.min(bytes.length, first + 17);
      const chunks = [bytes.subarray(0, first), bytes.subarray(first, second), bytes.subarray(second)];
      expect(await throughTransform(chunks.filter((chunk) => chunk.length > 0))).toBe(lowered);
    }
  });

  it("passes a page without module preloads through unchanged, also when it is shorter than a link", async () => {
    expect(await throughTransform([Buffer.from("<p>Hej</p>")])).toBe("<p>Hej</p>");
    expect(await throughTransform([Buffer.from("<link rel="), Buffer.from('"icon"/>')])).toBe('<link rel="icon"/>');
  });
});
