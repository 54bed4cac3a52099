// Deals pipelines API: pipelines with their first stages, stages (order, delete with a target), tags,
// deals (create, edit, move with dense positions, won/lost closing, tags), concurrent moves, a merge moving deals.
import { beforeAll, describe, expect, it } from 'vitest';
import { backends, useTestApp } from './helpers';
import { createPerson } from './person-helpers';

interface Stage {
  id: number;
  name: string;
  kind: string;
  position: number;
  item_count: number;
  total_value: number;
}
interface Item {
  id: number;
  stage_id: number;
  position: number;
  title: string;
  person_id: number | null;
  person_name: string | null;
  value: number;
  owner_name: string | null;
  tag_ids: number[];
  closed_at: string | null;
}

describe.each(backends)('pipelines API (%s)', (backend) => {
  const { t } = useTestApp({ backend });
  let auth: Record<string, string>;
  beforeAll(async () => {
    auth = await t.userHeaders({ firstName: 'רונית', lastName: 'שגיא' });
  });

  const call = async <T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    status = method === 'POST' ? 201 : method === 'DELETE' ? 204 : 200,
  ): Promise<T> => {
    const res = await t.app.inject({ method, url: `/api/pipeline${url}`, headers: auth, payload });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return (res.body ? res.json() : null) as T;
  };
  const newPipeline = async (name = 'מכירות') => {
    const pipeline = await call<{ id: number }>('POST', '/', { name });
    const stages = (await call<{ items: Stage[] }>('GET', `/${pipeline.id}/stages`)).items;
    return { id: pipeline.id, stages };
  };
  const stageItems = async (stageId: number) =>
    (await call<{ items: Item[] }>('GET', `/stages/${stageId}/items`)).items;
  const positionsOf = async (stageId: number) => (await stageItems(stageId)).map((i) => i.position);
  const titlesOf = async (stageId: number) => (await stageItems(stageId)).map((i) => i.title);

  it('refuses every route without sign-in (401)', async () => {
    for (const [method, url] of [
      ['GET', '/api/pipeline/'],
      ['GET', '/api/pipeline/1/stages'],
      ['GET', '/api/pipeline/1/board'],
      ['POST', '/api/pipeline/1/items'],
      ['POST', '/api/pipeline/items/1/move'],
      ['GET', '/api/pipeline/items'],
      ['DELETE', '/api/pipeline/stages/1'],
      ['POST', '/api/pipeline/1/tags'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('a new pipeline starts with ordered stages, four open, one won, one lost; stages can be added, renamed and moved', async () => {
    const { id, stages } = await newPipeline();
    expect(stages.map((s) => s.kind)).toEqual(['open', 'open', 'open', 'open', 'won', 'lost']);
    expect(stages.map((s) => s.position)).toEqual([0, 1, 2, 3, 4, 5]);
    const added = await call<Stage>('POST', `/${id}/stages`, { name: 'פגישה', color: '#123456', position: 1 });
    expect(added).toMatchObject({ name: 'פגישה', position: 1, kind: 'open', item_count: 0 });
    const moved = await call<Stage>('PUT', `/stages/${added.id}`, { position: 99, name: 'פגישת היכרות' });
    expect(moved).toMatchObject({ name: 'פגישת היכרות', position: 6 });
    const after = (await call<{ items: Stage[] }>('GET', `/${id}/stages`)).items;
    expect(after.map((s) => s.position)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    await call('POST', `/${id}/stages`, { name: 'x', color: 'red' }, 422);
    await call('GET', '/999999/stages', undefined, 404);
    const owners = await call<{ id: string; name: string }[]>('GET', '/owners');
    expect(owners.map((o) => o.name)).toContain('רונית שגיא');
  });

  it('adds deals at the end of the first open stage with the signed-in owner, checks references, and edits them', async () => {
    const { id, stages } = await newPipeline();
    const person = await createPerson(t, auth, { first_name: 'דנה', last_name: 'כהן' });
    const a = await call<Item>('POST', `/${id}/items`, { title: 'מנוי לבית ספר', value: 125000, person_id: person.id });
    const b = await call<Item>('POST', `/${id}/items`, { title: 'ספרייה עירונית' });
    expect(a).toMatchObject({
      stage_id: stages[0].id,
      position: 0,
      person_name: 'דנה כהן',
      owner_name: 'רונית שגיא',
      value: 125000,
      closed_at: null,
    });
    expect(b.position).toBe(1);
    const top = await call<Item>('POST', `/${id}/items`, { title: 'ראשון', stage_id: stages[0].id, position: 0 });
    expect(top.position).toBe(0);
    expect(await titlesOf(stages[0].id)).toEqual(['ראשון', 'מנוי לבית ספר', 'ספרייה עירונית']);
    const other = await newPipeline('אחר');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/pipeline/${id}/items`,
      headers: auth,
      payload: { title: 'x', stage_id: other.stages[0].id },
    });
    expect(refused.statusCode).toBe(422);
    const noPerson = await t.app.inject({
      method: 'POST',
      url: `/api/pipeline/${id}/items`,
      headers: auth,
      payload: { title: 'x', person_id: 999999 },
    });
    expect(noPerson.json<{ detail: { loc: string[]; ctx: { code: string } }[] }>().detail[0]).toMatchObject({
      loc: ['body', 'person_id'],
      ctx: { code: 'not_found' },
    });
    await call('POST', `/${id}/items`, { title: '', value: -1 }, 422);
    const edited = await call<Item>('PUT', `/items/${a.id}`, {
      title: 'מנוי ל-3 שנים',
      value: 300000,
      expected_close: '2026-12-31',
    });
    expect(edited).toMatchObject({ title: 'מנוי ל-3 שנים', value: 300000, position: 1 });
    const stagesNow = (await call<{ items: Stage[] }>('GET', `/${id}/stages`)).items;
    expect(stagesNow[0]).toMatchObject({ item_count: 3, total_value: 300000 });
  });

  it('the board in one read: stages in order with counts and values, their first deals by position, narrowed by search, owner and tag', async () => {
    const { id, stages } = await newPipeline();
    const hot = await call<{ id: number }>('POST', `/${id}/tags`, { name: 'חם' });
    for (let i = 0; i < 5; i += 1)
      await call('POST', `/${id}/items`, {
        title: `ספרייה ${i}`,
        value: 1000 * (i + 1),
        stage_id: stages[0].id,
        tag_ids: i % 2 ? [hot.id] : [],
      });
    await call('POST', `/${id}/items`, { title: 'בית ספר', value: 7000, stage_id: stages[1].id });
    type Board = {
      stages: (Stage & { match_count: number; match_value: number; items: Item[] })[];
      tags: { id: number }[];
    };
    const board = await call<Board>('GET', `/${id}/board?per_stage=3`);
    expect(board.stages.map((s) => s.id)).toEqual(stages.map((s) => s.id));
    expect(board.tags.map((tag) => tag.id)).toEqual([hot.id]);
    expect(board.stages[0]).toMatchObject({ item_count: 5, total_value: 15000, match_count: 5, match_value: 15000 });
    expect(board.stages[0].items.map((i) => i.title)).toEqual(['ספרייה 0', 'ספרייה 1', 'ספרייה 2']);
    expect(board.stages[1].items.map((i) => i.title)).toEqual(['בית ספר']);
    expect(board.stages[2]).toMatchObject({ item_count: 0, match_count: 0, items: [] });

    const tagged = await call<Board>('GET', `/${id}/board?tag_id=${hot.id}`);
    expect(tagged.stages[0]).toMatchObject({ item_count: 5, total_value: 15000, match_count: 2, match_value: 6000 });
    expect(tagged.stages[0].items.map((i) => i.title)).toEqual(['ספרייה 1', 'ספרייה 3']);
    expect(tagged.stages[1]).toMatchObject({ match_count: 0, match_value: 0, items: [] });
    const searched = await call<Board>('GET', `/${id}/board?q=${encodeURIComponent('בית')}`);
    expect(searched.stages.map((s) => s.match_count)).toEqual(stages.map((s) => (s.id === stages[1].id ? 1 : 0)));
    const someoneElse = await call<Board>('GET', `/${id}/board?owner_id=00000000-0000-4000-8000-000000000000`);
    expect(someoneElse.stages.every((s) => s.match_count === 0 && s.items.length === 0)).toBe(true);
    await call('GET', '/999999/board', undefined, 404);
    await call('GET', `/${id}/board?per_stage=0`, undefined, 422);
  });

  it('moves keep both stages dense and ordered; won sets the closed time, back to open clears it; history is kept', async () => {
    const { id, stages } = await newPipeline();
    const made: Item[] = [];
    for (const title of ['א', 'ב', 'ג', 'ד']) made.push(await call<Item>('POST', `/${id}/items`, { title }));
    // within the stage: ד to the top
    await call('POST', `/items/${made[3].id}/move`, { stage_id: stages[0].id, position: 0 }, 200);
    expect(await titlesOf(stages[0].id)).toEqual(['ד', 'א', 'ב', 'ג']);
    // to the next stage, then past its end (clamped)
    await call('POST', `/items/${made[0].id}/move`, { stage_id: stages[1].id, position: 5 }, 200);
    await call('POST', `/items/${made[1].id}/move`, { stage_id: stages[1].id, position: 0 }, 200);
    expect(await titlesOf(stages[0].id)).toEqual(['ד', 'ג']);
    expect(await positionsOf(stages[0].id)).toEqual([0, 1]);
    expect(await titlesOf(stages[1].id)).toEqual(['ב', 'א']);
    const won = await call<Item>('POST', `/items/${made[1].id}/move`, { stage_id: stages[4].id, position: 0 }, 200);
    expect(won.closed_at).not.toBeNull();
    const reopened = await call<Item>(
      'POST',
      `/items/${made[1].id}/move`,
      { stage_id: stages[2].id, position: 0 },
      200,
    );
    expect(reopened.closed_at).toBeNull();
    const page = await call<{ moves: { from_stage_id: number; to_stage_id: number; moved_by_name: string }[] }>(
      'GET',
      `/items/${made[1].id}`,
    );
    expect(page.moves.map((m) => [m.from_stage_id, m.to_stage_id])).toEqual([
      [stages[0].id, stages[1].id],
      [stages[1].id, stages[4].id],
      [stages[4].id, stages[2].id],
    ]);
    expect(page.moves[0].moved_by_name).toBe('רונית שגיא');
    const other = await newPipeline('אחר');
    await call('POST', `/items/${made[0].id}/move`, { stage_id: other.stages[0].id, position: 0 }, 422);
    await call('POST', '/items/999999/move', { stage_id: stages[0].id, position: 0 }, 404);
    await call('DELETE', `/items/${made[3].id}`);
    expect(await titlesOf(stages[0].id)).toEqual(['ג']);
    expect(await positionsOf(stages[0].id)).toEqual([0]);
  });

  it('many moves at once in one stage end with dense, unique positions and every deal once', async () => {
    const { id, stages } = await newPipeline();
    const made: Item[] = [];
    for (let i = 0; i < 12; i += 1) made.push(await call<Item>('POST', `/${id}/items`, { title: `עסקה ${i}` }));
    await Promise.all(
      made.map((item, i) =>
        t.app
          .inject({
            method: 'POST',
            url: `/api/pipeline/items/${item.id}/move`,
            headers: auth,
            payload: { stage_id: stages[i % 2].id, position: (i * 7) % 5 },
          })
          .then((r) => expect(r.statusCode, r.body).toBe(200)),
      ),
    );
    const first = await stageItems(stages[0].id);
    const second = await stageItems(stages[1].id);
    expect(first.map((i) => i.position)).toEqual(first.map((_, i) => i));
    expect(second.map((i) => i.position)).toEqual(second.map((_, i) => i));
    expect([...first, ...second].map((i) => i.id).sort()).toEqual(made.map((i) => i.id).sort());
  });

  it('deletes a stage with deals only with a target, which gets them at its end in order', async () => {
    const { id, stages } = await newPipeline();
    await call('POST', `/${id}/items`, { title: 'קיים', stage_id: stages[1].id });
    for (const title of ['1', '2']) await call('POST', `/${id}/items`, { title, stage_id: stages[2].id });
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/pipeline/stages/${stages[2].id}`,
      headers: auth,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: 'STAGE_NOT_EMPTY' });
    await call('DELETE', `/stages/${stages[2].id}?move_to=${stages[2].id}`, undefined, 422);
    await call('DELETE', `/stages/${stages[2].id}?move_to=${stages[1].id}`);
    expect(await titlesOf(stages[1].id)).toEqual(['קיים', '1', '2']);
    expect(await positionsOf(stages[1].id)).toEqual([0, 1, 2]);
    const left = (await call<{ items: Stage[] }>('GET', `/${id}/stages`)).items;
    expect(left.map((s) => s.position)).toEqual([0, 1, 2, 3, 4]);
    await call('DELETE', `/stages/${stages[3].id}`); // empty: no target needed
  });

  it('tags: per pipeline, unique by name, put on and taken off deals, filtered by; deleting one takes it off', async () => {
    const { id } = await newPipeline();
    const hot = await call<{ id: number }>('POST', `/${id}/tags`, { name: 'חם', color: '#ff0000' });
    await call('POST', `/${id}/tags`, { name: 'חם' }, 409);
    const deal = await call<Item>('POST', `/${id}/items`, { title: 'עם תגית' });
    expect((await call<Item>('POST', `/items/${deal.id}/tags/${hot.id}`, undefined, 200)).tag_ids).toEqual([hot.id]);
    expect((await call<Item>('POST', `/items/${deal.id}/tags/${hot.id}`, undefined, 200)).tag_ids).toEqual([hot.id]);
    expect(
      (await call<{ items: Item[] }>('GET', `/items?pipeline_id=${id}&tag_id=${hot.id}`)).items.map((i) => i.id),
    ).toEqual([deal.id]);
    expect((await call<Item>('DELETE', `/items/${deal.id}/tags/${hot.id}`, undefined, 200)).tag_ids).toEqual([]);
    await call('POST', `/items/${deal.id}/tags/${hot.id}`, undefined, 200);
    await call('DELETE', `/tags/${hot.id}`);
    expect((await call<Item>('GET', `/items/${deal.id}`)).tag_ids).toEqual([]);
    expect((await call<{ items: unknown[] }>('GET', `/${id}/tags`)).items).toEqual([]);
  });

  it("finds deals by customer and search, and a merge moves the duplicate's deals to the kept customer", async () => {
    const { id } = await newPipeline();
    const kept = await createPerson(t, auth, { first_name: 'יוסי', last_name: 'לוי' });
    const duplicate = await createPerson(t, auth, { first_name: 'יוסף', last_name: 'לוי' });
    const deal = await call<Item>('POST', `/${id}/items`, { title: 'ספרים לכיתה', person_id: duplicate.id });
    expect(
      (await call<{ items: Item[] }>('GET', `/items?q=${encodeURIComponent('יוסף')}`)).items.map((i) => i.id),
    ).toContain(deal.id);
    const merged = await t.app.inject({
      method: 'POST',
      url: `/api/person/${kept.id}/merge`,
      headers: auth,
      payload: { duplicate_id: duplicate.id },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect((await call<{ items: Item[] }>('GET', `/items?person_id=${kept.id}`)).items.map((i) => i.id)).toEqual([
      deal.id,
    ]);
  });
});
