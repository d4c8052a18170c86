import type { ShouldRevalidateFunction } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import { DeleteCompanyDialog } from "../features/companies/DeleteCompanyDialog";
import { ownCompanyLoader } from "../features/companies/company-route.server";

export const loader = ownCompanyLoader;

// The company is gone once deleted: reading it again would be a 404 while the dialog closes.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => formMethod !== "POST" && defaultShouldRevalidate;

export default function DeleteCompanyRoute() {
  const { company } = useLoaderData<typeof loader>();
  return <DeleteCompanyDialog company={company} />;
}
