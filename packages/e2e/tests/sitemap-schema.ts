import { readFile } from 'node:fs/promises';
import { validateXML } from 'xmllint-wasm';

const schemaFile = new URL('../fixtures/sitemap-0.9.xsd', import.meta.url);

/** Validates a sitemap against the Sitemaps 0.9 schema with libxml2 (xmllint compiled to WebAssembly); the errors, if any. */
export async function sitemapSchemaErrors(xml: string): Promise<string[]> {
  const schema = await readFile(schemaFile, 'utf8');
  const result = await validateXML({ xml: [{ fileName: 'sitemap.xml', contents: xml }], schema: [{ fileName: 'sitemap.xsd', contents: schema }] });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}
