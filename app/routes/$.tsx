import { redirect } from "@remix-run/cloudflare";

// Unknown paths go to /login (spec 2 route table); /login sends a signed-in user on to /app.
export const loader = () => redirect("/login");
export const action = () => redirect("/login");
