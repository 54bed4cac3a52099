// Rich text on the server side of the XSS sweep: a stored value holding an event handler or a script is a failure
// even when no page would run it. Every field the admin shows as rich text (its resources' `richText()` fields) must
// be a rich-text field of the server's entity (crud/fields.ts), whose every write goes through the one sanitiser;
// writing a payload into each, through create, update and a reverted change, stores its safe form; values stored
// before a field was declared rich text are cleaned once at start.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fieldKind, fieldsOfKind } from '../src/crud/fields';
import { crudEntities } from '../src/entities/registry';
import { sanitiseStoredRichText } from '../src/crud/rich-text-cleanup';
import { libraryItems } from '../src/db/schema/index';
import { useTestApp } from './helpers';

const PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '<p onclick="alert(2)">text</p>',
  '<script>alert(3)</script>',
  '<a href="javascript:alert(4)">link</a>',
  '<svg/onload=alert(5)>',
  '<iframe srcdoc="<script>alert(6)</script>"></iframe>',
];
/** What only injected markup makes: an event-handler attribute, a script element, a javascript: address, an inline frame document. */
const UNSAFE = /<[^>]*\son\w+\s*=|<svg[^>]*\/on\w+=|<script|javascript:|srcdoc=/i;

const entityOf = (permission: string) => crudEntities.find((e) => e.name === permission);

interface AdminResource {
  name: string;
  fields: Record<string, { kind?: string }>;
  config: { permission?: string | { screen: string } };
}
/** The admin's resource definitions (loaded by path: the server's type check does not compile the admin's JSX). */
const ADMIN_RESOURCES = '../../src/resources/index';
const adminResources = async (): Promise<AdminResource[]> =>
  ((await import(/* @vite-ignore */ ADMIN_RESOURCES)) as { resources: AdminResource[] }).resources;

describe('rich text is stored sanitised, whatever entity holds it', () => {
  const { t, auth } = useTestApp({ signIn: 'superuser' });

  it("every field the admin shows as rich text is a rich-text field of the server's entity", async () => {
    const declared = (await adminResources()).flatMap((resource) =>
      Object.entries(resource.fields)
        .filter(([, field]) => field.kind === 'richText')
        .map(([field]) => ({
          resource: resource.name,
          permission: typeof resource.config.permission === 'string' ? resource.config.permission : undefined,
          field,
        })),
    );
    expect(declared.length).toBeGreaterThanOrEqual(3);
    const wrong = declared.filter(({ permission, field }) => {
      const entity = permission ? entityOf(permission) : undefined;
      const schema = entity
        ? (entity.create.shape as Record<string, Parameters<typeof fieldKind>[0]>)[field]
        : undefined;
      return !schema || fieldKind(schema) !== 'rich-text';
    });
    expect(wrong.map((w) => `${w.resource}.${w.field}`)).toEqual([]);
  });

  it.each(
    crudEntities
      .filter((e) => fieldsOfKind(e.create, 'rich-text').length && !e.sampleRefs)
      .map((e) => [e.name, e] as const),
  )('%s: a payload written in a rich-text field is stored safe', async (_name, entity) => {
    const base = `/api${entity.base}`;
    const fields = fieldsOfKind(entity.create, 'rich-text');
    const sample = entity.sample(`rt${Math.random().toString(36).slice(2, 8)}`);
    const dirty = (i: number) => `${String(sample[fields[0]!] ?? '')}<p>כותרת</p>${PAYLOADS[i % PAYLOADS.length]}`;
    const created = await t.app.inject({
      method: 'POST',
      url: `/api${entity.createPath ?? entity.base}`,
      headers: auth,
      payload: { ...sample, ...Object.fromEntries(fields.map((f, i) => [f, dirty(i)])) },
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const id = created.json().id as number;
    for (const i of PAYLOADS.keys()) {
      const updated = await t.app.inject({
        method: 'PUT',
        url: `${base}/${id}`,
        headers: auth,
        payload: Object.fromEntries(fields.map((f) => [f, dirty(i)])),
      });
      expect(updated.statusCode, updated.body).toBe(200);
      const read = await t.app.inject({ method: 'GET', url: `${base}/${id}`, headers: auth });
      for (const field of fields) {
        expect(read.json()[field], `${entity.name}.${field}`).not.toMatch(UNSAFE);
        expect(read.json()[field]).toContain('כותרת');
      }
    }
  });

  it('a reverted change puts back the safe form of what it replaced', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/library/item',
      headers: auth,
      payload: { title: 'לשחזור', description: '<p>א</p>' },
    });
    const id = created.json().id as number;
    // a value stored before the field was rich text, then replaced through the API
    await t.db
      .update(libraryItems)
      .set({ description: '<p>ישן</p><img src=x onerror=alert(1)>' })
      .where(eq(libraryItems.id, id));
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/library/item/${id}`,
          headers: auth,
          payload: { description: '<p>חדש</p>' },
        })
      ).statusCode,
    ).toBe(200);
    const changes = await t.app.inject({ method: 'GET', url: `/api/library/item/${id}/changes`, headers: auth });
    const entry = changes.json().items.find((c: { action: string }) => c.action === 'update').id as number;
    const reverted = await t.app.inject({
      method: 'POST',
      url: `/api/library/item/${id}/changes/${entry}/revert`,
      headers: auth,
    });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json().description).toBe('<p>ישן</p><img src="x" />');
  });

  it('values stored before are cleaned once at start, by the same sanitiser', async () => {
    const [item] = await t.db
      .insert(libraryItems)
      .values({ title: 'ישן', description: '<p>תיאור</p><img src=x onerror=alert(1)>' })
      .returning();
    const cleaned = await sanitiseStoredRichText(t.db, crudEntities);
    expect(cleaned).toContain('rich-text:library_item.description');
    const [after] = await t.db
      .select({ description: libraryItems.description })
      .from(libraryItems)
      .where(eq(libraryItems.id, item!.id));
    expect(after!.description).toBe('<p>תיאור</p><img src="x" />');
    // once: a second start does nothing
    expect(await sanitiseStoredRichText(t.db, crudEntities)).toEqual([]);
  });
});
