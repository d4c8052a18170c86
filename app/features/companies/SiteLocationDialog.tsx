import { Form, useNavigation } from "@remix-run/react";
import { Button, Callout, Dialog, Flex, Grid, Heading, Link, Separator, Text, TextField } from "@radix-ui/themes";
import { Crosshair2Icon, MagnifyingGlassIcon } from "@radix-ui/react-icons";
import { useEffect, useState } from "react";
import { companySite, mapLink, type SiteFieldErrors, type SiteInput, siteText, splitCoordinatePair, validateSite } from "./site-form";
import type { CompanyActionData, CompanyView } from "./types";
import { formatDistance, ON_SITE_RADIUS_M, POOR_ACCURACY_M } from "./on-site";
import { DoneCallout, RefusalCallout, RouteDialog, RouteFormActions } from "../../ui/RouteDialog";
import { formStrings } from "../../ui/useHydratedForm";
import { useRouteForm } from "../../ui/useRouteForm";

type Located = { tone: "gray" | "amber" | "red"; text: string } | null;

const FIELDS: { name: keyof SiteInput; label: string; placeholder: string }[] = [
  { name: "latitude", label: "Latitude", placeholder: "12.97160" },
  { name: "longitude", label: "Longitude", placeholder: "77.59460" },
];

const fromCompany = (c: CompanyView): Record<string, string> => {
  const site = companySite(c);
  return site ? { latitude: String(site.latitude), longitude: String(site.longitude) } : {};
};

/** "Set site location" (/app/database/<id>/site): from the company's address (geocoded on the server), from this device's position, or typed by hand. */
export function SiteLocationDialog({ company }: { company: CompanyView }) {
  const { ref, hydrated, carried, data: answer, back, busy } = useRouteForm<CompanyActionData>("/app/database");
  const data = answer?.intent === "site-geocode" || answer?.intent === "site-manual" ? answer : undefined;
  const manualRefusal = data && !data.ok && data.intent === "site-manual" ? data : undefined;
  const values = carried ?? manualRefusal?.values ?? fromCompany(company);
  const [errors, setErrors] = useState<SiteFieldErrors>(() => manualRefusal?.fieldErrors ?? {});
  const [located, setLocated] = useState<Located>(null);
  const [locating, setLocating] = useState(false);
  const navigation = useNavigation();
  const finding = busy && navigation.formData?.get("intent") === "site-geocode";
  const geocodeError = data && !data.ok && data.intent === "site-geocode" ? data.message : null;
  const site = companySite(company);
  useEffect(() => setErrors(manualRefusal?.fieldErrors ?? {}), [manualRefusal]);

  const field = (name: keyof SiteInput) => ref.current?.elements.namedItem(name) as HTMLInputElement | null;
  const setValues = (latitude: string, longitude: string) => {
    field("latitude")!.value = latitude;
    field("longitude")!.value = longitude;
  };

  const change = (name: keyof SiteInput, raw: string) => {
    const pair = splitCoordinatePair(raw);
    if (pair) setValues(pair[0], pair[1]);
    setErrors(pair ? {} : (e) => ({ ...e, [name]: undefined }));
  };

  const fillFromPosition = () => {
    if (!("geolocation" in navigator)) return setLocated({ tone: "red", text: "This browser cannot read your position." });
    setLocating(true);
    setLocated(null);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        const accuracy = Math.round(pos.coords.accuracy);
        setValues(pos.coords.latitude.toFixed(6), pos.coords.longitude.toFixed(6));
        setErrors({});
        setLocated(
          accuracy > POOR_ACCURACY_M
            ? { tone: "amber", text: `Filled from your position, but it is only accurate to ±${formatDistance(accuracy)}. Check it on the map before saving.` }
            : { tone: "gray", text: `Filled from your position (±${formatDistance(accuracy)}). Save to keep it.` },
        );
      },
      (err) => {
        setLocating(false);
        setLocated({
          tone: "red",
          text:
            err.code === err.PERMISSION_DENIED
              ? "Location permission was denied. Allow it in the browser, or type the coordinates."
              : "Your position could not be read. Try again, or type the coordinates.",
        });
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 0 },
    );
  };

  // Checked here first, as the server will, so a mistake shows without a round trip.
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    const checked = validateSite(formStrings(event.currentTarget));
    if (busy || !checked.ok) event.preventDefault();
    if (!checked.ok) setErrors(checked.errors);
  };

  const description = `Where ${company.name} is. Photos taken more than ${formatDistance(ON_SITE_RADIUS_M)} from it are flagged when you capture and in the record: a trust signal, not proof.`;
  return (
    <RouteDialog title="Set site location" back={back} hydrated={hydrated} busy={busy} maxWidth="520px">
      {data?.ok && !hydrated ? (
        <DoneCallout message={data.message} back={back} />
      ) : (
        <>
          {hydrated ? (
            <Dialog.Description size="2" color="gray">
              {description}
            </Dialog.Description>
          ) : (
            <Text as="p" size="2" color="gray">
              {description}
            </Text>
          )}
          <Text as="p" size="2" mt="3" weight="medium">
            {siteText(site)}
            {site ? (
              <>
                {" · "}
                <Link href={mapLink(site)} target="_blank" rel="noreferrer noopener">
                  View on map
                </Link>
              </>
            ) : null}
          </Text>

          <section aria-labelledby="site-from-address">
            <Heading as="h3" size="3" id="site-from-address" mt="4" mb="1">
              From the address
            </Heading>
            <Text as="p" size="2" color="gray" style={{ overflowWrap: "anywhere" }}>
              {company.address}
            </Text>
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="site-geocode" />
              <input type="hidden" name="id" value={company.id} />
              <Button type="submit" mt="2" variant="soft" disabled={busy}>
                <MagnifyingGlassIcon aria-hidden="true" /> {finding ? "Finding..." : "Find from address"}
              </Button>
            </Form>
            {geocodeError ? (
              <Callout.Root color="red" role="alert" mt="2" size="1">
                <Callout.Text>{geocodeError}</Callout.Text>
              </Callout.Root>
            ) : null}
          </section>

          <Separator size="4" my="4" />

          <section aria-labelledby="site-by-hand">
            <Heading as="h3" size="3" id="site-by-hand" mb="1">
              By hand
            </Heading>
            <Form method="post" ref={ref} onSubmit={submit} noValidate preventScrollReset>
              <input type="hidden" name="intent" value="site-manual" />
              <input type="hidden" name="id" value={company.id} />
              <Flex direction="column" gap="3">
                <RefusalCallout message={manualRefusal?.fieldErrors ? null : manualRefusal?.message} />
                <Text as="p" size="2" color="gray">
                  Decimal degrees. Stand at the site and use your position, or paste a pair such as “12.97160, 77.59460”.
                </Text>
                {/* Reading the position needs the scripts; before them the coordinates are typed. */}
                {hydrated ? (
                  <Flex direction="column" gap="1" align="start">
                    <Button type="button" variant="soft" onClick={fillFromPosition} disabled={locating || busy}>
                      <Crosshair2Icon aria-hidden="true" /> {locating ? "Reading your position..." : "Use my current position"}
                    </Button>
                    {located ? (
                      <Text size="1" color={located.tone === "gray" ? undefined : located.tone} role={located.tone === "red" ? "alert" : "status"}>
                        {located.text}
                      </Text>
                    ) : null}
                  </Flex>
                ) : null}
                <Grid columns="2" gap="3">
                  {FIELDS.map((f) => {
                    const id = `site-${f.name}`;
                    const error = errors[f.name];
                    return (
                      <Flex key={f.name} direction="column" gap="1" style={{ minWidth: 0 }}>
                        <Text as="label" htmlFor={id} size="2" weight="medium">
                          {f.label}
                        </Text>
                        <TextField.Root
                          id={id}
                          name={f.name}
                          defaultValue={values[f.name] ?? ""}
                          inputMode="decimal"
                          autoComplete="off"
                          placeholder={f.placeholder}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${id}-error` : undefined}
                          onChange={(e) => change(f.name, e.target.value)}
                        />
                        {error ? (
                          <Text id={`${id}-error`} size="1" color="red">
                            {error}
                          </Text>
                        ) : null}
                      </Flex>
                    );
                  })}
                </Grid>
                <RouteFormActions back={back} busy={busy} busyLabel={finding ? null : "Saving..."} submitLabel="Save site location" />
              </Flex>
            </Form>
          </section>
        </>
      )}
    </RouteDialog>
  );
}
