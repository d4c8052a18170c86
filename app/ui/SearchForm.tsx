import { Form, useNavigation, useSubmit } from "@remix-run/react";
import { TextField } from "@radix-ui/themes";
import { MagnifyingGlassIcon } from "@radix-ui/react-icons";
import { useEffect, useRef } from "react";
import { whenIdle } from "./idle";

interface Props {
  /** The search's accessible name. */
  label: string;
  placeholder: string;
  value: string;
  /** The page's other filters, kept in the URL as the search changes. */
  keep: Record<string, string | null | undefined>;
}

/**
 * A GET search form that submits 300 ms after typing stops, replacing the history entry. Without
 * scripts it is a plain GET form: Enter searches.
 */
export function SearchForm({ label, placeholder, value, keep }: Props) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const searchRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useSearchTypedBeforeHydration(searchRef, value, timer);
  const searching = navigation.state === "loading" && navigation.location.search.includes("q=");

  // Back/forward or a chip that clears the search: show the URL's new value unless the user is typing.
  // Not on mount: what was typed before the scripts ran stays.
  const shown = useRef(value);
  useEffect(() => {
    if (shown.current === value) return;
    shown.current = value;
    if (searchRef.current && searchRef.current !== document.activeElement) searchRef.current.value = value;
  }, [value]);

  return (
    <Form
      method="get"
      role="search"
      style={{ flex: "1 1 240px" }}
      onSubmit={(e) => {
        e.preventDefault();
        submit(e.currentTarget, { replace: true });
      }}
    >
      {Object.entries(keep).map(([name, v]) => (v ? <input key={name} type="hidden" name={name} value={v} /> : null))}
      <TextField.Root
        ref={searchRef}
        name="q"
        type="search"
        size="3"
        defaultValue={value}
        placeholder={placeholder}
        aria-label={label}
        onChange={(e) => {
          const form = e.currentTarget.form;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => form && submit(form, { replace: true }), 300);
        }}
      >
        <TextField.Slot>
          <MagnifyingGlassIcon aria-hidden="true" />
        </TextField.Slot>
        {searching ? <TextField.Slot>…</TextField.Slot> : null}
      </TextField.Root>
    </Form>
  );
}

/**
 * Text typed before hydration (or put back by the browser on a reload) stays in the box, but React saw
 * no change event for it: once the page is ready, the box's text is searched if the list shows another.
 * At idle (ui/idle.ts), as early-taps.ts replays taps.
 */
function useSearchTypedBeforeHydration(
  searchRef: React.RefObject<HTMLInputElement>,
  value: string,
  typing: React.MutableRefObject<ReturnType<typeof setTimeout> | undefined>,
) {
  const submit = useSubmit();
  const shown = useRef(value);
  shown.current = value;
  const checked = useRef(false);
  useEffect(() => {
    const searchTyped = () => {
      const input = searchRef.current;
      if (checked.current) return;
      checked.current = true;
      // Typed since hydration: onChange's own submit is on its way.
      if (!input?.form || typing.current !== undefined) return;
      if (input.value.trim() !== shown.current.trim()) submit(input.form, { replace: true });
    };
    return whenIdle(searchTyped);
  }, [searchRef, submit, typing]);
}
