import { useState } from "react";
import { InputField } from "#app/components/admin/form-fields.tsx";
import { useAdmin } from "#app/components/admin/use-admin.ts";
import { coordinatesAt, projectToMap } from "#app/components/stores/map-projection.ts";
import { swedenOutline } from "#app/components/stores/sweden-outline.ts";

/** Four decimals of a degree: about eleven metres, finer than a click on the map can aim. */
const degrees = (value: number) => value.toFixed(4);

/** The typed coordinates as a point, or nothing while they are not both numbers. */
function typedPosition(latitude: string, longitude: string) {
  if (latitude.trim() === "" || longitude.trim() === "") return undefined;
  const [lat, lon] = [latitude, longitude].map((typed) => Number(typed.replace(",", "."))) as [number, number];
  return Number.isFinite(lat) && Number.isFinite(lon) ? { latitude: lat, longitude: lon } : undefined;
}

/**
 * The store's latitude and longitude, typed (the form's fields, which work without JavaScript) or
 * set by clicking the store finder's map of Sweden, which shows a pin where the fields point.
 */
export function StorePositionFields({
  latitude: initialLatitude,
  longitude: initialLongitude,
  fieldError,
}: {
  latitude: string;
  longitude: string;
  fieldError: (field: string) => string | undefined;
}) {
  const { t } = useAdmin();
  const [latitude, setLatitude] = useState(initialLatitude);
  const [longitude, setLongitude] = useState(initialLongitude);
  const position = typedPosition(latitude, longitude);
  const pin = position ? projectToMap(position) : undefined;

  function placeAt(event: React.MouseEvent<SVGSVGElement>) {
    const svg = event.currentTarget;
    const toMap = svg.getScreenCTM()?.inverse();
    if (!toMap) return;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(toMap);
    const clicked = coordinatesAt(point);
    setLatitude(degrees(clicked.latitude));
    setLongitude(degrees(clicked.longitude));
  }

  return (
    <div className="grid gap-4 md:grid-cols-[1fr_12rem]">
      <div className="flex flex-col gap-4">
        <p className="max-w-prose text-sm text-neutral-600">{t("stores.positionHint")}</p>
        <InputField
          label={t("stores.latitude")}
          hint={t("stores.latitudeHint")}
          name="latitude"
          inputMode="decimal"
          value={latitude}
          onChange={(event) => setLatitude(event.currentTarget.value)}
          required
          error={fieldError("latitude")}
        />
        <InputField
          label={t("stores.longitude")}
          hint={t("stores.longitudeHint")}
          name="longitude"
          inputMode="decimal"
          value={longitude}
          onChange={(event) => setLongitude(event.currentTarget.value)}
          required
          error={fieldError("longitude")}
        />
      </div>
      <svg
        viewBox={`0 0 ${swedenOutline.width} ${swedenOutline.height}`}
        className="h-auto w-full max-w-48 cursor-crosshair rounded-lg bg-neutral-50"
        role="img"
        aria-label={t("stores.positionMap")}
        data-testid="store-position-map"
        onClick={placeAt}
      >
        <path d={swedenOutline.path} className="fill-white stroke-neutral-500" strokeWidth="1" strokeLinejoin="round" />
        {pin ? (
          <circle
            cx={pin.x}
            cy={pin.y}
            r="6"
            className="fill-brand-700 stroke-white"
            strokeWidth="2"
            data-testid="store-position-pin"
          />
        ) : null}
      </svg>
    </div>
  );
}
