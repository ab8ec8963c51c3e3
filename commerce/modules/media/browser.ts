// What the back office's pages may take from the media module (no sharp, no database).
export { pictureLimits } from "./picture-limits.ts";
