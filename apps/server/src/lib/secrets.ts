// Secrets at rest (the token signing key, OAuth2 client secrets, the AI key): sealed with AES-256-GCM
// under a key derived from SMARTCLASS_SECRET_KEY, so that a copy of the database (a backup, a dump
// handed to a colleague) does not hand out the keys. Without that variable they stay readable and the
// server says so at start; once it is set, values still in plain text are sealed at the next start.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

import { and, eq } from "drizzle-orm";

import { AI_CONFIG_KEYS } from "../ai/settings.js";
import { type Db, schema } from "../db/index.js";

const PREFIX = "enc:v1:";

const derive = (secret: string, purpose: string) => Buffer.from(hkdfSync("sha256", secret, "smartclass", purpose, 32));

/** Seals and opens values with the operator's key (or leaves them as they are without one). */
export class Secrets {
  private readonly key: Buffer | undefined;
  /** The key of the verification codes' HMAC. */
  readonly codeKey: Buffer;

  constructor(secret: string | undefined) {
    this.key = secret ? derive(secret, "secrets at rest") : undefined;
    // Without an operator key the codes' hashes still keep them out of sight of someone browsing the
    // table; a fixed key cannot stop someone who tries all million codes within their 5 minutes.
    this.codeKey = derive(secret ?? "smartclass verification codes", "verification codes");
  }

  /** Whether values are encrypted (SMARTCLASS_SECRET_KEY is set). */
  get encrypting(): boolean {
    return this.key !== undefined;
  }

  /** Whether a stored value is sealed. */
  static isSealed(stored: string): boolean {
    return stored.startsWith(PREFIX);
  }

  /** The value to store: sealed when there is a key, as is otherwise. */
  seal(plain: string): string {
    if (!this.key) return plain;
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return `${PREFIX}${iv.toString("base64url")}.${cipher.getAuthTag().toString("base64url")}.${data.toString("base64url")}`;
  }

  /** The plain value of a stored one; throws when it is sealed and the key is missing or another. */
  open(stored: string): string {
    if (!Secrets.isSealed(stored)) return stored;
    if (!this.key)
      throw new Error("a secret in the database is encrypted, but SMARTCLASS_SECRET_KEY is not set: set the same key");
    const [iv, tag, data] = stored.slice(PREFIX.length).split(".");
    try {
      const decipher = createDecipheriv("aes-256-gcm", this.key, Buffer.from(iv ?? "", "base64url"));
      decipher.setAuthTag(Buffer.from(tag ?? "", "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(data ?? "", "base64url")), decipher.final()]).toString("utf8");
    } catch {
      throw new Error(
        "a secret in the database does not open with SMARTCLASS_SECRET_KEY: is it the key it was sealed with?",
      );
    }
  }

  /** Seals every secret still stored in plain text (run at start once a key is set); answers how many. */
  async sealStored(db: Db): Promise<number> {
    if (!this.key) return 0;
    let sealed = 0;
    for (const row of await db.select().from(schema.serverKeys)) {
      if (Secrets.isSealed(row.value)) continue;
      await db
        .update(schema.serverKeys)
        .set({ value: this.seal(row.value) })
        .where(and(eq(schema.serverKeys.name, row.name), eq(schema.serverKeys.value, row.value)));
      sealed++;
    }
    for (const row of await db.select().from(schema.oauth2Clients)) {
      if (Secrets.isSealed(row.secret)) continue;
      await db
        .update(schema.oauth2Clients)
        .set({ secret: this.seal(row.secret) })
        .where(and(eq(schema.oauth2Clients.id, row.id), eq(schema.oauth2Clients.secret, row.secret)));
      sealed++;
    }
    const [ai] = await db.select().from(schema.configs).where(eq(schema.configs.key, AI_CONFIG_KEYS.apiKey));
    if (ai && ai.value && !Secrets.isSealed(ai.value)) {
      await db
        .update(schema.configs)
        .set({ value: this.seal(ai.value) })
        .where(and(eq(schema.configs.id, ai.id), eq(schema.configs.value, ai.value)));
      sealed++;
    }
    return sealed;
  }
}
