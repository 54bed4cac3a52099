import { afterEach, describe, expect, it } from 'vitest';
import { switchChannel, newDraft } from './draft';
import { composerStore, MAX_OPEN } from './draftStore';
import { bodyOf } from './useSend';

describe('composer drafts', () => {
  afterEach(() => {
    composerStore.bindUser(null);
    window.localStorage.clear();
  });

  it("keeps each user's drafts in local storage, across a reload", () => {
    composerStore.bindUser('u1');
    const id = composerStore.open({ to: 'dana@example.com' });
    composerStore.update(id, { subject: 'שלום', content: 'תוכן' });
    expect(JSON.parse(window.localStorage.getItem('composer.drafts.u1')!)[0]).toMatchObject({
      to: 'dana@example.com',
      subject: 'שלום',
      content: 'תוכן',
      minimized: false,
    });
    composerStore.bindUser('u2');
    expect(composerStore.list()).toEqual([]);
    expect(composerStore.isBoundTo('u1')).toBe(false);
    composerStore.bindUser('u1');
    expect(composerStore.list().map((d) => d.subject)).toEqual(['שלום']);
  });

  it("minimises the oldest open drafts beyond the limit, restores one, and reopens an inquiry's draft", () => {
    composerStore.bindUser('u1');
    const ids = Array.from({ length: MAX_OPEN + 1 }, () => composerStore.open());
    expect(
      composerStore
        .list()
        .filter((d) => d.minimized)
        .map((d) => d.id),
    ).toEqual([ids[0]]);
    composerStore.restore(ids[0]!);
    expect(composerStore.list().find((d) => d.id === ids[0])!.minimized).toBe(false);
    expect(composerStore.list().filter((d) => !d.minimized)).toHaveLength(MAX_OPEN);
    const reply = composerStore.open({ inquiry_id: 7 });
    composerStore.minimize(reply);
    expect(composerStore.open({ inquiry_id: 7 })).toBe(reply);
    expect(composerStore.list().find((d) => d.id === reply)!.minimized).toBe(false);
    composerStore.remove(reply);
    expect(composerStore.list().some((d) => d.id === reply)).toBe(false);
  });

  it("switches the customer's address for their number with the channel, and sends only what the channel takes", () => {
    const draft = newDraft({
      person_email: 'a@example.com',
      person_phone: '+972541234567',
      person_id: 3,
      reply_to: 'r@example.com',
      account_id: 2,
      subject: 'ש',
    });
    expect(draft.to).toBe('a@example.com');
    const whatsapp = { ...draft, ...switchChannel(draft, 'whatsapp') };
    expect(whatsapp.to).toBe('+972541234567');
    expect(bodyOf(whatsapp)).toEqual({
      channel: 'whatsapp',
      to: '+972541234567',
      subject: '',
      content: '',
      person_id: 3,
    });
    expect(bodyOf(draft)).toMatchObject({ channel: 'email', reply_to: 'r@example.com', account_id: 2, subject: 'ש' });
    expect(switchChannel({ ...draft, to: 'other@example.com' }, 'whatsapp').to).toBe('other@example.com');
  });
});
