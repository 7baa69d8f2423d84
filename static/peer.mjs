// A byte pipe between two browsers with no server: a WebRTC data channel whose offer and answer travel as short
// text codes (the host's invitation in a URL fragment or a QR code, the friend's answer typed or pasted back).
// The game's logic stays in Python; this module is only the socket. No requests of its own, and no dependencies.
//
// What is done by hand here, and why no library (issue 48; npm registry, measured 2026-11-28, gzip -9 sizes
// against this whole module's 6.1 KB; docs/friends.md has the same with more words):
// - Reading the SDP (parseSdp: five attributes of the browser's own local description, never of a stranger's
//   text) and writing one (buildSdp: a fixed data-channel template). Considered: sdp-transform 3.0.0 (mediasoup's;
//   7.1 KB, CommonJS, no ES module) and sdp 3.2.2 (adapter.js's; 7.0 KB, a script that sets module.exports or a
//   global). Either would replace ~20 lines with an object of the same size, for more than this module weighs
//   and a CommonJS-to-ES-module step the page does not have. The untrusted input is the code, which no library
//   reads: its format below is this module's own.
// - IPv4/IPv6 to bytes (ipv4Bytes, ipv6Bytes, ~30 lines). Considered: ipaddr.js 2.5.0 (7.8 KB, CommonJS or a
//   global, no ES module). Same reason; bad addresses only fall back to the name form, which decode checks.
// - base64url (toBase64url, fromBase64url, ~12 lines over the platform's btoa/atob). The platform's own
//   Uint8Array.prototype.toBase64({ alphabet: "base64url", omitPadding: true }) / Uint8Array.fromBase64 are in
//   Chromium 156 (checked here), Firefox 133+ and Safari 18.2+, but only from Chrome 140 (September 2025): phones
//   on iOS before 18.2 (every iPhone 8 and X) and Chromium browsers or WebViews not updated in a year lack them,
//   and a fallback would keep these lines anyway. uint8array-extras 1.6.0 (2.4 KB, an ES module) does the same
//   over btoa. Take the platform's when Safari 18.2 and Chrome 140 are the oldest browsers Vegas supports.
//
//   const { code, peer } = await invite({ stun })   // host: `code` is the invitation to hand to the friend
//   const { code, peer } = await join(invitation)   // friend: `code` is the answer to hand back to the host
//   await peer.accept(answer)                       // host, once the friend's answer is back
//   peer.onstate = (state, connection) => …         // "connecting" → "open" → "closed"; `connection` is the
//                                                   // RTCPeerConnection's connectionState ("failed", …)
//   peer.onmessage = (text) => …; peer.send(text); peer.state; peer.close()
//
// `stun`: null (the default: this network only) or one "stun:host:port" URL. Gathering the addresses waits for
// at most GATHER_MS, then takes what it has. A code may be given whole or as a link: whitespace is ignored and
// only what follows the last "#" and "=" counts. A bad code (garbage, truncated, mistyped, of the wrong kind)
// throws an Error whose message is an English sentence, and leaves no connection behind; a bad answer given to
// `accept` leaves the host's invitation standing, to accept the right one. "closed" is final: the connection is
// released; a channel closed, or a connection "failed" or "disconnected", all count (the caller adds heartbeats).
// An invitation is for one friend: a second device joining it starts talking to the host, which then cannot
// open a channel with the answer it accepts (seen in Chromium 156: ICE connects, the channel never opens).
// Make a new invitation per friend.
//
// A code is base64url (no padding) of these bytes, never the SDP:
//   kind+version (0x11 invitation, 0x21 answer) · setup role (2 bits) and candidate count (6 bits) ·
//   ufrag length · pwd length · ufrag+pwd at 6 bits a character (ICE characters are base64's) ·
//   sha-256 DTLS fingerprint (32 bytes) · candidates · checksum (2 bytes).
// A candidate: one byte (address form in bits 0-1: IPv4, IPv6, uuid .local name, other name; type in bits
// 2-3: host, srflx, relay), the address (4, 16, 16 bytes, or a length and UTF-8), the UDP port (2 bytes).
// Candidates are in order of preference: their priorities are remade from it. Only UDP candidates travel.

export const GATHER_MS = 3000;
const VERSION = 1;
const INVITE = 0x10 | VERSION;
const ANSWER = 0x20 | VERSION;
const SETUPS = ["actpass", "active", "passive"];
const TYPES = ["host", "srflx", "relay"];
const TYPE_PREFERENCE = { host: 126, srflx: 100, relay: 0 };
const ICE_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const UUID_LOCAL = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/;
const MAX_CANDIDATES = 63;

class CodeError extends Error {}

// ---- the codes ----

function checksum(bytes) {
  let h = 0x811c9dc5; // FNV-1a, folded to 16 bits
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return (h ^ (h >>> 16)) & 0xffff;
}

function toBase64url(bytes) {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) {
    throw new CodeError("This is not a Vegas code: it has characters that no code contains.");
  }
  if (text.length % 4 === 1) text = text.slice(0, -1); // half a byte: a character missing or one too many
  const s = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "==".slice(0, (4 - (text.length % 4)) % 4));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

function ipv4Bytes(text) {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && +p < 256)) return null;
  return parts.map(Number);
}

function ipv6Bytes(text) {
  if (!/^[0-9a-fA-F:.]+$/.test(text)) return null;
  let [head, tail, extra] = text.split("::");
  if (extra !== undefined) return null;
  const groups = (part) => (part ? part.split(":") : []);
  const words = (list) => {
    const out = [];
    for (const [i, g] of list.entries()) {
      if (i === list.length - 1 && g.includes(".")) {
        const v4 = ipv4Bytes(g);
        if (!v4) return null;
        out.push((v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3]);
      } else if (/^[0-9a-fA-F]{1,4}$/.test(g)) out.push(parseInt(g, 16));
      else return null;
    }
    return out;
  };
  const a = words(groups(head));
  const b = tail === undefined ? [] : words(groups(tail));
  if (!a || !b) return null;
  const fill = 8 - a.length - b.length;
  if (tail === undefined ? fill !== 0 : fill < 1) return null;
  return [...a, ...Array(tail === undefined ? 0 : fill).fill(0), ...b].flatMap((w) => [w >> 8, w & 255]);
}

function hex(bytes) {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** What WebRTC needs from an SDP: ICE credentials, the DTLS fingerprint and role, the UDP candidates. */
function parseSdp(sdp) {
  const line = (name) => sdp.match(new RegExp(`^a=${name}:(.*)$`, "m"))?.[1].trim();
  const fingerprint = line("fingerprint")?.split(" ");
  if (!fingerprint || fingerprint[0].toLowerCase() !== "sha-256") {
    throw new Error("This browser offers no sha-256 certificate fingerprint, which the codes need.");
  }
  const candidates = [];
  for (const [, text] of sdp.matchAll(/^a=candidate:(.*)$/gm)) {
    const f = text.trim().split(/\s+/);
    const [component, protocol, priority, address, port, , type] = [f[1], f[2], +f[3], f[4], +f[5], f[6], f[7]];
    if (component !== "1" || protocol.toLowerCase() !== "udp" || !TYPES.includes(type)) continue;
    if (candidates.some((c) => c.address === address && c.port === port)) continue;
    candidates.push({ priority, address, port, type });
  }
  candidates.sort((a, b) => b.priority - a.priority);
  return {
    ufrag: line("ice-ufrag") ?? "",
    pwd: line("ice-pwd") ?? "",
    fingerprint: fingerprint[1].split(":").map((h) => parseInt(h, 16)),
    setup: line("setup") ?? "actpass",
    candidates: candidates.slice(0, MAX_CANDIDATES),
  };
}

function encode(kind, d) {
  const chars = [...(d.ufrag + d.pwd)].map((c) => ICE_CHARS.indexOf(c));
  const fits = d.ufrag.length < 256 && d.pwd.length < 256 && d.fingerprint.length === 32;
  if (!fits || chars.includes(-1) || !SETUPS.includes(d.setup)) {
    throw new Error("This browser's connection details do not fit in a code.");
  }
  const out = [kind, SETUPS.indexOf(d.setup) | (d.candidates.length << 2), d.ufrag.length, d.pwd.length];
  let bits = 0;
  let n = 0;
  for (const v of chars) {
    bits = ((bits << 6) | v) & 0xffff;
    n += 6;
    if (n >= 8) out.push((bits >> (n -= 8)) & 255);
  }
  if (n) out.push((bits << (8 - n)) & 255);
  out.push(...d.fingerprint);
  for (const c of d.candidates) {
    const v4 = ipv4Bytes(c.address);
    const v6 = v4 ? null : ipv6Bytes(c.address);
    const uuid = c.address.match(UUID_LOCAL);
    const form = v4 ? 0 : v6 ? 1 : uuid ? 2 : 3;
    out.push(form | (TYPES.indexOf(c.type) << 2));
    if (v4 || v6) out.push(...(v4 || v6));
    else if (uuid) out.push(...uuid.slice(1).join("").match(/../g).map((h) => parseInt(h, 16)));
    else {
      const name = new TextEncoder().encode(c.address);
      out.push(name.length, ...name);
    }
    out.push(c.port >> 8, c.port & 255);
  }
  const sum = checksum(out);
  out.push(sum >> 8, sum & 255);
  return toBase64url(Uint8Array.from(out));
}

/** The connection details in ``code``, which must be of ``kind``: else a CodeError with a sentence. */
function decode(code, kind) {
  const text = String(code ?? "")
    .replace(/\s+/g, "")
    .replace(/^.*#/, "")
    .replace(/^.*=/, "");
  const wanted = kind === INVITE ? "invitation" : "answer";
  if (!text) throw new CodeError(`The ${wanted} code is empty.`);
  const bytes = fromBase64url(text);
  const odd = text.length % 4 === 1;
  const head = bytes[0];
  if (head !== INVITE && head !== ANSWER) {
    if ((head & 0x0f) !== VERSION && ((head & 0xf0) === 0x10 || (head & 0xf0) === 0x20)) {
      throw new CodeError("This code comes from another version of Vegas: both players need the same version.");
    }
    throw new CodeError(`This is not a Vegas code: it does not start as an ${wanted} code does.`);
  }
  if (head !== kind) {
    throw new CodeError(
      kind === INVITE
        ? "This is an answer code, not an invitation: open the invitation link or code the host sent you."
        : "This is an invitation code, not an answer: paste the code your friend's device shows after joining.",
    );
  }
  let at = 1;
  const take = (count) => {
    if (at + count > bytes.length) {
      throw new CodeError(`This ${wanted} code is incomplete: some of its end is missing.`);
    }
    at += count;
    return bytes.subarray(at - count, at);
  };
  const [flags, ufragLength, pwdLength] = take(3);
  const setup = SETUPS[flags & 3];
  let chars = "";
  let bits = 0;
  let n = 0;
  for (const b of take(Math.ceil(((ufragLength + pwdLength) * 6) / 8))) {
    bits = ((bits << 8) | b) & 0xffff;
    n += 8;
    while (n >= 6 && chars.length < ufragLength + pwdLength) chars += ICE_CHARS[(bits >> (n -= 6)) & 63];
  }
  const fingerprint = Array.from(take(32));
  const candidates = [];
  for (let i = 0; i < flags >> 2; i++) {
    const [head] = take(1);
    const form = head & 3;
    const type = TYPES[(head >> 2) & 3];
    let address;
    if (form === 0) address = Array.from(take(4)).join(".");
    else if (form === 1) address = hex(take(16)).match(/..../g).join(":");
    else if (form === 2) {
      const h = hex(take(16));
      address = `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}.local`;
    } else address = new TextDecoder().decode(take(take(1)[0]));
    const [hi, lo] = take(2);
    candidates.push({ address, port: (hi << 8) | lo, type });
  }
  const [s1, s2] = take(2);
  if (at !== bytes.length || odd) throw new CodeError(`This ${wanted} code has characters too many: it was mistyped.`);
  if (((s1 << 8) | s2) !== checksum(bytes.subarray(0, at - 2))) {
    throw new CodeError(`This ${wanted} code is damaged: a character was mistyped or changed.`);
  }
  const ufrag = chars.slice(0, ufragLength);
  const pwd = chars.slice(ufragLength);
  const safeName = candidates.every((c) => /^[A-Za-z0-9.:-]+$/.test(c.address) && c.port > 0 && c.type);
  if (!setup || !safeName || ufrag.length < 4 || pwd.length < 22) {
    throw new CodeError(`This ${wanted} code is damaged: its connection details are impossible.`);
  }
  return { setup, ufrag, pwd, fingerprint, candidates };
}

/** A data-channel-only SDP from the details a code carried. */
function buildSdp(type, d) {
  const fingerprint = d.fingerprint.map((b) => b.toString(16).toUpperCase().padStart(2, "0")).join(":");
  const lines = [
    "v=0",
    `o=- ${Date.now()}${Math.floor(Math.random() * 1e6)} 2 IN IP4 127.0.0.1`,
    "s=-",
    "t=0 0",
    "a=group:BUNDLE 0",
    "a=msid-semantic: WMS",
    "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
    "c=IN IP4 0.0.0.0",
    ...d.candidates.map((c, i) => {
      const priority = (TYPE_PREFERENCE[c.type] << 24) + ((65535 - i) << 8) + 255;
      const related = c.type === "host" ? "" : " raddr 0.0.0.0 rport 0";
      return `a=candidate:${i + 1} 1 udp ${priority} ${c.address} ${c.port} typ ${c.type}${related} generation 0`;
    }),
    "a=end-of-candidates",
    `a=ice-ufrag:${d.ufrag}`,
    `a=ice-pwd:${d.pwd}`,
    `a=fingerprint:sha-256 ${fingerprint}`,
    `a=setup:${type === "offer" ? "actpass" : d.setup}`,
    "a=mid:0",
    "a=sctp-port:5000",
    "a=max-message-size:262144",
  ];
  return { type, sdp: lines.join("\r\n") + "\r\n" };
}

// ---- the connection ----

function configuration(stun) {
  if (stun === null || stun === undefined) return { iceServers: [] };
  if (typeof stun !== "string" || !/^stun:[^\s:/?#]+(:\d{1,5})?$/.test(stun)) {
    throw new Error('The STUN server must be given as "stun:host:port".');
  }
  return { iceServers: [{ urls: stun }] };
}

function gathered(pc) {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      pc.removeEventListener("icegatheringstatechange", check);
      resolve();
    };
    const check = () => pc.iceGatheringState === "complete" && done();
    const timer = setTimeout(done, GATHER_MS);
    pc.addEventListener("icegatheringstatechange", check);
    check();
  });
}

class Peer {
  #pc;
  #channel;
  #host;
  #accepted = false;
  #state = "connecting";

  constructor(pc, host) {
    this.#pc = pc;
    this.#host = host;
    this.onmessage = null;
    this.onstate = null;
    // Negotiated on both sides with the same id: open as soon as the connection is, no in-band handshake.
    this.#channel = pc.createDataChannel("vegas", { negotiated: true, id: 0, ordered: true });
    this.#channel.onopen = () => this.#become("open");
    this.#channel.onclose = () => this.#become("closed");
    this.#channel.onmessage = (event) => this.onmessage?.(String(event.data));
    pc.onconnectionstatechange = () => {
      if (["failed", "disconnected", "closed"].includes(pc.connectionState)) this.#become("closed");
    };
  }

  /** "connecting", then "open", then "closed" (final). */
  get state() {
    return this.#state;
  }

  #become(state) {
    if (this.#state === state || this.#state === "closed") return;
    this.#state = state;
    const connection = this.#pc.connectionState;
    if (state === "closed") this.#release();
    this.onstate?.(state, connection);
  }

  #release() {
    this.#channel.onopen = this.#channel.onclose = this.#channel.onmessage = null;
    this.#pc.onconnectionstatechange = null;
    this.#channel.close();
    this.#pc.close();
  }

  /** The host: apply the friend's answer code; a bad one throws and leaves the invitation standing. */
  async accept(code) {
    if (!this.#host) throw new Error("Only the host accepts an answer: this device joined a game.");
    if (this.state === "closed") throw new Error("This invitation is closed: make a new one.");
    if (this.#accepted) throw new Error("This invitation has already been answered.");
    const details = decode(code, ANSWER);
    if (details.setup === "actpass") throw new Error("This answer code is damaged: its connection details are impossible.");
    this.#accepted = true;
    try {
      await this.#pc.setRemoteDescription(buildSdp("answer", details));
    } catch (error) {
      this.#accepted = false;
      throw new Error(`This browser refused the answer code (${error.message}).`);
    }
  }

  send(text) {
    if (this.state !== "open") throw new Error(`The connection is not open (it is ${this.state}).`);
    this.#channel.send(String(text));
  }

  close() {
    if (this.state === "closed") return;
    const pc = this.#pc;
    this.#state = "closed";
    this.#release();
    this.onstate?.("closed", pc.connectionState);
  }
}

async function described(pc, kind) {
  await gathered(pc);
  return encode(kind, parseSdp(pc.localDescription.sdp));
}

/** The host: a connection waiting for its friend, and the invitation code to hand over. */
export async function invite({ stun = null } = {}) {
  const pc = new RTCPeerConnection(configuration(stun));
  try {
    const peer = new Peer(pc, true);
    await pc.setLocalDescription(await pc.createOffer());
    return { code: await described(pc, INVITE), peer };
  } catch (error) {
    pc.close();
    throw error;
  }
}

/** The friend: from the host's invitation code, a connection and the answer code to hand back. */
export async function join(code, { stun = null } = {}) {
  const details = decode(code, INVITE); // before anything is made: a bad code leaves nothing behind
  if (details.setup !== "actpass") throw new Error("This invitation code is damaged: its connection details are impossible.");
  const pc = new RTCPeerConnection(configuration(stun));
  try {
    const peer = new Peer(pc, false);
    try {
      await pc.setRemoteDescription(buildSdp("offer", details));
    } catch (error) {
      throw new Error(`This browser refused the invitation code (${error.message}).`);
    }
    await pc.setLocalDescription(await pc.createAnswer());
    return { code: await described(pc, ANSWER), peer };
  } catch (error) {
    pc.close();
    throw error;
  }
}
