import type { Table } from 'mdast';
import { z } from 'zod';
import { frontMatterSchema } from '../content/front-matter';
import { code, table, text, withCode } from './mdast-table';

type JsonSchema = { type?: string; format?: string; items?: JsonSchema; properties?: Record<string, JsonSchema> };

/** A JSON Schema type as a writer reads it: `string`, `URL`, `list of { title, url }`. */
function typeName(schema: JsonSchema): string {
  if (schema.type === 'array' && schema.items) return `list of ${typeName(schema.items)}`;
  if (schema.type === 'object' && schema.properties) return `{ ${Object.keys(schema.properties).join(', ')} }`;
  if (schema.format === 'uri') return 'URL';
  return schema.type ?? 'any';
}

export interface FrontMatterField {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

/** Every front matter field, read from the schema the build validates with. */
export function frontMatterFields(): FrontMatterField[] {
  const json = z.toJSONSchema(frontMatterSchema, { io: 'input' }) as { properties: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(frontMatterSchema.shape).map(([name, field]) => ({
    name,
    type: typeName(json.properties[name] ?? {}),
    required: json.required?.includes(name) ?? false,
    description: field.description ?? '',
  }));
}

/** The writers' guide's table of front matter fields (`::front-matter-fields`). */
export function frontMatterFieldTable(fields: FrontMatterField[] = frontMatterFields()): Table {
  const rows = fields.map((field) => [[code(field.name)], [text(field.type)], [text(field.required ? 'yes' : 'no')], withCode(field.description)]);
  return table(['Field', 'Type', 'Required', 'What it does'], rows);
}
