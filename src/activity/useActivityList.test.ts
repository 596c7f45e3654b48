import { describe, expect, it } from 'vitest';
import { auditQueryOf, dayBoundary, readActivityState } from './useActivityList';

describe('the Activity page’s URL state', () => {
  it('reads filters, rows per page, the cursor and the open event, leaving out what is malformed', () => {
    const state = readActivityState(
      new URLSearchParams('actor=ada-sub&action=apiKey.revoke&outcome=&size=100&cursor=120&event=118&colour=red'),
    );
    expect(state).toEqual({
      filters: { actor: 'ada-sub', action: 'apiKey.revoke' },
      size: 100,
      cursor: '120',
      event: '118',
    });
    expect(readActivityState(new URLSearchParams('size=7')).size).toBe(50);
  });

  it('reads a day typed in a date field in the person’s own time zone: from its start, to its end', () => {
    const from = new Date(dayBoundary('2026-12-03', 'from'));
    const to = new Date(dayBoundary('2026-12-03', 'to'));
    expect([from.getFullYear(), from.getMonth(), from.getDate(), from.getHours(), from.getMinutes()]).toEqual([
      2026, 11, 3, 0, 0,
    ]);
    expect([to.getFullYear(), to.getMonth(), to.getDate(), to.getHours()]).toEqual([2026, 11, 4, 0]);
    // Not a day: sent as typed, for the server to say what is wrong with it.
    expect(dayBoundary('tomorrow', 'from')).toBe('tomorrow');
    expect(auditQueryOf({ actor: 'x', from: '2026-12-03', to: '2026-12-03' })).toEqual({
      actor: 'x',
      from: from.toISOString(),
      to: to.toISOString(),
    });
  });
});
