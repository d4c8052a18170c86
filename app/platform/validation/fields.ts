// Field schemas that forms share, on both sides: ids, form booleans.
import * as v from "valibot";

/** Ids the app makes (UUIDs, `g-{job}-{row}`, tokens): anything else cannot name a record. */
export const RecordId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_:.-]{1,100}$/));

/** An id a form must carry; a missing or malformed one is the record's "not found". */
export const requiredId = (notFound: string) => v.pipe(v.optional(v.string(), ""), v.nonEmpty(notFound), v.regex(/^[A-Za-z0-9_:.-]{1,100}$/, notFound));

/** A checkbox or switch sent as "true" / "false"; absent is false. */
export const FormBoolean = v.pipe(
  v.optional(v.picklist(["true", "false"]), "false"),
  v.transform((s) => s === "true"),
);
