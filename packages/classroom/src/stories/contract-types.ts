// The contract's generated types the story mocks use.
import type { components, Envelope } from "@smartclass/api";

type Schemas = components["schemas"];

export type { Envelope, Schemas };
