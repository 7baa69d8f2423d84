// The history of kept games in the browser's IndexedDB (vegas/ui/app/history.py asks it; docs/playing.md).
// The plain API, no library: one object store keyed by the game's record digest, each game stored as the
// JSON text the page wrote (read back in one getAll). idb-keyval (npm) would do for get/set, but "add unless
// already kept", a sorted read and a clear in one transaction each are a few lines here, and nothing to vendor.
(() => {
  const NAME = "vegas";
  const STORE = "games";
  let opening = null;

  // Always an Error with the browser's name for it (QuotaExceededError…): a transaction's error may still be null
  // when its request fails, and Python's side can only be handed an Error.
  const failure = (error, what) => Object.assign(new Error(error?.message || what), { name: error?.name || "Error" });

  const done = (request) =>
    new Promise((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(failure(request.error, "the history could not be read"));
    });

  const database = () => {
    if (opening) return opening;
    opening = new Promise((resolve, reject) => {
      if (!("indexedDB" in self)) return reject(new Error("this browser has no IndexedDB"));
      const request = indexedDB.open(NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "key" });
      request.onsuccess = () => {
        const db = request.result;
        db.onversionchange = () => { db.close(); opening = null; }; // a newer page upgrades it: let go
        resolve(db);
      };
      request.onerror = () => reject(failure(request.error, "the history could not be opened"));
      request.onblocked = () => reject(new Error("another page holds an older history open"));
    }).catch((error) => { opening = null; throw error; });
    return opening;
  };

  // A write resolves when its transaction is committed: a quota refused surfaces there, not at the request.
  const writing = async (work) => {
    const db = await database();
    const transaction = db.transaction(STORE, "readwrite");
    const store = transaction.objectStore(STORE);
    const committed = new Promise((resolve, reject) => {
      transaction.oncomplete = () => resolve(true);
      transaction.onerror = (event) => reject(failure(event.target.error || transaction.error, "the write failed"));
      transaction.onabort = () => reject(failure(transaction.error, "the history's write was aborted"));
    });
    work(store);
    return committed;
  };

  self.vegasHistory = {
    // A kept game, unless one with its key is kept already (its first date stays). Rejects with the browser's
    // error (QuotaExceededError when its storage is full).
    add: (key, when, text) =>
      writing((store) => {
        const found = store.getKey(key);
        found.onsuccess = () => { if (found.result === undefined) store.add({ key, when, text }); };
      }),
    // Games brought from a file, in one transaction: all kept, or none.
    addAll: (texts) =>
      writing((store) => {
        for (const text of texts) {
          const game = JSON.parse(text);
          store.put({ key: game.key, when: game.when, text });
        }
      }),
    // Every kept game as one JSON array's text (the page reads them in one go).
    all: async () => {
      const db = await database();
      const rows = await done(db.transaction(STORE, "readonly").objectStore(STORE).getAll());
      return "[" + rows.map((row) => row.text).join(",") + "]";
    },
    remove: (keys) => writing((store) => { for (const key of keys) store.delete(key); }),
    clear: () => writing((store) => store.clear()),
    // Asks the browser to keep the site's storage under pressure; true when it will.
    persist: async () => Boolean(navigator.storage && navigator.storage.persist && (await navigator.storage.persist())),
  };
})();
