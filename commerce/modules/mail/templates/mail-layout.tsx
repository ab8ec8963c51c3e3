import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Img } from "@react-email/img";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";
import type { ShopLocale } from "#commerce/locale.ts";
import type { MailContext } from "./mail-context.ts";
import { readableOn } from "./readable-colour.ts";

const signOff: Record<ShopLocale, string> = { "sv-SE": "Hälsningar", "en-GB": "Best wishes" };

/**
 * Where the logo lives: a path on the shop's own /img endpoint (PNG, which every mail client shows).
 * Queued mail keeps it relative, so the back office's preview shows it from this server; the sender
 * makes it absolute with the configured public origin (see absolute-images.ts) as it goes out.
 */
export function logoPath(mediaKey: string): string {
  return `/img/${mediaKey.split("/").map(encodeURIComponent).join("/")}?w=320&fmt=png`;
}

const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** The frame of every mail: the shop's logo (or name) on its brand colour, the content, and a sign-off. */
export function MailLayout({
  context,
  subject,
  preview,
  children,
}: {
  context: MailContext;
  subject: string;
  preview: string;
  children: ReactNode;
}) {
  const { branding, locale } = context;
  const { brand, text } = branding.colours;
  return (
    <Html lang={locale} dir="ltr">
      <Head>
        <title>{subject}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: "#f4f4f5", color: text, fontFamily: font, margin: 0, padding: "24px 0" }}>
        <Container style={{ backgroundColor: "#ffffff", maxWidth: "600px", borderRadius: "6px", overflow: "hidden" }}>
          <Section style={{ backgroundColor: brand, padding: "20px 32px" }}>
            {branding.logoMediaKey ? (
              <Img src={logoPath(branding.logoMediaKey)} alt={branding.shopName} height="40" />
            ) : (
              <Text style={{ color: readableOn(brand), fontSize: "22px", fontWeight: 700, margin: 0 }}>
                {branding.shopName}
              </Text>
            )}
          </Section>
          <Section style={{ padding: "8px 32px 0", fontSize: "16px", lineHeight: "24px" }}>{children}</Section>
          <Section style={{ padding: "0 32px 16px" }}>
            <Hr style={{ borderColor: "#e4e4e7" }} />
            <Text style={{ color: text, fontSize: "14px" }}>{`${signOff[locale]}, ${branding.shopName}`}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
