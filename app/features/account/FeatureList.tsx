import { BarChartIcon, CameraIcon, CalendarIcon, GlobeIcon, ArchiveIcon, UpdateIcon } from "@radix-ui/react-icons";
import { Flex, Text } from "@radix-ui/themes";

// Spec 1 §1: the listed features. On small screens only the first four show, as a 2x2 grid.
const FEATURES = [
  { icon: GlobeIcon, text: "Site verification with GPS tracking" },
  { icon: CameraIcon, text: "Photo documentation with metadata" },
  { icon: BarChartIcon, text: "Analytics dashboard" },
  { icon: ArchiveIcon, text: "Company database with inspection history" },
  { icon: CalendarIcon, text: "Visit scheduling" },
  { icon: UpdateIcon, text: "Real-time cloud sync" },
];

export function FeatureList() {
  return (
    <ul className="sp-features" aria-label="Features">
      {FEATURES.map(({ icon: Icon, text }, i) => (
        <li key={text} className={i >= 4 ? "sp-feature-extra" : undefined}>
          <Flex gap="2" align="center">
            <Icon aria-hidden="true" width={18} height={18} />
            <Text size="2">{text}</Text>
          </Flex>
        </li>
      ))}
    </ul>
  );
}
