import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";
import type { MailContext } from "./mail-context.ts";
import { readableOn } from "./readable-colour.ts";

/** The mail's headline, in the shop's brand colour. */
export function MailHeading({ context, children }: { context: MailContext; children: string }) {
  return (
    <Heading style={{ color: context.branding.colours.brand, fontSize: "22px", margin: "16px 0" }}>{children}</Heading>
  );
}

/** One paragraph of body text. Callers pass one string, so the text version has no stray separators. */
export function Paragraph({ children, muted = false }: { children: string; muted?: boolean }) {
  return (
    <Text
      style={{
        fontSize: "16px",
        lineHeight: "24px",
        margin: "0 0 12px",
        ...(muted ? { color: "#52525b", fontSize: "14px" } : {}),
      }}
    >
      {children}
    </Text>
  );
}

/** A list of short lines (order lines, refunded items), one per paragraph in the text version too. */
export function LineList({ lines }: { lines: string[] }) {
  return (
    <>
      {lines.map((line, index) => (
        <Text key={index} style={{ fontSize: "16px", lineHeight: "24px", margin: "0 0 4px" }}>
          {line}
        </Text>
      ))}
    </>
  );
}

/** The mail's one call to action, in the accent colour; the text version shows its label and URL. */
export function ActionButton({ context, href, children }: { context: MailContext; href: string; children: ReactNode }) {
  return (
    <Button
      href={href}
      style={{
        backgroundColor: context.branding.colours.accent,
        color: readableOn(context.branding.colours.accent),
        borderRadius: "4px",
        padding: "12px 20px",
        fontWeight: 600,
        margin: "8px 0 16px",
      }}
    >
      {children}
    </Button>
  );
}
