// What the analytics page shows for one user and range (analytics.server.ts's loadAnalytics builds it).
import type { TimeRange } from "./ranges";

export interface RecentActivity {
  id: string;
  kind: "inspection" | "visit";
  title: string;
  detail: string;
  at: string;
}

export interface Analytics {
  range: TimeRange;
  start: string;
  end: string;
  stats: { inspections: number; companies: number; visits: number; completed: number };
  status: { completed: number; uploaded: number; pending: number; visitsDone: number; visitsOpen: number };
  monthly: { label: string; count: number }[];
  topStates: { state: string; companies: number }[];
  recent: RecentActivity[];
  quick: {
    averageMinutes: number | null;
    photos: number;
    photosPerInspection: number;
    satisfactoryRate: number;
    completionRate: number;
    visitCompletionRate: number;
  };
  empty: boolean;
}
