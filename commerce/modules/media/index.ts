export { createMediaService, type MediaFile, type MediaService } from "./service.ts";
