import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { ArchiveIcon, BarChartIcon, CalendarIcon, CameraIcon, ClockIcon, PersonIcon } from "@radix-ui/react-icons";
import { Button, Flex, Heading, Text } from "@radix-ui/themes";
import { WaitingPanel } from "../features/offline/WaitingPanel";
import { useShellData } from "./app";

export const meta: MetaFunction = () => [{ title: "Home · SiteProof" }];

// Spec 1, Home: the tiles and where they go.
const TILES = [
  { to: "/app/profile", title: "Profile Management", text: "Your details, settings and backups", icon: PersonIcon },
  { to: "/app/history", title: "History & Reports", text: "Past inspections and PDF reports", icon: ClockIcon },
  { to: "/app/analytics", title: "Analytics Dashboard", text: "Counts, trends and recent activity", icon: BarChartIcon },
  { to: "/app/database", title: "Company Database", text: "The companies you inspect", icon: ArchiveIcon },
  { to: "/app/scheduling", title: "Scheduling", text: "Plan visits with reminders", icon: CalendarIcon },
];

export default function Home() {
  const { user } = useShellData();
  return (
    <>
      <Flex direction="column" gap="2" mb="5">
        <Heading as="h1" size="7">
          Welcome back, {user.firstName || user.email}!
        </Heading>
        <Text as="p" size="3" color="gray">
          Ready to conduct your next site inspection?
        </Text>
        <Flex mt="2">
          <Button asChild size="3">
            <Link to="/app/camera">
              <CameraIcon aria-hidden="true" /> Start New Inspection
            </Link>
          </Button>
        </Flex>
      </Flex>
      <WaitingPanel userId={user.id} />
      <nav aria-label="Sections" className="sp-tiles">
        {TILES.map(({ to, title, text, icon: Icon }) => (
          <Link key={to} to={to} className="sp-tile">
            <span className="sp-tile-icon">
              <Icon width={20} height={20} aria-hidden="true" />
            </span>
            <Text weight="bold" size="3">
              {title}
            </Text>
            <Text size="2" color="gray">
              {text}
            </Text>
          </Link>
        ))}
      </nav>
      <Link to="/app/camera" className="sp-fab" aria-label="Open camera">
        <CameraIcon width={24} height={24} aria-hidden="true" />
      </Link>
    </>
  );
}
