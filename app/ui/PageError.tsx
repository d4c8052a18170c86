import { isRouteErrorResponse, useRevalidator, useRouteError } from "@remix-run/react";
import { Button, Callout, Flex, Heading } from "@radix-ui/themes";

/** What a failed page says: a refusal's own message, "Page not found" for a 404, and never a server's internals. */
export function pageErrorText(error: unknown): { title: string; message: string } {
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === "object" && error.data && typeof error.data.message === "string" ? error.data.message : null;
    if (error.status === 404) return { title: "Page not found", message: message ?? "There is nothing at this address." };
    if (error.status < 500) return { title: "This page could not be opened", message: message ?? "The request was refused." };
  }
  return { title: "This page failed to load", message: "Something went wrong on our side. Try again in a moment." };
}

/** The body of a page that failed, shown inside the signed-in shell, with a way to try again. */
export function PageError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const { title, message } = pageErrorText(error);
  return (
    <Flex direction="column" gap="3" align="start">
      <Heading as="h1" size="6">
        {title}
      </Heading>
      <Callout.Root color="red" role="alert">
        <Callout.Text>{message}</Callout.Text>
      </Callout.Root>
      <Flex gap="2">
        <Button onClick={() => revalidator.revalidate()} disabled={revalidator.state !== "idle"}>
          Try again
        </Button>
        <Button variant="soft" asChild>
          <a href="/app">Go to Home</a>
        </Button>
      </Flex>
    </Flex>
  );
}
