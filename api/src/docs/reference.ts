import { escapeHtml } from '../lib/html.ts';

type Schema = Record<string, unknown>;

function schemaText(schema: unknown): string {
  return JSON.stringify(schema, null, 2);
}

/** A readable, self-contained HTML reference page of an OpenAPI document (no scripts). */
export function renderReference(doc: Schema): string {
  const info = doc['info'] as { title: string; version: string; description: string };
  const paths = doc['paths'] as Record<string, Record<string, Schema>>;
  const components = (doc['components'] as { schemas: Record<string, Schema> }).schemas;
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = (op['tags'] as string[])[0] ?? 'Other';
      const params = (
        op['parameters'] as {
          name: string;
          in: string;
          required: boolean;
          description?: string;
          schema: Schema;
        }[]
      )
        .map(
          (p) =>
            `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${p.required ? 'yes' : ''}</td><td>${escapeHtml(p.description ?? String((p.schema['description'] as string | undefined) ?? ''))}</td></tr>`,
        )
        .join('');
      const body = op['requestBody'] as { content: Record<string, { schema: Schema }> } | undefined;
      const responses = Object.entries(
        op['responses'] as Record<
          string,
          { description: string; content?: Record<string, { schema: Schema }> }
        >,
      )
        .map(([status, r]) => {
          const schema = r.content ? Object.values(r.content)[0]?.schema : undefined;
          return `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(r.description)}${schema ? ` <code>${escapeHtml(JSON.stringify(schema).slice(0, 120))}</code>` : ''}</li>`;
        })
        .join('');
      const security =
        (op['security'] as Schema[]).length === 0
          ? 'public'
          : (op['security'] as Schema[]).map((s) => Object.keys(s)[0]).join(' or ');
      const html = `<section class="op" id="${escapeHtml(String(op['operationId']))}">
<h3><span class="method ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(String(op['summary']))} <small>(${escapeHtml(security)})</small></p>
${typeof op['description'] === 'string' ? `<p class="desc">${escapeHtml(op['description'])}</p>` : ''}
<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Notes</th></tr></thead><tbody>${params}</tbody></table>
${body ? `<p>Request body (${escapeHtml(Object.keys(body.content).join(', '))}):</p><pre>${escapeHtml(schemaText(Object.values(body.content)[0]?.schema))}</pre>` : ''}
<ul>${responses}</ul></section>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const nav = [...byTag.keys()]
    .map((tag) => `<a href="#tag-${escapeHtml(tag.replace(/\s/g, '-'))}">${escapeHtml(tag)}</a>`)
    .join(' · ');
  const sections = [...byTag.entries()]
    .map(
      ([tag, list]) =>
        `<h2 id="tag-${escapeHtml(tag.replace(/\s/g, '-'))}">${escapeHtml(tag)}</h2>${list.join('')}`,
    )
    .join('');
  const schemaList = Object.entries(components)
    .map(
      ([name, schema]) =>
        `<details id="schema-${escapeHtml(name)}"><summary><code>${escapeHtml(name)}</code></summary><pre>${escapeHtml(schemaText(schema))}</pre></details>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)}</title>
<style>
body{font:15px/1.55 system-ui,sans-serif;margin:0 auto;max-width:1000px;padding:24px;color:#111827;background:#fff}
@media (prefers-color-scheme:dark){body{background:#0b1220;color:#e5e7eb}pre,table td{background:#111a2e!important}}
h1{margin-bottom:4px}h2{border-bottom:2px solid #044aff;padding-bottom:4px;margin-top:40px}
.op{border:1px solid #d1d5db;border-radius:10px;padding:12px 16px;margin:16px 0}
.op h3{margin:0 0 6px;font-size:16px}.method{display:inline-block;min-width:56px;text-align:center;border-radius:6px;color:#fff;padding:2px 6px;font-size:13px}
.get{background:#0e7490}.post{background:#15803d}
table{border-collapse:collapse;width:100%;font-size:14px}td,th{border:1px solid #e5e7eb;padding:4px 8px;text-align:start}
pre{background:#f3f4f6;padding:10px;border-radius:8px;overflow:auto;font-size:13px}code{font-size:13px}
.desc{white-space:pre-wrap}nav{position:sticky;top:0;background:inherit;padding:8px 0}
</style></head><body>
<h1>${escapeHtml(info.title)}</h1><p>Version ${escapeHtml(info.version)} · <a href="/openapi.json">openapi.json</a></p>
<div class="desc">${escapeHtml(info.description)}</div>
<nav>${nav} · <a href="#schemas">Schemas</a></nav>
${sections}
<h2 id="schemas">Schemas</h2>${schemaList}
</body></html>`;
}
