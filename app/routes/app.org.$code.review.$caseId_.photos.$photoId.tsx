import { reviewPhotoLoader } from "../features/review/review-routes.server";

// A photo of one of the case's inspections for its reviewers: ?size=thumb for the screen's grid.
export const loader = reviewPhotoLoader;
