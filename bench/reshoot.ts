// A second photograph of a demo site minutes after the first, for the fingerprint bench: the demo's
// scene (app/features/demo/frame.ts, the same seed) with things that move about in it (clouds, a
// person, a vehicle) and things that stand in the yard, drawn again from another camera pose. A step
// to the side shifts each thing by its nearness (parallax: the yard's near things the most, the
// buildings less, the sky not at all), the photographer re-aims at the buildings, holds the phone a
// little rolled and zoomed, the exposure and white balance come out otherwise, the person and the
// vehicle have moved, and the sensor's noise is new. Each shot is a fresh capture-quality JPEG with
// its own band. Bench only: the demo's own frames are untouched.
import {
  demoScene,
  type DemoScene,
  FRAME_HEIGHT,
  FRAME_WIDTH,
  groundColor,
  type Rgb,
  type SceneRect,
  skyColor,
  watermarkedFrame,
} from "../app/features/demo/frame";
import { pick, rng } from "../app/features/demo/random";

/** A thing in the scene: rectangles (frame pixels, as seen from the first shot's pose) at one depth
 *  (a share of the buildings' distance; Infinity for clouds), with how opaque it is. */
interface Thing {
  rects: SceneRect[];
  depth: number;
  alpha: number;
  kind: "cloud" | "person" | "vehicle" | "yard";
}

export interface Site {
  scene: DemoScene;
  /** Nearest last, so a pixel takes the first thing that covers it, searched from the end. */
  things: Thing[];
}

/** Where the camera is and how it is held, against the first shot. */
export interface Pose {
  /** A step sideways, as the shift it gives the buildings (share of the frame's width); nearer
   *  things shift by as much over their depth, the sky not at all. */
  step: number;
  /** Re-aiming after the step: the picture's pan (share of the width), the same for every depth. */
  panX: number;
  /** Tilt, as a pan of the picture up or down (share of the height). */
  panY: number;
  /** Zoom against the first shot (1.03 = 3% closer). */
  zoom: number;
  /** Roll in degrees. */
  roll: number;
  /** Exposure (a gain on every channel) and white balance (a gain per channel). */
  gain: number;
  balance: Rgb;
  /** Seed of the sensor noise. */
  noise: number;
}

export const AT_REST: Omit<Pose, "noise"> = { step: 0, panX: 0, panY: 0, zoom: 1, roll: 0, gain: 1, balance: [1, 1, 1] };

/** The depth of the ground at row y: the buildings' distance at the horizon (their foot), nearer
 *  towards the bottom of the frame (a fifth of it at the bottom edge for a mid-frame horizon). */
const groundDepth = (scene: DemoScene, y: number) => {
  const d0 = FRAME_HEIGHT * 0.1;
  return d0 / (Math.max(0, y - scene.horizon) + d0);
};

/** A thing standing on the ground with its foot at row `foot`. */
const standing = (scene: DemoScene, kind: Thing["kind"], foot: number, rects: SceneRect[]): Thing => ({
  kind,
  rects,
  depth: groundDepth(scene, foot),
  alpha: 1,
});

/** One of `choices`, at random. */

function person(scene: DemoScene, x: number, foot: number, random: () => number): Thing {
  const scale = 1 / groundDepth(scene, foot); // nearer is taller
  const h = 34 * scale;
  const shirt = pick<Rgb>(random, [
    [180, 60, 50],
    [40, 80, 150],
    [220, 200, 60],
    [240, 240, 235],
  ]);
  return standing(scene, "person", foot, [
    { x, y: foot - h * 0.45, w: h * 0.2, h: h * 0.45, color: [50, 50, 60] },
    { x: x - h * 0.03, y: foot - h * 0.85, w: h * 0.26, h: h * 0.42, color: shirt },
    { x: x + h * 0.04, y: foot - h, w: h * 0.13, h: h * 0.15, color: [150, 110, 85] },
  ]);
}

function vehicle(scene: DemoScene, x: number, foot: number, random: () => number): Thing {
  const scale = 1 / groundDepth(scene, foot);
  const [w, h] = [90 * scale, 32 * scale];
  const paint = pick<Rgb>(random, [
    [235, 235, 235],
    [40, 40, 45],
    [150, 30, 30],
    [60, 90, 140],
    [200, 200, 205],
  ]);
  return standing(scene, "vehicle", foot, [
    { x, y: foot - h, w, h: h * 0.75, color: paint },
    { x: x + w * 0.2, y: foot - h * 1.45, w: w * 0.55, h: h * 0.5, color: paint },
    { x: x + w * 0.25, y: foot - h * 1.35, w: w * 0.45, h: h * 0.32, color: [60, 75, 90] },
    { x: x + w * 0.12, y: foot - h * 0.3, w: w * 0.18, h: h * 0.3, color: [20, 20, 20] },
    { x: x + w * 0.7, y: foot - h * 0.3, w: w * 0.18, h: h * 0.3, color: [20, 20, 20] },
  ]);
}

function cloud(scene: DemoScene, x: number, y: number, random: () => number): Thing {
  const w = 120 + random() * 220;
  const rects: SceneRect[] = [];
  for (let i = 0; i < 4; i++) {
    const cw = w * (0.4 + random() * 0.4);
    rects.push({ x: x + random() * (w - cw), y: y + i * 9 - random() * 6, w: cw, h: 12 + random() * 10, color: [245, 245, 250] });
  }
  return { kind: "cloud", rects, depth: Infinity, alpha: 0.55 + random() * 0.3 };
}

/** Yard clutter: stacked pallets, a drum, a pole; it stays put between shots. */
function yardThing(scene: DemoScene, x: number, foot: number, random: () => number): Thing {
  const scale = 1 / groundDepth(scene, foot);
  const kind = random();
  if (kind < 0.4) return standing(scene, "yard", foot, [{ x, y: foot - 14 * scale, w: 40 * scale, h: 14 * scale, color: [165, 125, 80] }]);
  if (kind < 0.7) return standing(scene, "yard", foot, [{ x, y: foot - 18 * scale, w: 12 * scale, h: 18 * scale, color: [40, 90, 60] }]);
  return standing(scene, "yard", foot, [{ x, y: foot - 70 * scale, w: 3 * scale, h: 70 * scale, color: [110, 110, 115] }]);
}

const sortByNearness = (things: Thing[]) => things.sort((a, b) => b.depth - a.depth);

/** The demo's scene of `seed` with what moves and stands about in it (from its own generator). */
export function siteOf(seed: number): Site {
  const scene = demoScene(FRAME_WIDTH, FRAME_HEIGHT, rng(seed));
  const random = rng(seed ^ 0x5eed);
  const things: Thing[] = [];
  const yard = (f: number) => scene.horizon + 8 + f * (FRAME_HEIGHT - scene.horizon - 8);
  for (let i = 0, n = 1 + Math.floor(random() * 3); i < n; i++) things.push(cloud(scene, random() * FRAME_WIDTH, 20 + random() * scene.horizon * 0.4, random));
  for (let i = 0, n = 2 + Math.floor(random() * 3); i < n; i++) things.push(yardThing(scene, random() * FRAME_WIDTH, yard(random() * 0.6), random));
  if (random() < 0.7) things.push(vehicle(scene, random() * FRAME_WIDTH * 0.8, yard(0.05 + random() * 0.3), random));
  things.push(person(scene, random() * FRAME_WIDTH, yard(0.1 + random() * 0.5), random));
  return { scene, things: sortByNearness(things) };
}

/** Minutes later: the clouds drift, the person walks elsewhere (or out of the picture), the vehicle
 *  drives a little or leaves; what stands in the yard stays. */
export function minutesLater(site: Site, random: () => number): Site {
  const { scene } = site;
  const things = site.things.flatMap((thing): Thing[] => {
    const shift = (dx: number): Thing => ({ ...thing, rects: thing.rects.map((r) => ({ ...r, x: r.x + dx })) });
    if (thing.kind === "cloud") return [shift(20 + random() * 60)];
    if (thing.kind === "vehicle") return random() < 0.4 ? [] : [shift((random() - 0.5) * 300)];
    if (thing.kind === "person") {
      if (random() < 0.3) return [];
      const foot = thing.rects[0].y + thing.rects[0].h;
      return [person(scene, random() * FRAME_WIDTH, Math.min(FRAME_HEIGHT - 5, foot + (random() - 0.5) * 60), random)];
    }
    return [thing];
  });
  return { scene, things: sortByNearness(things) };
}

const inside = (r: SceneRect, x: number, y: number) => x >= Math.round(r.x) && x < Math.round(r.x + r.w) && y >= Math.round(r.y) && y < Math.round(r.y + r.h);

/** The site's RGBA pixels as the camera at `pose` sees them (at AT_REST, the demo's scene exactly,
 *  before noise, plus its things). */
export function render(site: Site, pose: Pose): Uint8ClampedArray {
  const { scene, things } = site;
  const px = new Uint8ClampedArray(FRAME_WIDTH * FRAME_HEIGHT * 4);
  const [cx, cy] = [FRAME_WIDTH / 2, FRAME_HEIGHT / 2];
  const cos = Math.cos((pose.roll * Math.PI) / 180) / pose.zoom;
  const sin = Math.sin((pose.roll * Math.PI) / 180) / pose.zoom;
  const rects = scene.buildings.flat();
  const noise = rng(pose.noise);
  for (let v = 0; v < FRAME_HEIGHT; v++) {
    for (let u = 0; u < FRAME_WIDTH; u++) {
      // Back from the picture to the first shot's frame: undo roll and zoom about the centre, then the pan.
      const x0 = cx + cos * (u - cx) + sin * (v - cy) - pose.panX * FRAME_WIDTH;
      const y = cy - sin * (u - cx) + cos * (v - cy) - pose.panY * FRAME_HEIGHT;
      const at = (depth: number) => x0 - (pose.step * FRAME_WIDTH) / depth;
      // The ground is the same all across, so a step shifts only what stands on it.
      let color: Rgb = y < scene.horizon ? skyColor(scene, y) : groundColor(scene, y, FRAME_HEIGHT);
      for (const thing of things)
        if (thing.depth === Infinity && y < scene.horizon && thing.rects.some((r) => inside(r, at(Infinity), y)))
          color = blend(color, thing.rects[0].color, thing.alpha);
      const xb = at(1);
      for (let i = rects.length - 1; i >= 0; i--) {
        if (inside(rects[i], xb, y)) {
          color = rects[i].color;
          break;
        }
      }
      for (let t = things.length - 1; t >= 0 && things[t].depth !== Infinity; t--) {
        const thing = things[t];
        const x = at(thing.depth);
        const hit = thing.rects.findLast((r) => inside(r, x, y));
        if (hit) {
          color = hit.color;
          break;
        }
      }
      const n = (noise() - 0.5) * 14;
      const i = (v * FRAME_WIDTH + u) * 4;
      px[i] = color[0] * pose.gain * pose.balance[0] + n;
      px[i + 1] = color[1] * pose.gain * pose.balance[1] + n;
      px[i + 2] = color[2] * pose.gain * pose.balance[2] + n;
      px[i + 3] = 255;
    }
  }
  return px;
}

const blend = (under: Rgb, over: Rgb, alpha: number): Rgb => under.map((c, k) => c * (1 - alpha) + over[k] * alpha) as Rgb;

/** A capture of `site` at `pose`: watermarked and encoded as the capture view does, its band
 *  naming its own time and photo. */
export function shoot(site: Site, pose: Pose, seed: number, minutes: number): Uint8Array {
  return watermarkedFrame(render(site, pose), {
    capturedAt: new Date(1_790_000_000_000 + seed * 1000 + minutes * 60_000),
    latitude: 18.5,
    longitude: 73.8,
    address: `Plot ${seed}, MIDC Pune`,
    photoId: crypto.randomUUID(),
    fileName: `SiteProof_${seed}_${minutes}.jpg`,
  });
}
