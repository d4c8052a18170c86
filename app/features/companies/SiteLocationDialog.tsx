import { useFetcher } from "@remix-run/react";
import { Button, Callout, Dialog, Flex, Grid, Heading, Link, Separator, Text, TextField } from "@radix-ui/themes";
import { Crosshair2Icon, MagnifyingGlassIcon } from "@radix-ui/react-icons";
import { useEffect, useState } from "react";
import { notifyResult } from "../../ui/toast";
import { useFetcherResult } from "../../ui/useFetcherResult";
import { companySite, mapLink, type SiteFieldErrors, type SiteInput, siteText, splitCoordinatePair, validateSite } from "./site-form";
import type { CompanyActionData } from "./types";
import { formatDistance, ON_SITE_RADIUS_M, POOR_ACCURACY_M } from "../evidence/on-site";
import type { CompanyView } from "./types";
import { DialogActions } from "../../ui/DialogActions";

type Values = Record<keyof SiteInput, string>;
type Located = { tone: "gray" | "amber" | "red"; text: string } | null;

const FIELDS: { name: keyof SiteInput; label: string; placeholder: string }[] = [
  { name: "latitude", label: "Latitude", placeholder: "12.97160" },
  { name: "longitude", label: "Longitude", placeholder: "77.59460" },
];

const fromCompany = (c: CompanyView | null): Values => {
  const site = c ? companySite(c) : null;
  return site ? { latitude: String(site.latitude), longitude: String(site.longitude) } : { latitude: "", longitude: "" };
};

/** "Set site location": from the company's address (geocoded on the server), from this device's position, or typed by hand. */
export function SiteLocationDialog({ company, onClose }: { company: CompanyView | null; onClose: () => void }) {
  const fetcher = useFetcher<CompanyActionData>();
  const [values, setValues] = useState<Values>(() => fromCompany(company));
  const [errors, setErrors] = useState<SiteFieldErrors>({});
  const [geocodeError, setGeocodeError] = useState<string | null>(null);
  const [located, setLocated] = useState<Located>(null);
  const [locating, setLocating] = useState(false);
  const busy = fetcher.state !== "idle";
  const finding = busy && fetcher.formData?.get("intent") === "site-geocode";
  const site = company ? companySite(company) : null;

  useEffect(() => {
    if (!company) return;
    setValues(fromCompany(company));
    setErrors({});
    setGeocodeError(null);
    setLocated(null);
  }, [company]);

  useFetcherResult(fetcher, (data) => {
    if (data.intent !== "site-geocode" && data.intent !== "site-manual") return;
    if (data.ok) {
      onClose();
      notifyResult({ ok: true, message: data.message });
    } else if (data.intent === "site-geocode") setGeocodeError(data.message);
    else if (data.fieldErrors) setErrors(data.fieldErrors);
    else notifyResult({ ok: false, message: data.message });
  });

  const change = (name: keyof SiteInput, raw: string) => {
    const pair = splitCoordinatePair(raw);
    setValues((v) => (pair ? { latitude: pair[0], longitude: pair[1] } : { ...v, [name]: raw }));
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
        setValues({ latitude: pos.coords.latitude.toFixed(6), longitude: pos.coords.longitude.toFixed(6) });
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

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !company) return;
    const checked = validateSite(values);
    if (!checked.ok) return setErrors(checked.errors);
    fetcher.submit({ intent: "site-manual", id: company.id, ...values }, { method: "post" });
  };

  return (
    <Dialog.Root open={company !== null} onOpenChange={(o) => !o && !busy && onClose()}>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>Set site location</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          Where {company?.name} is. Photos taken more than {formatDistance(ON_SITE_RADIUS_M)} from it are flagged when you capture and in the record: a trust
          signal, not proof.
        </Dialog.Description>
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
            {company?.address}
          </Text>
          <Button
            mt="2"
            variant="soft"
            disabled={busy}
            onClick={() => company && fetcher.submit({ intent: "site-geocode", id: company.id }, { method: "post" })}
          >
            <MagnifyingGlassIcon aria-hidden="true" /> {finding ? "Finding..." : "Find from address"}
          </Button>
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
          <form onSubmit={submit} noValidate>
            <Flex direction="column" gap="3">
              <Text as="p" size="2" color="gray">
                Decimal degrees. Stand at the site and use your position, or paste a pair such as “12.97160, 77.59460”.
              </Text>
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
                        value={values[f.name]}
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
              <DialogActions busy={busy} busyLabel={finding ? null : "Saving..."} submitLabel="Save site location" />
            </Flex>
          </form>
        </section>
      </Dialog.Content>
    </Dialog.Root>
  );
}
