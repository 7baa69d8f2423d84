// The history of kept games in the browser's IndexedDB (vegas/ui/app/history.py asks it; docs/playing.md).
// The plain API, no library: two object stores keyed by the game's record digest. "games" holds each game as the
// JSON text the page wrote; "summaries" the same without its save (date, rule set, seats, results: what the list
// and the record need), read back in one getAll, so opening the list never reads and parses hundreds of full
// records; a game's save is read only when it is replayed, played on, deleted (for the undo) or exported.
// Version 2 added the summaries: the upgrade derives one from each game an older page kept. idb-keyval (npm) would do for get/set, but "add unless
// already kept", a sorted read and a clear in one transaction each are a few lines here, and nothing to vendor.
(() => {
  const NAME = "vegas";
  const STORE = "games";
  const SUMMARIES = "summaries";
  const VERSION = 2;
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
      const request = indexedDB.open(NAME, VERSION);
      request.onupgradeneeded = (event) => {
        const db = request.result;
        if (event.oldVersion < 1) db.createObjectStore(STORE, { keyPath: "key" });
        const summaries = db.createObjectStore(SUMMARIES, { keyPath: "key" });
        if (event.oldVersion < 1) return;
        const rows = request.transaction.objectStore(STORE).openCursor();
        rows.onsuccess = () => {
          const cursor = rows.result;
          if (!cursor) return;
          summaries.put(summary(cursor.value));
          cursor.continue();
        };
      };
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

  // A stored game's summary row: its text without the save. A text that is not a game's JSON gives "null", which
  // the page counts as a game it could not read (and leaves stored).
  const summary = ({ key, when, text }) => {
    let game = null;
    try { game = JSON.parse(text); } catch { /* kept as unreadable */ }
    if (game === null || typeof game !== "object" || Array.isArray(game)) return { key, when, text: "null" };
    const { save, ...rest } = game;
    return { key, when, text: JSON.stringify(rest) };
  };

  // A write resolves when its transaction is committed: a quota refused surfaces there, not at the request.
  const writing = async (work) => {
    const db = await database();
    const transaction = db.transaction([STORE, SUMMARIES], "readwrite");
    const store = transaction.objectStore(STORE);
    const summaries = transaction.objectStore(SUMMARIES);
    const committed = new Promise((resolve, reject) => {
      transaction.oncomplete = () => resolve(true);
      transaction.onerror = (event) => reject(failure(event.target.error || transaction.error, "the write failed"));
      transaction.onabort = () => reject(failure(transaction.error, "the history's write was aborted"));
    });
    work(store, summaries);
    return committed;
  };

  const texts = async (name, keys) => {
    const db = await database();
    const store = db.transaction(name, "readonly").objectStore(name);
    const rows = keys ? await Promise.all([...keys].map((key) => done(store.get(key)))) : await done(store.getAll());
    return "[" + rows.filter((row) => row !== undefined).map((row) => row.text).join(",") + "]";
  };

  self.vegasHistory = {
    // A kept game, unless one with its key is kept already (its first date stays). Rejects with the browser's
    // error (QuotaExceededError when its storage is full).
    add: (key, when, text) =>
      writing((store, summaries) => {
        const found = store.getKey(key);
        found.onsuccess = () => {
          if (found.result !== undefined) return;
          store.add({ key, when, text });
          summaries.put(summary({ key, when, text }));
        };
      }),
    // Games brought from a file, in one transaction: all kept, or none.
    addAll: (texts) =>
      writing((store, summaries) => {
        for (const text of texts) {
          const game = JSON.parse(text);
          store.put({ key: game.key, when: game.when, text });
          summaries.put(summary({ key: game.key, when: game.when, text }));
        }
      }),
    // Every kept game's summary as one JSON array's text (the list reads them in one go).
    all: () => texts(SUMMARIES),
    // The full games (with their saves) of these keys, or all when none are named, as one JSON array's text.
    full: (keys) => texts(STORE, keys),
    remove: (keys) =>
      writing((store, summaries) => {
        for (const key of keys) {
          store.delete(key);
          summaries.delete(key);
        }
      }),
    clear: () =>
      writing((store, summaries) => {
        store.clear();
        summaries.clear();
      }),
    // A kept game's review (vegas/ui/app/reviews.py), in its row beside its text (a game brought again from a
    // file loses it, and is reviewed again): true when the game is kept here, false when it is not.
    keepReview: async (key, review) => {
      let kept = false;
      await writing((store) => {
        const found = store.get(key);
        found.onsuccess = () => {
          if (found.result === undefined) return;
          kept = true;
          store.put({ ...found.result, review });
        };
      });
      return kept;
    },
    // The review kept with a game, or null.
    review: async (key) => {
      const db = await database();
      const row = await done(db.transaction(STORE, "readonly").objectStore(STORE).get(key));
      return row?.review ?? null;
    },
    // Asks the browser to keep the site's storage under pressure; true when it will.
    persist: async () => Boolean(navigator.storage && navigator.storage.persist && (await navigator.storage.persist())),
  };
})();
