import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { pathPattern } from '../shared/http/apiPaths.js';

export type OpenApiDocument = {
  paths: Record<string, Record<string, { responses: Record<string, any> }>>;
  components: unknown;
};

/** Checks a real answer against the served OpenAPI document: the status is documented and the body matches. */
export class DocumentChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly operations: { method: string; pattern: RegExp; responses: Record<string, any> }[] = [];

  constructor(document: OpenApiDocument) {
    addFormats.default(this.ajv);
    this.ajv.addSchema({ $id: 'doc', components: document.components });
    for (const [path, methods] of Object.entries(document.paths)) {
      const pattern = pathPattern(path);
      for (const [method, operation] of Object.entries(methods)) {
        this.operations.push({ method: method.toUpperCase(), pattern, responses: operation.responses });
      }
    }
  }

  check(method: string, path: string, status: number, contentType: string | null, body: unknown): void {
    const operation = this.operations.find((op) => op.method === method && op.pattern.test(path));
    if (!operation) throw new Error(`${method} ${path} is not in the OpenAPI document`);
    const response = operation.responses[String(status)];
    if (!response) throw new Error(`${method} ${path} answered ${status}, which the document does not list`);
    const schema = response.content?.['application/json']?.schema;
    if (!schema) {
      if (status !== 204 && body !== undefined && path !== '/openapi.json')
        throw new Error(`${method} ${path} ${status} has an undocumented body`);
      return;
    }
    if (!contentType?.startsWith('application/json')) throw new Error(`${method} ${path} ${status} is not JSON`);
    const validate = this.ajv.compile(
      JSON.parse(JSON.stringify(schema).replaceAll('"#/components', '"doc#/components')),
    );
    if (!validate(body)) {
      throw new Error(
        `${method} ${path} ${status} does not match the document: ${this.ajv.errorsText(validate.errors)}`,
      );
    }
  }
}
