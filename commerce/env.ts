import { isIP } from "node:net";
import { z } from "zod";

/** An empty variable counts as unset, as in most shells' `VAR= command`. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/** "a, b,c" as ["a", "b", "c"]; unset or empty is an empty list. */
const commaList = z
  .string()
  .default("")
  .transform((value) =>
    value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  );

/** A host name or IPv4 address, or a bracketed IPv6 address, with an optional port: what a Host header holds. */
const hostWithPort = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** An IP address or a CIDR range of them ("10.0.0.0/8", "fd00::/8"). */
function isAddressOrRange(entry: string): boolean {
  const [address = "", bits, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/** Which proxies in front of us may tell us the client's address (X-Forwarded-For): how many hops, or which addresses. */
export type TrustProxy = { hops: number } | { proxies: readonly string[] };

const trustProxySchema = optional(z.string()).transform((value, context): TrustProxy => {
  if (value === undefined) return { hops: 0 };
  if (/^\d{1,2}$/.test(value.trim())) return { hops: Number(value) };
  const proxies = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = proxies.filter((entry) => !isAddressOrRange(entry));
  if (proxies.length === 0 || bad.length > 0) {
    context.addIssue({
      code: "custom",
      message: `must be a number of proxy hops or a comma list of proxy addresses and CIDR ranges (not ${bad.join(", ") || value})`,
    });
    return z.NEVER;
  }
  return { proxies };
});

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    /** A PostgreSQL URL; when unset the embedded PGlite database in DATA_DIR is used. */
    DATABASE_URL: optional(z.string().url()),
    DATA_DIR: z.string().default("./.data"),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** Seed the demo shop when the database is empty at start. */
    SEED_ON_START: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Base URL of a CDN in front of /img; empty serves images from this server. */
    IMAGE_CDN_BASE: z.string().default(""),
    /** Seconds to wait for open requests to finish after SIGTERM. */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(300).default(10),
    /** Where content stories come from: our database, or Storyblok's content delivery API. */
    CONTENT_SOURCE: z.enum(["local", "storyblok"]).default("local"),
    STORYBLOK_ACCESS_TOKEN: optional(z.string().min(1)),
    /** Seconds a story read is reused for; content edits show after at most this long. 0 turns it off. */
    CONTENT_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(10),
    /** Megabytes of public pages each process keeps in memory (ADR 0026); 0 turns the page cache off. */
    PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(50),
    /** With an OAuth token the adapter keeps to 3 requests a second instead of 5. */
    STORYBLOK_OAUTH_TOKEN: optional(z.string().min(1)),
    /** API base; Storyblok's EU region when unset. */
    STORYBLOK_ENDPOINT: optional(z.string().url()),
    /** Who takes payments: the offline sandbox, or Klarna Checkout. */
    PAYMENT_PROVIDER: z.enum(["sandbox", "klarna"]).default("sandbox"),
    /** Minutes an unpaid order in checkout holds its stock before the sweeper gives it back; fractions allowed. */
    CHECKOUT_HOLD_MINUTES: z.coerce
      .number()
      .positive()
      .max(24 * 60)
      .default(15),
    /** Seconds between sweeps for checkout orders whose hold ran out (every process sweeps; each order is taken once). */
    CHECKOUT_SWEEP_SECONDS: z.coerce.number().min(1).max(3600).default(30),
    /** Checkout orders one client address may create in an hour (each basket may create 10). */
    CHECKOUT_ORDERS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(30),
    /** Klarna's API base; its test environment (the playground) when unset. */
    KLARNA_API_URL: z.string().url().default("https://api.playground.klarna.com"),
    KLARNA_USERNAME: optional(z.string().min(1)),
    KLARNA_PASSWORD: optional(z.string().min(1)),
    /** The shop's public origin (https://shop.example), for links that other services call back. */
    PUBLIC_URL: optional(z.string().url()),
    /** Host[:port] values a request's Host header may name when PUBLIC_URL is unset; other hosts get links to this server's own address. */
    ALLOWED_HOSTS: commaList
      .transform((hosts) => hosts.map((host) => host.toLowerCase()))
      .refine(
        (hosts) => hosts.every((host) => hostWithPort.test(host)),
        "must be a comma list of host[:port] values, without scheme or path",
      ),
    /** Who delivers mail: `outbox` keeps it stored and viewable in /admin/mail and sends nothing; `smtp` sends it. */
    MAIL_PROVIDER: z.enum(["outbox", "smtp"]).default("outbox"),
    /** The SMTP server, smtp://user:password@host:587 (STARTTLS when offered) or smtps://…:465. */
    SMTP_URL: optional(
      z
        .string()
        .url()
        .refine((url) => /^smtps?:$/.test(new URL(url).protocol), "must start with smtp:// or smtps://"),
    ),
    /** The From of every mail: an address, or "Name <address>". */
    MAIL_FROM: optional(z.string().trim().min(3).max(200).includes("@")),
    /** Seconds between the delivery worker's looks for due mail (every process has one; each mail is sent by one). */
    MAIL_POLL_SECONDS: z.coerce.number().min(0.1).max(3600).default(5),
    /** Unset: the socket's peer is the client. A number: that many proxies in front of us. A list: the proxies' addresses or CIDRs. */
    TRUST_PROXY: trustProxySchema,
    /** Where uploaded pictures are kept: `database` (media_files), `directory` (MEDIA_DIR) or `s3` (an S3-compatible bucket, MEDIA_S3_*). */
    MEDIA_STORE: z.enum(["database", "directory", "s3"]).default("database"),
    /** The directory pictures are written to with MEDIA_STORE=directory. */
    MEDIA_DIR: optional(z.string().min(1)),
    /** The S3-compatible service's base URL (https://s3.eu-north-1.amazonaws.com, a MinIO's http://host:9000); objects are addressed path-style. */
    MEDIA_S3_ENDPOINT: optional(z.string().url()),
    MEDIA_S3_BUCKET: optional(z.string().min(1)),
    /** The region requests are signed for (Signature V4); most S3-compatible services take us-east-1. */
    MEDIA_S3_REGION: z.string().min(1).default("us-east-1"),
    MEDIA_S3_ACCESS_KEY_ID: optional(z.string().min(1)),
    MEDIA_S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  })
  .refine((env) => env.CONTENT_SOURCE !== "storyblok" || env.STORYBLOK_ACCESS_TOKEN, {
    path: ["STORYBLOK_ACCESS_TOKEN"],
    message: "is required when CONTENT_SOURCE is storyblok",
  })
  .superRefine((env, context) => {
    if (env.PAYMENT_PROVIDER !== "klarna") return;
    for (const name of ["KLARNA_USERNAME", "KLARNA_PASSWORD", "PUBLIC_URL"] as const) {
      if (!env[name])
        context.addIssue({ code: "custom", path: [name], message: "is required when PAYMENT_PROVIDER is klarna" });
    }
  })
  .superRefine((env, context) => {
    const required = {
      database: [],
      directory: ["MEDIA_DIR"],
      s3: ["MEDIA_S3_ENDPOINT", "MEDIA_S3_BUCKET", "MEDIA_S3_ACCESS_KEY_ID", "MEDIA_S3_SECRET_ACCESS_KEY"],
    } as const;
    for (const name of required[env.MEDIA_STORE]) {
      if (!env[name])
        context.addIssue({
          code: "custom",
          path: [name],
          message: `is required when MEDIA_STORE is ${env.MEDIA_STORE}`,
        });
    }
  })
  .superRefine((env, context) => {
    if (env.MAIL_PROVIDER !== "smtp") return;
    // PUBLIC_URL: mail goes out of the shop, so its logo and links need the shop's public origin.
    for (const name of ["SMTP_URL", "MAIL_FROM", "PUBLIC_URL"] as const) {
      if (!env[name])
        context.addIssue({ code: "custom", path: [name], message: "is required when MAIL_PROVIDER is smtp" });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Reads and validates the process environment; exits with a clear message on bad values. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  return parsed.data;
}
