import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  // A data request for /admin/ is /admin/_.data, under the staff cookie's Path=/admin (ADR 0016).
  future: { v8_trailingSlashAwareDataRequests: true },
} satisfies Config;
