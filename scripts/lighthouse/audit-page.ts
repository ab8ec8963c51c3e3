import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { ShopLocale } from "#commerce/locale.ts";
import { chromiumFlags, chromiumPath } from "../chromium.ts";

export const auditedCategories = ["performance", "accessibility", "best-practices", "seo"] as const;
export type AuditedCategory = (typeof auditedCategories)[number];

/** What one Lighthouse run found on one page. */
export interface PageAudit {
  /** Scores from 0 to 100 per category. */
  scores: Record<AuditedCategory, number>;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript the page loaded, as transferred (compressed where the server compressed it). */
  scriptKb: number;
  /** Audits that failed in the categories other than performance, by id, for the report. */
  failing: string[];
}

export interface Auditor {
  audit(url: string): Promise<PageAudit>;
  close(): Promise<void>;
}

const numeric = (lhr: { audits: Record<string, { numericValue?: number }> }, id: string) =>
  lhr.audits[id]?.numericValue ?? Number.NaN;

/**
 * Lighthouse's default (mobile, simulated throttling) against one Chromium kept for every run, as a
 * browser asking for `language`: the shop's home sends a browser of another language to that
 * language's home (SPEC §1), so an audit of the Swedish home would measure the redirect and the
 * English home.
 */
export async function openAuditor(language: ShopLocale): Promise<Auditor> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  return {
    async audit(url) {
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: "error",
        output: "json",
        onlyCategories: [...auditedCategories],
        extraHeaders: { "Accept-Language": language },
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
      const scores = Object.fromEntries(
        auditedCategories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
      ) as Record<AuditedCategory, number>;
      const scripts = (
        lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] }
      )?.items?.find((item) => item.resourceType === "script");
      const failing = auditedCategories
        .filter((id) => id !== "performance")
        .flatMap((id) => lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
      return {
        scores,
        lcpMs: numeric(lhr, "largest-contentful-paint"),
        fcpMs: numeric(lhr, "first-contentful-paint"),
        tbtMs: numeric(lhr, "total-blocking-time"),
        cls: numeric(lhr, "cumulative-layout-shift"),
        scriptKb: (scripts?.transferSize ?? 0) / 1024,
        failing: [...new Set(failing)],
      };
    },
    close: async () => {
      chrome.kill();
    },
  };
}
