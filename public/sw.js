/* eslint-disable -- generated */
// Built from app/sw/sw.ts by scripts/build-sw.mjs. Do not edit: edit the source and run node scripts/build-sw.mjs.
"use strict";
(() => {
  // app/features/offline/queue.ts
  var BACKOFF_BASE_MS = 2e3;
  var BACKOFF_MAX_MS = 3e5;
  function backoffMs(attempts) {
    if (attempts <= 0) return 0;
    return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (attempts - 1));
  }
  var initialState = () => ({ kind: "waiting", attempts: 0, retryAt: 0 });
  function transition(state, event) {
    switch (event.type) {
      case "start":
        return { kind: "sending", sent: Math.min(event.sent, event.total), total: event.total, attempts: state.attempts };
      case "photoSent":
        return state.kind === "sending" ? { ...state, sent: Math.min(state.sent + 1, state.total) } : state;
      case "networkLost": {
        const attempts = state.attempts + 1;
        return { kind: "waiting", attempts, retryAt: event.now + backoffMs(attempts) };
      }
      case "refused":
        return { kind: "failed", reason: event.reason, attempts: state.attempts + 1 };
      // The session ended mid-send: not a failure of the inspection; it waits for its owner.
      case "signedOut":
        return { kind: "waiting", attempts: state.attempts, retryAt: 0 };
      case "retryNow":
        return initialState();
    }
  }
  function isDue(state, now) {
    return state.kind === "waiting" && state.retryAt <= now;
  }
  function recovered(state) {
    return state.kind === "sending" ? { kind: "waiting", attempts: state.attempts, retryAt: 0 } : state;
  }
  function nextRetryAt(states, now) {
    const times = states.filter((s) => s.kind === "waiting" && s.retryAt > now).map((s) => s.retryAt);
    return times.length ? Math.min(...times) : null;
  }

  // node_modules/idb/build/index.js
  var instanceOfAny = (object, constructors) => constructors.some((c) => object instanceof c);
  var idbProxyableTypes;
  var cursorAdvanceMethods;
  function getIdbProxyableTypes() {
    return idbProxyableTypes || (idbProxyableTypes = [
      IDBIndex,
      IDBObjectStore,
      IDBCursor,
      IDBDatabase,
      IDBTransaction
    ]);
  }
  function getCursorAdvanceMethods() {
    return cursorAdvanceMethods || (cursorAdvanceMethods = ["advance", "continue", "continuePrimaryKey"].map((method) => IDBCursor.prototype[method]));
  }
  var transactionDoneMap = /* @__PURE__ */ new WeakMap();
  var transformCache = /* @__PURE__ */ new WeakMap();
  var reverseTransformCache = /* @__PURE__ */ new WeakMap();
  function promisifyRequest(request) {
    const promise = new Promise((resolve, reject) => {
      const unlisten = () => {
        request.removeEventListener("success", success);
        request.removeEventListener("error", error);
      };
      const success = () => {
        resolve(wrap(request.result));
        unlisten();
      };
      const error = () => {
        reject(request.error);
        unlisten();
      };
      request.addEventListener("success", success);
      request.addEventListener("error", error);
    });
    reverseTransformCache.set(promise, request);
    return promise;
  }
  function cacheDonePromiseForTransaction(tx) {
    if (transactionDoneMap.has(tx))
      return;
    const done = new Promise((resolve, reject) => {
      const unlisten = () => {
        tx.removeEventListener("complete", complete);
        tx.removeEventListener("error", error);
        tx.removeEventListener("abort", error);
      };
      const complete = () => {
        resolve();
        unlisten();
      };
      const error = () => {
        reject(tx.error || new DOMException("AbortError", "AbortError"));
        unlisten();
      };
      tx.addEventListener("complete", complete);
      tx.addEventListener("error", error);
      tx.addEventListener("abort", error);
    });
    transactionDoneMap.set(tx, done);
  }
  var idbProxyTraps = {
    get(target, prop, receiver) {
      if (target instanceof IDBTransaction) {
        if (prop === "done")
          return transactionDoneMap.get(target);
        if (prop === "store") {
          return receiver.objectStoreNames[1] ? void 0 : receiver.objectStore(receiver.objectStoreNames[0]);
        }
      }
      return wrap(target[prop]);
    },
    set(target, prop, value) {
      target[prop] = value;
      return true;
    },
    has(target, prop) {
      if (target instanceof IDBTransaction && (prop === "done" || prop === "store")) {
        return true;
      }
      return prop in target;
    }
  };
  function replaceTraps(callback) {
    idbProxyTraps = callback(idbProxyTraps);
  }
  function wrapFunction(func) {
    if (getCursorAdvanceMethods().includes(func)) {
      return function(...args) {
        func.apply(unwrap(this), args);
        return wrap(this.request);
      };
    }
    return function(...args) {
      return wrap(func.apply(unwrap(this), args));
    };
  }
  function transformCachableValue(value) {
    if (typeof value === "function")
      return wrapFunction(value);
    if (value instanceof IDBTransaction)
      cacheDonePromiseForTransaction(value);
    if (instanceOfAny(value, getIdbProxyableTypes()))
      return new Proxy(value, idbProxyTraps);
    return value;
  }
  function wrap(value) {
    if (value instanceof IDBRequest)
      return promisifyRequest(value);
    if (transformCache.has(value))
      return transformCache.get(value);
    const newValue = transformCachableValue(value);
    if (!Object.is(newValue, value)) {
      transformCache.set(value, newValue);
      reverseTransformCache.set(newValue, value);
    }
    return newValue;
  }
  var unwrap = (value) => reverseTransformCache.get(value);
  function openDB(name, version, { blocked, upgrade, blocking, terminated } = {}) {
    const request = indexedDB.open(name, version);
    const openPromise = wrap(request);
    if (upgrade) {
      request.addEventListener("upgradeneeded", (event) => {
        upgrade(wrap(request.result), event.oldVersion, event.newVersion, wrap(request.transaction), event);
      });
    }
    if (blocked) {
      request.addEventListener("blocked", (event) => blocked(
        // Casting due to https://github.com/microsoft/TypeScript-DOM-lib-generator/pull/1405
        event.oldVersion,
        event.newVersion,
        event
      ));
    }
    openPromise.then((db) => {
      if (terminated)
        db.addEventListener("close", () => terminated());
      if (blocking) {
        db.addEventListener("versionchange", (event) => blocking(event.oldVersion, event.newVersion, event));
      }
    }).catch(() => {
    });
    return openPromise;
  }
  var readMethods = ["get", "getKey", "getAll", "getAllKeys", "count"];
  var writeMethods = ["put", "add", "delete", "clear"];
  var cachedMethods = {};
  function getMethod(target, prop) {
    if (!(target instanceof IDBDatabase && !(prop in target) && typeof prop === "string")) {
      return;
    }
    if (cachedMethods[prop])
      return cachedMethods[prop];
    const targetFuncName = prop.replace(/FromIndex$/, "");
    const useIndex = prop !== targetFuncName;
    const isWrite = writeMethods.includes(targetFuncName);
    if (
      // Bail if the target doesn't exist on the target. Eg, getAll isn't in Edge.
      !(targetFuncName in (useIndex ? IDBIndex : IDBObjectStore).prototype) || !(isWrite || readMethods.includes(targetFuncName))
    ) {
      return;
    }
    const method = async function(storeName, ...args) {
      const tx = this.transaction(storeName, isWrite ? "readwrite" : "readonly");
      let target2 = tx.store;
      if (useIndex)
        target2 = target2.index(args.shift());
      return (await Promise.all([
        target2[targetFuncName](...args),
        isWrite && tx.done
      ]))[0];
    };
    return cachedMethods[prop] = method;
  }
  replaceTraps((oldTraps) => ({
    ...oldTraps,
    get: (target, prop, receiver) => getMethod(target, prop) || oldTraps.get(target, prop, receiver),
    has: (target, prop) => !!getMethod(target, prop) || oldTraps.has(target, prop)
  }));
  var advanceMethodProps = ["advance", "continue", "continuePrimaryKey"];
  var methodMap = {};
  var advanceResults = /* @__PURE__ */ new WeakMap();
  var ittrProxiedCursorToOriginalProxy = /* @__PURE__ */ new WeakMap();
  var cursorIteratorTraps = {
    get(target, prop) {
      if (!advanceMethodProps.includes(prop))
        return target[prop];
      let cachedFunc = methodMap[prop];
      if (!cachedFunc) {
        cachedFunc = methodMap[prop] = function(...args) {
          advanceResults.set(this, ittrProxiedCursorToOriginalProxy.get(this)[prop](...args));
        };
      }
      return cachedFunc;
    }
  };
  async function* iterate(...args) {
    let cursor = this;
    if (!(cursor instanceof IDBCursor)) {
      cursor = await cursor.openCursor(...args);
    }
    if (!cursor)
      return;
    cursor = cursor;
    const proxiedCursor = new Proxy(cursor, cursorIteratorTraps);
    ittrProxiedCursorToOriginalProxy.set(proxiedCursor, cursor);
    reverseTransformCache.set(proxiedCursor, unwrap(cursor));
    while (cursor) {
      yield proxiedCursor;
      cursor = await (advanceResults.get(proxiedCursor) || cursor.continue());
      advanceResults.delete(proxiedCursor);
    }
  }
  function isIteratorProp(target, prop) {
    return prop === Symbol.asyncIterator && instanceOfAny(target, [IDBIndex, IDBObjectStore, IDBCursor]) || prop === "iterate" && instanceOfAny(target, [IDBIndex, IDBObjectStore]);
  }
  replaceTraps((oldTraps) => ({
    ...oldTraps,
    get(target, prop, receiver) {
      if (isIteratorProp(target, prop))
        return iterate;
      return oldTraps.get(target, prop, receiver);
    },
    has(target, prop) {
      return isIteratorProp(target, prop) || oldTraps.has(target, prop);
    }
  }));

  // app/features/offline/photo-store.ts
  var PHOTO_DB = { name: "SiteProofPhotos", version: 2 };
  var QUEUE_CHANNEL = "siteproof-queue";
  var dbPromise = null;
  function photoDb() {
    dbPromise ??= openDB(PHOTO_DB.name, PHOTO_DB.version, {
      upgrade(db, oldVersion, _newVersion, tx) {
        if (oldVersion < 1) {
          const photos = db.createObjectStore("photos", { keyPath: "id" });
          photos.createIndex("timestamp", "timestamp");
          photos.createIndex("inspectionId", "inspectionId");
          db.createObjectStore("pendingInspections", { keyPath: "id" });
        }
        tx.objectStore("photos").createIndex("ownerId", "ownerId");
        tx.objectStore("pendingInspections").createIndex("ownerId", "ownerId");
      },
      // A newer version opened in another tab: let it upgrade, and open again on the next call.
      blocking() {
        void dbPromise?.then((db) => db.close());
        dbPromise = null;
      }
    });
    return dbPromise;
  }
  function announceQueueChange(message = { type: "changed" }) {
    if (typeof BroadcastChannel === "undefined") return;
    const channel = new BroadcastChannel(QUEUE_CHANNEL);
    channel.postMessage(message);
    channel.close();
  }
  async function photosOf(inspectionId, ownerId) {
    const all = await (await photoDb()).getAllFromIndex("photos", "inspectionId", inspectionId);
    return all.filter((p) => p.ownerId === ownerId).sort((a, b) => a.timestamp.localeCompare(b.timestamp));
  }
  async function markUploaded(id) {
    const db = await photoDb();
    const tx = db.transaction("photos", "readwrite");
    const photo = await tx.store.get(id);
    if (photo) await tx.store.put({ ...photo, uploaded: true });
    await tx.done;
  }
  async function pendingOf(ownerId) {
    const all = await (await photoDb()).getAllFromIndex("pendingInspections", "ownerId", ownerId);
    return all.sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
  }
  async function updateQueue(id, event) {
    const tx = (await photoDb()).transaction("pendingInspections", "readwrite");
    const pending = await tx.store.get(id);
    let next = null;
    if (pending) {
      next = transition(pending.queue ?? initialState(), event);
      await tx.store.put({ ...pending, queue: next });
    }
    await tx.done;
    announceQueueChange();
    return next;
  }
  async function recoverInterrupted(ownerId) {
    const tx = (await photoDb()).transaction("pendingInspections", "readwrite");
    for (const p of await tx.store.index("ownerId").getAll(ownerId)) {
      if (p.queue?.kind === "sending") await tx.store.put({ ...p, queue: recovered(p.queue) });
    }
    await tx.done;
  }
  async function confirmSent(id) {
    const db = await photoDb();
    const tx = db.transaction(["pendingInspections", "photos"], "readwrite");
    const pending = await tx.objectStore("pendingInspections").get(id);
    if (pending) {
      for (const photoId of pending.payload.photoIds) await tx.objectStore("photos").delete(photoId);
      await tx.objectStore("pendingInspections").delete(id);
    }
    await tx.done;
    announceQueueChange({ type: "sent", id });
  }
  async function claimUnowned(ownerId) {
    const tx = (await photoDb()).transaction(["photos", "pendingInspections"], "readwrite");
    let claimed = 0;
    for (const name of ["photos", "pendingInspections"]) {
      let cursor = await tx.objectStore(name).openCursor();
      while (cursor) {
        if (!cursor.value.ownerId) {
          const value = { ...cursor.value, ownerId };
          if (name === "pendingInspections") value.queue ??= initialState();
          await cursor.update(value);
          claimed++;
        }
        cursor = await cursor.continue();
      }
    }
    await tx.done;
    if (claimed) announceQueueChange();
    return claimed;
  }

  // app/features/offline/sender.ts
  var SYNC_TAG = "siteproof-send";
  var LOCK = "siteproof-send";
  function photoForm(photo) {
    const form = new FormData();
    form.set("file", photo.blob, photo.fileName);
    form.set(
      "meta",
      JSON.stringify({
        id: photo.id,
        fileName: photo.fileName,
        capturedAt: photo.timestamp,
        latitude: photo.latitude,
        longitude: photo.longitude,
        accuracy: photo.accuracy,
        address: photo.address,
        cameraDirection: photo.cameraDirection,
        flashMode: photo.flashMode,
        inspectionId: photo.inspectionId,
        companyId: photo.companyId ?? null,
        ...photo.captureCode ? { captureCode: photo.captureCode } : {}
      })
    );
    return form;
  }
  async function signedInUserId() {
    const res = await fetch("/app?_data=routes%2Fapp", { credentials: "same-origin", cache: "no-store" });
    if (res.status !== 200 || !(res.headers.get("Content-Type") ?? "").includes("json")) return null;
    const body = await res.json();
    return body.user?.id ?? null;
  }
  async function post(url, init) {
    let res;
    try {
      res = await fetch(url, { ...init, method: "POST", credentials: "same-origin", redirect: "manual" });
    } catch {
      return { kind: "offline" };
    }
    if (res.type === "opaqueredirect" || res.status === 401) return { kind: "signedOut" };
    if (res.ok) return { kind: "ok" };
    if (res.status >= 500 || res.status === 408 || res.status === 429) return { kind: "offline" };
    const body = await res.json().catch(() => ({}));
    return { kind: "refused", reason: body.message ?? `the server answered ${res.status}` };
  }
  var postPhoto = (photo) => post("/app/photos", { body: photoForm(photo) });
  var postPayload = (payload) => post("/app/inspections", { headers: { "Content-Type": "application/json" }, body: JSON.stringify(payload) });
  async function sendPhotosThenInspection(photos, payload, { sendPhoto = postPhoto, onPhotoSent } = {}) {
    for (const photo of photos.filter((p) => !p.uploaded)) {
      const answer = await sendPhoto(photo);
      if (answer.kind !== "ok") return answer;
      await onPhotoSent?.(photo);
    }
    return postPayload(payload);
  }
  async function pass() {
    let userId;
    try {
      userId = await signedInUserId();
    } catch {
      return { sent: 0, blocked: "offline", retryAt: null };
    }
    if (!userId) return { sent: 0, blocked: "signedOut", retryAt: null };
    await claimUnowned(userId);
    await recoverInterrupted(userId);
    let sent = 0;
    for (const pending of await pendingOf(userId)) {
      if (!isDue(pending.queue, Date.now())) continue;
      const photos = await photosOf(pending.id, userId);
      const total = pending.payload.photoIds.length;
      const waiting = photos.filter((p) => !p.uploaded);
      await updateQueue(pending.id, { type: "start", sent: total - waiting.length, total });
      const answer = await sendPhotosThenInspection(waiting, pending.payload, {
        onPhotoSent: async (photo) => {
          await markUploaded(photo.id);
          await updateQueue(pending.id, { type: "photoSent" });
        }
      });
      if (answer.kind === "ok") {
        await confirmSent(pending.id);
        sent++;
        continue;
      }
      if (answer.kind === "refused") {
        await updateQueue(pending.id, { type: "refused", reason: answer.reason });
        continue;
      }
      if (answer.kind === "signedOut") {
        await updateQueue(pending.id, { type: "signedOut" });
        return { sent, blocked: "signedOut", retryAt: null };
      }
      const next = await updateQueue(pending.id, { type: "networkLost", now: Date.now() });
      return { sent, blocked: "offline", retryAt: next?.kind === "waiting" ? next.retryAt : null };
    }
    return {
      sent,
      blocked: null,
      retryAt: nextRetryAt(
        (await pendingOf(userId)).map((p) => p.queue),
        Date.now()
      )
    };
  }
  var current = null;
  var wake = null;
  function sendWaiting({ budgetMs = 12e4, online: online2 = () => true } = {}) {
    if (current) {
      wake?.();
      return current;
    }
    const run = async () => {
      const end = Date.now() + budgetMs;
      let total = 0;
      let unreachable = 0;
      for (; ; ) {
        const r = await pass();
        total += r.sent;
        const result = { ...r, sent: total };
        unreachable = r.blocked === "offline" && r.retryAt === null ? unreachable + 1 : 0;
        const retryAt = unreachable ? Date.now() + backoffMs(unreachable) : r.retryAt;
        if (r.blocked === "signedOut" || retryAt === null || retryAt > end || !online2()) return result;
        await new Promise((resolve) => {
          const timer = setTimeout(resolve, Math.max(0, retryAt - Date.now()));
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
    };
    const locks = globalThis.navigator?.locks;
    current = (async () => {
      try {
        if (!locks) return await run();
        return await locks.request(LOCK, { ifAvailable: true }, (lock) => lock ? run() : Promise.resolve({ sent: 0, blocked: "busy", retryAt: null }));
      } finally {
        current = null;
        wake = null;
      }
    })();
    return current;
  }

  // app/sw/sw.ts
  var sw = self;
  var CACHE = "siteproof-shell-v1";
  var OFFLINE_PAGES = /* @__PURE__ */ new Set(["/app", "/app/camera"]);
  sw.addEventListener("install", () => void sw.skipWaiting());
  sw.addEventListener("activate", (event) => {
    event.waitUntil(
      caches.keys().then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k)))).then(() => sw.clients.claim())
    );
  });
  async function cacheFirst(request) {
    const cached = await caches.match(request);
    if (cached) return cached;
    const response = await fetch(request);
    if (response.ok) (await caches.open(CACHE)).put(request, response.clone());
    return response;
  }
  async function networkFirst(request) {
    try {
      const response = await fetch(request);
      if (response.ok && response.type === "basic" && !response.redirected) (await caches.open(CACHE)).put(request, response.clone());
      return response;
    } catch (error) {
      const cached = await caches.match(request, { ignoreVary: true });
      if (cached) return cached;
      throw error;
    }
  }
  sw.addEventListener("fetch", (event) => {
    const request = event.request;
    const url = new URL(request.url);
    if (url.origin !== sw.location.origin) return;
    if (request.method === "POST" && url.pathname === "/logout") {
      event.waitUntil(caches.delete(CACHE));
      return;
    }
    if (request.method !== "GET") return;
    if (url.pathname.startsWith("/assets/") || url.pathname === "/favicon.svg" || url.pathname === "/manifest.webmanifest") {
      event.respondWith(cacheFirst(request));
    } else if (OFFLINE_PAGES.has(url.pathname) && (request.mode === "navigate" || url.searchParams.has("_data"))) {
      event.respondWith(networkFirst(request));
    }
  });
  var online = () => navigator.onLine;
  sw.addEventListener("sync", (event) => {
    if (event.tag !== SYNC_TAG) return;
    event.waitUntil(
      sendWaiting({ online }).then((r) => {
        if (r.blocked === "offline" && !event.lastChance) throw new Error("Still waiting for the network");
      })
    );
  });
  var listed = null;
  var precachingAll = null;
  async function cacheFiles(urls) {
    const cache = await caches.open(CACHE);
    const queue = [...urls];
    const worker = async () => {
      for (let url = queue.shift(); url; url = queue.shift()) if (!await cache.match(url)) await cache.add(url);
    };
    await Promise.all([worker(), worker(), worker()]);
  }
  async function precache(routeIds, source) {
    listed ??= fetch("/sw-precache.json", { cache: "no-cache" }).then((r) => r.ok ? r.json() : Promise.reject(new Error("no list")));
    const list = await listed.catch((error) => {
      listed = null;
      throw error;
    });
    await cacheFiles(routeIds.flatMap((id) => list.routes[id] ?? []));
    source?.postMessage({ type: "precached" });
    precachingAll ??= cacheFiles(list.all).finally(() => precachingAll = null);
    await precachingAll;
  }
  sw.addEventListener("message", (event) => {
    const { type, routes } = event.data ?? {};
    if (type === "precache") {
      const routeIds = Array.isArray(routes) ? routes.filter((id) => typeof id === "string") : [];
      event.waitUntil(precache(routeIds, event.source).catch(() => void 0));
      return;
    }
    if (type !== "send") return;
    event.waitUntil(
      sendWaiting({ online }).then(async (r) => {
        if (r.blocked === "offline" || r.retryAt !== null) await sw.registration.sync?.register(SYNC_TAG).catch(() => void 0);
      })
    );
  });
  var NOTIFICATION_LIFETIME_MS = 3e4;
  sw.addEventListener("push", (event) => {
    let data = { title: "SiteProof", body: "", tag: "siteproof", url: "/app/notifications" };
    try {
      data = { ...data, ...event.data?.json() };
    } catch {
      data.body = event.data ? event.data.text() : "";
    }
    event.waitUntil(
      (async () => {
        await sw.registration.showNotification(data.title, {
          body: data.body,
          tag: data.tag,
          requireInteraction: true,
          icon: "/favicon.svg",
          data: { url: data.url }
        });
        await new Promise((resolve) => setTimeout(resolve, NOTIFICATION_LIFETIME_MS));
        for (const n of await sw.registration.getNotifications({ tag: data.tag })) n.close();
      })()
    );
  });
  sw.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const url = new URL(event.notification.data?.url ?? "/app", sw.location.origin).href;
    event.waitUntil(
      (async () => {
        const windows = await sw.clients.matchAll({ type: "window", includeUncontrolled: true });
        const open = windows.find((w) => new URL(w.url).origin === sw.location.origin);
        if (open) {
          await open.focus();
          return open.navigate(url);
        }
        return sw.clients.openWindow(url);
      })()
    );
  });
})();
