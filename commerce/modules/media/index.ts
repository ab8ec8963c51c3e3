export { createMediaService, type MediaService } from "./service.ts";
export { type MediaFile } from "./media-files.ts";
