import { describe, expect, it } from 'vitest';
import { parseEvents } from './eventStream';

describe('parseEvents', () => {
  it('returns complete events in order and keeps the unfinished rest', () => {
    const { events, rest } = parseEvents(
      'retry: 3000\n\nevent: update\ndata: {"unread":1}\n\n: still here\n\ndata: a\ndata: b\n\nevent: upd',
    );
    expect(events).toEqual([
      { event: 'update', data: '{"unread":1}' },
      { event: 'message', data: 'a\nb' },
    ]);
    expect(rest).toBe('event: upd');
  });

  it('reads CRLF line ends too', () => {
    expect(parseEvents('event: update\r\ndata: 2\r\n\r\n').events).toEqual([{ event: 'update', data: '2' }]);
  });
});
