import { z } from "zod";

/** An empty variable counts as unset, as in most shells' `VAR= command`. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** A PostgreSQL URL; when unset the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: optional(z.string().url()),
  DATA_DIR: z.string().default("./.data"),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Seed the demo shop when the database is empty at start. */
  SEED_ON_START: z.enum(["true", "false"]).default("true").transform((v) => v === "true"),
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
  /** With an OAuth token the adapter keeps to 3 requests a second instead of 5. */
  STORYBLOK_OAUTH_TOKEN: optional(z.string().min(1)),
  /** API base; Storyblok's EU region when unset. */
  STORYBLOK_ENDPOINT: optional(z.string().url()),
  /** Who takes payments: the offline sandbox, or Klarna Checkout. */
  PAYMENT_PROVIDER: z.enum(["sandbox", "klarna"]).default("sandbox"),
  /** Klarna's API base; its test environment (the playground) when unset. */
  KLARNA_API_URL: z.string().url().default("https://api.playground.klarna.com"),
  KLARNA_USERNAME: optional(z.string().min(1)),
  KLARNA_PASSWORD: optional(z.string().min(1)),
  /** The shop's public origin (https://shop.example), for links that other services call back. */
  PUBLIC_URL: optional(z.string().url()),
})
  .refine((env) => env.CONTENT_SOURCE !== "storyblok" || env.STORYBLOK_ACCESS_TOKEN, {
    path: ["STORYBLOK_ACCESS_TOKEN"],
    message: "is required when CONTENT_SOURCE is storyblok",
  })
  .superRefine((env, context) => {
    if (env.PAYMENT_PROVIDER !== "klarna") return;
    for (const name of ["KLARNA_USERNAME", "KLARNA_PASSWORD", "PUBLIC_URL"] as const) {
      if (!env[name]) context.addIssue({ code: "custom", path: [name], message: "is required when PAYMENT_PROVIDER is klarna" });
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
