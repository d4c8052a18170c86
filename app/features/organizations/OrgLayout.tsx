import { Badge, Box, Flex, Heading, TabNav } from "@radix-ui/themes";
import { NavLink, useLocation } from "@remix-run/react";
import type { OrgRole } from "../../platform/db/schema";
import { type Ability, ROLE_LABELS } from "./roles";

interface Tab {
  to: string;
  label: string;
  ability: Ability;
}

// The organization's pages, each shown to the roles that may open it.
const TABS: Tab[] = [
  { to: "my-cases", label: "My cases", ability: "work cases" },
  { to: "cases", label: "Cases", ability: "read all cases" },
  { to: "review", label: "Review", ability: "review" },
  { to: "companies", label: "Companies", ability: "read directory" },
  { to: "members", label: "Members", ability: "read directory" },
  { to: "checklists", label: "Checklists", ability: "manage checklists" },
  { to: "turnaround", label: "Turnaround", ability: "read dashboard" },
  { to: "retention", label: "Retention", ability: "set retention" },
  { to: "evidence", label: "Export", ability: "export evidence" },
  { to: "api", label: "API", ability: "manage API keys" },
];

export function OrgLayout({
  org,
  role,
  abilities,
  children,
}: {
  org: { code: string; name: string };
  role: OrgRole;
  abilities: readonly Ability[];
  children: React.ReactNode;
}) {
  const { pathname } = useLocation();
  const base = `/app/org/${org.code}`;
  return (
    <Box>
      <Flex align="center" gap="3" mb="3" wrap="wrap">
        <Heading as="h2" size="5">
          {org.name}
        </Heading>
        <Badge color="gray">{ROLE_LABELS[role]}</Badge>
      </Flex>
      <TabNav.Root mb="4" aria-label={`${org.name} pages`}>
        {TABS.filter((t) => abilities.includes(t.ability)).map((t) => {
          const to = `${base}/${t.to}`;
          return (
            <TabNav.Link key={t.to} asChild active={pathname === to || pathname.startsWith(`${to}/`)}>
              <NavLink to={to}>{t.label}</NavLink>
            </TabNav.Link>
          );
        })}
      </TabNav.Root>
      {children}
    </Box>
  );
}
