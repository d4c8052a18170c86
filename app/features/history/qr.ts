// A QR code as a grid of dark modules, for drawing into the PDF as vector squares.
import qrcode from "qrcode-generator";

/** Medium error correction: still readable from a creased or slightly smudged printout. */
export function qrModules(text: string): boolean[][] {
  const qr = qrcode(0, "M");
  qr.addData(text, "Byte");
  qr.make();
  const n = qr.getModuleCount();
  return Array.from({ length: n }, (_, row) => Array.from({ length: n }, (_, col) => qr.isDark(row, col)));
}
