// The generated validators' shape (see scripts/api-types.mjs), apart from validation.ts, which loads them.

/** What an ajv validator reports about the first thing that failed (see scripts/api-types.mjs). */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

export interface ResponseValidator {
  (data: unknown): boolean;
  errors?: SchemaError[] | null;
}
