import { storeTimeZone } from "#commerce/modules/stores/index.ts";

/** The zone every back-office date is shown in (the stores' own), the same on the server and in the browser. */
export const shopTimeZone = storeTimeZone;
