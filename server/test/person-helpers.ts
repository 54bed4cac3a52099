// Shared by the person, merge, notes and import API tests: create people through the API and read them back.
import { expect } from 'vitest';
import type { TestApp } from './helpers';
import type { ApiSchema } from '../../definitions/wire/api';

export interface PersonBody {
  first_name?: string;
  last_name?: string;
  national_id?: string | null;
  roles?: string[];
  user_id?: string | null;
  emails?: Array<{ value: string }>;
  phones?: Array<{ value: string; is_primary?: boolean }>;
  addresses?: Array<{
    street?: string | null;
    city?: string | null;
    zip?: string | null;
    country?: string;
    id?: number;
  }>;
  merge_into?: number;
}

/** A person as the API answers it. */
export type PersonJson = ApiSchema<'Person'>;

/** Creates a person through POST /api/person and returns it (fails the test on any other answer than 201). */
export async function createPerson(t: TestApp, headers: Record<string, string>, body: PersonBody): Promise<PersonJson> {
  const res = await t.app.inject({ method: 'POST', url: '/api/person/', headers, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<PersonJson>();
}

export async function getPerson(t: TestApp, headers: Record<string, string>, id: number): Promise<PersonJson> {
  const res = await t.app.inject({ method: 'GET', url: `/api/person/${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PersonJson>();
}

let sequence = 0;
/** A unique (per test process), valid Israeli mobile number in national format: 054-1000001, 054-1000002, ... */
export function uniqueMobile(): string {
  sequence += 1;
  return `054-${1_000_000 + sequence}`;
}
