export { createMediaService, type MediaService } from "./service.ts";
export { type MediaFile, type MediaStore } from "./media-store.ts";
export { createMediaStore, type MediaStoreEnv } from "./create-media-store.ts";
export { inspectPicture, type InspectedPicture } from "./picture-inspection.ts";
export { pictureLimits } from "./picture-limits.ts";
