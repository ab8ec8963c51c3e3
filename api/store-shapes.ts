import { isOpenAt, type Store } from "#commerce/modules/stores/index.ts";

/** A store as /api/stores/get-all-stores answers it, open or not at `now`. */
export const toStoreJson = (store: Store, now: Date) => ({
  Id: store.id,
  Code: store.code,
  Name: store.name,
  Description: store.description,
  StreetAddress: store.streetAddress,
  ZipCode: store.zipCode,
  City: store.city,
  Country: store.country,
  Latitude: store.latitude,
  Longitude: store.longitude,
  Phone: store.phone,
  Fax: store.fax,
  Email: store.email,
  OpeningHours: {
    Weekdays: store.openingHours.weekdays,
    Saturday: store.openingHours.saturday,
    Sunday: store.openingHours.sunday,
  },
  IsOpenNow: isOpenAt(store.openingHours, now),
});

/** A store as /api/stores/get-all-stores answers it. */
export type StoreJson = ReturnType<typeof toStoreJson>;
