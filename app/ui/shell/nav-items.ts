import {
  BarChartIcon,
  BellIcon,
  CameraIcon,
  CalendarIcon,
  ChatBubbleIcon,
  ClockIcon,
  HomeIcon,
  PersonIcon,
  QuestionMarkCircledIcon,
  ArchiveIcon,
  LockClosedIcon,
  LightningBoltIcon,
} from "@radix-ui/react-icons";

export interface NavItem {
  to: string;
  label: string;
  icon: typeof HomeIcon;
  end?: boolean;
  badge?: "unread";
  adminOnly?: boolean;
}

// Spec 2, app shell: the side menu, in order.
export const NAV_ITEMS: NavItem[] = [
  { to: "/app", label: "Home", icon: HomeIcon, end: true },
  { to: "/app/camera", label: "Camera", icon: CameraIcon },
  { to: "/app/analytics", label: "Analytics", icon: BarChartIcon },
  { to: "/app/history", label: "History", icon: ClockIcon },
  { to: "/app/database", label: "Database", icon: ArchiveIcon },
  { to: "/app/scheduling", label: "Scheduling", icon: CalendarIcon },
  { to: "/app/profile", label: "Profile", icon: PersonIcon },
  { to: "/app/notifications", label: "Notifications", icon: BellIcon, badge: "unread" },
  { to: "/app/help", label: "Help", icon: QuestionMarkCircledIcon },
  { to: "/app/contact", label: "Contact", icon: ChatBubbleIcon },
  { to: "/app/support", label: "Support", icon: LightningBoltIcon },
  { to: "/app/admin", label: "Admin Panel", icon: LockClosedIcon, adminOnly: true },
];
