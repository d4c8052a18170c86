// Capture codes: a short one-time code the Worker issues when the camera starts online, bound to
// the user and the inspection, which the capture view burns into every photo's watermark band.
export interface IssuedCaptureCode {
  code: string;
  issuedAt: string;
}
