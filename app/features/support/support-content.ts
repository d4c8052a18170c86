// The Support Center's guides and system requirements.
export const GUIDES: { title: string; severity: "high" | "medium" | "low"; steps: string[] }[] = [
  {
    title: "Camera does not start",
    severity: "high",
    steps: [
      "Allow camera access for this site in the browser's site settings.",
      "Close other apps or tabs that use the camera.",
      "Press Retry on the capture screen, or use Test Camera below.",
    ],
  },
  {
    title: "Location is missing or wrong",
    severity: "high",
    steps: [
      "Turn on location services on the device.",
      "Allow location for this site and turn on Location Tracking in Profile & Settings.",
      "Press the refresh button in the location panel.",
    ],
  },
  {
    title: "Inspection stays Pending",
    severity: "medium",
    steps: [
      "Check the network connection.",
      "Open the camera page: waiting inspections are sent when it opens online.",
      "Press Send now on the Pending notice.",
    ],
  },
  {
    title: "PDF report does not download",
    severity: "medium",
    steps: ["Allow downloads for this site.", "Try Report Only; if it works, a photo may be missing.", "Use Clear Cache below and try again."],
  },
  {
    title: "Reminders do not arrive",
    severity: "low",
    steps: ["Turn on Push in Notifications → settings.", "Allow notifications for this site in the browser.", "Keep Visit Reminders on in the same settings."],
  },
  {
    title: "The app looks out of date",
    severity: "low",
    steps: ["Use Refresh Page below.", "If that does not help, use Clear Cache.", "Sign in again if asked."],
  },
];
export const SEVERITY_COLOR = { high: "red", medium: "amber", low: "green" } as const;

export const REQUIREMENTS = [
  ["Browsers", "Chrome 90+ and Firefox 88+ (recommended), Safari 14+, Edge 90+"],
  ["Memory", "At least 2 GB RAM (4 GB best)"],
  ["Network", "1 Mbps or more; inspections can be saved offline and sent later"],
  ["Camera", "Any camera the browser can use; photos from files work too"],
  ["Location", "GPS or network location, allowed for this site"],
  ["Notifications", "A browser with service workers and push for reminders with the app closed"],
];

/** The tabs, each reachable by its link (?tab=), so one opens before the page's scripts run. */
export const SUPPORT_TABS = [
  ["status", "System Status"],
  ["troubleshooting", "Troubleshooting"],
  ["fixes", "Quick Fixes"],
  ["requirements", "System Requirements"],
  ["requests", "My Requests"],
] as const;
export type SupportTab = (typeof SUPPORT_TABS)[number][0];

/** The tab a ?tab= value names, or the first. */
export function supportTab(value: string | null): SupportTab {
  return SUPPORT_TABS.find(([k]) => k === value)?.[0] ?? "status";
}
