/** Encrypts and decrypts short secrets (the remembered password) so they are never stored in plain text. */
interface SecretBox {
  /** Encrypt; the result is safe to keep in storage. */
  seal(plain: string): Promise<string>;
  /** Decrypt a sealed value; rejects when it was sealed with another key or was tampered with. */
  open(sealed: string): Promise<string>;
}

/** Where the AES key comes from. */
type KeyProvider = () => Promise<CryptoKey>;

const PREFIX = "v1.";

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function generateKey(): Promise<CryptoKey> {
  // Not extractable: script on the page can use the key but never read it out.
  return crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);
}

/** A key kept in IndexedDB (structured-clonable, non-extractable) so it survives reloads. */
function indexedDbKeyProvider(dbName = "smartclass-session", storeName = "keys", keyName = "password"): KeyProvider {
  let cached: Promise<CryptoKey> | undefined;
  const open = () =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(dbName, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(storeName);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error("indexedDB.open failed"));
    });
  const load = async (): Promise<CryptoKey> => {
    const db = await open();
    try {
      const existing = await new Promise<CryptoKey | undefined>((resolve, reject) => {
        const request = db.transaction(storeName, "readonly").objectStore(storeName).get(keyName);
        request.onsuccess = () => resolve(request.result as CryptoKey | undefined);
        request.onerror = () => reject(request.error ?? new Error("key read failed"));
      });
      if (existing) return existing;
      const key = await generateKey();
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction(storeName, "readwrite");
        tx.objectStore(storeName).put(key, keyName);
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error ?? new Error("key write failed"));
      });
      return key;
    } finally {
      db.close();
    }
  };
  return () => (cached ??= load());
}

/** A key that lives as long as the page (the fallback without IndexedDB: nothing survives a reload). */
function memoryKeyProvider(): KeyProvider {
  let cached: Promise<CryptoKey> | undefined;
  return () => (cached ??= generateKey());
}

/** IndexedDB when the page has it, else a page-lifetime key. */
function defaultKeyProvider(): KeyProvider {
  return typeof indexedDB === "undefined" ? memoryKeyProvider() : indexedDbKeyProvider();
}

/** Creates an AES-GCM secret box on Web Crypto. */
function createSecretBox(keyProvider: KeyProvider = defaultKeyProvider()): SecretBox {
  return {
    async seal(plain) {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const cipher = await crypto.subtle.encrypt(
        { name: "AES-GCM", iv },
        await keyProvider(),
        new TextEncoder().encode(plain),
      );
      return `${PREFIX}${toBase64(iv)}.${toBase64(new Uint8Array(cipher))}`;
    },
    async open(sealed) {
      if (!sealed.startsWith(PREFIX)) throw new Error("not a sealed value");
      const [iv, cipher] = sealed.slice(PREFIX.length).split(".");
      if (!iv || !cipher) throw new Error("not a sealed value");
      const plain = await crypto.subtle.decrypt(
        { name: "AES-GCM", iv: fromBase64(iv) },
        await keyProvider(),
        fromBase64(cipher),
      );
      return new TextDecoder().decode(plain);
    },
  };
}

export { createSecretBox, indexedDbKeyProvider, memoryKeyProvider };
export type { KeyProvider, SecretBox };
