// The Help Center's content: quick links, the features and the questions people ask most.
import {
  ArchiveIcon,
  BarChartIcon,
  CalendarIcon,
  CameraIcon,
  ChatBubbleIcon,
  ClockIcon,
  ExclamationTriangleIcon,
  FileTextIcon,
  PersonIcon,
  VideoIcon,
} from "@radix-ui/react-icons";
import { SUPPORT_EMAIL } from "./support-form";

const mail = (subject: string) => `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`;

export const HELP_QUICK = [
  { icon: ChatBubbleIcon, title: "Contact Support", text: "Send a message to our team", to: "/app/contact" },
  { icon: FileTextIcon, title: "User Guide", text: "Get the guide by mail", href: mail("User Guide request") },
  { icon: VideoIcon, title: "Video Tutorials", text: "Get the tutorial links by mail", href: mail("Video Tutorials request") },
  { icon: ExclamationTriangleIcon, title: "Report Bug", text: "Tell us what went wrong", to: "/app/contact" },
];

export const HELP_FEATURES = [
  { icon: CameraIcon, title: "Site Inspection", text: "Geotagged, watermarked photos and a seven-field assessment, saved even without a network." },
  { icon: ClockIcon, title: "History & Reports", text: "Search every inspection and download PDF reports with or without photos." },
  { icon: BarChartIcon, title: "Analytics", text: "Counts, trends and states for the week, month, quarter or year." },
  { icon: ArchiveIcon, title: "Company Database", text: "Your companies with CIN, GSTIN and PAN, imported from CSV if you like." },
  { icon: CalendarIcon, title: "Scheduling", text: "Plan visits; reminders arrive before each one, even with the app closed." },
  { icon: PersonIcon, title: "Profile & Backup", text: "Your details and settings, with a backup you can restore at any time." },
];

export const HELP_FAQ: [string, [string, string][]][] = [
  [
    "Getting Started",
    [
      [
        "How do I start an inspection?",
        "Open Camera, select a company, start the camera and take at least one photo, then press Next to fill in the assessment.",
      ],
      ["How do I add companies?", "Open Database and press Add Company, or import several at once with Import CSV."],
      ["Can I use SiteProof on my phone?", "Yes. It works in a modern phone browser; add it to your home screen for quick access."],
    ],
  ],
  [
    "Camera & Photos",
    [
      [
        "The camera does not start. What now?",
        "Allow camera access for this site in your browser settings, close other apps using the camera, then press Retry.",
      ],
      ["What does the watermark show?", "Date and time, GPS coordinates, the address, the photo's id and file name, so every photo explains itself."],
      ["My device has no camera.", "Use Add photos from files on the capture screen; those photos get the same watermark."],
    ],
  ],
  [
    "Inspections & Reports",
    [
      [
        "Can I change a saved inspection?",
        "No. A saved inspection cannot be modified, which is what makes it trustworthy. You can delete it and record a new one.",
      ],
      ["How do I get a PDF report?", "In History, press Report on an inspection and choose Report with Photos or Report Only."],
      ["How can a reader check a photo?", "Each photo page lists the SHA-256 of the stored file; compute the hash of a copy and compare."],
    ],
  ],
  [
    "Scheduling & Notifications",
    [
      ["When do reminders arrive?", "Two hours before a visit, or 1 hour, 30 or 5 minutes before if it is scheduled later than that."],
      ["Do I need the app open for reminders?", "No. Turn on Push in the notification settings and your browser shows them even when SiteProof is closed."],
      ["How do I complete a visit?", "Start Inspection from the visit and save it, or press Mark Complete on the day of the visit."],
    ],
  ],
  [
    "Data & Security",
    [
      ["Who can see my data?", "Only you. Every record is checked against your account on the server."],
      ["How do I back up my data?", "Profile & Settings → Backup Data downloads a file you can restore later with Restore Data."],
      ["What happens without a network?", "Photos and inspections wait on your device and are sent once when the network returns."],
    ],
  ],
  [
    "Troubleshooting",
    [
      ["The page looks out of date.", "Use Refresh Page or Clear Cache in the Support Center."],
      ["My location is wrong or missing.", "Turn on location for this site and Location Tracking in Profile & Settings, then refresh the location panel."],
      ["An inspection shows Pending.", "It is waiting on this device; it is sent automatically when the network is back, or press Send now."],
    ],
  ],
];
