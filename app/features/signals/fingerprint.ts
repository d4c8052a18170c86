// A photo's perceptual fingerprint: a 64-bit DCT hash (pHash) of a window of the part of the photo
// the capture view leaves alone, between the corner plate at the top and the tallest watermark band
// at the bottom (both carry text that differs on every capture). Each photo stores the hash of its
// own window; a new one is also hashed at the windows where a 5%-cropped copy's content sits, so
// crops match either way round (`lookupWindows`, docs/architecture.md), and the window's fine print,
// a finer grey grid that confirms a hash match is the same picture and not a second photograph of
// the same site (`samePicture`). Pure: the server hands it the pixels of the thumbnail it already
// makes (photo-image.server.ts), so nothing is decoded twice.
// DCT over dHash: on our test set (bench/fingerprints.ts) it keeps re-encoded, resized and
// brightened copies closer and distinct frames further apart.
// Hand-written because the known hash libraries decode images themselves (sharp, jimp, canvas),
// which a Worker cannot run; the hash itself is forty lines.

// Split by job under fingerprint/; this module is the one callers import.
export { type Rect, CROP, CROPS, hashedRows, lookupWindows, storedWindow } from "./fingerprint/windows";
export { type GreyPixels, type Integral, greyGrid, integralImage } from "./fingerprint/integral";
export { type Fingerprint, fingerprintOf, HASH_GRID, MATCH_DISTANCE, MIN_DETAIL, photoFingerprint } from "./fingerprint/dct-hash";
export { FINE_COLS, FINE_ROWS, finePrint, readFinePrint } from "./fingerprint/fine-print";
export { comparedMatches, compareFinePrints, confirmMatches, MAX_FINE_CHECKS, samePicture, windowsWithin } from "./fingerprint/confirm";
export { bandProbes, hammingDistance, hashBands, hashHalves, lookupBands, popCount, probed } from "./fingerprint/bits";
