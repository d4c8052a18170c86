import { describe, expect, it } from "vitest";
import { photoResponse } from "../../../app/platform/photos.server";

// An R2 bucket holding `stored`, recording the keys read.
function bucket(stored: Record<string, string>) {
  const read: string[] = [];
  const env = {
    PHOTOS: {
      get: async (key: string) => {
        read.push(key);
        return key in stored ? { body: new Blob([stored[key]]).stream() } : null;
      },
    },
  } as unknown as Env;
  return { env, read };
}

const photo = { r2Key: "photos/p1.jpg", thumbKey: "thumbs/p1.jpg" };

describe("photoResponse", () => {
  it("streams the original as a JPEG with the caller's headers", async () => {
    const { env, read } = bucket({ "photos/p1.jpg": "original" });
    const res = await photoResponse(env, photo, false, { "Cache-Control": "private, max-age=300", ETag: '"x"' });
    expect(read).toEqual(["photos/p1.jpg"]);
    expect(res!.headers.get("Content-Type")).toBe("image/jpeg");
    expect(res!.headers.get("Cache-Control")).toBe("private, max-age=300");
    expect(res!.headers.get("ETag")).toBe('"x"');
    expect(await res!.text()).toBe("original");
  });

  it("reads the thumbnail when asked, and the original when the photo has none", async () => {
    const { env, read } = bucket({ "photos/p1.jpg": "original", "thumbs/p1.jpg": "thumb" });
    expect(await (await photoResponse(env, photo, true, {}))!.text()).toBe("thumb");
    expect(await (await photoResponse(env, { ...photo, thumbKey: null }, true, {}))!.text()).toBe("original");
    expect(read).toEqual(["thumbs/p1.jpg", "photos/p1.jpg"]);
  });

  it("answers null when the object is gone", async () => {
    const { env } = bucket({});
    expect(await photoResponse(env, photo, false, {})).toBeNull();
  });
});
